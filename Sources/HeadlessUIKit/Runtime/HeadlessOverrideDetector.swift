#if !canImport(UIKit)
    import ClassOverrideDetection

    /// Tells which `open` methods of a base class a subclass overrides, from Swift's class metadata,
    /// without calling any of them (headless addition).
    ///
    /// UIKit decides some behaviour by asking a data source or delegate `responds(to:)`: a
    /// `UITableViewController` subclass that implements `tableView(_:commit:forRowAt:)` gets
    /// swipe-to-delete, one that does not gets none. Linux has no such question, but every Swift class
    /// has a method table in its metadata: the slot of an overridable method holds the implementation
    /// instances of that class run. A subclass that overrides the method, itself or through a class
    /// between it and the base, holds another implementation in that slot than the base does.
    ///
    /// The detector learns each method's slot from a *probe*: a tiny subclass of the base that overrides
    /// exactly that method. The probe's slots that differ from the base's are that method's slot, plus
    /// the slots every subclass changes (the initializers a subclass inherits); a *control*, a subclass
    /// that overrides nothing, shows which those are. A member whose probe differs from the base in no
    /// slot or in several (the probe overrides nothing, or more than one member) cannot be told, and
    /// neither can any member when the metadata does not look as expected: then `overrides(_:in:)`
    /// answers `nil`, and callers must not treat the member as missing.
    ///
    ///     private final class Plain: UITableViewController {}
    ///     private final class Commits: UITableViewController {
    ///         override func tableView(
    ///             _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    ///             forRowAt indexPath: IndexPath
    ///         ) {}
    ///     }
    ///     let detector = HeadlessOverrideDetector<UITableViewController, String>(
    ///         control: Plain.self, probes: ["commit": Commits.self])
    ///     detector.overrides("commit", in: MyListController.self)  // true, false, or nil
    ///
    /// Generic subclasses and subclasses of subclasses are read the same way: their metadata keeps the
    /// base's slots where the base has them.
    /// - Complexity: `init` reads each probe's metadata once, O(probes × the base's metadata size);
    ///   `overrides(_:in:)` reads one slot, O(1).
    public struct HeadlessOverrideDetector<Base: AnyObject, Member: Hashable & Sendable>: Sendable {
        /// The metadata reader the package shares with the tree's node classes.
        private let detector: OverrideDetector<Base, Member>

        /// Learns the slot of each member from its probe.
        ///
        /// - Parameters:
        ///   - control: A subclass of `Base` that overrides nothing.
        ///   - probes: For each member, a subclass of `Base` that overrides exactly that member.
        public init(control: Base.Type, probes: [Member: Base.Type]) {
            detector = OverrideDetector(control: control, probes: probes)
        }

        /// The members whose slot the detector found; `overrides(_:in:)` answers `nil` for the others.
        public var detectableMembers: Set<Member> { detector.detectableMembers }

        /// Whether `subclass`, or a class between it and `Base`, overrides `member`; `nil` when the
        /// detector cannot tell.
        public func overrides(_ member: Member, in subclass: Base.Type) -> Bool? {
            detector.overrides(member, in: subclass)
        }

        /// The members `subclass` does not implement: each detectable member that neither it nor a class
        /// between it and `Base` overrides. A member the detector cannot tell counts as implemented, so
        /// that behaviour is never switched off silently; the base implementation then fails loudly
        /// where UIKit would raise.
        func membersNotOverridden(in subclass: Base.Type) -> Set<Member> {
            detectableMembers.filter { overrides($0, in: subclass) == false }
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    extension UITableView {
        /// A UIKit member whose mere presence changes what UIKit does (headless addition).
        ///
        /// UIKit checks whether a data source or delegate implements these. The headless table asks
        /// `HeadlessOptionalMembersReporting`: a `UITableViewController` answers from its class's
        /// metadata (`HeadlessOverrideDetector`), other objects declare what they lack. An object that
        /// does not report counts as implementing every member; reaching a protocol's default of
        /// `tableView(_:commit:forRowAt:)` or `tableView(_:moveRowAt:to:)` on it then fails loudly.
        public enum HeadlessOptionalMember: Hashable, Sendable {
            /// `tableView(_:commit:forRowAt:)`: without it there is no swipe-to-delete and no default Delete action.
            case commitEditingStyle
            /// `tableView(_:moveRowAt:to:)`: without it there is no reorder control.
            case moveRow
            /// `tableView(_:heightForRowAt:)`: without it `rowHeight` is used and nothing is asked.
            case heightForRow
            /// `tableView(_:estimatedHeightForRowAt:)`: without it `estimatedRowHeight` is used and nothing is asked.
            case estimatedHeightForRow
            /// `tableView(_:heightForHeaderInSection:)`: without it `sectionHeaderHeight` is used and nothing is asked.
            case heightForHeader
            /// `tableView(_:heightForFooterInSection:)`: without it `sectionFooterHeight` is used and nothing is asked.
            case heightForFooter
            /// `tableView(_:estimatedHeightForHeaderInSection:)`. The headless table lays headers out at
            /// their real heights and never asks this member, so declaring it missing changes nothing.
            case estimatedHeightForHeader
            /// `tableView(_:estimatedHeightForFooterInSection:)`. The headless table lays footers out at
            /// their real heights and never asks this member, so declaring it missing changes nothing.
            case estimatedHeightForFooter

            /// Whether `UITableViewDataSource` declares the member (else the delegate does): it is read from
            /// the data source only.
            var isDataSourceMember: Bool {
                switch self {
                case .commitEditingStyle, .moveRow: true
                case .heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter,
                    .estimatedHeightForHeader, .estimatedHeightForFooter:
                    false
                }
            }
        }

        /// The order of the selection calls of a simulated tap (headless addition).
        ///
        /// Apple does not document the complete interleaving; see `Docs/HeadlessTableView.md`.
        public enum HeadlessTapSequence: Hashable, Sendable {
            /// `shouldHighlight → didHighlight → willDeselect(old) → didDeselect(old) → willSelect → didSelect
            /// → primary action → didUnhighlight`. The default.
            case deselectPreviousFirst
            /// `shouldHighlight → didHighlight → didUnhighlight → willSelect → willDeselect(old) → didDeselect(old)
            /// → didSelect → primary action`; a `nil` from `willSelect` keeps the old selection.
            case selectFirst
        }

        /// The edge of a row a simulated swipe starts from (headless addition); now `HeadlessSwipeEdge`,
        /// shared with the collection view.
        @available(*, deprecated, renamed: "HeadlessSwipeEdge")
        public typealias HeadlessSwipeEdge = HeadlessUIKit.HeadlessSwipeEdge

        /// One swipe action button as the table shows it (headless addition).
        public struct HeadlessSwipeAction: Hashable, Sendable {
            /// The button's title.
            public var title: String?
            /// Whether the button is destructive (red).
            public var isDestructive: Bool
        }

        /// A rule UIKit enforces by raising `NSInternalInconsistencyException` (headless addition).
        public struct HeadlessViolation: Error, Hashable, Sendable, CustomStringConvertible {
            /// The kinds of violation.
            public enum Kind: Hashable, Sendable {
                /// A batch update does not add up or names rows or sections that do not exist.
                case invalidUpdate
                /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for.
                case unregisteredReuseIdentifier
                /// A diffable data source snapshot was given identifiers it already holds, or twice.
                case duplicateIdentifiers
                /// A snapshot or diffable data source was used in a way UIKit rejects (an item without a
                /// section, an identifier that is not in the snapshot, a `nil` cell from the cell provider).
                case invalidDiffableOperation
                /// The table called an optional member that the object does not implement: UIKit raises
                /// `NSInvalidArgumentException` ("unrecognized selector sent to instance").
                case unrecognizedSelector
            }

            /// What kind of rule was broken.
            public let kind: Kind
            /// UIKit's exception reason, word for word where UIKit's wording is known.
            public let message: String

            /// Creates a violation.
            public init(kind: Kind, message: String) {
                self.kind = kind
                self.message = message
            }

            /// The message.
            public var description: String { message }

            /// UIKit's unrecognized-selector exception for an optional member a view sent to an object
            /// that does not implement it.
            ///
            /// - Parameters:
            ///   - selector: The member's Objective-C name, as UIKit's message shows it.
            ///   - object: The object the member was sent to.
            ///   - explanation: Why the headless view called it, appended to UIKit's message.
            static func unrecognizedSelector(_ selector: String, sentTo object: AnyObject, explanation: String?)
                -> HeadlessViolation
            {
                let address = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
                var message = "-[\(type(of: object)) \(selector)]: unrecognized selector sent to instance 0x\(address)"
                if let explanation { message += " (\(explanation))" }
                return HeadlessViolation(kind: .unrecognizedSelector, message: message)
            }
        }

        /// The handler every table uses unless it has its own `headlessViolationHandler` (headless addition).
        ///
        /// The default traps the process with UIKit's exception reason, as UIKit's uncaught
        /// `NSInternalInconsistencyException` (`NSInvalidArgumentException` for an unrecognized selector)
        /// would. Tests replace it (or set a table's own handler) to observe a violation without dying.
        public static var headlessDefaultViolationHandler: @MainActor (HeadlessViolation) -> Void = { violation in
            let exception =
                violation.kind == .unrecognizedSelector
                ? "NSInvalidArgumentException" : "NSInternalInconsistencyException"
            fatalError("*** Terminating app due to uncaught exception '\(exception)', reason: '\(violation.message)'")
        }
    }

    /// Lets a data source or delegate declare which optional UIKit members it does not implement
    /// (headless addition).
    ///
    /// Without it, the headless table treats every member as implemented, which is what UIKit sees for
    /// an object that implements them all (as `CascadingNode` does). Where that guess is wrong for
    /// `tableView(_:commit:forRowAt:)` or `tableView(_:moveRowAt:to:)`, the table shows a Delete or
    /// reorder control UIKit would not, and using it reaches the protocol's default, which reports an
    /// unrecognized selector (`HeadlessViolation.Kind.unrecognizedSelector`) instead of doing nothing.
    /// `UITableViewController` and `UICollectionViewController` adopt it and read their subclass's
    /// overrides from the class metadata. A collection view reads `headlessUnimplementedCollectionViewMembers`
    /// the same way (see `UICollectionView.HeadlessOptionalMember`).
    @preconcurrency @MainActor
    public protocol HeadlessOptionalMembersReporting: AnyObject {
        /// The optional table members this object does not implement. Default: none.
        var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> { get }
        /// The optional collection view members this object does not implement. Default: none.
        var headlessUnimplementedCollectionViewMembers: Set<UICollectionView.HeadlessOptionalMember> { get }
    }

    extension HeadlessOptionalMembersReporting {
        /// Every table member is implemented.
        public var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> { [] }
        /// Every collection view member is implemented.
        public var headlessUnimplementedCollectionViewMembers: Set<UICollectionView.HeadlessOptionalMember> { [] }
    }

    /// The members a view's data source and delegate lack, each read from the object UIKit would ask:
    /// data-source members from `dataSource`, the others from `delegate`. A controller that is only the
    /// delegate therefore says nothing about a separate data source's members (a diffable one's, say).
    @MainActor
    func unimplementedMembers<Member>(
        dataSource: AnyObject?, delegate: AnyObject?,
        read: (any HeadlessOptionalMembersReporting) -> Set<Member>, isDataSourceMember: (Member) -> Bool
    ) -> Set<Member> {
        let fromDataSource = (dataSource as? any HeadlessOptionalMembersReporting).map(read) ?? []
        let fromDelegate = (delegate as? any HeadlessOptionalMembersReporting).map(read) ?? []
        return fromDataSource.filter(isDataSourceMember).union(fromDelegate.filter { !isDataSourceMember($0) })
    }

    /// How the table creates a view for a reuse identifier.
    enum ReuseRegistration<View> {
        /// Instantiate this class.
        case type(View.Type)
        /// Instantiate the nib's stand-in class and awake it from the nib.
        case nib(UINib)
    }

    /// The swipe actions the table is showing and the row they belong to (`nil` once the row is gone).
    struct ActiveSwipe {
        /// One action the way it runs.
        enum Action {
            case contextual(UIContextualAction)
            case legacy(UITableViewRowAction)
            case defaultDelete(title: String)
        }

        var indexPath: IndexPath?
        let edge: HeadlessUIKit.HeadlessSwipeEdge
        let actions: [Action]
        let performsFirstActionWithFullSwipe: Bool
    }

    /// The context menu a table or collection view is showing: its configuration and the row or item it
    /// belongs to.
    struct ActiveContextMenu {
        let configuration: UIContextMenuConfiguration
        let indexPath: IndexPath
    }
#endif

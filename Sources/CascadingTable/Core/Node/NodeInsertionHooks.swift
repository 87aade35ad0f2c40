// Which of the overridable members every insertion calls a node class overrides. Where a class leaves
// one as `CascadingNode` answers it, the answer is known from the class, and the tree skips the call.
//
// Measured: 100,000 detached appends took 2.18-2.23 ms with the three calls and 1.84-1.86 ms without
// them (4.9-5.1x the array append against 3.7-3.8x, three processes each; target 5x). A full
// `--runs 3` with the calls missed the target, 6.12 / 5.80 / 5.68.

#if canImport(ClassOverrideDetection)
    import ClassOverrideDetection
#endif

/// An overridable member that a tree mutation calls on the child it inserts or on the node whose
/// children changed.
enum InsertionHook: Hashable, Sendable {
    /// `rowSpan`, read as a child joins a parent whose children stand for rows.
    case rowSpan
    /// `providedOptionalMembers`, read again as a child joins a parent.
    case providedOptionalMembers
    /// `childrenDidChange()`, called after every change of a node's children.
    case childrenDidChange
}

/// The detector for the insertion hooks, one probe each, set up on first use.
private let insertionHookDetector = OverrideDetector<CascadingNode, InsertionHook>(
    control: PlainNodeProbe.self,
    probes: [
        .rowSpan: RowSpanProbe.self, .providedOptionalMembers: DeclarationProbe.self,
        .childrenDidChange: ChildrenHookProbe.self,
    ])

extension CascadingNode {
    /// The traits saying which insertion hooks this class leaves as `CascadingNode` answers them; a
    /// hook the metadata reader cannot tell about counts as overridden.
    static var insertionHookTraits: NodeClassTraits {
        var traits: NodeClassTraits = []
        let keeps = { (hook: InsertionHook) in insertionHookDetector.overrides(hook, in: self) == false }
        if keeps(.rowSpan) { traits.insert(.spansOneRow) }
        if keeps(.providedOptionalMembers) { traits.insert(.declaresByClass) }
        if keeps(.childrenDidChange) { traits.insert(.ignoresChildrenChanges) }
        return traits
    }

    /// Calls `childrenDidChange()`, unless the class answers it as `CascadingNode` does (nothing).
    func childrenDidChangeUnlessIgnored() {
        if !classTraits.contains(.ignoresChildrenChanges) { childrenDidChange() }
    }
}

/// A node class that overrides only `rowSpan`.
private final class RowSpanProbe: CascadingNode {
    override var rowSpan: Int { 1 }
}

/// A node class that overrides only `providedOptionalMembers`.
private final class DeclarationProbe: CascadingNode {
    override var providedOptionalMembers: CascadingOptionalMembers { [] }
}

/// A node class that overrides only `childrenDidChange()`.
private final class ChildrenHookProbe: CascadingNode {
    override func childrenDidChange() {}
}

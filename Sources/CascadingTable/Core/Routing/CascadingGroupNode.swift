/// A node that stands for a run of its children: a run of sections where sections sit (under the
/// root or another such group), a run of rows inside a section.
///
/// A group spans the sum of its children, can be empty (span 0) and nests to any depth. It routes
/// every call to the child that owns the addressed section or row, so each forwarding rule, default
/// and policy of the tree applies through it unchanged; index paths stay in table coordinates, and
/// `localIndex(of:)` turns one into a position among the group's rows. Use it for a page module that
/// shows several sections, or for a header row, a run of rows and a "show more" row inside one
/// section. Intended to be subclassed.
///
///     let reviews = CascadingGroupNode(children: [ReviewListSection(), WriteReviewSection()])
///     root.appendChild(reviews)  // two sections, inserted together
@MainActor
open class CascadingGroupNode: CascadingNode {
    /// The child whose span contains the section; `nil` when the group stands for rows, for the
    /// sections the group shows itself (`childrenOffset`), and `nil` reported to `routingDidMiss(_:)`
    /// when no child owns it.
    open override func child(forSection section: Int) -> CascadingNode? {
        guard placement.kind != .rows else { return nil }
        if let presentation = presentedStage, presentation.showsSections(of: self) {
            return presentation.child(of: self, forSection: section)
        }
        return child(atCoordinate: section, start: firstCoordinate, missing: .section(section))
    }

    /// The child whose span contains the row (by its section where the group stands for sections, by
    /// its row inside a section); `nil` for what the group shows itself, and `nil` reported to
    /// `routingDidMiss(_:)` when no child owns it.
    open override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        child(forRowAt: indexPath, byIndex: placement.kind == .rows ? 1 : 0, start: firstCoordinate)
    }

    /// The number of sections the group stands for where sections sit; 1 inside a section.
    open override func numberOfSections(in tableView: UITableView) -> Int {
        placement.kind == .rows ? 1 : ownAndChildrenCount
    }

    /// The rows the group spans: its own (`childrenOffset` before its children's, `childrenTrailingOffset`
    /// after them) and the sum of its children's.
    public final override var rowSpan: Int { ownAndChildrenCount }

    override class var spansItsChildren: Bool { true }
}

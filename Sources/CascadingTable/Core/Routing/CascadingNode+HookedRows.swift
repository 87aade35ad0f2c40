// Routers whose own routing hooks place rows or sections (`child(forRowAt:)` or `child(forSection:)`
// overridden beyond the library's router). The updater does not look into such hooks: a change under one
// reloads what it routes and is reported once (`LiveUpdater+Commit.swift`). Calls still follow the
// hooks, and so do the positions a node under such a router turns index paths into (item positions of
// a list under a summary row drawn by the hooks, or in a section a root's hooks move behind a banner),
// read here by asking the hooks section by section and row by row.
extension CascadingNode {
    /// Whether a routing hook of this node or of a node above it decides where this node's rows or
    /// sections show.
    /// - Complexity: O(depth).
    var showsThroughOwnHooks: Bool {
        var node: CascadingNode? = self
        while let current = node {
            if current.classTraits.contains(.overridesRoutingHook) { return true }
            node = current.parent
        }
        return false
    }

    /// Whether this node or a router among the rows below it routes through a routing hook of its own.
    /// - Complexity: O(the nodes below it that have children, and their children).
    var routesRowsThroughOwnHooks: Bool {
        classTraits.contains(.overridesRoutingHook)
            || childNodes.contains { !$0.childNodes.isEmpty && $0.routesRowsThroughOwnHooks }
    }

    /// The node that owns this node's section, when it or a router between it and this node routes
    /// rows through a `child(forRowAt:)` of its own; `nil` when the spans say where the rows are, and
    /// while the stage the root presents between two batches lists the section's rows.
    var sectionOwnerRoutingByHook: CascadingNode? {
        var hooked = false
        var node = self
        while let parent = node.parent, parent.placement.kind == .rows {
            if parent.classTraits.contains(.routesRowsByOwnHook) { hooked = true }
            node = parent
        }
        guard hooked, presentedStage?.listsRows(of: node) != true else { return nil }
        return node
    }

    /// Whether a router of sections above this node (the root, or a group among sections) overrides a
    /// routing hook: then the sections are where its hooks send them, not where the spans say.
    /// - Complexity: O(depth).
    var sectionsShowThroughOwnHooks: Bool {
        var node = self
        while let parent = node.parent {
            if parent.placement.kind == .sections, parent.classTraits.contains(.overridesRoutingHook) { return true }
            node = parent
        }
        return false
    }

    /// The first section of this node, placed among sections: where the own hooks of a router of
    /// sections above it show it, else where the spans put it.
    var shownSection: Int {
        if sectionsShowThroughOwnHooks, case .sections(let sections)? = tablePlacement { return sections.lowerBound }
        return firstCoordinate
    }

    /// The sections that the routing hooks, asked from the root down, send to this node (or through it,
    /// for a group), among the sections the root reports to its attached view; `nil` when the tree is not
    /// attached.
    /// - Complexity: O(the sections × depth).
    func sectionsSentByHooks() -> [Int]? {
        guard let root = attachedRoot, let view = root.attachedView else { return nil }
        return (0..<view.sectionCount(reportedBy: root)).filter { section in
            root.descendThroughHooks(stoppingAt: self) { $0.child(forSection: section) } === self
        }
    }

    /// The run of coordinates from the first of `sorted` on: `nil` when it is empty.
    static func firstRun(of sorted: [Int]) -> Range<Int>? {
        guard let first = sorted.first else { return nil }
        return first..<first + zip(sorted, first...).prefix { $0 == $1 }.count
    }

    /// The rows of `section`, from the first through `last`, that the routing hooks of `owner` (the node
    /// that owns the section) send to this node (or through it, for a group), in order.
    /// - Complexity: O(`last` × depth).
    func rowsSentByHooks(inSection section: Int, through last: Int, from owner: CascadingNode) -> [Int] {
        guard last >= 0 else { return [] }
        return (0...last).filter { row in
            let indexPath = IndexPath(row: row, section: section)
            return owner.descendThroughHooks(stoppingAt: self) { $0.child(forRowAt: indexPath) } === self
        }
    }

    /// The rows of `section` that the routing hooks of `owner` send to this node, among the rows its root
    /// reports to its attached view; `nil` when the tree is not attached.
    /// - Complexity: O(the section's rows × depth).
    func rowsSentByHooks(inSection section: Int, from owner: CascadingNode) -> [Int]? {
        guard let root = attachedRoot, let view = root.attachedView else { return nil }
        let count = view.rowCount(reportedBy: root, inSection: section)
        return rowsSentByHooks(inSection: section, through: count - 1, from: owner)
    }

    /// The node reached by following `step` (a routing hook) from this node down, until it answers
    /// `nil`, reaches `target`, or has been followed 64 times, so that hooks that send a call round in a
    /// circle cannot hang the table. This node when the first step answers `nil`.
    func descendThroughHooks(
        stoppingAt target: CascadingNode? = nil, _ step: (CascadingNode) -> CascadingNode?
    ) -> CascadingNode {
        var node = self
        for _ in 0..<64 {
            guard let next = step(node) else { break }
            node = next
            if node === target { break }
        }
        return node
    }
}

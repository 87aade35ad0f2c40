// Converting between table coordinates and a node's own positions, read from the placement mapping.
extension CascadingNode {
    /// Where this node's content sits in the table, or `nil` when it is not placed (it has no parent
    /// that places its children, or sits under a node that routes its children itself).
    ///
    /// Coordinates count from the top of the node's tree: once that is the root attached to a table
    /// view, they are the table's. A root covers all its sections.
    ///
    ///     if case .rows(let rows, let section) = showMore.tablePlacement {
    ///         tableView.scrollToRow(at: IndexPath(row: rows.lowerBound, section: section), at: .middle, animated: true)
    ///     }
    ///
    /// While an update that takes several batches is between two of them, the answer is where the
    /// node sits in the batch the table is applying.
    ///
    /// Under a router whose own `child(forRowAt:)` places rows (a summary row drawn through the hooks
    /// rather than declared with `childrenOffset`), in an attached tree, the rows are the run where the
    /// hooks send them from the first on: O(the section's rows × depth). Likewise, under a root or a
    /// group among sections whose own `child(forSection:)` places sections (a banner section drawn
    /// through the hooks), the sections are where those hooks send them: O(the sections × depth).
    ///
    /// - Complexity: O(depth), plus revalidating siblings after an insertion at the front.
    public var tablePlacement: CascadingPlacement? {
        let placement = placementThroughSectionHooks
        guard case .rows(_, let section)? = placement, let owner = sectionOwnerRoutingByHook,
            let rows = rowsSentByHooks(inSection: section, from: owner),
            let run = Self.firstRun(of: rows)
        else { return placement }
        return .rows(run, section: section)
    }

    /// Where the spans place this node, in the sections where the own hooks of a router of sections above
    /// it show them (see `tablePlacement`).
    private var placementThroughSectionHooks: CascadingPlacement? {
        let placement = spanPlacement
        guard placement != nil, sectionsShowThroughOwnHooks, presentedStage == nil else { return placement }
        var owner = self
        while let parent = owner.parent, parent.placement.kind == .rows { owner = parent }
        guard let sections = owner.sectionsSentByHooks().flatMap(Self.firstRun(of:)) else { return placement }
        if case .rows(let rows, _)? = placement { return .rows(rows, section: sections.lowerBound) }
        return .sections(sections)
    }

    /// Where the spans place this node: in the batch the table is applying while an update that takes
    /// several batches is between two of them, else in the tree as it is now. What the commit path
    /// computes batches from; `tablePlacement` also follows a router's own hooks.
    var spanPlacement: CascadingPlacement? {
        if let presentation = presentedStage { return presentation.placement(of: self) }
        return treePlacement
    }

    /// Where this node's content sits in the tree as it is now (see `tablePlacement`).
    var treePlacement: CascadingPlacement? {
        guard let parent else {
            let sections = Self.initialChildPlacement == .sections ? ownAndChildrenCount : 1
            return .sections(0..<sections)
        }
        let first = firstCoordinate
        let range = first..<first + placementSpan
        switch parent.placement.kind {
        case .sections?: return .sections(range)
        case .rows?:
            guard let section = sectionOfRows else { return nil }
            return .rows(range, section: section)
        case nil: return nil
        }
    }

    /// The position of a table row among this node's rows: 0 for the first row it covers.
    ///
    /// Use it where a group or a model-backed node turns the index path it receives into an item
    /// index. Returns `nil` when the row is not one of this node's rows.
    ///
    ///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///         let item = items[localIndex(of: indexPath)!]
    ///         ...
    ///     }
    ///
    /// A node that owns a section (a section node, say) covers every row of it: the answer is the row.
    ///
    /// Under a router whose own `child(forRowAt:)` places rows (a summary row drawn through the hooks
    /// rather than declared with `childrenOffset`), the answer comes from the hooks: the rows of the
    /// section before `indexPath` that they send to this node are counted, so that the answer is the
    /// inverse of `indexPath(forLocalIndex:)`: O(the row × depth).
    public func localIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        switch placementThroughSectionHooks {
        case .rows(let rows, let section)? where indexPath[0] == section:
            if let owner = sectionOwnerRoutingByHook {
                let sent = rowsSentByHooks(inSection: section, through: indexPath[1], from: owner)
                return sent.last == indexPath[1] ? sent.count - 1 : nil
            }
            guard rows.contains(indexPath[1]) else { return nil }
            return indexPath[1] - rows.lowerBound
        case .sections(let sections)? where ownsOneSection(sections) && indexPath[0] == sections.lowerBound:
            return indexPath[1] >= 0 ? indexPath[1] : nil
        default:
            return nil
        }
    }

    /// The position of a table section among the sections this node covers, or `nil` when it is not
    /// one of them.
    public func localIndex(ofSection section: Int) -> Int? {
        guard case .sections(let sections)? = tablePlacement, sections.contains(section) else { return nil }
        return section - sections.lowerBound
    }

    /// The table index path of this node's row at `localIndex`, or `nil` when the node does not cover
    /// that many rows (or is not placed inside a section).
    ///
    /// For a node that owns a section, the row `localIndex` of that section.
    ///
    /// Under a router whose own `child(forRowAt:)` places rows, in an attached tree, the answer comes
    /// from the hooks, as for `localIndex(of:)`: O(the section's rows × depth).
    public func indexPath(forLocalIndex localIndex: Int) -> IndexPath? {
        let placement = placementThroughSectionHooks
        if case .sections(let sections)? = placement, ownsOneSection(sections) {
            return localIndex >= 0 ? IndexPath(row: localIndex, section: sections.lowerBound) : nil
        }
        guard case .rows(let rows, let section)? = placement else { return nil }
        if let owner = sectionOwnerRoutingByHook, let rows = rowsSentByHooks(inSection: section, from: owner) {
            return rows.indices.contains(localIndex) ? IndexPath(row: rows[localIndex], section: section) : nil
        }
        guard (0..<rows.count).contains(localIndex) else { return nil }
        return IndexPath(row: rows.lowerBound + localIndex, section: section)
    }

    /// The table section of this node's section at `localIndex`, or `nil` when it does not cover that
    /// many sections.
    public func section(forLocalIndex localIndex: Int) -> Int? {
        guard case .sections(let sections)? = tablePlacement, (0..<sections.count).contains(localIndex) else {
            return nil
        }
        return sections.lowerBound + localIndex
    }

    // MARK: Internal

    /// Whether this node, placed on `sections`, owns one section and its rows: one section, and no
    /// children that stand for sections (a group or the root covers its children's sections instead).
    private func ownsOneSection(_ sections: Range<Int>) -> Bool {
        sections.count == 1 && placement.kind != .sections
    }

    /// The first coordinate of this node's span: its first section where sections sit, its first
    /// row inside a section. 0 for a node without a parent.
    var firstCoordinate: Int {
        if let presentation = presentedStage, let first = presentation.firstCoordinate(of: self) {
            return first
        }
        guard let parent else { return 0 }
        if parent.placement.validCount <= storedIndex || parent.childNodes[storedIndex] !== self {
            parent.revalidatePlacement()
        }
        return parent.childrenOrigin + placementStart
    }

    /// The coordinate where this node's children start: after the rows or sections it shows itself
    /// (`childrenOffset`, or a model-backed node's item rows), counted from its own first coordinate
    /// where it is a run among its parent's (a group, a model-backed node among rows), else from 0.
    var childrenOrigin: Int {
        if classTraits.contains(.showsItemRows) {
            return (parent?.placement.kind == .rows ? firstCoordinate : 0) + itemRows
        }
        return (classTraits.contains(.spansItsChildren) ? firstCoordinate : 0) + childrenOffsetStorage
    }

    /// The node that owns a table section among this node's sections (this node is the root, or a
    /// group where sections sit): the child there, looking through the groups in between; `nil` when no
    /// child owns it.
    public func sectionOwner(at section: Int) -> CascadingNode? {
        var owner = child(forSection: section)
        while let group = owner, type(of: group).spansItsChildren {
            owner = group.child(forSection: section)
        }
        return owner
    }

    /// The section whose rows this node (placed among rows) belongs to.
    var sectionOfRows: Int? {
        var node = self
        while let parent = node.parent {
            if parent.placement.kind == .sections { return node.firstCoordinate }
            node = parent
        }
        return node.placement.kind == .rows ? 0 : nil
    }
}

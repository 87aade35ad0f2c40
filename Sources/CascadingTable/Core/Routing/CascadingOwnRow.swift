/// One of the rows (or sections) a node shows itself around and among its children's: the
/// `childrenOffset` rows before them, the `childrenTrailingOffset` rows after them, and a
/// `CascadingOwnRowNode` among them.
///
/// Returned by `CascadingNode.ownRow(at:)` and `CascadingNode.ownSection(at:)`, so that a node answers
/// for its own rows without counting its children's: the answer stays right while an update that takes
/// several batches shows an intermediate stage, where the children's rows are not yet where the tree has
/// them.
public enum CascadingOwnRow: Hashable, Sendable {
    /// The row at this position among the rows the node shows before its children (0 is the first).
    case beforeChildren(Int)
    /// The row at this position among the rows the node shows after its children (0 is the first).
    case afterChildren(Int)
    /// The row of the `CascadingOwnRowNode` of this name among the node's children.
    case amongChildren(String)
}

extension CascadingNode {
    /// Which of the rows this node shows itself is at `indexPath`; `nil` for a row of one of its
    /// children and for a row that is not this node's.
    ///
    ///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///         guard ownRow(at: indexPath) == .afterChildren(0) else {
    ///             return super.tableView(tableView, cellForRowAt: indexPath)
    ///         }
    ///         ...
    ///     }
    ///
    /// Asked of a node whose children are rows (a section node, a group inside a section). While an
    /// update that takes several batches is between two of them, the answer is about the batch the view
    /// is applying.
    /// - Complexity: O(depth).
    public func ownRow(at indexPath: IndexPath) -> CascadingOwnRow? {
        guard indexPath.count == 2, placement.kind == .rows, !classTraits.contains(.showsItemRows) else { return nil }
        if let presentation = presentedStage {
            let (listed, own) = presentation.ownRow(of: self, at: indexPath)
            if listed { return own }
        }
        guard indexPath[0] == sectionOfOwnRows else { return nil }
        return ownEntry(atLocal: indexPath[1] - childrenOrigin)
    }

    /// Where this node shows `own` now, as `ownRow(at:)` names it; `nil` where it shows no such row.
    /// - Complexity: O(depth), and O(children) for a row among them.
    func indexPath(ofOwnRow own: CascadingOwnRow) -> IndexPath? {
        guard placement.kind == .rows, !classTraits.contains(.showsItemRows), let local = ownLocal(of: own),
            let section = sectionOfOwnRows
        else { return nil }
        let indexPath = IndexPath(row: childrenOrigin + local, section: section)
        return ownRow(at: indexPath) == own ? indexPath : nil
    }

    /// Which section this node shows as `own` now, as `ownSection(at:)` names it; `nil` where it shows
    /// no such section.
    /// - Complexity: O(depth), and O(children) for a section among them.
    func section(ofOwnSection own: CascadingOwnRow) -> Int? {
        guard placement.kind == .sections, let local = ownLocal(of: own) else { return nil }
        let section = childrenOrigin + local
        return ownSection(at: section) == own ? section : nil
    }

    /// Where `own` sits, counted from this node's first child as `ownEntry(atLocal:)` counts.
    private func ownLocal(of own: CascadingOwnRow) -> Int? {
        switch own {
        case .beforeChildren(let position): return position - childrenOffset
        case .afterChildren(let position): return placement.total + position
        case .amongChildren(let name):
            revalidatePlacement()
            return childNodes.first { ($0 as? CascadingOwnRowNode)?.name == name }?.placementStart
        }
    }

    /// The section of the rows this node shows itself.
    private var sectionOfOwnRows: Int? {
        // Under a router of sections placing them through its own hooks, the section its hooks give.
        if sectionsShowThroughOwnHooks {
            switch tablePlacement {
            case .rows(_, let shown)?: return shown
            case .sections(let shown)?: return shown.lowerBound
            case nil: break
            }
        }
        return parent?.placement.kind == .rows ? sectionOfRows : firstCoordinate
    }

    /// Which of the sections this node shows itself is `section`; `nil` for a section of one of its
    /// children and for a section that is not this node's.
    ///
    /// Asked of a node whose children are sections (a root, a group among sections), as `ownRow(at:)` is
    /// of rows.
    /// - Complexity: O(depth).
    public func ownSection(at section: Int) -> CascadingOwnRow? {
        guard placement.kind == .sections else { return nil }
        if let presentation = presentedStage { return presentation.ownSection(of: self, at: section) }
        return ownEntry(atLocal: section - childrenOrigin)
    }

    /// The own row at `local`, a coordinate counted from this node's first child.
    private func ownEntry(atLocal local: Int) -> CascadingOwnRow? {
        guard showsItself(local: local) else {
            revalidatePlacement()
            return (placedChild(atLocal: local) as? CascadingOwnRowNode).map { .amongChildren($0.name) }
        }
        return local < 0 ? .beforeChildren(local + childrenOffset) : .afterChildren(local - placement.total)
    }
}

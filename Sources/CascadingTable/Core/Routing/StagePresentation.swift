/// What the table shows while an update that takes several batches is between two of them: the
/// sections and rows of one intermediate stage, as the diff describes them.
///
/// While a stage is presented the tree keeps the children the update gave it, and the root answers
/// from here instead: the counts, the node that owns a section or a row, and the coordinates of every
/// node the stage shows (`tablePlacement`, `localIndex(of:)` and the routing of groups read them). A
/// node that the update removed is still asked for the rows it shows until the batch that deletes them.
///
/// The commit path hands a presentation to its own root (its `PlacementIndex`), and the
/// nodes of that tree find it through their root: another tree's answers, caches and shortcuts are
/// never touched by it.
@MainActor
final class StagePresentation {
    private let root: CascadingRootNode
    private let sections: [TreeSnapshot.Section]
    /// The section owners whose rows `sections` lists; the others answer their own counts and rows.
    private let described: Set<ObjectIdentifier>
    /// The row counts of sections whose rows are not listed, as the table has them before a reload.
    private let keptRowCounts: [ObjectIdentifier: Int]
    private var sectionSpans: [ObjectIdentifier: Range<Int>] = [:]
    private var rowSpans: [ObjectIdentifier: (rows: Range<Int>, section: Int)] = [:]

    /// Describes one stage of `root`'s table: `described` holds the section owners whose rows the
    /// sections list, `keptRowCounts` the row counts the table keeps for other section owners until a
    /// batch reloads them.
    init(
        root: CascadingRootNode, sections: [TreeSnapshot.Section], described: Set<ObjectIdentifier>,
        keptRowCounts: [ObjectIdentifier: Int]
    ) {
        self.root = root
        self.sections = sections
        self.described = described
        self.keptRowCounts = keptRowCounts
        for (position, section) in sections.enumerated() {
            let owner = ObjectIdentifier(section.model.node)
            extendSections(of: section.model.node, to: position)
            var group = section.model.node.parent
            while let node = group, node !== root, type(of: node).spansItsChildren {
                extendSections(of: node, to: position)
                group = node.parent
            }
            guard described.contains(owner) else { continue }
            for (row, token) in section.rows.enumerated() {
                let node = ObjectIdentifier(token.node)
                if let (rows, inSection) = rowSpans[node], inSection == position {
                    rowSpans[node] = (rows.lowerBound..<row + 1, position)
                } else if rowSpans[node] == nil {
                    rowSpans[node] = (row..<row + 1, position)
                }
            }
        }
    }

    private func extendSections(of node: CascadingNode, to position: Int) {
        let id = ObjectIdentifier(node)
        sectionSpans[id] = sectionSpans[id].map { $0.lowerBound..<position + 1 } ?? position..<position + 1
    }

    /// Whether the presentation lists the rows of the section `owner` owns. The routing hooks of a
    /// section it does not list still say where its rows are, since such a section answers its rows
    /// itself until a batch reloads it.
    func listsRows(of owner: CascadingNode) -> Bool {
        described.contains(ObjectIdentifier(owner))
    }

    // MARK: What the root answers

    /// The number of sections of the stage.
    var numberOfSections: Int { sections.count }

    /// The number of rows of a section whose rows the stage lists, or that the table keeps until a
    /// later batch reloads it; `nil` for the others (their owner answers) and for a section out of range.
    func numberOfRows(inSection section: Int) -> Int? {
        guard sections.indices.contains(section) else { return nil }
        let owner = ObjectIdentifier(sections[section].model.node)
        return described.contains(owner) ? sections[section].rows.count : keptRowCounts[owner]
    }

    /// The child of `router` (the root, or a group among sections) on the way to the node that owns a
    /// section: `nil` for the sections `router` shows itself and out of range. A section whose owner
    /// left the tree is answered by its owner.
    func child(of router: CascadingNode, forSection section: Int) -> CascadingNode? {
        guard sections.indices.contains(section), let owner = answeringNode(ofSection: section), owner !== router
        else { return nil }
        var node = owner
        while let parent = node.parent, parent !== router { node = parent }
        return node.parent === router ? node : owner
    }

    /// The node that answers for a section of the stage: its owner, or for a section a router draws
    /// among its children (a `CascadingOwnRowNode`), that router.
    private func answeringNode(ofSection section: Int) -> CascadingNode? {
        let owner = sections[section].model.node
        return owner.isDrawnByParent ? owner.parent : owner
    }

    /// Whether the stage shows sections of `node`.
    func showsSections(of node: CascadingNode) -> Bool {
        sectionSpans[ObjectIdentifier(node)] != nil
    }

    /// The node that answers for a row: the row's node where the stage lists the section's rows, else
    /// the section's owner.
    func owner(ofRow indexPath: IndexPath) -> CascadingNode? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            let owner = answeringNode(ofSection: indexPath[0]), owner !== root
        else { return nil }
        guard described.contains(ObjectIdentifier(sections[indexPath[0]].model.node)) else { return owner }
        let rows = sections[indexPath[0]].rows
        guard rows.indices.contains(indexPath[1]) else { return nil }
        let node = rows[indexPath[1]].node
        // A parent's own row among its children is the parent's to answer.
        return node.isDrawnByParent ? node.parent : node
    }

    /// Which of `node`'s own rows the stage shows at `indexPath`: `listed` is `false` where the stage
    /// does not list the section's rows (its owner answers from the tree), `own` is `nil` for a row of
    /// another node or of a child.
    func ownRow(of node: CascadingNode, at indexPath: IndexPath) -> (listed: Bool, own: CascadingOwnRow?) {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            described.contains(ObjectIdentifier(sections[indexPath[0]].model.node))
        else { return (false, nil) }
        let rows = sections[indexPath[0]].rows
        guard rows.indices.contains(indexPath[1]) else { return (true, nil) }
        return (true, Self.ownRow(of: node, shownBy: rows[indexPath[1]]))
    }

    /// Which of `node`'s own sections the stage shows at `section`; `nil` for another node's section.
    func ownSection(of node: CascadingNode, at section: Int) -> CascadingOwnRow? {
        guard sections.indices.contains(section) else { return nil }
        return Self.ownRow(of: node, shownBy: sections[section].model)
    }

    /// Which of `node`'s own rows (or sections) `token` shows: a `CascadingOwnRowNode` among its children,
    /// or one it shows itself around them; `nil` for another node's.
    private static func ownRow(of node: CascadingNode, shownBy token: NodeToken) -> CascadingOwnRow? {
        if let own = token.node as? CascadingOwnRowNode, own.parent === node { return .amongChildren(own.name) }
        return token.node === node ? TreeSnapshot.ownRow(keyedBy: token.key.part) : nil
    }

    // MARK: Where a node sits

    /// Where `node` sits in the stage: the sections or rows it shows there; for a node inside a section
    /// whose rows the stage does not list, its place in the tree moved to the section's stage position.
    /// `nil` when the stage does not show it. Asked only of the nodes of the root's tree.
    func placement(of node: CascadingNode) -> CascadingPlacement? {
        let id = ObjectIdentifier(node)
        if let sections = sectionSpans[id] { return .sections(sections) }
        if let (rows, section) = rowSpans[id] { return .rows(rows, section: section) }
        guard case .rows(let rows, _)? = node.treePlacement else { return nil }
        // The section's owner is found in the tree: the section `treePlacement` gives is already the
        // stage's where the stage shows the owner.
        var owner = node
        while let parent = owner.parent, parent.placement.kind == .rows { owner = parent }
        guard !described.contains(ObjectIdentifier(owner)), let shown = sectionSpans[ObjectIdentifier(owner)] else {
            return nil
        }
        return .rows(rows, section: shown.lowerBound)
    }

    /// The first coordinate of a node the stage shows itself (a section, or a row it answers for);
    /// `nil` for the others.
    func firstCoordinate(of node: CascadingNode) -> Int? {
        let id = ObjectIdentifier(node)
        if let sections = sectionSpans[id] { return sections.lowerBound }
        return rowSpans[id]?.rows.lowerBound
    }
}

import CascadingDiff

/// What identifies a row or section across an update: the node's class and `diffIdentifier`, and
/// which of the node's rows or sections it is (`part` ≥ 0 for what a node spans itself, negative for
/// the rows or sections a router shows before its children).
struct NodeKey: Hashable {
    let type: ObjectIdentifier
    let identifier: AnyHashable
    let part: Int
}

/// A row or section as the diff sees it: identified by its node's key; its content counts as changed
/// when the node said so during the update (`reloadContent()`), and, for sections, when a rebuilt
/// section node's content differs.
struct NodeToken: Diffable {
    let node: CascadingNode
    let key: NodeKey
    let changed: Bool

    @MainActor
    init(node: CascadingNode, part: Int, changed: Bool) {
        self.node = node
        self.key = NodeKey(type: ObjectIdentifier(type(of: node)), identifier: node.diffIdentifier, part: part)
        self.changed = changed
    }

    var diffIdentifier: NodeKey { key }

    func isContentEqual(to other: NodeToken) -> Bool {
        !changed && !other.changed
    }

    /// The token of another row of the same node, without asking the node for its identifier again.
    init(_ token: NodeToken, part: Int) {
        self.init(token, key: NodeKey(type: token.key.type, identifier: token.key.identifier, part: part))
    }

    /// Whether the row is an item keyed by its identity, moving between model-backed nodes.
    var isTransferred: Bool { key.type != ObjectIdentifier(type(of: node)) }

    /// A row of the same node under another key (an item that moves between nodes, keyed by its identity).
    init(_ token: NodeToken, key: NodeKey) {
        node = token.node
        self.key = key
        changed = token.changed
    }

    /// The same row or section, its content marked changed or not.
    init(_ token: NodeToken, changed: Bool) {
        node = token.node
        key = token.key
        self.changed = changed
    }
}

/// What the table shows, as the tree describes it: one entry per section (groups flattened), with the
/// rows of every section node whose rows are diffed (row groups flattened, a model-backed node
/// standing for its `rowSpan` rows). Other sections (leaf sections, section nodes whose policy is not
/// animated) have opaque rows: their counts are checked, not diffed.
///
/// A model-backed node whose items changed during a grouped update (`ItemRowsNode`) stands for one row
/// per item, where it sits as a section too: before the update its rows are numbered by old position,
/// after it each kept item carries the number of the old item it keeps and each new item a number past
/// the old ones, so the diff sees deletes, inserts and moves by item identity.
@MainActor
struct TreeSnapshot {
    typealias Section = DiffSection<NodeToken, NodeToken>

    private(set) var sections: [Section] = []

    /// The rows of the section nodes whose rows are opaque, to notice that they changed.
    private(set) var opaqueRows: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    /// The section owners whose rows the snapshot lists (the others' rows are not diffed).
    private(set) var described = Set<ObjectIdentifier>()

    private let changed: Set<ObjectIdentifier>

    /// The item changes of model-backed nodes, by node.
    private let items: [ObjectIdentifier: ItemChanges]

    /// The items that moved from one model-backed node to another, keyed by identity in both snapshots.
    private let transfers: ItemTransfers?

    /// The section owners whose rows are routed through routing hooks of their own (theirs or a router's
    /// among their rows): their rows are not listed, as the diff cannot see where the hooks put them.
    private(set) var routedByOwnHooks = Set<ObjectIdentifier>()

    /// The router of sections that routes through routing hooks of its own, where sections show is then
    /// not what the spans say: the root, or else the shallowest group among its sections that does (the
    /// first in the tree's order at that depth); `nil` when none does.
    private(set) var sectionRouterByOwnHooks: CascadingNode?
    private var sectionRouterDepth = Int.max

    var sectionsRoutedByOwnHooks: Bool { sectionRouterByOwnHooks != nil }

    /// Where sections routed by such hooks show: the node that owns each section the root reports to its
    /// view, as the hooks send it (`nil` for a section a router shows itself). A node moving into or out of
    /// such a router can change it while the order of the spans stays the same.
    private(set) var sectionOwnersByHooks: [ObjectIdentifier?] = []

    /// The section owners whose rows the snapshot this one is compared with lists.
    private let describedBefore: Set<ObjectIdentifier>

    /// The groups whose loading indicator shows as the header of their first section or the footer of
    /// their last, by the key of that section. Which section that is follows the group's children and
    /// own sections, so a section that gains or loses one is reloaded like a section whose content changed.
    private var loadingEdges: [NodeKey: [LoadingEdge]] = [:]

    /// Describes the tree under `root`; with `before`, a section whose node was rebuilt with other
    /// content (`isContentEqual(to:)`) than the one with its key in `before` counts as changed; `items`
    /// are the changes of model-backed nodes whose items changed since `before`.
    init(
        root: CascadingRootNode, changed: Set<ObjectIdentifier> = [], comparingWith before: TreeSnapshot? = nil,
        items: [ObjectIdentifier: ItemChanges] = [:], transfers: ItemTransfers? = nil
    ) {
        self.changed = changed
        self.items = items
        self.transfers = transfers
        self.describedBefore = before?.described ?? []
        sections.reserveCapacity(root.ownAndChildrenCount)
        addSections(of: root)
        if sectionsRoutedByOwnHooks {
            let count = root.attachedView?.sectionCount(reportedBy: root) ?? sections.count
            sectionOwnersByHooks = (0..<count).map { root.sectionOwner(at: $0).map(ObjectIdentifier.init) }
        }
        guard let before else { return }
        var previous: [NodeKey: CascadingNode] = [:]
        for section in before.sections {
            previous[section.model.key] = previous[section.model.key] ?? section.model.node
        }
        let edgesMayDiffer = !loadingEdges.isEmpty || !before.loadingEdges.isEmpty
        for position in sections.indices {
            let model = sections[position].model
            guard let old = previous[model.key],
                (old !== model.node && !model.node.isContentEqual(to: old))
                    || (edgesMayDiffer && loadingEdges[model.key] != before.loadingEdges[model.key])
            else { continue }
            sections[position].model = NodeToken(node: model.node, part: model.key.part, changed: true)
        }
    }

    /// The section owners, in order.
    var sectionNodes: [CascadingNode] { sections.map(\.model.node) }

    private func token(_ node: CascadingNode, part: Int) -> NodeToken {
        NodeToken(node: node, part: part, changed: changed.contains(ObjectIdentifier(node)))
    }

    /// The part that keys the `own`-th row (or section) a router shows itself before its children; the
    /// ones after its children are keyed apart (`trailingOwnPart(_:)`), so that either count changes
    /// without moving the other's rows.
    static func leadingOwnPart(_ own: Int) -> Int { -1 - own }

    /// The part that keys the `own`-th row (or section) a router shows itself after its children.
    static func trailingOwnPart(_ own: Int) -> Int { Int.min + own }

    /// The row (or section) a router shows itself that `part` keys; `nil` for a child's part.
    static func ownRow(keyedBy part: Int) -> CascadingOwnRow? {
        guard part < 0 else { return nil }
        return part < Int.min / 2 ? .afterChildren(part - Int.min) : .beforeChildren(-1 - part)
    }

    private mutating func addSections(of router: CascadingNode, depth: Int = 0) {
        let first = sections.count
        defer { noteLoadingEdges(of: router, on: first..<sections.count) }
        if router.classTraits.contains(.overridesRoutingHook), depth < sectionRouterDepth {
            (sectionRouterByOwnHooks, sectionRouterDepth) = (router, depth)
        }
        for own in 0..<router.childrenOffset {
            sections.append(Section(model: token(router, part: Self.leadingOwnPart(own)), rows: []))
        }
        for child in router.childNodes {
            if type(of: child).spansItsChildren {
                addSections(of: child, depth: depth + 1)
            } else {
                addSection(child)
            }
        }
        for own in 0..<router.childrenTrailingOffset {
            sections.append(Section(model: token(router, part: Self.trailingOwnPart(own)), rows: []))
        }
    }

    /// Notes which of `sections` (a group's) shows the group's loading indicator as its header or footer.
    /// A root shows its indicator as the table's header or footer view instead.
    private mutating func noteLoadingEdges(of group: CascadingNode, on sections: Range<Int>) {
        guard group.parent != nil, !sections.isEmpty, let style = group.loadingController?.style,
            style != .row
        else { return }
        let section = style == .header ? sections.lowerBound : sections.upperBound - 1
        loadingEdges[self.sections[section].model.key, default: []]
            .append(LoadingEdge(group: ObjectIdentifier(group), style: style))
    }

    private mutating func addSection(_ owner: CascadingNode) {
        var rows: [NodeToken] = []
        let model = token(owner, part: 0)
        let routedByHooks = owner.routesRowsThroughOwnHooks
        if routedByHooks {
            routedByOwnHooks.insert(ObjectIdentifier(owner))
            // Every node under it, so that any change there is noticed (a list's status row replaced).
            var nodes: [ObjectIdentifier] = []
            Self.appendSubtree(of: owner, to: &nodes)
            opaqueRows[ObjectIdentifier(owner)] = nodes
            sections.append(Section(model: model, rows: []))
            return
        }
        if let rowRouter = owner as? CascadingSectionNode {
            if rowRouter.diffsRows {
                rows.reserveCapacity(rowRouter.ownAndChildrenCount)
                described.insert(ObjectIdentifier(owner))
                appendRows(of: rowRouter, to: &rows)
            } else {
                let nodes = Self.rowNodes(of: rowRouter)
                // The rows it shows itself count too, so that a change of `childrenOffset` or
                // `childrenTrailingOffset` is noticed.
                opaqueRows[ObjectIdentifier(owner)] =
                    Array(repeating: ObjectIdentifier(owner), count: owner.childrenOffset)
                    + nodes.map(ObjectIdentifier.init)
                    + Array(repeating: ObjectIdentifier(owner), count: owner.childrenTrailingOffset)
            }
        } else if owner.classTraits.contains(.showsItemRows),
            items[ObjectIdentifier(owner)] != nil || owner.placement.total > 0
                || describedBefore.contains(ObjectIdentifier(owner))
        {
            // A model-backed section whose items changed, or with children (a list section's status
            // row): its item rows, then its children's rows.
            described.insert(ObjectIdentifier(owner))
            appendItemRows(of: owner, to: &rows)
        }
        sections.append(Section(model: model, rows: rows))
    }

    /// Appends the tokens of a model-backed node's item rows, as its item changes number them or else by
    /// position, then its children's rows.
    private mutating func appendItemRows(of node: CascadingNode, to rows: inout [NodeToken]) {
        if let update = items.isEmpty ? nil : items[ObjectIdentifier(node)] {
            rows += itemTokens(node, update)
        } else if case let count = node.itemRows, count > 0 {
            let first = token(node, part: 0)
            for part in 0..<count {
                rows.append(NodeToken(first, part: part))
            }
        }
        if node.placement.total > 0 { appendRows(of: node, to: &rows) }
    }

    /// The tokens of a model-backed node's items after an update: a kept item carries the position of the
    /// old item it keeps, an inserted one a number past the old positions.
    private func itemTokens(_ node: CascadingNode, _ update: ItemChanges) -> [NodeToken] {
        let first = token(node, part: 0)
        let arrivals = transfers?.arrivals(in: node) ?? [:]
        var tokens: [NodeToken] = []
        tokens.reserveCapacity(update.newCount)
        for (offset, old) in update.newToOld.enumerated() {
            if let key = arrivals[offset] {
                tokens.append(NodeToken(first, key: key))
            } else {
                tokens.append(NodeToken(first, part: old >= 0 ? old : update.oldCount + offset))
            }
        }
        return tokens
    }

    /// Gives a model-backed node that owns a section of this snapshot one row per item, numbered by
    /// position (for the snapshot taken before its items changed), or keyed as in `departures` for the
    /// items that moved to another node; a node inside a section already has them.
    mutating func expandItemRows(of node: CascadingNode, count: Int, departures: [Int: NodeKey] = [:]) {
        guard !(node is CascadingSectionNode),
            let position = sections.firstIndex(where: { $0.model.node === node && $0.model.key.part == 0 })
        else { return }
        let first = token(node, part: 0)
        // The rows of its children, if it has any, follow its items.
        let following = sections[position].rows.filter { $0.node !== node }
        sections[position].rows =
            (0..<count).map { offset in
                departures[offset].map { NodeToken(first, key: $0) } ?? NodeToken(first, part: offset)
            } + following
        described.insert(ObjectIdentifier(node))
    }

    /// Stops listing the rows of the sections of `owners` that it lists, keeping the rows' nodes to
    /// notice the change: a section routed through routing hooks of its own on one side of an update (a
    /// router among its rows inserted, removed or left without children) is opaque on both, so the
    /// update reloads it instead of diffing rows the hooks place on the other side.
    mutating func routeThroughHooks(_ owners: Set<ObjectIdentifier>) {
        // `owners` holds this snapshot's own: no more of them, nothing to do (the common case).
        guard owners.count > routedByOwnHooks.count else { return }
        for position in sections.indices {
            let id = ObjectIdentifier(sections[position].model.node)
            guard owners.contains(id), !routedByOwnHooks.contains(id) else { continue }
            routedByOwnHooks.insert(id)
            described.remove(id)
            opaqueRows[id] = sections[position].rows.map { ObjectIdentifier($0.node) }
            sections[position].rows = []
        }
    }

    /// Gives each model-backed section owner whose rows `after` lists and this snapshot does not (it
    /// gained children, a list section's status row, while its items stayed) one row per item.
    mutating func expandItemRows(describedIn after: TreeSnapshot) {
        for section in after.sections {
            let node = section.model.node
            guard node.classTraits.contains(.showsItemRows), !described.contains(ObjectIdentifier(node)),
                after.described.contains(ObjectIdentifier(node))
            else { continue }
            expandItemRows(of: node, count: node.itemRows)
        }
    }

    /// Appends the tokens of a row router's own rows and of its children's rows, in table order.
    private mutating func appendRows(of router: CascadingNode, to rows: inout [NodeToken]) {
        for own in 0..<router.childrenOffset {
            rows.append(token(router, part: Self.leadingOwnPart(own)))
        }
        for child in router.childNodes {
            if type(of: child).spansItsChildren {
                appendRows(of: child, to: &rows)
                continue
            }
            if child.classTraits.contains(.showsItemRows) {
                appendItemRows(of: child, to: &rows)
                continue
            }
            let span = child.placementSpan
            guard span > 0 else { continue }
            let first = token(child, part: 0)
            for part in 0..<span {
                rows.append(NodeToken(first, part: part))
            }
        }
        for own in 0..<router.childrenTrailingOffset {
            rows.append(token(router, part: Self.trailingOwnPart(own)))
        }
    }

    /// Appends `node` and every node under it, depth first, each once for itself and once per row or
    /// section it shows itself around its children, and once more after its children, so that a node
    /// moving to its parent's or a sibling's children at the same place in that order is noticed too.
    private static func appendSubtree(of node: CascadingNode, to nodes: inout [ObjectIdentifier]) {
        nodes += repeatElement(ObjectIdentifier(node), count: 1 + node.childrenOffset + node.childrenTrailingOffset)
        for child in node.childNodes { appendSubtree(of: child, to: &nodes) }
        nodes.append(ObjectIdentifier(node))
    }

    /// The row tokens of a row router's subtree, in table order (the rows a single change diffs).
    static func rows(of router: CascadingNode) -> [NodeToken] {
        var snapshot = TreeSnapshot(changed: [])
        var rows: [NodeToken] = []
        snapshot.appendRows(of: router, to: &rows)
        return rows
    }

    /// The nodes of a row router's subtree that show rows, in order.
    static func rowNodes(of router: CascadingNode) -> [CascadingNode] {
        var nodes: [CascadingNode] = []
        for child in router.childNodes {
            nodes.append(child)
            if type(of: child).spansItsChildren { nodes += rowNodes(of: child) }
        }
        return nodes
    }

    private init(changed: Set<ObjectIdentifier>) {
        self.changed = changed
        self.describedBefore = []
        self.items = [:]
        self.transfers = nil
    }
}

extension CascadingSectionNode {
    /// Whether row changes of this node are diffed (its policy animates them).
    var diffsRows: Bool { updatePolicy.animation != nil }
}

/// A group's loading indicator shown as the header or footer of one of its sections.
private struct LoadingEdge: Equatable {
    let group: ObjectIdentifier
    let style: LoadingIndicatorStyle
}

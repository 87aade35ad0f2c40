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
}

/// What the table shows, as the tree describes it: one entry per section (groups flattened), with the
/// rows of every section node whose rows are diffed (row groups flattened, a model-backed node
/// standing for its `rowSpan` rows). Other sections (leaf sections, section nodes whose policy is not
/// animated) have opaque rows: their counts are checked, not diffed.
@MainActor
struct TreeSnapshot {
    typealias Section = DiffSection<NodeToken, NodeToken>

    private(set) var sections: [Section] = []

    /// The rows of the section nodes whose rows are opaque, to notice that they changed.
    private(set) var opaqueRows: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    /// Whether every section is a direct child of the root and every diffed row a direct, single-row
    /// child of its section node: the shape in which the tree can present an intermediate stage.
    private(set) var isFlat = true

    private let changed: Set<ObjectIdentifier>

    /// Describes the tree under `root`; with `before`, a section whose node was rebuilt with other
    /// content (`isContentEqual(to:)`) than the one with its key in `before` counts as changed.
    init(root: CascadingRootNode, changed: Set<ObjectIdentifier> = [], comparingWith before: TreeSnapshot? = nil) {
        self.changed = changed
        sections.reserveCapacity(root.placement.total + root.childrenOffset)
        addSections(of: root)
        guard let before else { return }
        var previous: [NodeKey: CascadingNode] = [:]
        for section in before.sections {
            previous[section.model.key] = previous[section.model.key] ?? section.model.node
        }
        for position in sections.indices {
            let model = sections[position].model
            guard let old = previous[model.key], old !== model.node, !model.node.isContentEqual(to: old) else {
                continue
            }
            sections[position].model = NodeToken(node: model.node, part: model.key.part, changed: true)
        }
    }

    /// The section owners, in order.
    var sectionNodes: [CascadingNode] { sections.map(\.model.node) }

    private func token(_ node: CascadingNode, part: Int) -> NodeToken {
        NodeToken(node: node, part: part, changed: changed.contains(ObjectIdentifier(node)))
    }

    private mutating func addSections(of router: CascadingNode) {
        if router.childrenOffset > 0 { isFlat = false }
        for own in 0..<router.childrenOffset {
            sections.append(Section(model: token(router, part: -1 - own), rows: []))
        }
        for child in router.childNodes {
            if type(of: child).spansItsChildren {
                isFlat = false
                addSections(of: child)
            } else {
                addSection(child)
            }
        }
    }

    private mutating func addSection(_ owner: CascadingNode) {
        var rows: [NodeToken] = []
        if let rowRouter = owner as? CascadingSectionNode {
            if rowRouter.diffsRows {
                rows.reserveCapacity(rowRouter.childrenOffset + rowRouter.placement.total)
                if rowRouter.childrenOffset > 0 { isFlat = false }
                appendRows(of: rowRouter, to: &rows, nested: false)
            } else {
                opaqueRows[ObjectIdentifier(owner)] = Self.rowNodes(of: rowRouter).map(ObjectIdentifier.init)
            }
        }
        sections.append(Section(model: token(owner, part: 0), rows: rows))
    }

    /// Appends the tokens of a row router's own rows and of its children's rows, in table order.
    private mutating func appendRows(of router: CascadingNode, to rows: inout [NodeToken], nested: Bool) {
        for own in 0..<router.childrenOffset {
            rows.append(token(router, part: -1 - own))
        }
        for child in router.childNodes {
            if type(of: child).spansItsChildren {
                isFlat = false
                appendRows(of: child, to: &rows, nested: true)
                continue
            }
            let span = child.placementSpan
            if span != 1 { isFlat = false }
            for part in 0..<span {
                rows.append(token(child, part: part))
            }
        }
    }

    /// The row tokens of a row router's subtree, in table order (the rows a single change diffs).
    static func rows(of router: CascadingNode) -> [NodeToken] {
        var snapshot = TreeSnapshot(changed: [])
        var rows: [NodeToken] = []
        snapshot.appendRows(of: router, to: &rows, nested: false)
        return rows
    }

    /// The nodes of a row router's subtree that show rows, in order.
    static func rowNodes(of router: CascadingNode) -> [CascadingNode] {
        var nodes: [CascadingNode] = []
        for child in router.childNodes {
            if type(of: child).spansItsChildren {
                nodes.append(child)
                nodes += rowNodes(of: child)
            } else {
                nodes.append(child)
            }
        }
        return nodes
    }

    private init(changed: Set<ObjectIdentifier>) {
        self.changed = changed
    }
}

extension CascadingSectionNode {
    /// Whether row changes of this node are diffed (its policy animates them).
    var diffsRows: Bool {
        if case .animated = updatePolicy { return true }
        return false
    }
}

import CascadingDiff

/// A node as the diff sees it: identified by the node's identity; its content counts as changed
/// when the node said so during the update.
struct NodeToken: Diffable {
    let node: CascadingNode
    let changed: Bool

    var diffIdentifier: ObjectIdentifier { ObjectIdentifier(node) }

    func isContentEqual(to other: NodeToken) -> Bool {
        !changed && !other.changed
    }
}

/// What the table shows, as the tree describes it: one entry per section of the root, with the row
/// nodes of every section node whose rows are diffed. Other sections (leaf sections, section nodes
/// whose policy is not animated) have opaque rows: their counts are checked, not diffed.
@MainActor
struct TreeSnapshot {
    typealias Section = DiffSection<NodeToken, NodeToken>

    private(set) var sections: [Section] = []

    /// The children of the section nodes whose rows are opaque, to notice that they changed.
    private(set) var opaqueRows: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    init(root: CascadingRootNode, changed: Set<ObjectIdentifier> = []) {
        sections.reserveCapacity(root.childNodes.count)
        for section in root.childNodes {
            var rows: [NodeToken] = []
            if let rowRouter = section as? CascadingSectionNode {
                if rowRouter.diffsRows {
                    rows = rowRouter.childNodes.map {
                        NodeToken(node: $0, changed: changed.contains(ObjectIdentifier($0)))
                    }
                } else {
                    opaqueRows[ObjectIdentifier(section)] = rowRouter.childNodes.map(ObjectIdentifier.init)
                }
            }
            sections.append(
                Section(
                    model: NodeToken(node: section, changed: changed.contains(ObjectIdentifier(section))), rows: rows))
        }
    }

    /// The section nodes, in order.
    var sectionNodes: [CascadingNode] { sections.map(\.model.node) }
}

extension CascadingSectionNode {
    /// Whether row changes of this node are diffed (its policy animates them).
    var diffsRows: Bool {
        if case .animated = updatePolicy { return true }
        return false
    }
}

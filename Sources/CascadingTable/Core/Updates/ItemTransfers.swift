/// The identities of the items a model-backed node showed before a grouped update and shows after it,
/// in order, so that an item leaving one node and arriving in another that shows the same item type is
/// recognised as the same row.
public struct ItemIdentities {
    /// The item type: only nodes of the same item type share items.
    public let itemType: ObjectIdentifier
    /// The identifiers of the items before the update.
    public let old: [AnyHashable]
    /// The identifiers of the items after it.
    public let new: [AnyHashable]

    /// The identities of items of `itemType`, before (`old`) and after (`new`) the update, in order.
    public init(itemType: ObjectIdentifier, old: [AnyHashable], new: [AnyHashable]) {
        self.itemType = itemType
        self.old = old
        self.new = new
    }
}

/// The items that a grouped update moved from one model-backed section to another: each is keyed by its
/// identity in both snapshots, so that the diff moves its row instead of deleting and inserting it.
///
/// Only nodes that are sections themselves and describe their identities take part. An item removed
/// from several nodes, or added to several, is paired in order (the first removal with the first
/// arrival, in the order the nodes joined the update), as repeated identifiers are everywhere else.
@MainActor
struct ItemTransfers {
    /// One item that moved: where it was, where it is, and the key both snapshots give its row.
    struct Transfer {
        let source: any ItemRowsNode
        let oldOffset: Int
        let destination: any ItemRowsNode
        let newOffset: Int
        let key: NodeKey
    }

    private(set) var transfers: [Transfer] = []

    /// Pairs the items that `changes` removed from nodes that were sections (`sectionsBefore`) with the
    /// items they inserted in other nodes of the same item type that are sections now.
    init(_ nodes: [any ItemRowsNode], changes: [ObjectIdentifier: ItemChanges], sectionsBefore: Set<ObjectIdentifier>) {
        // Items pair by item type and identifier: keys of part 0.
        var departures: [NodeKey: [(node: any ItemRowsNode, offset: Int)]] = [:]
        for node in nodes where sectionsBefore.contains(ObjectIdentifier(node)) {
            guard let update = changes[ObjectIdentifier(node)], let identities = update.identities else { continue }
            for offset in update.deletes where identities.old.indices.contains(offset) {
                departures[NodeKey(type: identities.itemType, identifier: identities.old[offset], part: 0), default: []]
                    .append((node, offset))
            }
        }
        guard !departures.isEmpty else { return }
        for node in nodes where Self.isSection(node) {
            guard let update = changes[ObjectIdentifier(node)], let identities = update.identities else { continue }
            for offset in update.inserts where identities.new.indices.contains(offset) {
                let pairing = NodeKey(type: identities.itemType, identifier: identities.new[offset], part: 0)
                guard let index = departures[pairing]?.firstIndex(where: { $0.node !== node }),
                    let departure = departures[pairing]?.remove(at: index)
                else { continue }
                let key = NodeKey(type: pairing.type, identifier: pairing.identifier, part: Int.min + transfers.count)
                transfers.append(
                    Transfer(
                        source: departure.node, oldOffset: departure.offset, destination: node, newOffset: offset,
                        key: key))
            }
        }
    }

    /// Whether `node` sits where sections sit now (under the root or a section-level group).
    static func isSection(_ node: CascadingNode) -> Bool {
        node.parent?.placement.kind == .sections
    }

    /// The keys of the rows that left `node`, by old offset.
    func departures(from node: CascadingNode) -> [Int: NodeKey] {
        Dictionary(uniqueKeysWithValues: transfers.filter { $0.source === node }.map { ($0.oldOffset, $0.key) })
    }

    /// The keys of the rows that arrived in `node`, by new offset.
    func arrivals(in node: CascadingNode) -> [Int: NodeKey] {
        Dictionary(uniqueKeysWithValues: transfers.filter { $0.destination === node }.map { ($0.newOffset, $0.key) })
    }

    /// Whether items left `node` or arrived in it.
    func involves(_ node: CascadingNode) -> Bool {
        transfers.contains { $0.source === node || $0.destination === node }
    }

    /// Hands the selection of each moved item that was selected where it was to the node it moved to. A
    /// node that an item joined unselected looks at the table again once the update reached it: the table
    /// moves a row with the selection it had before the update.
    func handOverSelection() {
        for transfer in transfers {
            if transfer.source.hadSelected(transfer.key.identifier) {
                transfer.destination.adoptSelection(of: transfer.key.identifier)
            } else if let keeper = transfer.destination as? any TableStateKeeper {
                transfer.destination.attachedRoot?.liveUpdates.keepers.keep(keeper)
            }
        }
    }
}

import CascadingDiff

/// What changed among the rows a model-backed node shows from its items, as offsets among those rows:
/// deletes and move sources among the old items, inserts and move destinations among the new ones.
@usableFromInline
struct ItemChanges {
    /// The number of items before the change.
    @usableFromInline
    var oldCount: Int
    /// The number of items after it.
    @usableFromInline
    var newCount: Int
    @usableFromInline
    var deletes: [Int] = []
    @usableFromInline
    var inserts: [Int] = []
    @usableFromInline
    var moves: [DiffMove<Int>] = []
    /// New offsets of kept items whose content changed (reconfigured in place).
    @usableFromInline
    var reconfigured: [Int] = []
    /// For each new offset, the old offset of the item it keeps, or -1 for an inserted item.
    @usableFromInline
    var newToOld: [Int] = []
    /// Identifiers that more than one new item carries, once each.
    @usableFromInline
    var duplicates: [AnyHashable] = []
    /// The identities of the items before and after, where the node asked for them to pair items that
    /// move to or from another node (grouped updates of nodes that are sections).
    var identities: ItemIdentities?

    /// The changes of a flat diff of the items' identifiers, with the pairing the diff computed.
    @usableFromInline
    init(_ diff: FlatDiff) {
        oldCount = diff.oldCount
        newCount = diff.newCount
        deletes = diff.deletes
        inserts = diff.inserts
        moves = diff.moves
        newToOld = diff.newToOld
    }

    /// No change among `count` items: every item keeps its offset.
    init(unchangedCount count: Int) {
        oldCount = count
        newCount = count
        newToOld = Array(0..<count)
    }

    /// Changes known without a diff (a single insert, delete or move, or content only).
    init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
    }
}

/// A node that shows rows from its own items and hands item-level changes to the live updater, so that
/// they animate as deletes, inserts, moves and reconfigures without a node per item.
///
/// Inside `performUpdates` such a node keeps its items as they were when it first changed; the grouped
/// update asks it for the changes when the closure returned.
@MainActor
protocol ItemRowsNode: CascadingNode {
    /// The changes since the grouped update began, with the items' identities when `identifying`;
    /// forgets the items kept for it.
    func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges

    /// Whether the item with `identifier`, which moved to another node in the grouped update, was selected
    /// here (the node drops it from its selection once the update reached the table).
    func hadSelected(_ identifier: AnyHashable) -> Bool

    /// Selects an item that arrived from another node selected, once the grouped update reached the table.
    func adoptSelection(of identifier: AnyHashable)
}

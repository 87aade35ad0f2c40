/// State a root keeps while it is attached: the transaction being collected, whether tree changes are
/// currently announced (they are not while the tree is made to present a stage, or follows a reorder
/// the table already made), and the row node or item a cross-section reorder is handing over.
@MainActor
final class LiveUpdateState {
    var transaction: UpdateTransaction?
    var silence = 0
    var isApplyingBatch = false
    /// How many user reorders the view is in the middle of, while the tree follows them.
    var userMovesUnderWay = 0
    var rowInTransit: (source: IndexPath, node: CascadingNode)?
    /// The nodes told after each update that reached the table.
    var keepers = TableStateKeepers()
    /// Whether a node that keeps a selection model joined the view since the view last displayed a row:
    /// the keepers are told as the next row displays (`SelectionModelNode.swift`).
    var selectionModelsAwaitView = false
    /// How many changes are being recorded (and, made alone, applied) right now.
    var recording = 0
    /// Whether the members the tree declares changed while a change was on its way to the table: the
    /// table is told once that change reached it, so it does not reload the tree before the change's batch.
    var optionalMembersChanged = false

    var isListening: Bool { silence == 0 }
}

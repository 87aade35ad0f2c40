// The one applier: every stage that reaches a view — from the node tree's commits or from a diffable
// data source, on a table or a collection view — is turned into update calls here, in one order.

/// A view that takes the changes of a batch one kind at a time, in section and element terms: a table
/// view (elements are rows) or a collection view (elements are items).
///
/// Each view answers with its own public update calls (`insertRows(at:with:)`, `insertItems(at:)`, ...),
/// so a subclass overriding them sees every change `BatchUpdateStage.apply(to:animation:)` hands over.
@MainActor
package protocol BatchUpdateTarget: AnyObject {
    /// How the view animates a change; a view that animates its own way ignores it.
    associatedtype Animation

    /// Shows everything again, without working out what changed.
    func reloadData()
    /// Runs a batch of changes, animated together, then `completion` with whether it was applied.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Deletes sections, by offset before the batch.
    func deleteSections(at sections: [Int], animation: Animation)
    /// Reloads sections, by offset before the batch.
    func reloadSections(at sections: [Int], animation: Animation)
    /// Inserts sections, by offset after the batch.
    func insertSections(at sections: [Int], animation: Animation)
    /// Moves a section from an offset before the batch to one after it.
    func moveSection(from section: Int, to newSection: Int)
    /// Deletes elements, by path before the batch.
    func deleteElements(at paths: [ElementPath], animation: Animation)
    /// Reloads elements, by path before the batch.
    func reloadElements(at paths: [ElementPath], animation: Animation)
    /// Inserts elements, by path after the batch.
    func insertElements(at paths: [ElementPath], animation: Animation)
    /// Moves an element from a path before the batch to one after it.
    func moveElement(from path: ElementPath, to newPath: ElementPath)
    /// Configures the cells of elements again in place, by path before the batch.
    func reconfigureElements(at paths: [ElementPath])
}

extension BatchUpdateStage {
    /// Hands the stage's changes to a view; call it inside the view's `performBatchUpdates`.
    ///
    /// Sections first (deletes, reloads, inserts, moves), then elements in the same order, then
    /// reconfigures; an empty field makes no call. A view reads the changes of one batch the same way
    /// whatever the order of the calls, so the order only fixes what an observer of the calls sees.
    ///
    /// - Parameters:
    ///   - view: The view to update.
    ///   - animation: The animation of every section and element change that takes one.
    @MainActor
    package func apply<View: BatchUpdateTarget>(to view: View, animation: View.Animation) {
        if !sectionDeletes.isEmpty { view.deleteSections(at: sectionDeletes, animation: animation) }
        if !sectionReloads.isEmpty { view.reloadSections(at: sectionReloads, animation: animation) }
        if !sectionInserts.isEmpty { view.insertSections(at: sectionInserts, animation: animation) }
        for move in sectionMoves { view.moveSection(from: move.source, to: move.destination) }
        if !rowDeletes.isEmpty { view.deleteElements(at: rowDeletes, animation: animation) }
        if !rowReloads.isEmpty { view.reloadElements(at: rowReloads, animation: animation) }
        if !rowInserts.isEmpty { view.insertElements(at: rowInserts, animation: animation) }
        for move in rowMoves { view.moveElement(from: move.source, to: move.destination) }
        if !rowReconfigures.isEmpty { view.reconfigureElements(at: rowReconfigures) }
    }
}

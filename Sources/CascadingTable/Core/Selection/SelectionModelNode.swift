// The selection a node's own model keeps (a list section's selected items), shown by the tree: which of
// the node's rows the view selects, and, where the view keeps one selected row, whose model keeps it.
// The newest choice keeps it, by a clock kept on the tree's top node (the root, once the tree shows in a
// view), so choices are ordered per view and two views never compare theirs. The rows of every other
// node the tree selects again itself after an update (`LiveUpdater+Selection`).

/// A node whose own model says which of its rows are selected, such as a list section that keeps its
/// selected items by identifier; the tree shows that model in the view.
///
/// After an update the tree does not select such a node's rows again from what the view selected
/// before: only the model knows which rows it still selects. Once the update reached the view it tells
/// the node (`treeUpdateDidReachTable()`, which by default calls `showSelectionModel()`). The node calls
/// `showSelectionModel()` after each change of its model too, and `selectionWasChosen()` when code or
/// the user chose the selection (an assignment, a tap, an item arriving selected).
///
/// Where the view keeps one selected row (`allowsMultipleSelection` off), the model chosen last keeps
/// it. A model chosen earlier loses the rows the view deselected for it
/// (`modelDidLoseSelection(ofRows:)`), and a model that shows its selection after a newer choice took
/// the row gets its rows back from `showSelectionModel()`, to drop. A node joining a view
/// (`prepare(tableView:)`, `prepare(collectionView:)`) counts as chosen as it joins, and its model shows
/// as the view displays its next row or once the update that brought it in reached the view.
///
/// The updates guide (`Docs/Updates.md`) shows a node of settings written this way.
@MainActor
public protocol SelectionModelNode: TableStateKeeper {
    /// The view's rows that the model selects now, among the rows the node shows.
    var rowsSelectedByModel: Set<IndexPath> { get }

    /// Whether the model decides if the row at `indexPath` is selected: one of the node's rows that the
    /// model covers (an item's row; not a status row).
    func modelDecidesSelection(ofRow indexPath: IndexPath) -> Bool

    /// The view deselected `rows` (in order) to keep its one selected row for a newer choice of another
    /// node's model: the model drops them and reports its change.
    func modelDidLoseSelection(ofRows rows: [IndexPath])
}

extension SelectionModelNode {
    /// Shows the model's selection again: the update may have reloaded the rows it selects, and UIKit
    /// deselects a row it reloads.
    public func treeUpdateDidReachTable() {
        let kept = showSelectionModel()
        if !kept.isEmpty { modelDidLoseSelection(ofRows: kept) }
    }

    /// Notes that code or the user chose the model's selection now: where the view keeps one selected
    /// row, the newest choice among the models in that view keeps it.
    public func selectionWasChosen() {
        selectionChoice.chosenAt = nextSelectionTime()
    }

    /// Makes the view's selected rows among the rows the model decides exactly `rowsSelectedByModel`,
    /// without telling the view's delegate (as selecting from code does in UIKit), and asks to be told
    /// after each later update (`treeUpdateDidReachTable()`), as long as the node is in the view.
    ///
    /// Where the view keeps one selected row, the newest choice keeps it. If another node's model was
    /// chosen later and the view selects one of its rows, the view is left as it is and the rows this
    /// model wanted are returned: drop them from the model. Otherwise the rows are selected, and every
    /// other model in the view loses the rows the view deselected (`modelDidLoseSelection(ofRows:)`).
    ///
    /// Inside `performUpdates` the view has not seen the changes yet: the node is told once the grouped
    /// update reached the view (`treeUpdateDidReachTable()`), which by default calls this again. Does
    /// nothing while the node is in no view or the view applies a batch.
    /// - Returns: the rows a newer choice kept the view from selecting, in order; usually empty.
    @discardableResult
    public func showSelectionModel() -> [IndexPath] {
        guard let root = attachedRoot, let view = root.attachedListView, !root.isApplyingUpdate else { return [] }
        // Told once a grouped update reached the view, and after every later update, which may reload the
        // selected rows and so drop their selection in the view.
        root.addStateKeeper(self)
        guard !root.isPerformingUpdates else { return [] }
        let wanted = rowsSelectedByModel
        selectionChoice.awaitsView = false
        let selected = rowsSelectedInView(view)
        for indexPath in selected.subtracting(wanted).sorted() { view.deselectRow(at: indexPath, animated: false) }
        let added = wanted.subtracting(selected).sorted()
        guard !added.isEmpty, !view.allowsSeveralSelectedRows else {
            for indexPath in added { view.selectRow(at: indexPath) }
            return []
        }
        let models = selectionModels(under: root)
        let chosenAt = selectionChoice.chosenAt
        if !view.selectedIndexPaths.isEmpty,
            let holder = models.first(where: { $0 !== self && !$0.rowsSelectedInView(view).isEmpty }),
            holder.selectionChoice.chosenAt > chosenAt
        {
            return added
        }
        for indexPath in added { view.selectRow(at: indexPath) }
        // The view kept the last row it selected: the rows it deselected leave their models.
        for model in models { model.followView(view, keptFor: chosenAt) }
        return []
    }

    /// Drops from the model the rows the view no longer selects, after the view kept its one selected
    /// row for the choice made at `choice`. A model chosen after that keeps its rows, to be shown at its
    /// turn, and so does one that has not been shown in the view yet.
    private func followView(_ view: AttachedListView, keptFor choice: Int) {
        guard !selectionChoice.awaitsView, selectionChoice.chosenAt <= choice else { return }
        let lost = rowsSelectedByModel.subtracting(rowsSelectedInView(view))
        guard !lost.isEmpty else { return }
        modelDidLoseSelection(ofRows: lost.sorted())
    }

    /// The view's selected rows that the model decides.
    private func rowsSelectedInView(_ view: AttachedListView) -> Set<IndexPath> {
        Set(view.selectedIndexPaths.lazy.filter { self.modelDecidesSelection(ofRow: $0) })
    }

    /// When the model's selection was last chosen, and whether the view awaits it.
    fileprivate var selectionChoice: SelectionChoice {
        get { self[SelectionChoice.self] }
        set { self[SelectionChoice.self] = newValue }
    }
}

/// When a node's model was last chosen, by its view's clock, and whether its view has yet to show it.
private struct SelectionChoice: CascadingNodeValueKey {
    var chosenAt = 0
    var awaitsView = false

    static var defaultValue: SelectionChoice { SelectionChoice() }
}

/// The clock of the choices of selection in one view, kept on the tree's top node.
private enum SelectionClock: CascadingNodeValueKey {
    static var defaultValue: Int { 0 }
}

extension CascadingNode {
    /// Called as the node is prepared for a view: a node that keeps a selection model joins it. Its model
    /// counts as chosen now (a choice made while the node was in no view, or in another view, by another
    /// clock, counts as made as it joined), and it is shown as the view next displays a row or an update
    /// reaches it.
    func joinViewIfSelectionModel() {
        guard let model = self as? any SelectionModelNode else { return }
        self[SelectionChoice.self] = SelectionChoice(chosenAt: nextSelectionTime(), awaitsView: true)
        guard let root = attachedRoot else { return }
        root.addStateKeeper(model)
        root.liveUpdates.selectionModelsAwaitView = true
    }

    /// A time later than every choice of selection so far in the tree this node is in.
    fileprivate func nextSelectionTime() -> Int {
        let top = topOfTree
        top[SelectionClock.self] += 1
        return top[SelectionClock.self]
    }
}

extension CascadingRootNode {
    /// A row is about to display: the nodes that keep a selection model and joined the view since it
    /// last displayed one show their models now (a UIKit app selects such rows as they display too).
    func showSelectionModelsAwaitingView() {
        guard liveUpdates.selectionModelsAwaitView, liveUpdates.keepersMayBeTold, let view = attachedView else {
            return
        }
        liveUpdates.selectionModelsAwaitView = false
        // Told as after an update: a node that left work waiting for the grouped update that brought it
        // in finishes it before it shows its model.
        LiveUpdater(root: self, view: view).tellStateKeepers {
            ($0 as? any SelectionModelNode)?.selectionChoice.awaitsView == true
        }
    }
}

/// The nodes under `root` (itself included) that keep a selection model, in no particular order.
@MainActor
private func selectionModels(under root: CascadingNode) -> [any SelectionModelNode] {
    var models: [any SelectionModelNode] = []
    var pending: [CascadingNode] = [root]
    while let node = pending.popLast() {
        if let model = node as? any SelectionModelNode { models.append(model) }
        pending += node.children
    }
    return models
}

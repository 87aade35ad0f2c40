#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// What the table's and the collection view's diffable data sources do, written once: the shown
    /// contents, the weakly held view, showing a snapshot through the difference or by reloading, the
    /// look-ups UIKit's data sources answer and the cell a cell provider makes. Each data source keeps
    /// only the members UIKit declares on it, which hand their work to this core.
    @MainActor
    final class DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, View: BatchUpdateTarget>
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

        /// The snapshot the view shows, and the data it is told about right now.
        var contents = DiffableContents<SectionIdentifierType, ItemIdentifierType>()
        /// The view the data source fills; not retained.
        private(set) weak var view: View?

        init(view: View) {
            self.view = view
        }

        /// Shows a snapshot through the difference from the shown data: each stage in a batch of its
        /// own, presenting that stage's data while it runs, then the marked reloads and reconfigures in
        /// one more batch; a reload of everything when the stages between cannot be presented. Without
        /// a view the snapshot is only stored.
        ///
        /// Every change reaches the view through its public update calls (`BatchUpdateStage.apply`).
        /// Unless `animated`, they run inside `UIView.performWithoutAnimation(_:)`, so the view and
        /// anything it calls see `UIView.areAnimationsEnabled` off, as UIKit's data sources leave it.
        /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
        func apply(_ snapshot: Snapshot, animation: View.Animation, animated: Bool) {
            guard animated else {
                return UIView.performWithoutAnimation { apply(snapshot, animation: animation, animated: true) }
            }
            guard let view else { return contents.show(snapshot) }
            switch contents.plan(toShow: snapshot) {
            case .reloadData:
                view.reloadData()
            case .batches(let batches, let reloads):
                for (stage, data) in batches {
                    // The update loads the old counts first if the view has not asked yet; only then does
                    // the data change.
                    view.performBatchUpdates(
                        {
                            self.contents.presented = data
                            stage.apply(to: view, animation: animation)
                        }, completion: nil)
                }
                contents.presented = contents.applied.sections
                if let marked = reloads.stage(in: contents.applied) {
                    view.performBatchUpdates({ marked.apply(to: view, animation: animation) }, completion: nil)
                }
            }
        }

        /// Shows a snapshot by reloading the view, without working out a difference.
        func applyUsingReloadData(_ snapshot: Snapshot) {
            contents.show(snapshot)
            view?.reloadData()
        }

        /// Where an item is shown, or `nil` when it is not in the snapshot.
        func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
            contents.position(of: itemIdentifier).map { IndexPath(indexes: [$0.section, $0.item]) }
        }

        /// The cell `provider` makes for the item at an index path; without an item or a cell, the
        /// violation UIKit raises is reported (`reason`) and, if the handler returns, `standIn` is used.
        func cell<Cell>(
            for item: ItemIdentifierType?, at indexPath: IndexPath, provider: (IndexPath, ItemIdentifierType) -> Cell?,
            reason: @autoclosure () -> String, standIn: () -> Cell
        ) -> Cell {
            if let item, let cell = provider(indexPath, item) { return cell }
            reportDiffableViolation(.invalidDiffableOperation, reason())
            return standIn()
        }
    }
#endif

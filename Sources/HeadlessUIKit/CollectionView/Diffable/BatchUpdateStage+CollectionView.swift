#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    extension BatchUpdateStage {
        /// Hands the stage's changes to a collection view; call it inside `performBatchUpdates`.
        @MainActor
        func apply(to collectionView: UICollectionView) {
            func indexPaths(_ paths: [ElementPath]) -> [IndexPath] {
                paths.map { IndexPath(item: $0.element, section: $0.section) }
            }
            if !sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(sectionDeletes)) }
            if !sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(sectionReloads)) }
            if !sectionInserts.isEmpty { collectionView.insertSections(IndexSet(sectionInserts)) }
            for move in sectionMoves { collectionView.moveSection(move.source, toSection: move.destination) }
            if !rowDeletes.isEmpty { collectionView.deleteItems(at: indexPaths(rowDeletes)) }
            if !rowReloads.isEmpty { collectionView.reloadItems(at: indexPaths(rowReloads)) }
            if !rowInserts.isEmpty { collectionView.insertItems(at: indexPaths(rowInserts)) }
            for move in rowMoves {
                collectionView.moveItem(
                    at: IndexPath(item: move.source.element, section: move.source.section),
                    to: IndexPath(item: move.destination.element, section: move.destination.section))
            }
        }
    }

    extension DiffableReloads {
        /// Reloads the marked sections, then reloads or reconfigures the marked items outside them, as
        /// one batch of a collection view.
        @MainActor
        func apply(
            to collectionView: UICollectionView,
            in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) {
            guard let (sections, reloaded, reconfigured) = targets(in: snapshot) else { return }
            collectionView.performBatchUpdates {
                if !sections.isEmpty { collectionView.reloadSections(sections) }
                if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
                if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
            }
        }
    }
#endif

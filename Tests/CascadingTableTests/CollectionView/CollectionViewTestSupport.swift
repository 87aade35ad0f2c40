#if !canImport(UIKit)
    import CascadingTable

    /// What a collection view shows, per section: each item's text, read from its cell's list content
    /// ("?" for a cell without one), after laying it out.
    @MainActor
    func shownItemTitles(_ collectionView: UICollectionView) -> [[String]] {
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
            }
        }
    }

    /// A collection view that counts the batches and reloads it is told.
    final class CountingCollectionView: UICollectionView {
        var batches = 0
        var reloads = 0
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            batches += 1
            super.performBatchUpdates(updates, completion: completion)
        }
        override func reloadData() {
            reloads += 1
            super.reloadData()
        }
    }
#endif

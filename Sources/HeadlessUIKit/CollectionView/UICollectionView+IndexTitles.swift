#if !canImport(UIKit)
    import Foundation

    // The index: titles from the data source, and a simulated tap on one of them.
    extension UICollectionView {
        /// The titles of the index the collection view shows, or `nil` for none (headless addition).
        ///
        /// Asked of the data source unless it declared it lacks `indexTitles(for:)`.
        public var headlessIndexTitles: [String]? {
            guard let dataSource, !lacks(.indexTitles) else { return nil }
            return dataSource.indexTitles(for: self)
        }

        /// Simulates a tap on an index title (headless addition, not UIKit API).
        ///
        /// The data source's `collectionView(_:indexPathForIndexTitle:at:)` says which item the title
        /// stands for, and the collection view scrolls that item to the top. UIKit has no answer of its
        /// own: a data source that lacks the member is reported with an unrecognized selector.
        /// - Parameter index: The title's position in `headlessIndexTitles`.
        /// - Returns: The item scrolled to, or `nil` when there is no such title or item.
        @discardableResult
        public func headlessTapIndexTitle(at index: Int) -> IndexPath? {
            guard let dataSource, let titles = headlessIndexTitles, titles.indices.contains(index) else { return nil }
            guard !lacks(.indexPathForIndexTitle) else {
                reportUnrecognizedSelector(
                    "collectionView:indexPathForIndexTitle:atIndex:", sentTo: dataSource,
                    explanation: "the data source has index titles but no item for them")
                return nil
            }
            let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
            loadIfNeeded()
            guard contains(indexPath) else { return nil }
            scrollToItem(at: indexPath, at: .top, animated: false)
            return indexPath
        }
    }
#endif

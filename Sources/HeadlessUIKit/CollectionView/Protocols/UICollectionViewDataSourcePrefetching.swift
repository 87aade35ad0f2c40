#if !canImport(UIKit)
    import Foundation

    /// Told in advance about items the collection view will soon need, so their data can load early.
    @preconcurrency @MainActor
    public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
        /// Items that will probably be displayed soon.
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
        /// Items announced by `prefetchItemsAt` that are no longer expected. Default: nothing happens.
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    }

    extension UICollectionViewDataSourcePrefetching {
        /// Nothing happens.
        public func collectionView(
            _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
        ) {}
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// Supplies a collection view's sections, items, cells and supplementary views.
    ///
    /// UIKit's optional members are requirements here with default implementations that answer
    /// what UIKit does when a data source does not implement the member.
    @preconcurrency @MainActor
    public protocol UICollectionViewDataSource: NSObjectProtocol {
        /// The number of items in a section.
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        /// The cell for an item; it must come from `dequeueReusableCell(withReuseIdentifier:for:)`.
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        /// The number of sections. Default: 1.
        func numberOfSections(in collectionView: UICollectionView) -> Int
        /// The view for a supplementary element (a header, footer or other kind the layout asks for).
        /// Default: see the extension.
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView
        /// Whether an item can be moved by the user. Default: `false`.
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
        /// Moves an item in the data after the user reordered it. Default: nothing moves.
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath)
        /// The titles of the index. Default: `nil` (no index).
        func indexTitles(for collectionView: UICollectionView) -> [String]?
        /// The item an index title jumps to. Default: see the extension.
        func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath
    }

    extension UICollectionViewDataSource {
        /// A collection view has one section when its data source does not say otherwise.
        public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        /// UIKit raises an exception when a layout asks for a supplementary view and the data source does
        /// not implement this method; headlessly a plain, empty `UICollectionReusableView` stands in.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }

        /// Items cannot be moved.
        public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            false
        }

        /// Nothing moves.
        public func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {}

        /// No index.
        public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

        /// The first item of the section at the title's position. UIKit has no default for this member
        /// (a data source with `indexTitles(for:)` must implement it); see `Docs/HeadlessCollectionView.md`.
        public func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            IndexPath(item: 0, section: index)
        }
    }
#endif

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
        /// Whether an item can be moved by the user. Default: `true` (asked only of a data source that
        /// implements `collectionView(_:moveItemAt:to:)`).
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
        /// Moves an item in the data after the user reordered it. Default: see the extension.
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
        /// not implement this method: reached on the collection view's own data source, this reports an
        /// unrecognized selector to the violation handler; then a plain, empty `UICollectionReusableView`
        /// stands in.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.supplementaryViewOfMissingMember(reachedOn: self)
        }

        /// Every item can move. The collection view asks only a data source that implements
        /// `collectionView(_:moveItemAt:to:)`, as UIKit does.
        public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        /// Nothing moves. UIKit never sends this member to a data source that lacks it; reached on the
        /// collection view's own data source, it reports an unrecognized selector to the violation handler.
        public func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionView.moveOfMissingMember(reachedOn: self)
        }

        /// No index.
        public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

        /// The first item of the section at the title's position. UIKit has no default for this member
        /// (a data source with `indexTitles(for:)` must implement it): reached on the collection view's
        /// own data source, it reports an unrecognized selector to the violation handler.
        public func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            collectionView.indexPathOfMissingMember(forTitleAt: index, reachedOn: self)
        }
    }
#endif

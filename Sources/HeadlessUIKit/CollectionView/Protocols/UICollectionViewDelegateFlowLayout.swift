#if !canImport(UIKit)
    import Foundation

    /// Gives a flow layout per-item sizes and per-section spacing, insets and header and footer sizes.
    ///
    /// Each member defaults to the matching property of the flow layout passed in (UIKit uses the
    /// layout's property when the delegate does not implement the member); for a layout that is not a
    /// `UICollectionViewFlowLayout` the default is a new flow layout's value.
    @preconcurrency @MainActor
    public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
        /// The size of an item.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize
        /// The margins of a section's items.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets
        /// The spacing between successive lines of a section.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat
        /// The smallest spacing between items of one line of a section.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat
        /// The size of a section's header; a zero height (vertical scrolling) means no header.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize
        /// The size of a section's footer; a zero height (vertical scrolling) means no footer.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize
    }

    extension UICollectionViewDelegateFlowLayout {
        /// The layout's `itemSize`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { flow(collectionViewLayout).itemSize }
        /// The layout's `sectionInset`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets { flow(collectionViewLayout).sectionInset }
        /// The layout's `minimumLineSpacing`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
        /// The layout's `minimumInteritemSpacing`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
        /// The layout's `headerReferenceSize`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
        /// The layout's `footerReferenceSize`.
        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }

        private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout {
            layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        }
    }
#endif

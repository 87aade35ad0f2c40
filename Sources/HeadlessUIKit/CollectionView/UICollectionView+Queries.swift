#if !canImport(UIKit)
    import Foundation

    // What is on screen and where: visible cells and supplementary views, index paths and attributes.
    extension UICollectionView {
        /// The cells on screen, in index path order.
        public var visibleCells: [UICollectionViewCell] {
            indexPathsForVisibleItems.compactMap { displayed[.cell($0)] as? UICollectionViewCell }
        }

        /// The index paths of the items on screen, in ascending order.
        public var indexPathsForVisibleItems: [IndexPath] {
            layoutIfNeeded()
            return displayed.keys.compactMap { element in
                if case .cell(let indexPath) = element { indexPath } else { nil }
            }.sorted()
        }

        /// The cell of an item, or `nil` when the item is not on screen.
        public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
            layoutIfNeeded()
            return displayed[.cell(indexPath)] as? UICollectionViewCell
        }

        /// The index path of a cell on screen, or `nil`.
        public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
            layoutIfNeeded()
            return displayed.first { $0.value === cell }?.key.indexPath
        }

        /// The item whose cell contains a point of the content, or `nil`.
        public func indexPathForItem(at point: CGPoint) -> IndexPath? {
            let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
            return visibleAttributes(in: probe).compactMap { element, attributes -> IndexPath? in
                guard case .cell(let indexPath) = element, attributes.frame.contains(point) else { return nil }
                return indexPath
            }.min()
        }

        /// The supplementary view of a kind at an index path, or `nil` when it is not on screen.
        public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionReusableView?
        {
            layoutIfNeeded()
            return displayed[.supplementary(kind: elementKind, indexPath)]
        }

        /// The supplementary views of a kind on screen, in index path order.
        public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
            indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
                displayed[.supplementary(kind: elementKind, $0)]
            }
        }

        /// The index paths of the supplementary views of a kind on screen, in ascending order.
        public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
            layoutIfNeeded()
            return displayed.keys.compactMap { element in
                if case .supplementary(elementKind, let indexPath) = element { indexPath } else { nil }
            }.sorted()
        }

        /// The layout's attributes for an item, or `nil` when the item does not exist.
        public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            prepareLayoutIfNeeded()
            return contains(indexPath) ? collectionViewLayout.layoutAttributesForItem(at: indexPath) : nil
        }

        /// The layout's attributes for a supplementary view, or `nil` when the layout has none there.
        public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            prepareLayoutIfNeeded()
            return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }

        /// Scrolls so that an item's frame sits at a position, keeping the offset within the content.
        func scroll(toItemAt indexPath: IndexPath, at position: ScrollPosition) {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
            let size = bounds.size
            var offset = contentOffset
            if position.contains(.top) {
                offset.y = frame.minY
            } else if position.contains(.centeredVertically) {
                offset.y = frame.midY - size.height / 2
            } else if position.contains(.bottom) {
                offset.y = frame.maxY - size.height
            } else if frame.minY < offset.y || frame.maxY > offset.y + size.height {
                offset.y = frame.minY < offset.y ? frame.minY : frame.maxY - size.height
            }
            if position.contains(.left) {
                offset.x = frame.minX
            } else if position.contains(.centeredHorizontally) {
                offset.x = frame.midX - size.width / 2
            } else if position.contains(.right) {
                offset.x = frame.maxX - size.width
            } else if frame.minX < offset.x || frame.maxX > offset.x + size.width {
                offset.x = frame.minX < offset.x ? frame.minX : frame.maxX - size.width
            }
            let content = super.contentSize
            offset.x = min(max(0, offset.x), max(0, content.width - size.width))
            offset.y = min(max(0, offset.y), max(0, content.height - size.height))
            contentOffset = offset
        }
    }
#endif

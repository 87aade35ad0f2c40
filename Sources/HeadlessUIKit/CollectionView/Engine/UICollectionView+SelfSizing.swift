#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    // Self-sizing: a cell whose layout estimates a dimension is measured when shown, and the layout
    // places it at the measured size from then on.
    extension UICollectionView {
        /// How many times one layout pass lays out again after cells changed size.
        static let selfSizingPasses = 8

        /// Asks a shown view for its preferred attributes and, when the layout accepts them, records the
        /// size and invalidates the layout.
        ///
        /// - Returns: Whether the layout changed.
        func selfSize(_ view: UICollectionReusableView, laidOutWith attributes: UICollectionViewLayoutAttributes)
            -> Bool
        {
            guard !attributes.selfSizingAxes.isEmpty, attributes.representedElementCategory != .decorationView
            else { return false }
            let preferred = view.preferredLayoutAttributesFitting(attributes.copyForFitting())
            guard preferred.size != attributes.size,
                collectionViewLayout.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            else { return false }
            if attributes.representedElementCategory == .cell {
                collectionViewLayout.preferredItemSizes[attributes.indexPath] = preferred.size
            } else {
                collectionViewLayout.preferredSupplementarySizes[attributes.element] = preferred.size
            }
            layoutIsPrepared = false
            return true
        }

        /// Moves the measured sizes with their items (and a supplementary view's with its section)
        /// through a batch update; items that were reloaded or reconfigured are measured again.
        func moveMeasuredSizes(through mapping: BatchUpdateLayout, remeasuring changed: Set<IndexPath>) {
            var moved: [IndexPath: CGSize] = [:]
            for (indexPath, size) in collectionViewLayout.preferredItemSizes where !changed.contains(indexPath) {
                if let new = mapping.newIndexPath(forOld: indexPath) { moved[new] = size }
            }
            collectionViewLayout.preferredItemSizes = moved
            var movedSupplementaries: [CollectionElement: CGSize] = [:]
            for (element, size) in collectionViewLayout.preferredSupplementarySizes {
                guard case .supplementary(let kind, let indexPath) = element,
                    let section = mapping.newSection(forOld: indexPath[0])
                else { continue }
                var path = indexPath
                path[0] = section
                movedSupplementaries[.supplementary(kind: kind, path)] = size
            }
            collectionViewLayout.preferredSupplementarySizes = movedSupplementaries
        }
    }
#endif

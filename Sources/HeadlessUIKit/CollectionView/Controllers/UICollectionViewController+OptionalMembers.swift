#if !canImport(UIKit)
    import Foundation

    // Which optional members a `UICollectionViewController` subclass implements, as UIKit's
    // `responds(to:)` sees them: read from the subclass's method table, never by calling a member.

    /// A controller that overrides nothing: the slots every subclass changes.
    private final class PlainCollectionControllerProbe: UICollectionViewController {}

    /// A controller that overrides only `collectionView(_:moveItemAt:to:)`.
    private final class MovingCollectionControllerProbe: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {}
    }

    /// A controller that overrides only `collectionView(_:canMoveItemAt:)`.
    private final class CanMoveCollectionControllerProbe: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }
    }

    /// A controller that overrides only `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    private final class SupplementaryCollectionControllerProbe: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }
    }

    /// A controller that overrides only `indexTitles(for:)`.
    private final class IndexTitlesCollectionControllerProbe: UICollectionViewController {
        override func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    }

    /// A controller that overrides only `collectionView(_:indexPathForIndexTitle:at:)`.
    private final class IndexTitleTargetCollectionControllerProbe: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            IndexPath(item: 0, section: index)
        }
    }

    /// A controller that overrides only `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
    private final class ContextMenuCollectionControllerProbe: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }

    extension UICollectionViewController {
        /// The members UIKit's base class does not implement, whose presence in a subclass changes what
        /// the collection view does.
        static let optionalMemberDetector = HeadlessOverrideDetector<
            UICollectionViewController, UICollectionView.HeadlessOptionalMember
        >(
            control: PlainCollectionControllerProbe.self,
            probes: [
                .moveItem: MovingCollectionControllerProbe.self, .canMoveItem: CanMoveCollectionControllerProbe.self,
                .viewForSupplementaryElement: SupplementaryCollectionControllerProbe.self,
                .indexTitles: IndexTitlesCollectionControllerProbe.self,
                .indexPathForIndexTitle: IndexTitleTargetCollectionControllerProbe.self,
                .contextMenuConfiguration: ContextMenuCollectionControllerProbe.self,
            ])
    }
#endif

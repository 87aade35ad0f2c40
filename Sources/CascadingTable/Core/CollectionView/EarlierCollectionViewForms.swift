/// The collection-view members UIKit replaced with newer forms, restated without their deprecation.
///
/// UIKit asks the older form of a delegate that lacks the newer one, so the node's newer forms fall back
/// to the older forms of the node that owns the item. Calling them through this protocol keeps that
/// fallback free of deprecation warnings; the members a node overrides are still the deprecated ones.
@MainActor
protocol EarlierCollectionViewForms: AnyObject {
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`, deprecated in iOS 15.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, deprecated in iOS 16.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`, deprecated in iOS 16.
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`, deprecated in iOS 16.
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// `collectionView(_:shouldShowMenuForItemAt:)`, deprecated in iOS 13.
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)`, deprecated in iOS 13.
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    /// `collectionView(_:performAction:forItemAt:withSender:)`, deprecated in iOS 13.
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?)
}

extension CascadingCollectionAndScrollViewMembers: EarlierCollectionViewForms {
    /// This node, seen through the older forms it answers.
    var earlierForms: any EarlierCollectionViewForms { self }
}

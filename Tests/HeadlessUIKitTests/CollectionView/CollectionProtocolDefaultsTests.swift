#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// What each optional member of the collection view's protocols answers when it is not implemented,
    /// and what the abstract layout and its attributes answer.
    @MainActor
    @Suite struct CollectionProtocolDefaultsTests {
        private final class Bare: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
            UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate, UICollectionViewDropDelegate
        {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { UICollectionViewCell(frame: .zero) }
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
            func collectionView(
                _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                at indexPath: IndexPath
            ) -> [UIDragItem] { [] }
            func collectionView(
                _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
            ) {}
        }

        private final class Context: NSObject, UISpringLoadedInteractionContext {
            var state: UISpringLoadedInteractionEffectState { .possible }
            var targetView: UIView?
            var targetItem: Any?
            func location(in view: UIView?) -> CGPoint { .zero }
        }

        private final class Session: NSObject, UIDragSession, UIDropSession {
            var items: [UIDragItem] { [] }
            var localContext: Any?
            var allowsMoveOperation: Bool { true }
            var isRestrictedToDraggingApplication: Bool { false }
            var localDragSession: (any UIDragSession)? { nil }
            var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
            var progress: Progress { Progress(totalUnitCount: 1) }
            func location(in view: UIView) -> CGPoint { .zero }
            func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
            func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
            func loadObjects(
                ofClass aClass: any NSItemProviderReading.Type,
                completion: @escaping ([any NSItemProviderReading]) -> Void
            ) -> Progress { Progress(totalUnitCount: 1) }
        }

        @Test func whenAMemberIsNotImplemented_thatItAnswersWhatUIKitDoes() {
            let bare = Bare()
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 7, height: 8)
            flow.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            flow.minimumLineSpacing = 5
            flow.minimumInteritemSpacing = 6
            flow.headerReferenceSize = CGSize(width: 1, height: 9)
            flow.footerReferenceSize = CGSize(width: 2, height: 11)
            let view = UICollectionView(frame: .zero, collectionViewLayout: flow)
            let path = IndexPath(item: 0, section: 0)
            #expect(bare.numberOfSections(in: view) == 1)
            #expect(bare.collectionView(view, viewForSupplementaryElementOfKind: "k", at: path).reuseIdentifier == nil)
            #expect(bare.collectionView(view, canMoveItemAt: path))
            bare.collectionView(view, moveItemAt: path, to: path)
            #expect(bare.indexTitles(for: view) == nil)
            #expect(bare.collectionView(view, indexPathForIndexTitle: "B", at: 2) == IndexPath(item: 0, section: 2))
            #expect(bare.collectionView(view, shouldHighlightItemAt: path))
            #expect(bare.collectionView(view, shouldSelectItemAt: path))
            #expect(bare.collectionView(view, shouldDeselectItemAt: path))
            #expect(!bare.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path))
            bare.collectionView(view, didBeginMultipleSelectionInteractionAt: path)
            bare.collectionViewDidEndMultipleSelectionInteraction(view)
            bare.collectionView(view, didHighlightItemAt: path)
            bare.collectionView(view, didUnhighlightItemAt: path)
            bare.collectionView(view, didSelectItemAt: path)
            bare.collectionView(view, didDeselectItemAt: path)
            let cell = UICollectionViewCell(frame: .zero)
            bare.collectionView(view, willDisplay: cell, forItemAt: path)
            bare.collectionView(view, didEndDisplaying: cell, forItemAt: path)
            bare.collectionView(view, willDisplaySupplementaryView: cell, forElementKind: "k", at: path)
            bare.collectionView(view, didEndDisplayingSupplementaryView: cell, forElementOfKind: "k", at: path)
            #expect(bare.collectionView(view, canEditItemAt: path))
            let proposed = IndexPath(item: 3, section: 1)
            #expect(
                bare.collectionView(
                    view, targetIndexPathForMoveOfItemFromOriginalIndexPath: path, atCurrentIndexPath: path,
                    toProposedIndexPath: proposed) == proposed)
            #expect(
                bare.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 1, y: 2))
                    == CGPoint(x: 1, y: 2))
            #expect(bare.collectionView(view, contextMenuConfigurationForItemsAt: [path], point: .zero) == nil)
            #expect(bare.collectionView(view, canPerformPrimaryActionForItemAt: path))
            view.isEditing = true
            #expect(!bare.collectionView(view, canPerformPrimaryActionForItemAt: path))
            bare.collectionView(view, performPrimaryActionForItemAt: path)
            #expect(bare.collectionView(view, shouldSpringLoadItemAt: path, with: Context()))
            #expect(bare.collectionView(view, canFocusItemAt: path))
            #expect(!bare.collectionView(view, selectionFollowsFocusForItemAt: path))
            #expect(bare.indexPathForPreferredFocusedView(in: view) == nil)
            #expect(bare.collectionView(view, layout: flow, sizeForItemAt: path) == CGSize(width: 7, height: 8))
            #expect(bare.collectionView(view, layout: flow, insetForSectionAt: 0) == flow.sectionInset)
            #expect(bare.collectionView(view, layout: flow, minimumLineSpacingForSectionAt: 0) == 5)
            #expect(bare.collectionView(view, layout: flow, minimumInteritemSpacingForSectionAt: 0) == 6)
            #expect(
                bare.collectionView(view, layout: flow, referenceSizeForHeaderInSection: 0)
                    == CGSize(width: 1, height: 9))
            #expect(
                bare.collectionView(view, layout: flow, referenceSizeForFooterInSection: 0)
                    == CGSize(width: 2, height: 11))
            let other = UICollectionViewLayout()
            #expect(bare.collectionView(view, layout: other, sizeForItemAt: path) == CGSize(width: 50, height: 50))
            bare.collectionView(view, cancelPrefetchingForItemsAt: [path])
        }

        @Test func whenADragOrDropMemberIsNotImplemented_thatItAnswersWhatUIKitDoes() {
            let bare = Bare()
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let session = Session()
            let path = IndexPath(item: 0, section: 0)
            #expect(bare.collectionView(view, itemsForAddingTo: session, at: path, point: .zero).isEmpty)
            #expect(bare.collectionView(view, dragPreviewParametersForItemAt: path) == nil)
            bare.collectionView(view, dragSessionWillBegin: session)
            bare.collectionView(view, dragSessionDidEnd: session)
            #expect(bare.collectionView(view, dragSessionAllowsMoveOperation: session))
            #expect(!bare.collectionView(view, dragSessionIsRestrictedToDraggingApplication: session))
            #expect(bare.collectionView(view, canHandle: session))
            bare.collectionView(view, dropSessionDidEnter: session)
            let proposal = bare.collectionView(view, dropSessionDidUpdate: session, withDestinationIndexPath: path)
            #expect(proposal.operation == .cancel && proposal.intent == .unspecified)
            bare.collectionView(view, dropSessionDidExit: session)
            bare.collectionView(view, dropSessionDidEnd: session)
            #expect(bare.collectionView(view, dropPreviewParametersForItemAt: path) == nil)
            #expect(
                UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath).intent
                    == .insertAtDestinationIndexPath)
            #expect(!view.hasActiveDrag && !view.hasActiveDrop && !view.hasUncommittedUpdates)
        }

        @Test func whenTheAbstractLayoutIsUsed_thatItPlacesNothing() {
            let layout = UICollectionViewLayout()
            let model = CollectionModel(sections: 1, items: 3)
            let view = model.makeCollectionView(layout: layout)
            view.layoutIfNeeded()
            #expect(view.contentSize == .zero)
            #expect(view.visibleCells.isEmpty)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "k", at: IndexPath(item: 0, section: 0)) == nil)
            #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
            #expect(view.numberOfItems(inSection: 0) == 3)
        }

        @Test func whenAttributesMove_thatFrameCenterAndSizeAgree() {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            attributes.size = CGSize(width: 10, height: 20)
            attributes.center = CGPoint(x: 50, y: 50)
            #expect(attributes.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
            #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
            let view = UICollectionReusableView(frame: .zero)
            attributes.alpha = 0.5
            attributes.isHidden = true
            view.apply(attributes)
            #expect(view.frame == attributes.frame && view.alpha == 0.5 && view.isHidden)
            #expect(view.preferredLayoutAttributesFitting(attributes) === attributes)
        }
    }
#endif

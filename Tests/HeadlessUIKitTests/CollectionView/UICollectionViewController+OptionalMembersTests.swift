#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A grid of photos the user reorders by hand: the controller overrides `moveItemAt` only.
    @MainActor
    private final class PhotosController: UICollectionViewController {
        var photos = ["Beach", "Forest", "Lake"]

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photos.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            (cell as? LabelCell)?.title = photos[indexPath.item]
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// The same grid, read-only: nothing about moving is overridden.
    @MainActor
    private final class ReadOnlyPhotosController: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            3
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
    }

    @MainActor
    @Suite("Collection view controller: which optional members a subclass implements")
    struct UICollectionViewControllerOptionalMembersTests {
        private func layout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }

        @Test func whenTheSubclassImplementsMoveItemAt_thatTheUserCanReorderItsItems() {
            let controller = PhotosController(collectionViewLayout: layout())
            controller.loadViewIfNeeded()
            #expect(
                controller.headlessUnimplementedCollectionViewMembers == [
                    .canMoveItem, .viewForSupplementaryElement, .indexTitles, .indexPathForIndexTitle,
                    .contextMenuConfiguration,
                ])
            let collectionView = controller.collectionView!
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 50))
            collectionView.endInteractiveMovement()
            #expect(controller.photos == ["Forest", "Beach", "Lake"])
            #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)?.title == "Beach")
        }

        @Test func whenTheSubclassDoesNotImplementMoveItemAt_thatNothingCanBeReordered() {
            let controller = ReadOnlyPhotosController(collectionViewLayout: layout())
            controller.loadViewIfNeeded()
            #expect(controller.headlessUnimplementedCollectionViewMembers.contains(.moveItem))
            #expect(!controller.headlessUnimplementedCollectionViewMembers.contains(.indexTitles))
            #expect(!controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        }

        @Test func whenTheSubclassHasIndexTitlesButNoItemForThem_thatTappingATitleIsReported() {
            let controller = ReadOnlyPhotosController(collectionViewLayout: layout())
            controller.loadViewIfNeeded()
            let log = CollectionViolationLog(controller.collectionView)
            #expect(controller.collectionView.headlessIndexTitles == ["A"])
            #expect(controller.collectionView.headlessTapIndexTitle(at: 0) == nil)
            #expect(log.messages.count == 1)
        }

        @Test func whenTheLayoutHasHeadersAndTheSubclassNoViewForThem_thatUIKitsExceptionIsReported() {
            let flow = layout()
            flow.headerReferenceSize = CGSize(width: 0, height: 40)
            let controller = PhotosController(collectionViewLayout: flow)
            controller.loadViewIfNeeded()
            let log = CollectionViolationLog(controller.collectionView)
            controller.collectionView.layoutIfNeeded()
            #expect(log.messages.count == 1)
            #expect(log.messages.first?.contains("the layout placed a UICollectionElementKindSectionHeader") == true)
        }
    }
#endif

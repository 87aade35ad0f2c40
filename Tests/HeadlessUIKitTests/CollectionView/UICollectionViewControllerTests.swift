#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The collection view controller: its view, its data source and delegate roles, and appearance.
    @MainActor
    @Suite struct UICollectionViewControllerTests {
        private final class Colors: UICollectionViewController {
            var selected: [IndexPath] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                3
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }

            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }

        @Test func whenTheViewLoads_thatTheCollectionViewUsesTheLayoutAndTheController() {
            let layout = UICollectionViewFlowLayout()
            let controller = Colors(collectionViewLayout: layout)
            controller.loadViewIfNeeded()
            #expect(controller.collectionView.collectionViewLayout === layout)
            #expect(controller.collectionViewLayout === layout)
            #expect(controller.collectionView.dataSource === controller)
            #expect(controller.collectionView.delegate === controller)
            #expect(controller.collectionView.frame == UIScreen.main.bounds)
            #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
        }

        @Test func whenTheViewAppears_thatTheSelectionIsClearedUnlessAskedNotTo() {
            let controller = Colors(collectionViewLayout: UICollectionViewFlowLayout())
            controller.loadViewIfNeeded()
            controller.collectionView.layoutIfNeeded()
            controller.collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            #expect(controller.selected == [IndexPath(item: 1, section: 0)])
            controller.viewWillAppear(false)
            #expect(controller.collectionView.indexPathsForSelectedItems == [])
            controller.clearsSelectionOnViewWillAppear = false
            controller.collectionView.selectItem(
                at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            controller.viewWillAppear(false)
            #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
            controller.setEditing(true, animated: false)
            #expect(controller.collectionView.isEditing)
        }

        @Test func whenNothingIsOverridden_thatTheControllerAnswersUIKitsDefaults() {
            let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            let collectionView = controller.collectionView!
            let path = IndexPath(item: 0, section: 0)
            #expect(controller.numberOfSections(in: collectionView) == 1)
            #expect(controller.collectionView(collectionView, numberOfItemsInSection: 0) == 0)
            #expect(controller.collectionView(collectionView, canMoveItemAt: path))
            #expect(controller.collectionView(collectionView, shouldHighlightItemAt: path))
            #expect(controller.collectionView(collectionView, shouldSelectItemAt: path))
            #expect(controller.collectionView(collectionView, cellForItemAt: path).reuseIdentifier == nil)
            let log = CollectionViolationLog(collectionView)
            #expect(
                controller.collectionView(collectionView, viewForSupplementaryElementOfKind: "k", at: path)
                    .reuseIdentifier
                    == nil)
            controller.collectionView(collectionView, moveItemAt: path, to: path)
            #expect(
                controller.collectionView(collectionView, indexPathForIndexTitle: "B", at: 2)
                    == IndexPath(item: 0, section: 2))
            #expect(controller.indexTitles(for: collectionView) == nil)
            #expect(
                controller.collectionView(collectionView, contextMenuConfigurationForItemsAt: [path], point: .zero)
                    == nil)
            #expect(log.messages.count == 3)
            #expect(log.messages.allSatisfy { $0.contains("unrecognized selector sent to instance") })
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Taps and programmatic selection: single and multiple selection, editing, and what reloads keep.
    @MainActor
    @Suite struct UICollectionViewSelectionTests {
        private func make(_ model: CollectionModel) -> UICollectionView {
            let collectionView = model.makeCollectionView()
            collectionView.layoutIfNeeded()
            _ = model.takeCalls()
            return collectionView
        }

        @Test func whenAnItemIsTapped_thatItHighlightsIsSelectedAndRunsItsPrimaryAction() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.headlessTap(itemAt: ip(0, 1))
            #expect(
                model.takeCalls() == [
                    "shouldHighlight 0,1", "didHighlight 0,1", "shouldSelect 0,1", "didSelect 0,1",
                    "didUnhighlight 0,1",
                    "primaryAction 0,1",
                ])
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 1)])
            #expect(collectionView.cellForItem(at: ip(0, 1))?.isSelected == true)
            #expect(collectionView.cellForItem(at: ip(0, 1))?.isHighlighted == false)
        }

        @Test func whenAnotherItemIsTappedInSingleSelection_thatThePreviousOneIsDeselected() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.headlessTap(itemAt: ip(0, 0))
            _ = model.takeCalls()
            collectionView.headlessTap(itemAt: ip(0, 2))
            #expect(
                model.takeCalls().filter { $0.contains("elect") } == [
                    "shouldSelect 0,2", "didDeselect 0,0", "didSelect 0,2",
                ])
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 2)])
            #expect(collectionView.cellForItem(at: ip(0, 0))?.isSelected == false)
        }

        @Test func whenASelectedItemIsTappedInMultipleSelection_thatItIsDeselected() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.allowsMultipleSelection = true
            collectionView.headlessTap(itemAt: ip(0, 0))
            collectionView.headlessTap(itemAt: ip(0, 1))
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 0), ip(0, 1)])
            _ = model.takeCalls()
            collectionView.headlessTap(itemAt: ip(0, 0))
            #expect(model.takeCalls().filter { $0.contains("elect") } == ["shouldDeselect 0,0", "didDeselect 0,0"])
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 1)])
        }

        @Test func whenTheDelegateRefuses_thatNothingIsSelected() {
            let model = CollectionModel(sections: 1, items: 3)
            model.shouldSelect = false
            model.shouldHighlight = false
            let collectionView = make(model)
            collectionView.headlessTap(itemAt: ip(0, 0))
            #expect(model.takeCalls() == ["shouldHighlight 0,0", "shouldSelect 0,0", "primaryAction 0,0"])
            #expect(collectionView.indexPathsForSelectedItems == [])
        }

        @Test func whenEditing_thatSelectionFollowsAllowsSelectionDuringEditing() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.isEditing = true
            collectionView.headlessTap(itemAt: ip(0, 0))
            collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
            #expect(collectionView.indexPathsForSelectedItems == [])
            #expect(!model.takeCalls().contains("primaryAction 0,0"))
            collectionView.allowsSelectionDuringEditing = true
            collectionView.allowsMultipleSelectionDuringEditing = true
            collectionView.headlessTap(itemAt: ip(0, 0))
            collectionView.headlessTap(itemAt: ip(0, 1))
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 0), ip(0, 1)])
            #expect(collectionView.cellForItem(at: ip(0, 0))?.configurationState.isEditing == true)
        }

        @Test func whenSelectedProgrammatically_thatTheDelegateIsNotToldAndSingleSelectionHolds() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
            collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
            collectionView.selectItem(at: ip(5, 0), animated: false, scrollPosition: [])
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 2)])
            collectionView.deselectItem(at: ip(0, 2), animated: false)
            #expect(collectionView.indexPathsForSelectedItems == [])
            collectionView.allowsMultipleSelection = true
            collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
            collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: .top)
            collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
            #expect(collectionView.indexPathsForSelectedItems == [])
            #expect(model.takeCalls().allSatisfy { !$0.contains("elect") })
        }

        @Test func whenReloaded_thatSelectedItemsThatStillExistStaySelected() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.allowsMultipleSelection = true
            collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
            collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
            model.sections = [["a", "b"]]
            collectionView.reloadData()
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 0)])
            #expect(collectionView.cellForItem(at: ip(0, 0))?.isSelected == true)
        }

        @Test func whenSelectionIsNotAllowed_thatATapOnlyHighlightsAndRunsThePrimaryAction() {
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = make(model)
            collectionView.allowsSelection = false
            collectionView.headlessTap(itemAt: ip(0, 0))
            collectionView.headlessTap(itemAt: ip(3, 0))
            #expect(
                model.takeCalls() == [
                    "shouldHighlight 0,0", "didHighlight 0,0", "didUnhighlight 0,0", "primaryAction 0,0",
                ])
        }
    }
#endif

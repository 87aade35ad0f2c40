#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A delegate written before iOS 16: it answers only the older forms of the members UIKit replaced,
    /// and records the focus and layout-transition calls it receives.
    @MainActor
    private final class OlderDelegate: NSObject, UICollectionViewDelegate {
        let menu = UIContextMenuConfiguration()
        let preview = UITargetedPreview(view: UIView(frame: .zero))
        var calls: [String] = []
        var refusesFocus: IndexPath?
        var unfocusable: IndexPath?
        var transition: UICollectionViewTransitionLayout?

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("menu \(indexPath.item)")
            return indexPath.item == 0 ? menu : nil
        }
        func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("highlight preview")
            return preview
        }
        func collectionView(
            _ collectionView: UICollectionView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("dismissal preview")
            return preview
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { calls.append("will display menu") }
        func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { calls.append("will end menu") }
        func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) { calls.append("preview tapped") }
        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            calls.append("target \(currentIndexPath.item)→\(proposedIndexPath.item)")
            return IndexPath(item: 1, section: 0)
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            indexPath != unfocusable
        }
        func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool {
            calls.append("should focus \(context.nextFocusedIndexPath.map { "\($0.item)" } ?? "none")")
            return context.nextFocusedIndexPath != refusesFocus
        }
        func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            let from = context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "none"
            calls.append("focused \(from)→\(context.nextFocusedIndexPath.map { "\($0.item)" } ?? "none")")
        }
        func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            calls.append("transition layout")
            let layout = UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
            transition = layout
            return layout
        }
    }

    /// A data source whose items can move, so interactive movement may begin.
    @MainActor
    private final class MovableItems: NSObject, UICollectionViewDataSource {
        var items = ["a", "b", "c", "d"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @MainActor
    @Suite("Collection view: the older forms of replaced members, focus and layout transitions")
    struct UICollectionViewEarlierFormsAndTransitionsTests {
        private let dataSource = MovableItems()
        private let delegate = OlderDelegate()

        private func makeCollectionView(layout: UICollectionViewLayout? = nil) -> UICollectionView {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 300, height: 40)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout ?? flow)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = dataSource
            collectionView.delegate = delegate
            collectionView.layoutIfNeeded()
            return collectionView
        }

        @Test func aLongPressAsksADelegateWrittenBeforeIOS16ForItsMenuAndPreviews() {
            let collectionView = makeCollectionView()
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 1, section: 0)) == nil)
            let menu = collectionView.headlessLongPress(itemAt: IndexPath(item: 0, section: 0))
            #expect(menu === delegate.menu)
            #expect(collectionView.headlessActiveContextMenuConfiguration === delegate.menu)
            collectionView.headlessCommitContextMenuPreview()
            #expect(collectionView.headlessActiveContextMenuConfiguration == nil)
            #expect(
                delegate.calls == [
                    "menu 1", "menu 0", "highlight preview", "will display menu", "preview tapped", "dismissal preview",
                    "will end menu",
                ])
        }

        @Test func aSecondLongPressDismissesTheFirstMenu() {
            let collectionView = makeCollectionView()
            collectionView.headlessLongPress(itemAt: IndexPath(item: 0, section: 0))
            delegate.calls.removeAll()
            collectionView.headlessLongPress(itemAt: IndexPath(item: 0, section: 0))
            #expect(
                delegate.calls == [
                    "dismissal preview", "will end menu", "menu 0", "highlight preview", "will display menu",
                ])
        }

        @Test func aMoveAsksTheFormBeforeIOS15WhenTheDelegateLacksTheNewerOne() {
            let collectionView = makeCollectionView()
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
            let firstItem = collectionView.collectionViewLayout.layoutAttributesForItem(
                at: IndexPath(item: 0, section: 0))
            collectionView.updateInteractiveMovementTargetPosition(
                CGPoint(x: firstItem?.frame.midX ?? 0, y: firstItem?.frame.midY ?? 0))
            collectionView.endInteractiveMovement()
            #expect(delegate.calls == ["target 3→0"])
            #expect(dataSource.items == ["a", "d", "b", "c"])
        }

        @Test func focusMovesOnlyWhereTheDelegateAllowsIt() {
            let collectionView = makeCollectionView()
            delegate.unfocusable = IndexPath(item: 2, section: 0)
            delegate.refusesFocus = IndexPath(item: 3, section: 0)
            #expect(!collectionView.remembersLastFocusedIndexPath)
            #expect(collectionView.headlessMoveFocus(to: IndexPath(item: 1, section: 0)))
            #expect(!collectionView.headlessMoveFocus(to: IndexPath(item: 2, section: 0)))
            #expect(!collectionView.headlessMoveFocus(to: IndexPath(item: 3, section: 0)))
            #expect(!collectionView.headlessMoveFocus(to: IndexPath(item: 9, section: 0)))
            #expect(collectionView.headlessFocusedIndexPath == IndexPath(item: 1, section: 0))
            #expect(collectionView.headlessMoveFocus(to: nil))
            #expect(
                delegate.calls == [
                    "should focus 1", "focused none→1", "should focus 3", "should focus none", "focused 1→none",
                ])
            #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        }

        @Test func focusSelectsTheItemWhenSelectionFollowsFocus() {
            let collectionView = makeCollectionView()
            collectionView.selectionFollowsFocus = true
            collectionView.headlessMoveFocus(to: IndexPath(item: 1, section: 0))
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        }

        @Test func withoutADelegateFocusFollowsAllowsFocus() {
            let collectionView = makeCollectionView()
            collectionView.delegate = nil
            collectionView.allowsFocus = false
            #expect(!collectionView.headlessMoveFocus(to: IndexPath(item: 0, section: 0)))
            collectionView.isEditing = true
            #expect(collectionView.headlessMoveFocus(to: IndexPath(item: 0, section: 0)))
        }

        @Test func anInteractiveTransitionPlacesItemsBetweenTheLayoutsUntilItFinishes() throws {
            let collectionView = makeCollectionView()
            let oldLayout = collectionView.collectionViewLayout
            let wide = UICollectionViewFlowLayout()
            wide.itemSize = CGSize(width: 300, height: 100)
            var outcomes: [String] = []
            let transition = collectionView.startInteractiveTransition(to: wide) { completed, finished in
                outcomes.append("completed \(completed), finished \(finished)")
            }
            #expect(transition === delegate.transition)
            #expect(collectionView.collectionViewLayout === transition)
            transition.transitionProgress = 0.5
            collectionView.layoutIfNeeded()
            let second = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
            let before = try #require(oldLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
            let after = try #require(wide.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.frame.height == 70)
            #expect(second.frame.minY == (before.frame.minY + after.frame.minY) / 2)
            transition.updateValue(3, forAnimatedKey: "blur")
            #expect(transition.value(forAnimatedKey: "blur") == 3 && transition.value(forAnimatedKey: "none") == 0)
            collectionView.finishInteractiveTransition()
            #expect(collectionView.collectionViewLayout === wide)
            #expect(outcomes == ["completed true, finished true"])
            #expect(wide.collectionView === collectionView && oldLayout.collectionView == nil)
        }

        @Test func aCancelledTransitionPutsTheOldLayoutBack() {
            let collectionView = makeCollectionView()
            let oldLayout = collectionView.collectionViewLayout
            var finishedFlags: [Bool] = []
            let next = UICollectionViewFlowLayout()
            collectionView.startInteractiveTransition(to: next) { finishedFlags.append($1) }
            collectionView.cancelInteractiveTransition()
            collectionView.cancelInteractiveTransition()
            #expect(collectionView.collectionViewLayout === oldLayout)
            #expect(finishedFlags == [false])
            #expect(oldLayout.collectionView === collectionView && next.collectionView == nil)
        }

        @Test func settingALayoutInstallsItAndCompletes() {
            let collectionView = makeCollectionView()
            let next = UICollectionViewFlowLayout()
            var completions: [Bool] = []
            collectionView.setCollectionViewLayout(next, animated: true) { completions.append($0) }
            #expect(collectionView.collectionViewLayout === next && completions == [true])
            let plain = UICollectionViewFlowLayout()
            collectionView.setCollectionViewLayout(plain, animated: false)
            #expect(collectionView.collectionViewLayout === plain)
        }

        @Test func settingALayoutDuringAnInteractiveTransitionFinishesTheTransitionFirst() {
            let collectionView = makeCollectionView()
            let oldLayout = collectionView.collectionViewLayout
            let target = UICollectionViewFlowLayout()
            var outcomes: [String] = []
            collectionView.startInteractiveTransition(to: target) { completed, finished in
                outcomes.append("completed \(completed), finished \(finished)")
            }
            let replacement = UICollectionViewFlowLayout()
            var completions: [Bool] = []
            collectionView.setCollectionViewLayout(replacement, animated: false) { completions.append($0) }
            #expect(outcomes == ["completed true, finished true"])
            #expect(completions == [true])
            #expect(collectionView.collectionViewLayout === replacement)
            #expect(oldLayout.collectionView == nil)
            // The transition is over: finishing it again neither completes it twice nor puts its target back.
            collectionView.finishInteractiveTransition()
            #expect(outcomes.count == 1)
            #expect(collectionView.collectionViewLayout === replacement)
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    /// An item node written for iOS 15: it answers only the older forms of the menu and move members.
    private final class IOS15Item: TitleItem {
        let menu = UIContextMenuConfiguration()
        var calls: [String] = []

        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("menu \(Array(indexPath))")
            return menu
        }

        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("highlight preview")
            return nil
        }

        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("dismissal preview")
            return nil
        }

        override func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            calls.append("menu ended")
        }

        /// Keeps the item in its own section.
        @available(iOS, deprecated: 15.0)
        override func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            calls.append("target \(Array(currentIndexPath))→\(Array(proposedIndexPath))")
            return proposedIndexPath.section == currentIndexPath.section ? proposedIndexPath : currentIndexPath
        }

        /// Refuses to lose focus to another item.
        override func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool {
            calls.append("focus \(context.nextFocusedIndexPath.map { "\(Array($0))" } ?? "out")")
            return context.previouslyFocusedIndexPath == nil || context.nextFocusedIndexPath == nil
        }
    }

    /// A root whose layout changes cross-fade through a transition layout of its own.
    private final class FadingRoot: CascadingRootNode {
        final class Fade: UICollectionViewTransitionLayout {}

        override func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            Fade(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    @MainActor
    @Suite("Collection view: nodes written against the older forms of replaced members")
    struct CollectionViewEarlierFormsTests {
        private let collectionView: UICollectionView

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 20)
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        }

        private func attach(_ root: CascadingRootNode = CascadingRootNode()) -> (CascadingRootNode, IOS15Item) {
            let item = IOS15Item("Fig")
            let sections = [
                CascadingSectionNode(children: [TitleItem("Apple"), CascadingGroupNode(children: [item])]),
                CascadingSectionNode(children: [TitleItem("Pecan")]),
            ]
            root.children = sections
            root.prepare(collectionView: collectionView)
            collectionView.layoutIfNeeded()
            return (root, item)
        }

        @Test func aLongPressShowsTheMenuOfANodeThatAnswersOnlyTheFormBeforeIOS16() {
            let (root, item) = attach()
            let menu = collectionView.headlessLongPress(itemAt: IndexPath(item: 1, section: 0))
            #expect(menu === item.menu)
            collectionView.headlessDismissContextMenu()
            #expect(item.calls == ["menu [0, 1]", "highlight preview", "dismissal preview", "menu ended"])
            #expect(collectionView.delegate === root)
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 0, section: 0)) == nil)
        }

        @Test func draggingAnItemAsksItsNodeTheFormBeforeIOS15WhereItMayLand() {
            let (root, item) = attach()
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            let other = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: other.midX, y: other.midY))
            let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: first.midX, y: first.midY))
            collectionView.endInteractiveMovement()
            #expect(item.calls == ["target [0, 1]→[1, 0]", "target [0, 1]→[0, 0]"])
            #expect(shownItemTitles(collectionView) == [["Fig", "Apple"], ["Pecan"]])
            #expect(root.children[0].children.first === item)
        }

        @Test func focusLeavesAnItemOnlyWhenItsNodeAgrees() {
            let (root, item) = attach()
            #expect(collectionView.headlessMoveFocus(to: IndexPath(item: 1, section: 0)))
            #expect(!collectionView.headlessMoveFocus(to: IndexPath(item: 0, section: 1)))
            #expect(collectionView.headlessFocusedIndexPath == IndexPath(item: 1, section: 0))
            #expect(collectionView.headlessMoveFocus(to: nil))
            #expect(item.calls == ["focus [0, 1]", "focus [1, 0]", "focus out"])
            #expect(collectionView.delegate === root)
        }

        @Test func theRootSuppliesTheTransitionLayoutOfAnInteractiveLayoutChange() {
            let (root, _) = attach(FadingRoot())
            let next = UICollectionViewFlowLayout()
            let transition = collectionView.startInteractiveTransition(to: next)
            #expect(transition is FadingRoot.Fade)
            collectionView.finishInteractiveTransition()
            #expect(collectionView.collectionViewLayout === next)
            #expect(shownItemTitles(collectionView) == [["Apple", "Fig"], ["Pecan"]])
            #expect(collectionView.delegate === root)
        }
    }
#endif

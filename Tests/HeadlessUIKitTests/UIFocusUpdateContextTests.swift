// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    /// A focus item that is not a view.
    @MainActor
    private final class Item: NSObject, UIFocusItem {
        var canBecomeFocused: Bool { true }
    }

    @MainActor
    @Suite("Focus contexts and the animation coordinator")
    struct UIFocusUpdateContextTests {
        @Test func theFocusedItemsAreTheFocusedViews() {
            let (previous, next) = (UIView(), UIView())
            let context = UIFocusUpdateContext(
                headlessPreviouslyFocusedView: previous, nextFocusedView: next, focusHeading: .down)
            #expect(context.previouslyFocusedView === previous)
            #expect(context.nextFocusedView === next)
            #expect(context.previouslyFocusedItem === previous)
            #expect(context.nextFocusedItem === next)
            #expect(context.focusHeading == .down)
        }

        @Test func aContextWithoutViewsHasNoItems() {
            let context = UIFocusUpdateContext()
            #expect(context.previouslyFocusedItem == nil)
            #expect(context.nextFocusedItem == nil)
            #expect(context.focusHeading == [])
        }

        @Test func aTableContextNamesTheRowsAndNoViews() {
            let context = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: IndexPath(row: 1, section: 0), nextFocusedIndexPath: nil,
                focusHeading: [.up, .previous])
            #expect(context.previouslyFocusedIndexPath == IndexPath(row: 1, section: 0))
            #expect(context.nextFocusedIndexPath == nil)
            #expect(context.previouslyFocusedView == nil)
            #expect(context.focusHeading.contains(.up) && context.focusHeading.contains(.previous))
            #expect(!context.focusHeading.contains(.down))
        }

        @Test func headingsAreDistinctBits() {
            let all: [UIFocusHeading] = [.up, .down, .left, .right, .next, .previous]
            #expect(all.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        }

        @Test func nonViewItemsCanBeFocusItems() {
            let item: any UIFocusItem = Item()
            #expect(item.canBecomeFocused)
        }

        @Test func coordinatedAnimationsRunAtOnceBeforeTheirCompletion() {
            let coordinator = UIFocusAnimationCoordinator()
            var steps: [String] = []
            coordinator.addCoordinatedAnimations(
                { steps.append("animations") }, completion: { steps.append("completion") })
            coordinator.addCoordinatedFocusingAnimations(
                { steps.append("focusing \($0.duration)") }, completion: { steps.append("focusing done") })
            coordinator.addCoordinatedUnfocusingAnimations(
                { steps.append("unfocusing \($0.duration)") }, completion: { steps.append("unfocusing done") })
            coordinator.addCoordinatedAnimations(nil, completion: { steps.append("completion only") })
            #expect(
                steps == [
                    "animations", "completion", "focusing 0.0", "focusing done", "unfocusing 0.0", "unfocusing done",
                    "completion only",
                ])
        }
    }
#endif

// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct UIViewAnimationTests {
    @Test func whenAnAnimationBlockRuns_thatItsChangesApplyAtOnceAndItsCompletionWaitsForTheNextTurn() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
            animations: {
                view.alpha = 0
                #expect(UIView.inheritedAnimationDuration == 0.3)
            },
            completion: { finished.append($0) })
        #expect(view.alpha == 0)
        #expect(finished.isEmpty)
        #expect(UIView.inheritedAnimationDuration == 0)
        await nextMainQueueTurn()
        #expect(finished == [true])
    }

    @Test func whenTheDurationIsZero_thatTheCompletionStillWaitsForTheNextTurn() async {
        var finished: [Bool] = []
        UIView.animate(withDuration: 0, animations: {}, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        await nextMainQueueTurn()
        #expect(finished == [true])
    }

    @Test func whenAnimationsAreOff_thatBlocksStillApplyAndCompleteAndTheSettingIsRestored() async {
        let view = UIView()
        var finished: [Bool] = []
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(
                withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                animations: { view.center = CGPoint(x: 50, y: 60) }, completion: { finished.append($0) })
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.center == CGPoint(x: 50, y: 60))
        await nextMainQueueTurn()
        #expect(finished == [true])
    }

    @Test func whenOneViewTransitionsToAnother_thatTheNewViewTakesItsPlace() async {
        let container = UIView()
        let (old, new) = (UIView(), UIView())
        container.addSubview(old)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
        #expect(old.superview == nil && new.superview === container)
        await nextMainQueueTurn()
        #expect(finished)
    }

    @Test func whenAKeyframeAnimationRuns_thatEveryKeyframeApplies() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
        }
        #expect(view.alpha == 0.5 && view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }
}

@MainActor
struct UIViewGeometryTests {
    @Test func whenPointsConvertBetweenViews_thatFramesAndScrollOffsetsCount() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        let row = UIView(frame: CGRect(x: 10, y: 200, width: 300, height: 44))
        window.addSubview(scroll)
        scroll.addSubview(row)
        #expect(row.window === window && UIView().window == nil)
        #expect(row.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 265))
        #expect(row.convert(CGPoint(x: 5, y: 5), to: scroll) == CGPoint(x: 15, y: 205))
        #expect(window.convert(CGPoint(x: 15, y: 265), to: row) == CGPoint(x: 5, y: 5))
        #expect(row.convert(CGRect(x: 0, y: 0, width: 300, height: 44), to: window).origin == CGPoint(x: 10, y: 260))
        #expect(scroll.convert(CGPoint(x: 15, y: 265), from: window) == CGPoint(x: 15, y: 205))
        row.center = CGPoint(x: 160, y: 22)
        #expect(row.frame.origin == CGPoint(x: 10, y: 0))
    }

    @Test func whenAWindowShowsARootController_thatItsViewFillsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(controller.view.window === window && controller.view.frame == window.bounds)
    }

    @Test func whenAViewAsksForItsTraits_thatTheyDescribeAPortraitPhone() {
        let view = UIView()
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.userInterfaceStyle == .dark && combined.horizontalSizeClass == .regular)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}

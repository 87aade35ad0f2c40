// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

/// Waits until the main queue has run everything queued on it so far.
@MainActor
func nextMainQueueTurn() async {
    await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { resume.resume() }
    }
}

/// A view that records its layout calls, overriding the layer delegate method as UIKit views do.
@MainActor
private final class LayerLayoutView: UIView {
    var calls: [String] = []
    let badge = CAShapeLayer()

    override func layoutSublayers(of layer: CALayer) {
        calls.append("layoutSublayers(of:)")
        super.layoutSublayers(of: layer)
        badge.frame = CGRect(x: bounds.width - 20, y: 0, width: 20, height: 20)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }
}

/// An animation delegate that records what it hears.
private final class AnimationLog: NSObject, CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
    }
}

@MainActor
struct CALayerTests {
    @Test func whenALayerIsPlaced_thatItsFrameFollowsPositionAnchorPointAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 60, y: 30)
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 30, width: 100, height: 40))
        layer.frame = CGRect(x: 5, y: 6, width: 30, height: 20)
        #expect(layer.position == CGPoint(x: 5, y: 6) && layer.bounds.size == CGSize(width: 30, height: 20))
    }

    @Test func whenAViewIsMovedOrColored_thatItsLayerSaysTheSame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(view.layer.delegate === view)
        #expect(view.layer.frame == view.frame && view.layer.bounds == view.bounds)
        #expect(view.layer.position == CGPoint(x: 110, y: 70))
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func whenSublayersAreAddedAndRemoved_thatTheOrderAndSuperlayerFollow() {
        let parent = CALayer()
        #expect(parent.sublayers == nil)
        let (back, middle, front) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(front)
        parent.insertSublayer(back, at: 0)
        parent.insertSublayer(middle, below: front)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [back, middle, front].map { ObjectIdentifier($0) })
        #expect(middle.superlayer === parent)
        parent.addSublayer(back)
        #expect(parent.sublayers?.last === back)
        middle.removeFromSuperlayer()
        #expect(middle.superlayer == nil && parent.sublayers?.count == 2)
        let other = CALayer()
        other.addSublayer(front)
        #expect(parent.sublayers?.count == 1 && front.superlayer === other)
    }

    @Test func whenAViewLaysOut_thatItsLayerDelegateMethodRunsAndCallsLayoutSubviews() {
        let view = LayerLayoutView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.layer.addSublayer(view.badge)
        view.layoutIfNeeded()
        #expect(view.calls == ["layoutSublayers(of:)", "layoutSubviews"])
        #expect(view.badge.frame == CGRect(x: 100, y: 0, width: 20, height: 20))
        view.layoutIfNeeded()
        #expect(view.calls.count == 2)
        view.layer.setNeedsLayout()
        view.layer.layoutIfNeeded()
        #expect(view.calls.count == 4)
    }

    @Test func whenAShapeLayerIsCreated_thatItFillsBlackAndStrokesNothing() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.strokeColor == nil)
        #expect(shape.fillColor == UIColor.black.cgColor)
        #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.lineCap == .butt)
        let layer = CALayer()
        #expect(layer.borderColor == UIColor.black.cgColor && layer.shadowColor == UIColor.black.cgColor)
        #expect(layer.zPosition == 0 && layer.shadowPath == nil && layer.backgroundColor == nil)
    }

    @Test func whenAnAnimationIsAdded_thatItsDelegateHearsStartAndFinishOnTheNextTurnAndTheModelStays() async {
        let layer = CALayer()
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        #expect(log.events.isEmpty && layer.animationKeys() == ["fade"])
        await nextMainQueueTurn()
        #expect(log.events == ["start", "stop true"])
        #expect(layer.animation(forKey: "fade") == nil && layer.opacity == 1)
    }

    @Test func whenAnAnimationIsRemovedBeforeItEnds_thatItsDelegateHearsItDidNotFinish() async {
        let layer = CALayer()
        let log = AnimationLog()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.repeatCount = .infinity
        spin.delegate = log
        layer.add(spin, forKey: "spin")
        await nextMainQueueTurn()
        #expect(log.events == ["start"] && layer.animation(forKey: "spin") === spin)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        await nextMainQueueTurn()
        #expect(log.events == ["start", "stop false"])
    }

    @Test func whenATransactionCommits_thatItsCompletionWaitsForItsAnimationsOnly() async {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("empty transaction done") }
        CATransaction.commit()
        #expect(order == ["empty transaction done"])

        let log = AnimationLog()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.setCompletionBlock { order.append("animated transaction done \(log.events)") }
        let move = CABasicAnimation(keyPath: "position")
        move.delegate = log
        layer.add(move, forKey: nil)
        CATransaction.commit()
        #expect(order.count == 1)
        await nextMainQueueTurn()
        #expect(order.last == "animated transaction done [\"start\", \"stop true\"]")
    }
}

@MainActor
struct CoreGraphicsTests {
    @Test func whenAColorBecomesACGColor_thatItsComponentsAndAlphaCarryOver() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.5] && color.cgColor.alpha == 0.5)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.cgColor.copy(alpha: 1)?.alpha == 1)
    }

    @Test func whenAPathIsBuilt_thatItsBoundsAndCurrentPointFollowItsElements() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 30))
        #expect(path.currentPoint == CGPoint(x: 50, y: 30))
        path.addRect(CGRect(x: 0, y: 40, width: 20, height: 20))
        #expect(path.boundingBox == CGRect(x: 0, y: 10, width: 50, height: 50))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(CGPath(rect: .zero, transform: nil) == CGPath(rect: .zero, transform: nil))
    }

    @Test func whenTransformsAreCombined_thatTheyApplyInCoreGraphicsOrder() {
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
        let scaleThenMove = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        #expect(moveThenScale.concatenating(moveThenScale.inverted()).isIdentity)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 3, y: 0.5))
        #expect(rect == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CACurrentMediaTime() > 0)
    }
}

#if !canImport(UIKit)
    import Foundation

    /// The object that draws a view's content (Core Animation's class on Apple platforms).
    ///
    /// Headlessly a layer stores its geometry, drawing settings, sublayers and animations; the SVG
    /// picture draws its background color, border and corner radius. `masksToBounds` is the view's
    /// `clipsToBounds`. A view's own layer (the one whose `delegate` is the view) reads and writes its
    /// geometry and background color through the view, so the two never disagree; its sublayers are
    /// the layers added to it, not the layers of the view's subviews.
    @preconcurrency @MainActor
    open class CALayer: NSObject {
        /// The radius of the rounded corners. Default 0.
        open var cornerRadius: CGFloat = 0
        /// Which corners `cornerRadius` rounds. Default all four.
        open var maskedCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        /// Whether sublayers are clipped to the bounds (and its rounded corners). Default `false`.
        open var masksToBounds = false
        /// The width of the border. Default 0.
        open var borderWidth: CGFloat = 0
        /// The color of the border. Default opaque black, as Core Animation documents.
        open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// The layer's opacity, from 0 to 1. Default 1.
        open var opacity: Float = 1
        /// Whether the layer is hidden. Default `false`.
        open var isHidden = false
        /// The color of the shadow. Default opaque black.
        open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// The opacity of the shadow, from 0 to 1. Default 0 (no shadow).
        open var shadowOpacity: Float = 0
        /// The blur radius of the shadow. Default 3.
        open var shadowRadius: CGFloat = 3
        /// The offset of the shadow. Default (0, -3).
        open var shadowOffset = CGSize(width: 0, height: -3)
        /// The outline of the shadow; `nil` (the default) follows the layer's content.
        open var shadowPath: CGPath?
        /// The layer's position on the z axis: siblings with a higher value are drawn in front. Default 0.
        open var zPosition: CGFloat = 0
        /// The point of the bounds that sits at `position`, in unit coordinates. Default (0.5, 0.5), the center.
        open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        /// Whether the layer is rendered once as a bitmap; headlessly stored only. Default `false`.
        open var shouldRasterize = false
        /// The scale of the rasterized bitmap. Default 1.
        open var rasterizationScale: CGFloat = 1
        /// The scale of the layer's content. Default 1.
        open var contentsScale: CGFloat = 1
        /// The layer's content, usually an image; headlessly stored only. Default `nil`.
        open var contents: Any?
        /// A layer whose alpha masks this layer's content. Default `nil`.
        open var mask: CALayer?
        /// A name for the layer, used by the app only. Default `nil`.
        open var name: String?
        /// The object that lays out the layer's sublayers; a view is the delegate of its own layer.
        open weak var delegate: (any CALayerDelegate)?

        /// The layer that contains this layer, if any.
        open internal(set) weak var superlayer: CALayer?
        var storedSublayers: [CALayer] = []
        var storedBounds = CGRect.zero
        var storedPosition = CGPoint.zero
        var storedBackgroundColor: CGColor?
        var storedNeedsLayout = false
        var affine = CGAffineTransform.identity
        /// The animations added and not yet removed, in the order they were added.
        var runningAnimations: [(key: String?, animation: CAAnimation)] = []

        /// Creates a layer with the default settings.
        public override init() {
            super.init()
        }

        /// Creates a copy of another layer's settings, as Core Animation does for presentation layers.
        ///
        /// Headlessly the copy takes the layer's geometry and drawing settings, not its sublayers.
        public init(layer: Any) {
            super.init()
            guard let other = layer as? CALayer else { return }
            (cornerRadius, maskedCorners, masksToBounds) = (
                other.cornerRadius, other.maskedCorners, other.masksToBounds
            )
            (borderWidth, borderColor, opacity, isHidden) = (
                other.borderWidth, other.borderColor, other.opacity, other.isHidden
            )
            (shadowColor, shadowOpacity, shadowRadius) = (other.shadowColor, other.shadowOpacity, other.shadowRadius)
            (shadowOffset, shadowPath, zPosition) = (other.shadowOffset, other.shadowPath, other.zPosition)
            (storedBounds, storedPosition, anchorPoint) = (other.bounds, other.position, other.anchorPoint)
            (storedBackgroundColor, affine, name) = (other.backgroundColor, other.affine, other.name)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The layer's own coordinate space; for a view's layer, the view's bounds.
        open var bounds: CGRect {
            get { hostView?.bounds ?? storedBounds }
            set {
                if let view = hostView {
                    view.bounds = newValue
                    view.frame.size = newValue.size
                } else {
                    storedBounds = newValue
                }
            }
        }

        /// Where the anchor point sits in the superlayer; for a view's layer, the view's center.
        open var position: CGPoint {
            get {
                guard let view = hostView else { return storedPosition }
                return CGPoint(x: view.frame.midX, y: view.frame.midY)
            }
            set {
                if let view = hostView {
                    view.frame.origin = CGPoint(
                        x: newValue.x - view.frame.width / 2, y: newValue.y - view.frame.height / 2)
                } else {
                    storedPosition = newValue
                }
            }
        }

        /// The layer's rectangle in its superlayer: the bounds' size placed so that the anchor point is at
        /// `position`. Setting it moves `position` and resizes `bounds`.
        open var frame: CGRect {
            get {
                if let view = hostView { return view.frame }
                let size = storedBounds.size
                return CGRect(
                    x: storedPosition.x - anchorPoint.x * size.width, y: storedPosition.y - anchorPoint.y * size.height,
                    width: size.width, height: size.height)
            }
            set {
                if let view = hostView {
                    view.frame = newValue
                    return
                }
                storedBounds.size = newValue.size
                storedPosition = CGPoint(
                    x: newValue.minX + anchorPoint.x * newValue.width,
                    y: newValue.minY + anchorPoint.y * newValue.height)
            }
        }

        /// The color that fills the bounds; for a view's layer, the view's background color. Default `nil`.
        open var backgroundColor: CGColor? {
            get { hostView.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
            set {
                if let view = hostView {
                    view.backgroundColor = newValue.map(UIColor.init(cgColor:))
                } else {
                    storedBackgroundColor = newValue
                }
            }
        }

        /// The layers this layer contains, back to front; `nil` when there are none.
        open var sublayers: [CALayer]? {
            get { storedSublayers.isEmpty ? nil : storedSublayers }
            set {
                for layer in storedSublayers { layer.superlayer = nil }
                storedSublayers = []
                for layer in newValue ?? [] { addSublayer(layer) }
            }
        }

        /// Adds a layer in front of the other sublayers, taking it from its previous superlayer.
        open func addSublayer(_ layer: CALayer) {
            insertSublayer(layer, at: UInt32(storedSublayers.count - (layer.superlayer === self ? 1 : 0)))
        }

        /// Inserts a layer at an index of the sublayers, taking it from its previous superlayer.
        open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
            layer.removeFromSuperlayer()
            storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
            layer.superlayer = self
            setNeedsLayout()
        }

        /// Inserts a layer just behind `sibling`; without a sibling (or one that is not a sublayer), at the back.
        open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
            layer.removeFromSuperlayer()
            let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling } } ?? 0
            insertSublayer(layer, at: UInt32(index))
        }

        /// Inserts a layer just in front of `sibling`; without a sibling (or one that is not a sublayer), in front.
        open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
            layer.removeFromSuperlayer()
            let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling } }
            insertSublayer(layer, at: UInt32(index.map { $0 + 1 } ?? storedSublayers.count))
        }

        /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
        open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
            guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
            oldLayer.removeFromSuperlayer()
            insertSublayer(newLayer, at: UInt32(index))
        }

        /// Removes the layer from its superlayer.
        open func removeFromSuperlayer() {
            guard let superlayer else { return }
            superlayer.storedSublayers.removeAll { $0 === self }
            self.superlayer = nil
        }

        /// Marks the layer as needing `layoutSublayers()`; for a view's layer, marks the view.
        open func setNeedsLayout() {
            if let view = hostView { view.setNeedsLayout() } else { storedNeedsLayout = true }
        }

        /// Whether a layout pass is pending.
        open func needsLayout() -> Bool {
            hostView?.needsLayout ?? storedNeedsLayout
        }

        /// Runs a pending layout pass now; for a view's layer, the view's `layoutIfNeeded()`.
        open func layoutIfNeeded() {
            if let view = hostView { return view.layoutIfNeeded() }
            guard storedNeedsLayout else { return }
            storedNeedsLayout = false
            layoutSublayers()
        }

        /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`, as Core Animation does.
        open func layoutSublayers() {
            delegate?.layoutSublayers(of: self)
        }

        /// Marks the content as needing to be redrawn; headlessly nothing is drawn.
        open func setNeedsDisplay() {}

        /// The layer's transform as an affine transform. Default the identity.
        open func affineTransform() -> CGAffineTransform { affine }

        /// Sets the layer's transform to an affine transform.
        open func setAffineTransform(_ m: CGAffineTransform) { affine = m }

        /// Adds an animation under a key, replacing (and stopping) one under the same key.
        ///
        /// Headlessly no time passes: on the next main-queue turn the delegate hears `animationDidStart(_:)`
        /// and then `animationDidStop(_:finished: true)`, and the animation is removed when
        /// `isRemovedOnCompletion`. A repeating animation (`repeatCount` or `repeatDuration` infinite)
        /// starts and never stops. The model values the animation runs between do not change.
        open func add(_ anim: CAAnimation, forKey key: String?) {
            if let key { removeAnimation(forKey: key) }
            runningAnimations.append((key, anim))
            headlessRun(anim)
        }

        /// The animation added under a key, if it is still on the layer.
        open func animation(forKey key: String) -> CAAnimation? {
            runningAnimations.last { $0.key == key }?.animation
        }

        /// The keys of the animations on the layer, in the order they were added; `nil` when there are none.
        open func animationKeys() -> [String]? {
            let keys = runningAnimations.compactMap(\.key)
            return keys.isEmpty ? nil : keys
        }

        /// Removes the animation under a key; its delegate hears `animationDidStop(_:finished: false)`.
        open func removeAnimation(forKey key: String) {
            let removed = runningAnimations.filter { $0.key == key }
            runningAnimations.removeAll { $0.key == key }
            for entry in removed { headlessStop(entry.animation) }
        }

        /// Removes every animation; their delegates hear `animationDidStop(_:finished: false)`.
        open func removeAllAnimations() {
            let removed = runningAnimations
            runningAnimations = []
            for entry in removed { headlessStop(entry.animation) }
        }

        /// The view whose own layer this is, if any.
        var hostView: UIView? {
            guard let view = delegate as? UIView, view.layer === self else { return nil }
            return view
        }
    }
#endif

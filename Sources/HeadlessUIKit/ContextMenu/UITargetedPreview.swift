#if !canImport(UIKit)
    import Foundation

    /// Parameters that adjust how a preview is drawn.
    @preconcurrency @MainActor
    open class UIPreviewParameters: NSObject {
        /// The background color behind the preview.
        open var backgroundColor: UIColor!
    }

    /// Where a preview sits: a container view and a center point in it.
    @preconcurrency @MainActor
    open class UIPreviewTarget: NSObject {
        /// The view that contains the preview.
        public let container: UIView
        /// The preview's center in the container's coordinates.
        public let center: CGPoint

        /// Creates a target.
        public init(container: UIView, center: CGPoint) {
            self.container = container
            self.center = center
            super.init()
        }
    }

    /// A view to animate from or to while a context menu appears or disappears.
    @preconcurrency @MainActor
    open class UITargetedPreview: NSObject {
        /// The view the preview shows.
        public let view: UIView
        /// How the preview is drawn.
        public let parameters: UIPreviewParameters
        /// Where the preview sits.
        public let target: UIPreviewTarget

        /// The size of the preview.
        open var size: CGSize { view.bounds.size }

        /// Creates a preview of a view at a target.
        public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
            self.view = view
            self.parameters = parameters
            self.target = target
            super.init()
        }

        /// Creates a preview of a view where it is.
        public convenience init(view: UIView, parameters: UIPreviewParameters) {
            let container = view.superview ?? view
            self.init(
                view: view, parameters: parameters,
                target: UIPreviewTarget(container: container, center: CGPoint(x: view.frame.midX, y: view.frame.midY)))
        }

        /// Creates a preview of a view where it is, with default parameters.
        public convenience init(view: UIView) {
            self.init(view: view, parameters: UIPreviewParameters())
        }

        /// Returns a copy of the preview at another target.
        open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
            UITargetedPreview(view: view, parameters: parameters, target: newTarget)
        }
    }
#endif

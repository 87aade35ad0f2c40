#if !canImport(UIKit)
    import Foundation

    /// The object that draws a view's content (Core Animation's class on Apple platforms).
    ///
    /// Headlessly a layer stores its drawing settings; nothing is drawn. `masksToBounds` is the view's
    /// `clipsToBounds`.
    @preconcurrency @MainActor
    open class CALayer: NSObject {
        /// The radius of the rounded corners. Default 0.
        open var cornerRadius: CGFloat = 0
        /// Whether sublayers are clipped to the bounds (and its rounded corners). Default `false`.
        open var masksToBounds = false
        /// The width of the border. Default 0.
        open var borderWidth: CGFloat = 0
        /// The layer's opacity, from 0 to 1. Default 1.
        open var opacity: Float = 1
        /// The opacity of the shadow, from 0 to 1. Default 0 (no shadow).
        open var shadowOpacity: Float = 0
        /// The blur radius of the shadow. Default 3.
        open var shadowRadius: CGFloat = 3
        /// The offset of the shadow. Default (0, -3).
        open var shadowOffset = CGSize(width: 0, height: -3)

        /// Creates a layer with the default settings.
        public override init() {
            super.init()
        }
    }
#endif

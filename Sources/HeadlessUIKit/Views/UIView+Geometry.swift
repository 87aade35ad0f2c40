#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// The center of the frame, in the superview's coordinates; setting it moves the frame.
        public var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
        }

        /// The window the view is in: the top of its superview chain when that is a window, else `nil`.
        public var window: UIWindow? {
            var top: UIView = self
            while let superview = top.superview { top = superview }
            return top as? UIWindow
        }

        /// The view's transform, kept by its layer. Default the identity; headlessly it changes no frame.
        public var transform: CGAffineTransform {
            get { layer.affineTransform() }
            set { layer.setAffineTransform(newValue) }
        }

        /// Converts a point from this view's coordinates to `view`'s; `nil` means the window's (the top
        /// of the hierarchy). Views in different hierarchies convert through their tops' coordinates.
        public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let offset = originInTop()
            let target = view?.originInTop() ?? .zero
            return CGPoint(x: point.x + offset.x - target.x, y: point.y + offset.y - target.y)
        }

        /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
        public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
            let source = view?.originInTop() ?? .zero
            let offset = originInTop()
            return CGPoint(x: point.x + source.x - offset.x, y: point.y + source.y - offset.y)
        }

        /// Converts a rectangle from this view's coordinates to `view`'s (the window's when `nil`).
        public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }

        /// Converts a rectangle from `view`'s coordinates (the window's when `nil`) to this view's.
        public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }

        /// How far this view's coordinates are from those of the top of its hierarchy: each level below
        /// the top adds its frame's origin and takes away its bounds' origin (a scroll view's offset).
        private func originInTop() -> CGPoint {
            var offset = CGPoint.zero
            var view: UIView = self
            while let superview = view.superview {
                offset.x += view.frame.minX - view.bounds.minX
                offset.y += view.frame.minY - view.bounds.minY
                view = superview
            }
            return offset
        }
    }
#endif

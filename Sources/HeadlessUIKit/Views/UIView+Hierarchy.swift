#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// Whether the view is `view` or inside it.
        public func isDescendant(of view: UIView) -> Bool {
            var current: UIView? = self
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.superview
            }
            return false
        }
    }
#endif

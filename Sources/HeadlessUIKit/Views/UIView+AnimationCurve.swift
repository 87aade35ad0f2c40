#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// The timing curve of an animation.
        public enum AnimationCurve: Int, Sendable {
            /// Slow at the start and at the end.
            case easeInOut = 0
            /// Slow at the start.
            case easeIn = 1
            /// Slow at the end.
            case easeOut = 2
            /// Even speed throughout.
            case linear = 3
        }
    }
#endif

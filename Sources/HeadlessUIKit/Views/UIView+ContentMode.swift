#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// How a view lays out its content when its bounds change.
        public enum ContentMode: Int, Sendable {
            /// Stretches the content to fill the bounds.
            case scaleToFill = 0
            /// Scales the content to fit, keeping its aspect ratio.
            case scaleAspectFit = 1
            /// Scales the content to fill, keeping its aspect ratio; some content may be clipped.
            case scaleAspectFill = 2
            /// Redraws the content when the bounds change.
            case redraw = 3
            /// Centers the content.
            case center = 4
            /// Centers the content at the top edge.
            case top = 5
            /// Centers the content at the bottom edge.
            case bottom = 6
            /// Centers the content at the left edge.
            case left = 7
            /// Centers the content at the right edge.
            case right = 8
            /// Puts the content in the top-left corner.
            case topLeft = 9
            /// Puts the content in the top-right corner.
            case topRight = 10
            /// Puts the content in the bottom-left corner.
            case bottomLeft = 11
            /// Puts the content in the bottom-right corner.
            case bottomRight = 12
        }
    }
#endif

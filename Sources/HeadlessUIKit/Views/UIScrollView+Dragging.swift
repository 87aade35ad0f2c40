#if !canImport(UIKit)
    import Foundation

    extension UIScrollView {
        /// How dragging the content dismisses the keyboard.
        public enum KeyboardDismissMode: Int, Sendable {
            /// Dragging leaves the keyboard up.
            case none = 0
            /// The keyboard goes down when a drag begins.
            case onDrag = 1
            /// The keyboard follows the finger and can be dragged down.
            case interactive = 2
            /// As `onDrag`, and the input accessory view goes too (iOS 16).
            case onDragWithAccessory = 3
            /// As `interactive`, and the input accessory view goes too (iOS 16).
            case interactiveWithAccessory = 4
        }

        /// The color of the scroll indicators.
        public enum IndicatorStyle: Int, Sendable {
            /// Black or white, whichever shows on the content.
            case `default` = 0
            /// Black, for light content.
            case black = 1
            /// White, for dark content.
            case white = 2
        }

        /// Drags the content as the user's finger does (headless addition): the content moves against
        /// the finger by `translation`, clamped so it does not pass its edges (with `contentInset`).
        ///
        /// As in UIKit, a drag does nothing while `isScrollEnabled` is `false`, and when
        /// `keyboardDismissMode` is anything but `.none` it first ends editing in the scroll view's window
        /// (or the scroll view when it has none), so a text field inside resigns first responder.
        /// - Returns: Whether the drag happened.
        @discardableResult
        public func headlessDrag(by translation: CGPoint) -> Bool {
            guard isScrollEnabled else { return false }
            if keyboardDismissMode != .none { (window ?? self).endEditing(true) }
            let inset = contentInset
            let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
            let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
            contentOffset = CGPoint(
                x: min(max(contentOffset.x - translation.x, -inset.left), maxX),
                y: min(max(contentOffset.y - translation.y, -inset.top), maxY))
            return true
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// A spinner that shows that work is in progress.
    @preconcurrency @MainActor
    open class UIActivityIndicatorView: UIView {
        /// The size of the spinner.
        public enum Style: Int, Sendable {
            /// The default size.
            case medium = 100
            /// The large size.
            case large = 101
            /// Deprecated: large and white.
            case whiteLarge = 0
            /// Deprecated: white.
            case white = 1
            /// Deprecated: gray.
            case gray = 2
        }

        /// The spinner's style. Default `.medium`.
        open var style: Style = .medium
        /// The spinner's color. Default `.gray` (headless stand-in for the style's color).
        open var color: UIColor! = .gray
        /// Whether the view hides itself while stopped. Default `true`. Changing it on a stopped spinner
        /// hides or shows the spinner at once, as in UIKit.
        open var hidesWhenStopped = true {
            didSet { if !isAnimating { isHidden = hidesWhenStopped } }
        }

        /// Whether the spinner is animating. Default `false`.
        open private(set) var isAnimating = false

        /// Creates a stopped spinner of a style (hidden, since `hidesWhenStopped` is `true`).
        public convenience init(style: Style) {
            self.init(frame: .zero)
            self.style = style
        }

        /// Creates a stopped `.medium` spinner.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            updateVisibility()
        }

        /// Creates a spinner from an archive. UIKit's initializer cannot fail; headlessly no archive is
        /// read, so this makes what `init(frame: .zero)` makes: a stopped, hidden `.medium` spinner.
        public required init(coder: NSCoder) {
            super.init(frame: .zero)
            updateVisibility()
        }

        /// Starts the animation and shows the view.
        open func startAnimating() {
            isAnimating = true
            updateVisibility()
        }

        /// Stops the animation; hides the view when `hidesWhenStopped` is `true`.
        open func stopAnimating() {
            isAnimating = false
            updateVisibility()
        }

        private func updateVisibility() {
            if hidesWhenStopped { isHidden = !isAnimating }
        }
    }
#endif

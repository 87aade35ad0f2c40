#if !canImport(UIKit)
    import Foundation

    /// A view that shows an image.
    @preconcurrency @MainActor
    open class UIImageView: UIView {
        /// The image the view shows.
        open var image: UIImage?

        /// The image shown while highlighted. Default `nil`.
        open var highlightedImage: UIImage?

        /// Whether the view shows its highlighted image. Default `false`.
        open var isHighlighted = false

        /// The point size, weight, scale or text style for symbol images the view shows. Default `nil`.
        open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// Creates an image view; image views ignore touches, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }

        /// Creates an image view showing the given image, sized to it (headlessly `.zero`).
        public convenience init(image: UIImage?) {
            self.init(frame: .zero)
            self.image = image
        }

        /// Creates an image view with an image and a highlighted image.
        public convenience init(image: UIImage?, highlightedImage: UIImage?) {
            self.init(image: image)
            self.highlightedImage = highlightedImage
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif

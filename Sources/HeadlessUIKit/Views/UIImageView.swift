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

        /// Creates an image view showing the given image, its frame sized to the image's `size`.
        public convenience init(image: UIImage?) {
            self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
            self.image = image
        }

        /// The size of the image shown: the highlighted image's while highlighted (when there is one),
        /// else the image's; `noIntrinsicMetric` in both dimensions without an image.
        open override var intrinsicContentSize: CGSize {
            let shown = isHighlighted ? highlightedImage ?? image : image
            guard let shown else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
            return shown.size
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

#if !canImport(UIKit)
    import Foundation

    /// A view that shows an image.
    @preconcurrency @MainActor
    open class UIImageView: UIView {
        /// The image the view shows.
        open var image: UIImage?

        /// Creates an image view showing the given image.
        public convenience init(image: UIImage?) {
            self.init(frame: .zero)
            self.image = image
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// An image, identified headlessly by the name it was created with.
    public final class UIImage: NSObject, Sendable {
        /// The name the image was created with (headless addition, for inspection).
        public let headlessName: String

        /// Creates an image from a named asset.
        public init?(named name: String) {
            headlessName = name
            super.init()
        }

        /// Creates a system symbol image.
        public init?(systemName name: String) {
            headlessName = name
            super.init()
        }
    }
#endif

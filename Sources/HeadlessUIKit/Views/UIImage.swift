#if !canImport(UIKit)
    import Foundation

    /// An image, identified headlessly by the name it was created with.
    public final class UIImage: NSObject, Sendable {
        /// The name the image was created with (headless addition, for inspection).
        public let headlessName: String

        /// The symbol configuration: for a symbol image, its own (unspecified unless given); `nil` for
        /// other images.
        public let symbolConfiguration: UIImage.SymbolConfiguration?

        /// The image's size in points. From data, the pixel size its PNG, GIF, BMP or JPEG header
        /// states (other formats `.zero`); a symbol, a square of its configuration's point size (17
        /// when unspecified); a named image `.zero`, as there are no asset catalogs headlessly.
        public let size: CGSize

        /// Creates an image from a named asset.
        public init?(named name: String) {
            headlessName = name
            symbolConfiguration = nil
            size = .zero
            super.init()
        }

        /// Creates an image from encoded image data; `nil` when the data is not an image.
        ///
        /// Headlessly nothing is decoded: the data must start with the signature of a PNG, JPEG, GIF,
        /// BMP, TIFF, WebP or HEIF file. The image's `headlessName` is `data:` and the byte count.
        public init?(data: Data) {
            guard Self.imageSignatures.contains(where: { Self.data(data, matches: $0) }) else { return nil }
            headlessName = "data:\(data.count)"
            symbolConfiguration = nil
            size = Self.headlessPixelSize(of: data)
            super.init()
        }

        /// Image file signatures: bytes at an offset (`nil` where any byte goes).
        private static let imageSignatures: [[UInt8?]] = [
            [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], [0x47, 0x49, 0x46, 0x38], [0x42, 0x4D],
            [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A],
            [0x52, 0x49, 0x46, 0x46, nil, nil, nil, nil, 0x57, 0x45, 0x42, 0x50],
            [nil, nil, nil, nil, 0x66, 0x74, 0x79, 0x70],
        ]

        private static func data(_ data: Data, matches signature: [UInt8?]) -> Bool {
            data.count >= signature.count
                && zip(data.prefix(signature.count), signature).allSatisfy { byte, expected in
                    expected.map { $0 == byte } ?? true
                }
        }

        /// Creates a system symbol image, with an unspecified symbol configuration.
        public convenience init?(systemName name: String) {
            self.init(systemName: name, withConfiguration: nil)
        }

        /// Creates a system symbol image with a configuration; a symbol configuration becomes the
        /// image's `symbolConfiguration`, anything else leaves it unspecified.
        public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
            headlessName = name
            symbolConfiguration = (configuration as? UIImage.SymbolConfiguration) ?? .unspecified
            size = Self.headlessSymbolSize(symbolConfiguration)
            super.init()
        }
    }
#endif

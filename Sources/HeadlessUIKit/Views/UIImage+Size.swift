#if !canImport(UIKit)
    import Foundation

    extension UIImage {
        /// The side of a symbol image headlessly: its configuration's point size, else 17 points (the
        /// body text size), as a square.
        static func headlessSymbolSize(_ configuration: UIImage.SymbolConfiguration?) -> CGSize {
            let side = configuration.map { $0.pointSize > 0 ? $0.pointSize : 17 } ?? 17
            return CGSize(width: side, height: side)
        }

        /// The pixel size an image file's header states: PNG, GIF, BMP and JPEG; `.zero` for the other
        /// formats and for a header cut short.
        static func headlessPixelSize(of data: Data) -> CGSize {
            let bytes = [UInt8](data.prefix(64 * 1024))
            func bigEndian(_ offset: Int, _ count: Int) -> Int? {
                guard offset + count <= bytes.count else { return nil }
                return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
            }
            func littleEndian(_ offset: Int, _ count: Int) -> Int? {
                guard offset + count <= bytes.count else { return nil }
                return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
            }
            func size(_ width: Int?, _ height: Int?) -> CGSize {
                guard let width, let height else { return .zero }
                return CGSize(width: width, height: height)
            }
            switch bytes.first {
            case 0x89:  // PNG: the IHDR chunk's width and height, big-endian.
                return size(bigEndian(16, 4), bigEndian(20, 4))
            case 0x47:  // GIF: the logical screen's width and height, little-endian.
                return size(littleEndian(6, 2), littleEndian(8, 2))
            case 0x42:  // BMP: the info header's width and height (negative for top-down rows).
                let height = littleEndian(22, 4).map { Int(Int32(truncatingIfNeeded: $0).magnitude) }
                return size(littleEndian(18, 4), height)
            case 0xFF:  // JPEG: the first start-of-frame segment.
                return jpegSize(bytes)
            default:
                return .zero
            }
        }

        /// Walks a JPEG's segments to the first start-of-frame marker (C0–CF but C4, C8 and CC), whose
        /// header holds the height, then the width, big-endian.
        private static func jpegSize(_ bytes: [UInt8]) -> CGSize {
            var offset = 2
            while offset + 9 <= bytes.count, bytes[offset] == 0xFF {
                let marker = bytes[offset + 1]
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                    let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                    return CGSize(width: width, height: height)
                }
                offset += 2 + length
            }
            return .zero
        }
    }
#endif

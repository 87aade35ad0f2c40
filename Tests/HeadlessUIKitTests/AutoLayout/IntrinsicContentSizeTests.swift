// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The first bytes of image files that state a pixel size.
    enum ImageHeaders {
        static func png(width: UInt32, height: UInt32) -> Data {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
            return Data(bytes + [8, 6, 0, 0, 0])
        }

        static func gif(width: UInt16, height: UInt16) -> Data {
            var bytes = Array("GIF89a".utf8)
            for value in [width, height] { bytes += withUnsafeBytes(of: value.littleEndian, Array.init) }
            return Data(bytes + [0, 0, 0])
        }

        static func jpeg(width: UInt16, height: UInt16) -> Data {
            // Start of image, an APP0 segment of 16 bytes, then a baseline start-of-frame segment.
            var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08]
            for value in [height, width] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
            return Data(bytes + [3, 1, 0x22, 0])
        }

        static func bmp(width: Int32, height: Int32) -> Data {
            var bytes: [UInt8] = [0x42, 0x4D] + Array(repeating: 0, count: 16)
            for value in [width, height] { bytes += withUnsafeBytes(of: value.littleEndian, Array.init) }
            return Data(bytes + [1, 0, 32, 0])
        }
    }

    @MainActor
    @Suite struct IntrinsicContentSizeTests {
        @Test func whenAnImageComesFromData_thatItsSizeIsTheHeadersPixelSize() throws {
            #expect(
                try #require(UIImage(data: ImageHeaders.png(width: 120, height: 80))).size
                    == CGSize(width: 120, height: 80))
            #expect(
                try #require(UIImage(data: ImageHeaders.gif(width: 300, height: 2))).size
                    == CGSize(width: 300, height: 2))
            #expect(
                try #require(UIImage(data: ImageHeaders.jpeg(width: 640, height: 480))).size
                    == CGSize(width: 640, height: 480))
            #expect(
                try #require(UIImage(data: ImageHeaders.bmp(width: 16, height: -9))).size
                    == CGSize(width: 16, height: 9))
            #expect(try #require(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))).size == .zero)
            #expect(UIImage(named: "photo")?.size == .zero)
            let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
            #expect(symbol?.size == CGSize(width: 24, height: 24))
            #expect(UIImage(systemName: "star")?.size == CGSize(width: 17, height: 17))
        }

        @Test func whenAnImageViewShowsAnImage_thatItsIntrinsicSizeIsTheImagesAndWithoutOneThereIsNone() throws {
            let image = try #require(UIImage(data: ImageHeaders.png(width: 120, height: 80)))
            let highlighted = try #require(UIImage(data: ImageHeaders.png(width: 10, height: 20)))
            let view = UIImageView(image: image, highlightedImage: highlighted)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
            #expect(view.intrinsicContentSize == CGSize(width: 120, height: 80))
            view.isHighlighted = true
            #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
            view.image = nil
            view.highlightedImage = nil
            #expect(
                view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }

        @Test func whenAButtonHasATitleAndAnImage_thatItsIntrinsicSizeIsBothBesideEachOtherPlusTheInsets() throws {
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            let probe = UILabel()
            probe.font = button.titleLabel?.font
            probe.text = "Continue"
            let title = probe.intrinsicContentSize
            #expect(title.width > 0)
            #expect(button.intrinsicContentSize == title)
            button.setImage(try #require(UIImage(data: ImageHeaders.png(width: 20, height: 40))), for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
            #expect(
                button.intrinsicContentSize == CGSize(width: title.width + 20 + 8, height: max(title.height, 40) + 6))
            #expect(UIButton(type: .custom).intrinsicContentSize == .zero)

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.image = UIImage(systemName: "arrow.right")
            configuration.imagePadding = 6
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            let configured = UIButton(configuration: configuration)
            #expect(
                configured.intrinsicContentSize
                    == CGSize(width: title.width + 6 + 17 + 24, height: max(title.height, 17) + 14))
        }

        @Test func whenASwitchIsAsked_thatItIsUIKitsFixedSize() {
            let toggle = UISwitch()
            #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
            #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        }

        @Test func whenControlsSitInAStack_thatTheirIntrinsicSizesSizeIt() throws {
            let icon = UIImageView(image: try #require(UIImage(data: ImageHeaders.png(width: 24, height: 24))))
            let label = UILabel()
            label.text = "Wi-Fi"
            label.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [icon, label, toggle])
            row.spacing = 8
            row.alignment = .center
            let size = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(size == CGSize(width: 24 + 8 + label.intrinsicContentSize.width + 8 + 51, height: 31))
            row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            row.layoutIfNeeded()
            #expect(toggle.frame == CGRect(x: 269, y: 6.5, width: 51, height: 31))
            #expect(icon.frame == CGRect(x: 0, y: 10, width: 24, height: 24))
        }
    }
#endif

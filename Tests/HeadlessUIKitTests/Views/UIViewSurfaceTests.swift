// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that restyles its button title when its tint changes, as cells written for iOS do.
    @MainActor
    private final class TintedCell: UITableViewCell {
        var tints: [UIColor] = []

        override func tintColorDidChange() {
            super.tintColorDidChange()
            tints.append(tintColor)
        }
    }

    @MainActor
    struct UIViewSurfaceTests {
        @Test func whenATintIsSetAboveACell_thatTheCellIsToldOnceWithTheNewTint() {
            let table = UIView()
            let cell = TintedCell(style: .default, reuseIdentifier: nil)
            table.addSubview(cell)
            #expect(cell.tints.isEmpty)
            table.tintColor = .systemGreen
            #expect(cell.tints == [.systemGreen])
            table.tintColor = .systemGreen
            cell.tintColor = .red
            table.tintColor = .systemPink
            #expect(cell.tints == [.systemGreen, .red])
        }

        @Test func whenACellMovesUnderADifferentTint_thatItIsTold() {
            let tinted = UIView()
            tinted.tintColor = .orange
            let cell = TintedCell(style: .default, reuseIdentifier: nil)
            tinted.addSubview(cell)
            UIView().addSubview(cell)
            #expect(cell.tints == [.orange, .systemBlue])
        }

        @Test func whenAViewIsRounded_thatItsLayerKeepsTheRadiusAndClippingIsTheSameSetting() {
            let view = UIView()
            #expect(view.layer.cornerRadius == 0 && !view.layer.masksToBounds && view.layer.opacity == 1)
            view.layer.cornerRadius = 8
            view.clipsToBounds = true
            #expect(view.layer.cornerRadius == 8 && view.layer.masksToBounds)
            view.layer.masksToBounds = false
            #expect(!view.clipsToBounds)
            #expect(view.layer.borderWidth == 0 && view.layer.shadowOpacity == 0 && view.layer.shadowRadius == 3)
            #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
        }

        @Test func whenATableIsMadeToResizeWithItsSuperview_thatItsMaskIsKept() {
            let table = UITableView(frame: .zero, style: .plain)
            #expect(table.autoresizingMask.isEmpty)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            #expect(table.autoresizingMask.rawValue == 18)
            let margins: UIView.AutoresizingMask = [
                .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
            ]
            #expect(margins.rawValue == 45)
        }

        @Test func whenAScreenFlashesItsScrollIndicators_thatEachFlashIsCounted() {
            let table = UITableView(frame: .zero, style: .plain)
            #expect(table.headlessScrollIndicatorFlashCount == 0 && table.showsVerticalScrollIndicator)
            table.flashScrollIndicators()
            table.flashScrollIndicators()
            #expect(table.headlessScrollIndicatorFlashCount == 2 && table.showsHorizontalScrollIndicator)
        }

        @Test func whenALabelIsGivenAWrappingWidth_thatItKeepsIt() {
            let label = UILabel()
            #expect(label.preferredMaxLayoutWidth == 0)
            label.preferredMaxLayoutWidth = 280
            #expect(label.preferredMaxLayoutWidth == 280)
        }

        @Test func whenColorsAreNamed_thatTheyHaveTheirLightAppearanceValues() {
            #expect(
                UIColor.orange.headlessComponents == (1, 0.5, 0, 1) && UIColor.yellow.headlessComponents == (1, 1, 0, 1)
            )
            #expect(
                UIColor.purple.headlessComponents == (0.5, 0, 0.5, 1) && UIColor.cyan.headlessComponents == (0, 1, 1, 1)
            )
            #expect(
                UIColor.magenta.headlessComponents == (1, 0, 1, 1)
                    && UIColor.brown.headlessComponents == (0.6, 0.4, 0.2, 1))
            #expect(UIColor.systemPink.headlessComponents.red == 1 && UIColor.systemGray6 == .systemGroupedBackground)
            let system: [UIColor] = [
                .systemPurple, .systemTeal, .systemCyan, .systemMint, .systemBrown, .systemGray2, .systemGray3,
                .systemGray4, .systemGray5, .quaternaryLabel, .placeholderText, .link, .opaqueSeparator,
            ]
            #expect(Set(system).count == system.count)
            #expect(
                UIColor.tertiarySystemBackground == .white && UIColor.tertiarySystemGroupedBackground == .systemGray6)
        }

        @Test func whenImageDataIsLoaded_thatOnlyImageFilesMakeImages() throws {
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try #require(UIImage(data: png)).headlessName == "data:8")
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])) != nil)
            let webp = Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8)
            #expect(UIImage(data: webp) != nil)
            #expect(UIImage(data: Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
            #expect(UIImage(data: Data("<html>".utf8)) == nil && UIImage(data: Data()) == nil)
        }
    }
#endif

// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct ColorAndAttributedTextTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func whenAColorIsMadeFromHueSaturationAndBrightness_thatItsRGBComponentsFollowTheColorWheel() {
        #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
        #expect(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)) == [0, 1, 0, 0.5])
        #expect(rgba(UIColor(hue: 0.5, saturation: 0, brightness: 0.4, alpha: 1)) == [0.4, 0.4, 0.4, 1])
        var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(
                &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 2.0 / 3) < 0.001 && saturation == 1 && brightness == 1 && alpha == 1)
    }

    @Test func whenAColorChangesItsAlpha_thatOnlyTheAlphaChanges() {
        let faded = UIColor.red.withAlphaComponent(0.25)
        #expect(rgba(faded) == [1, 0, 0, 0.25])
        #expect(rgba(UIColor.red) == [1, 0, 0, 1])
    }

    @Test func whenAColorIsGivenInDisplayP3_thatASaturatedP3RedLeavesTheSRGBRange() {
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        #expect(rgba(white) == [1, 1, 1, 1])
        let red = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red[0] > 1 && red[1] < 0 && red[2] < 0)
    }

    @Test func whenAttributedTextIsBuilt_thatKernAndParagraphStyleAreKeptAndMeasured() {
        let text = NSMutableAttributedString()
        #expect(text.length == 0)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .center
        let font = UIFont.systemFont(ofSize: 17)
        text.append(NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 2.0, .paragraphStyle: style]))
        let stored = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(stored?.lineSpacing == 6 && stored?.alignment == .center)
        let plain = NSAttributedString(string: "Hello", attributes: [.font: font]).size()
        let kerned = text.size()
        #expect(kerned.width > plain.width && kerned.height == plain.height)
        let copy = style.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.lineSpacing == 6)
    }
}

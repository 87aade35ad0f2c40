// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIFontTests {
        @Test func whenTheStandardSizesAreRead_thatTheyAreUIKits() {
            #expect(UIFont.labelFontSize == 17)
            #expect(UIFont.buttonFontSize == 18)
            #expect(UIFont.systemFontSize == 14)
            #expect(UIFont.smallSystemFontSize == 12)
        }

        @Test func whenItalicAndMonospacedDigitFontsAreMade_thatTheyAreSystemFontsOfTheirSizeAndWeight() {
            let italic = UIFont.italicSystemFont(ofSize: 13)
            let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium)
            #expect(italic.fontName == UIFont.systemFont(ofSize: 13).fontName)
            #expect(italic.pointSize == 13 && italic.headlessWeight == .regular)
            #expect(digits.pointSize == 15 && digits.headlessWeight == .medium)
            #expect(digits.familyName == digits.fontName)
        }

        @Test func whenFontsAreEqual_thatTheyHashAlikeAndCollapseInASet() {
            let a = UIFont.systemFont(ofSize: 17, weight: .semibold)
            let b = UIFont.systemFont(ofSize: 17, weight: .semibold)
            #expect(a.hash == b.hash)
            #expect(Set([a, b, UIFont.systemFont(ofSize: 17)]).count == 2)
            #expect(!a.isEqual("a string"))
        }

        @Test func whenWeightsAndStylesAreMadeFromRawValues_thatTheyEqualTheNamedOnes() {
            #expect(UIFont.Weight(rawValue: 0.4) == .bold)
            #expect(UIFont.Weight(rawValue: -0.8) == .ultraLight)
            #expect(UIFont.TextStyle(rawValue: UIFont.TextStyle.body.rawValue) == .body)
            #expect(UIFont.TextStyle(rawValue: "custom") != .body)
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIScreenAndUIFontTests {
        @Test func whenTheMainScreenIsRead_thatTheHeadlessScreenAnswers() {
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
            #expect(UIScreen.main.scale == 3)
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
            let saved = UIScreen.headlessMain
            defer { UIScreen.headlessMain = saved }
            UIScreen.headlessMain = UIScreen(headlessBounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2)
            #expect(UIScreen.main.bounds.width == 320 && UIScreen.main.nativeScale == 2)
        }

        @Test(arguments: [
            (UIFont.TextStyle.body, CGFloat(17)), (.headline, 17), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
            (.caption2, 11), (.callout, 16), (.title1, 28), (.title2, 22), (.title3, 20), (.largeTitle, 34),
        ])
        func whenAFontIsMadeForATextStyle_thatItHasTheDefaultSize(style: UIFont.TextStyle, size: CGFloat) {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size)
            #expect(font.headlessTextStyle == style)
        }

        @Test func whenSystemFontsAreMade_thatSizeAndWeightAreKept() {
            #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
            #expect(UIFont.boldSystemFont(ofSize: 15).headlessWeight == .bold)
            #expect(
                UIFont.systemFont(ofSize: 13, weight: .semibold) == UIFont.systemFont(ofSize: 13, weight: .semibold))
            #expect(UIFont.systemFont(ofSize: 13).withSize(20).pointSize == 20)
            #expect(UIFont(name: "Menlo", size: 11)?.fontName == "Menlo")
            #expect(UILabel(frame: .zero).font.pointSize == UIFont.labelFontSize)
        }

        @Test func whenALabelIsMade_thatItIsAnAccessibilityElementWithUIKitsDefaults() {
            let label = UILabel(frame: .zero)
            #expect(label.isAccessibilityElement)
            #expect(!UIView(frame: .zero).isAccessibilityElement)
            #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
            #expect(label.textColor == .label)
            label.attributedText = NSAttributedString(string: "Styled")
            #expect(label.text == "Styled")
            label.accessibilityTraits.insert(.header)
            label.accessibilityIdentifier = "title"
            #expect(label.accessibilityTraits == [.header] && label.accessibilityIdentifier == "title")
        }
    }
#endif

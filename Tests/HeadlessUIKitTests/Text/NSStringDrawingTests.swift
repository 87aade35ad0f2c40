// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    struct NSStringDrawingTests {
        let font = UIFont.systemFont(ofSize: 10)

        @Test func whenACellMeasuresWrappedText_thatLinesBreakBetweenWordsAtTheWidth() {
            // 10-point glyphs are estimated at 5.2 points, so a 52-point width holds 10 characters.
            let rect = "one two three four".boundingRect(
                with: CGSize(width: 52, height: 10_000), options: [.usesLineFragmentOrigin],
                attributes: [.font: font], context: nil)
            #expect(rect.height == 24 && abs(rect.width - 52) < 0.001)
        }

        @Test func whenTheOptionsAskForOneLine_thatOnlyTheFirstParagraphIsMeasuredUnwrapped() {
            let rect = ("first line\nsecond" as NSString).boundingRect(
                with: CGSize(width: 20, height: 100), options: [], attributes: [.font: font], context: nil)
            #expect(rect.height == 12 && abs(rect.width - 52) < 0.001)
        }

        @Test func whenAWordIsLongerThanTheWidth_thatItIsCutIntoFullLines() {
            let context = NSStringDrawingContext()
            let rect = "abcdefghijklmnopqrstuvwxy".boundingRect(
                with: CGSize(width: 52, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
                attributes: [.font: font, .foregroundColor: UIColor.red], context: context)
            #expect(rect.height == 3 * 12.5 && context.totalBounds == rect)
            #expect(context.actualScaleFactor == 1 && context.minimumScaleFactor == 0)
        }

        @Test func whenNoFontIsGiven_thatHelvetica12IsUsedAsInUIKit() {
            let rect = "ab".boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
            #expect(abs(rect.width - 2 * 12 * 0.52) < 0.001 && abs(rect.height - 14.4) < 0.001)
        }

        @Test func whenTheSizeIsUnboundedOrTheFontHasNoSize_thatTheTextStaysOnOneLine() {
            let unbounded = "a long line of text".boundingRect(
                with: CGSize(width: CGFloat.infinity, height: 10), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: nil)
            #expect(unbounded.height == 12)
            let sizeless = "ab".boundingRect(
                with: CGSize(width: 10, height: 10), options: .usesLineFragmentOrigin,
                attributes: [.font: UIFont.systemFont(ofSize: 0)], context: nil)
            #expect(sizeless.width == 0 && sizeless.height == 0)
        }

        @Test func whenAttributesAreNamed_thatTheyHaveUIKitsKeys() {
            #expect(NSAttributedString.Key.font.rawValue == "NSFont")
            #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
            #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
            #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
            #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        }
    }
#endif

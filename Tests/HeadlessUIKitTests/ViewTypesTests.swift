// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A view that counts its layout passes.
    @MainActor
    private final class CountingView: UIView {
        var layoutPasses = 0
        override func layoutSubviews() { layoutPasses += 1 }
    }

    /// A scroll view that records the offsets it was told about.
    @MainActor
    private final class RecordingScrollView: UIScrollView {
        var offsets: [CGPoint] = []
        override func headlessContentOffsetDidChange() {
            super.headlessContentOffsetDidChange()
            offsets.append(contentOffset)
        }
    }

    /// A table written before the hook was renamed: it overrides the old name, which still hears of
    /// every offset change after the table's own update.
    @MainActor
    private final class OldNameRecordingTable: UITableView {
        var offsets: [CGPoint] = []
        override func contentOffsetDidChange() { offsets.append(contentOffset) }
    }

    @MainActor
    @Suite("The headless view types keep UIKit's state and defaults")
    struct ViewTypesTests {
        // MARK: UIColor

        @Test func aGrayHasEqualRedGreenAndBlueComponents() {
            let gray = UIColor(white: 0.25, alpha: 0.5)
            #expect(gray.headlessComponents.red == 0.25)
            #expect(gray.headlessComponents.green == 0.25)
            #expect(gray.headlessComponents.blue == 0.25)
            #expect(gray.headlessComponents.alpha == 0.5)
        }

        @Test func colorsWithEqualComponentsAreEqualAndHashAlike() {
            let a = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            let b = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            #expect(a == b)
            #expect(a.hash == b.hash)
            #expect(Set([a, b]).count == 1)
            #expect(a != UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
            #expect(!a.isEqual("not a color"))
            #expect(!a.isEqual(nil))
        }

        @Test func namedColorsHaveUIKitsComponents() {
            #expect(UIColor.black == UIColor(white: 0, alpha: 1))
            #expect(UIColor.white == UIColor(white: 1, alpha: 1))
            #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
            #expect(UIColor.clear.headlessComponents.alpha == 0)
            #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(UIColor.blue == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            // The system colors' light-mode sRGB values: (255, 59, 48), (142, 142, 147), (0, 122, 255).
            #expect(UIColor.systemRed == UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1))
            #expect(UIColor.systemGray == UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1))
            #expect(UIColor.systemBlue == UIColor(red: 0, green: 0.478, blue: 1, alpha: 1))
        }

        // MARK: Images and nibs

        @Test func imagesRememberTheNameTheyWereCreatedWith() throws {
            #expect(try #require(UIImage(named: "avatar")).headlessName == "avatar")
            #expect(try #require(UIImage(systemName: "star.fill")).headlessName == "star.fill")
        }

        @Test func anImageViewShowsTheImageItWasCreatedWith() {
            let image = UIImage(named: "photo")
            let view = UIImageView(image: image)
            #expect(view.image === image)
            #expect(UIImageView(image: nil).image == nil)
        }

        @Test func aNibRemembersItsName() {
            #expect(UINib(nibName: "Cell", bundle: nil).headlessName == "Cell")
        }

        // MARK: UIView

        @Test func aViewCannotBeUnarchivedHeadlessly() {
            #expect(UIView(coder: NSCoder()) == nil)
        }

        @Test func aViewCannotTakeFocusByDefault() {
            #expect(!UIView().canBecomeFocused)
        }

        @Test func sizeThatFitsAnswersTheCurrentSize() {
            let view = UIView(frame: CGRect(x: 5, y: 5, width: 120, height: 30))
            #expect(view.sizeThatFits(CGSize(width: 999, height: 999)) == CGSize(width: 120, height: 30))
        }

        @Test func layoutIfNeededLaysOutOnlyWhenAPassIsPending() {
            let view = CountingView(frame: .zero)
            view.layoutIfNeeded()
            view.layoutIfNeeded()
            #expect(view.layoutPasses == 1)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(view.layoutPasses == 2)
        }

        @Test func addingASubviewMovesItFromItsOldSuperview() {
            let (first, second, child) = (UIView(), UIView(), UIView())
            first.addSubview(child)
            second.addSubview(child)
            #expect(first.subviews.isEmpty)
            #expect(second.subviews.count == 1)
            #expect(child.superview === second)
            child.removeFromSuperview()
            #expect(second.subviews.isEmpty)
            #expect(child.superview == nil)
        }

        @Test func aViewControllerHasARootView() {
            #expect(UIViewController().view != nil)
        }

        // MARK: UIScrollView

        @Test func aScrollViewIsIdleAndScrollsToTopByDefault() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(scrollView.scrollsToTop)
            #expect(!scrollView.isTracking)
            #expect(!scrollView.isDragging)
            #expect(!scrollView.isDecelerating)
            #expect(scrollView.contentOffset == .zero)
        }

        @Test func theAdjustedInsetIsTheContentInset() {
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        }

        @Test func settingTheOffsetMovesTheBoundsAndReportsOnlyRealChanges() {
            let scrollView = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.setContentOffset(CGPoint(x: 0, y: 70), animated: false)
            #expect(scrollView.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 70)])
            #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 70))
        }

        @Test func whenASubclassOverridesTheHooksOldName_thatItStillHearsOfEachRealChange() {
            let table = OldNameRecordingTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
            table.contentOffset = CGPoint(x: 0, y: 25)
            table.contentOffset = CGPoint(x: 0, y: 25)
            table.setContentOffset(.zero, animated: false)
            #expect(table.offsets == [CGPoint(x: 0, y: 25), .zero])
        }

        @Test func theBaseScrollViewIgnoresOffsetChanges() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentOffset = CGPoint(x: 0, y: 15)
            #expect(scrollView.bounds == CGRect(x: 0, y: 15, width: 100, height: 100))
        }

        // MARK: Selector

        @Test func selectorsCompareByMethodName() {
            let literal: Selector = "copy:"
            let name = "copy:"
            #expect(Selector(name) == literal)
            #expect(Selector("paste:") != literal)
            #expect(literal.description == "copy:")
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @MainActor
    struct UIScrollViewDraggingTests {
        @Test func whenTheUserDragsAScrollView_thatItMovesWithinItsContentAndDismissesTheKeyboardOnDrag() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 1000)
            let field = UITextField()
            window.addSubview(scroll)
            scroll.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(scroll.headlessDrag(by: CGPoint(x: 0, y: -300)))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300) && field.isFirstResponder)
            scroll.keyboardDismissMode = .onDrag
            #expect(scroll.headlessDrag(by: CGPoint(x: 0, y: -900)))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 520) && !field.isFirstResponder)
            scroll.isScrollEnabled = false
            #expect(!scroll.headlessDrag(by: CGPoint(x: 0, y: 100)))
            #expect(scroll.contentOffset.y == 520)
        }
    }
#endif

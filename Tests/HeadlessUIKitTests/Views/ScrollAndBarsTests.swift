// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct ScrollAndBarsTests {
    @Test func whenANavigationControllerShowsItsToolbar_thatItShowsTheTopControllersItems() {
        let first = UIViewController()
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        first.setToolbarItems([done], animated: false)
        let navigation = UINavigationController(rootViewController: first)
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: false)
        #expect(!navigation.isToolbarHidden && navigation.toolbar.items == [done])
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.toolbar.items == nil)
    }

    @Test func whenAScrollViewIsConfigured_thatItKeepsUIKitsDefaults() {
        let scroll = UIScrollView()
        #expect(scroll.isScrollEnabled && scroll.keyboardDismissMode == .none && scroll.indicatorStyle == .default)
        scroll.keyboardDismissMode = .onDrag
        scroll.indicatorStyle = .white
        #expect(scroll.keyboardDismissMode == .onDrag && scroll.indicatorStyle == .white)
    }
}

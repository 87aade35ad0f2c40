// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A controller that records its appearance and layout calls.
    @MainActor
    private final class AppearanceLog: UIViewController {
        var calls: [String] = []

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("viewDidAppear")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("viewDidLayoutSubviews \(Int(view.bounds.width))")
        }
    }

    @MainActor
    @Suite struct UIViewControllerHeadlessAppearanceTests {
        @Test func whenAShownControllerIsShownAgain_thatItIsOnlyLaidOutAtTheNewSize() {
            let controller = AppearanceLog(nibName: nil, bundle: nil)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            controller.calls = []
            controller.headlessAppear(size: CGSize(width: 480, height: 320))
            #expect(controller.calls == ["viewDidLayoutSubviews 480"])
            #expect(controller.view.bounds.size == CGSize(width: 480, height: 320))
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A controller that records what a size change tells it.
    @MainActor
    private final class RotatingController: UIViewController {
        var events: [String] = []

        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("willTransition to \(Int(size.width)) from \(Int(view.bounds.width))")
            coordinator.animate(
                alongsideTransition: { _ in self.events.append("alongside at \(Int(self.view.bounds.width))") },
                completion: { _ in self.events.append("completion") })
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            events.append("didLayout \(Int(view.bounds.width))")
        }
    }

    @MainActor
    struct UIViewControllerSizeTransitionTests {
        @Test func whenTheViewChangesSize_thatTheControllerAndItsChildrenHearItBeforeTheNewLayout() {
            let parent = RotatingController()
            let child = RotatingController()
            parent.addChild(child)
            parent.headlessLayout(size: CGSize(width: 390, height: 844))
            parent.events = []
            parent.headlessTransition(to: CGSize(width: 844, height: 390))
            #expect(
                parent.events == [
                    "willTransition to 844 from 390", "didLayout 844", "alongside at 844", "completion",
                ])
            #expect(child.events.first == "willTransition to 844 from 390")
            parent.headlessTransition(to: CGSize(width: 844, height: 390))
            #expect(parent.events.count == 4)
        }
    }
#endif

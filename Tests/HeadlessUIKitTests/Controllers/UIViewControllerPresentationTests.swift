// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    struct UIViewControllerPresentationTests {
        let screen = CGSize(width: 390, height: 844)

        func shown(_ name: String, _ log: ControllerCallLog) -> LoggedController {
            let controller = LoggedController(name, log: log)
            controller.headlessAppear(size: screen)
            log.calls.removeAll()
            return controller
        }

        @Test func whenASheetIsPresented_thatThePresenterStaysOnScreen() {
            let log = ControllerCallLog()
            let presenter = shown("presenter", log)
            let sheet = LoggedController("sheet", log: log)
            var completed = false
            presenter.present(sheet, animated: true) { completed = true }
            #expect(
                log.appearance == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"] && completed)
            #expect(sheet.view.frame.size == screen && sheet.presentingViewController === presenter)
            log.calls.removeAll()
            sheet.dismiss(animated: true)
            #expect(log.appearance == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
            #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
        }

        @Test func whenAFullScreenControllerIsPresentedAndDismissed_thatThePresenterDisappearsAndComesBack() {
            let log = ControllerCallLog()
            let presenter = shown("presenter", log)
            let cover = LoggedController("cover", log: log)
            cover.modalPresentationStyle = .fullScreen
            presenter.present(cover, animated: true)
            #expect(
                log.appearance == [
                    "cover.viewDidLoad", "presenter.viewWillDisappear", "cover.viewWillAppear",
                    "presenter.viewDidDisappear", "cover.viewDidAppear",
                ])
            log.calls.removeAll()
            var completed = false
            presenter.dismiss(animated: true) { completed = true }
            #expect(
                log.appearance == [
                    "cover.viewWillDisappear", "presenter.viewWillAppear", "cover.viewDidDisappear",
                    "presenter.viewDidAppear",
                ])
            #expect(completed && presenter.presentedViewController == nil)
        }

        @Test func whenAChildPresents_thatTheRootOfItsParentsPresentsAndEveryChildSeesIt() {
            let log = ControllerCallLog()
            let root = shown("root", log)
            let child = UIViewController()
            root.addChild(child)
            let sheet = UIViewController()
            child.present(sheet, animated: false)
            #expect(sheet.presentingViewController === root && root.presentedViewController === sheet)
            #expect(child.presentedViewController === sheet)
            let nested = UIViewController()
            sheet.addChild(nested)
            #expect(nested.presentingViewController === root)
            nested.dismiss(animated: false)
            #expect(root.presentedViewController == nil)
        }

        @Test func whenTheContextIsBusyOrOffScreen_thatPresentingDoesNothingAndSkipsTheCompletion() {
            let log = ControllerCallLog()
            let presenter = shown("presenter", log)
            let first = UIViewController()
            presenter.present(first, animated: false)
            var completions = 0
            presenter.present(UIViewController(), animated: false) { completions += 1 }
            #expect(presenter.presentedViewController === first && completions == 0)
            let offScreen = UIViewController()
            offScreen.present(UIViewController(), animated: false) { completions += 1 }
            #expect(offScreen.presentedViewController == nil && completions == 0)
            presenter.present(presenter, animated: false) { completions += 1 }
            #expect(completions == 0)
        }

        @Test func whenThePresenterDismisses_thatEverythingAboveGoesTopFirst() {
            let log = ControllerCallLog()
            let presenter = shown("presenter", log)
            let sheet = LoggedController("sheet", log: log)
            let alert = LoggedController("alert", log: log)
            presenter.present(sheet, animated: true)
            sheet.present(alert, animated: true)
            log.calls.removeAll()
            presenter.dismiss(animated: true)
            #expect(
                log.appearance == [
                    "alert.viewWillDisappear", "alert.viewDidDisappear", "sheet.viewWillDisappear",
                    "sheet.viewDidDisappear",
                ])
            #expect(presenter.presentedViewController == nil && sheet.presentedViewController == nil)
        }

        @Test func whenNothingIsPresented_thatDismissingOnlyRunsTheCompletion() {
            var completed = false
            UIViewController().dismiss(animated: true) { completed = true }
            #expect(completed)
        }

        @Test func whenAControllerShowsAnother_thatItIsPushedInANavigationControllerElsePresented() {
            let log = ControllerCallLog()
            let root = LoggedController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            navigation.headlessAppear(size: screen)
            let detail = UIViewController()
            root.show(detail, sender: nil)
            #expect(navigation.topViewController === detail)
            let alone = shown("alone", log)
            let other = UIViewController()
            alone.show(other, sender: nil)
            #expect(alone.presentedViewController === other)
        }

        @Test func whenAControllerIsAsked_thatItsStatusBarAndPresentationDefaultsAreUIKits() {
            let controller = UIViewController()
            #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
            #expect(controller.modalPresentationStyle == .automatic)
            controller.setNeedsStatusBarAppearanceUpdate()
            #expect(UIStatusBarStyle.lightContent.rawValue == 1 && UIStatusBarStyle.darkContent.rawValue == 3)
            #expect(UIModalPresentationStyle.fullScreen.removesPresenterView)
            #expect(UIModalPresentationStyle.currentContext.removesPresenterView)
            #expect(!UIModalPresentationStyle.overFullScreen.removesPresenterView)
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIViewControllerTests {
        @Test func whenTheViewIsReadTwice_thatItLoadsOnce() {
            let log = ControllerCallLog()
            let controller = LoggedController("c", log: log)
            #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
            let view = controller.view
            #expect(controller.view === view)
            controller.loadViewIfNeeded()
            #expect(log.calls == ["c.loadView", "c.viewDidLoad"])
            #expect(view?.bounds.size == UIScreen.main.bounds.size)
        }

        @Test func whenAControllerAppears_thatUIKitsOrderRunsAtTheGivenSize() {
            let log = ControllerCallLog()
            let controller = LoggedController("c", log: log)
            controller.headlessAppear(size: CGSize(width: 375, height: 600))
            #expect(
                log.calls == [
                    "c.loadView", "c.viewDidLoad", "c.viewWillAppear", "c.viewIsAppearing", "c.viewWillLayoutSubviews",
                    "c.viewDidLayoutSubviews 375", "c.viewDidAppear",
                ])
            log.calls = []
            controller.headlessLayout(size: CGSize(width: 600, height: 375))
            controller.headlessDisappear()
            controller.headlessDisappear()
            #expect(
                log.calls == [
                    "c.viewWillLayoutSubviews", "c.viewDidLayoutSubviews 600", "c.viewWillDisappear",
                    "c.viewDidDisappear",
                ])
        }

        @Test func whenAChildIsAddedAndItsViewIsInside_thatAppearanceIsForwardedAfterTheParent() {
            let log = ControllerCallLog()
            let parent = LoggedController("p", log: log)
            let child = LoggedController("k", log: log)
            let hidden = LoggedController("h", log: log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            parent.addChild(hidden)
            #expect(parent.children.count == 2 && child.parent === parent)
            log.calls = []
            parent.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(
                log.calls.filter { $0.hasSuffix("Appear") } == [
                    "p.viewWillAppear", "k.viewWillAppear", "p.viewDidAppear", "k.viewDidAppear",
                ])
            log.calls = []
            child.willMove(toParent: nil)
            child.removeFromParent()
            #expect(log.calls == ["k.willMove(nil)", "k.didMove(nil)"])
            #expect(parent.children.first === hidden && parent.children.count == 1 && child.parent == nil)
        }

        @Test func whenAChildIsAdded_thatUIKitCallsOnlyWillMove() {
            let log = ControllerCallLog()
            let parent = LoggedController("p", log: log)
            parent.addChild(LoggedController("k", log: log))
            #expect(log.calls == ["k.willMove(parent)"])
        }

        @Test func whenTheTitleIsSet_thatTheNavigationItemFollows() {
            let controller = UIViewController()
            #expect(controller.navigationItem.title == nil)
            controller.title = "Settings"
            #expect(controller.navigationItem.title == "Settings")
            let save = UIBarButtonItem(systemItem: .save)
            controller.navigationItem.rightBarButtonItems = [save, controller.editButtonItem]
            #expect(controller.navigationItem.rightBarButtonItem === save)
            #expect(save.headlessSystemItem == .save)
        }

        @Test func whenTheEditButtonIsTapped_thatEditingTogglesAndItsTitleFollows() {
            let controller = UIViewController()
            let edit = controller.editButtonItem
            #expect(edit.title == "Edit" && edit.style == .plain)
            edit.headlessTap()
            #expect(controller.isEditing && edit.title == "Done" && edit.style == .done)
            controller.isEditing = false
            #expect(edit.title == "Edit")
            #expect(controller.editButtonItem === edit)
        }

        @Test func whenABarButtonItemHasAPrimaryAction_thatATapRunsItWithTheItemAsSender() {
            var sender: AnyObject?
            let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { sender = $0.sender as AnyObject? })
            #expect(item.headlessTap())
            #expect(sender === item)
            item.isEnabled = false
            #expect(!item.headlessTap())
        }

        @Test func whenAControllerPresentsAnother_thatItAppearsAndDismissingRemovesIt() {
            let log = ControllerCallLog()
            let presenter = UIViewController()
            presenter.headlessAppear(size: CGSize(width: 390, height: 844))
            let sheet = LoggedController("s", log: log)
            var completed = false
            presenter.present(sheet, animated: true) { completed = true }
            #expect(
                completed && presenter.presentedViewController === sheet && sheet.presentingViewController === presenter
            )
            #expect(log.calls.last == "s.viewDidAppear")
            sheet.dismiss(animated: true)
            #expect(presenter.presentedViewController == nil && log.calls.last == "s.viewDidDisappear")
        }
    }
#endif

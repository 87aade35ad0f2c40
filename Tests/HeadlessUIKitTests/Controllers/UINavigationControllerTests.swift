// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    struct UINavigationControllerTests {
        let screen = CGSize(width: 390, height: 844)

        /// A list inside a navigation controller, on screen, with the log cleared.
        func shownList(clearsSelection: Bool = true) -> (UINavigationController, FruitListController, ControllerCallLog)
        {
            let log = ControllerCallLog()
            let list = FruitListController(log: log)
            list.clearsSelectionOnViewWillAppear = clearsSelection
            let navigation = UINavigationController(rootViewController: list)
            navigation.headlessAppear(size: screen)
            log.calls.removeAll()
            return (navigation, list, log)
        }

        @Test func whenTheUserTapsARow_thatTheDetailIsPushedInUIKitsAppearanceOrder() throws {
            let (navigation, list, log) = shownList()
            list.tableView.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(navigation.viewControllers.count == 2)
            let detail = try #require(navigation.topViewController as? LoggedController)
            #expect(
                detail.title == "Pear" && detail.navigationController === navigation && detail.parent === navigation)
            #expect(
                log.appearance == [
                    "detail.viewDidLoad", "list.viewWillDisappear", "detail.viewWillAppear", "list.viewDidDisappear",
                    "detail.viewDidAppear", "detail.didMove(parent)",
                ])
            #expect(
                log.calls.filter { $0.hasPrefix("detail.") } == [
                    "detail.willMove(parent)", "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear",
                    "detail.viewIsAppearing", "detail.viewWillLayoutSubviews", "detail.viewDidLayoutSubviews 390",
                    "detail.viewDidAppear", "detail.didMove(parent)",
                ])
            #expect(detail.view.superview === navigation.view && list.view.superview == nil)
            #expect(detail.view.frame.size == screen)
        }

        @Test func whenTheUserGoesBack_thatTheListReappearsWithItsSelectionCleared() {
            let (navigation, list, log) = shownList()
            list.tableView.headlessTap(rowAt: IndexPath(row: 2, section: 0))
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            log.calls.removeAll()
            let popped = navigation.popViewController(animated: true)
            #expect((popped as? LoggedController)?.title == "Plum")
            #expect(
                log.appearance == [
                    "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear",
                    "detail.didMove(nil)",
                ])
            #expect(navigation.viewControllers == [list] && popped?.parent == nil)
            #expect(list.tableView.indexPathForSelectedRow == nil)
        }

        @Test func whenTheListKeepsItsSelection_thatGoingBackLeavesTheRowSelected() {
            let (navigation, list, _) = shownList(clearsSelection: false)
            list.tableView.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            navigation.popViewController(animated: true)
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        }

        @Test func whenTheStackHoldsOnlyTheRoot_thatPoppingDoesNothing() {
            let (navigation, list, log) = shownList()
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(navigation.popToRootViewController(animated: true) == [])
            #expect(navigation.viewControllers == [list] && log.appearance.isEmpty)
        }

        @Test func whenPoppingToTheRoot_thatOnlyTheTopAndTheRootGetAppearanceCalls() {
            let (navigation, list, log) = shownList()
            let second = LoggedController("second", log: log)
            let third = LoggedController("third", log: log)
            navigation.pushViewController(second, animated: false)
            navigation.pushViewController(third, animated: false)
            log.calls.removeAll()
            let popped = navigation.popToRootViewController(animated: true)
            #expect(popped == [second, third] && navigation.topViewController === list)
            #expect(
                log.appearance == [
                    "third.viewWillDisappear", "list.viewWillAppear", "third.viewDidDisappear", "list.viewDidAppear",
                    "second.didMove(nil)", "third.didMove(nil)",
                ])
            #expect(navigation.children == [list])
        }

        @Test func whenPoppingToAControllerInTheMiddle_thatThoseAboveItArePopped() {
            let (navigation, list, log) = shownList()
            let second = LoggedController("second", log: log)
            let third = LoggedController("third", log: log)
            navigation.viewControllers = [list, second, third]
            #expect(navigation.popToViewController(second, animated: false) == [third])
            #expect(navigation.viewControllers == [list, second])
            #expect(navigation.popToViewController(third, animated: false) == nil)
        }

        @Test func whenTheStackIsReplaced_thatChildrenFollowAndTheNewTopAppears() {
            let (navigation, list, log) = shownList()
            let first = LoggedController("first", log: log)
            let second = LoggedController("second", log: log)
            navigation.setViewControllers([first, second], animated: true)
            #expect(navigation.viewControllers == [first, second] && navigation.children == [first, second])
            #expect(list.parent == nil && first.parent === navigation && first.viewIfLoaded == nil)
            #expect(
                log.appearance == [
                    "second.viewDidLoad", "list.viewWillDisappear", "second.viewWillAppear", "list.viewDidDisappear",
                    "second.viewDidAppear", "first.didMove(parent)", "second.didMove(parent)",
                ])
        }

        @Test func whenTheNavigationControllerIsOffScreen_thatPushesRunNoAppearanceCalls() {
            let log = ControllerCallLog()
            let root = LoggedController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let detail = LoggedController("detail", log: log)
            navigation.pushViewController(detail, animated: true)
            #expect(log.appearance == ["root.didMove(parent)", "detail.didMove(parent)"])
            #expect(navigation.viewIfLoaded == nil && navigation.topViewController === detail)
            log.calls.removeAll()
            navigation.headlessAppear(size: screen)
            #expect(log.appearance == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])
            #expect(root.viewIfLoaded == nil)
        }

        @Test func whenEmpty_thatThereIsNoTopAndNothingToPop() {
            let navigation = UINavigationController(nibName: nil, bundle: nil)
            navigation.headlessAppear(size: screen)
            #expect(navigation.topViewController == nil && navigation.visibleViewController == nil)
            #expect(navigation.popToRootViewController(animated: false) == nil)
            #expect(UINavigationController(coder: NSCoder()) == nil)
        }

        @Test func whenAControllerIsNestedInAChildOfTheNavigationController_thatItFindsTheNavigationController() {
            let container = UIViewController()
            let nested = UIViewController()
            container.addChild(nested)
            let navigation = UINavigationController(rootViewController: container)
            #expect(nested.navigationController === navigation && navigation.navigationController == nil)
            #expect(UIViewController().navigationController == nil)
        }

        @Test func whenTheNavigationControllerPresents_thatTheVisibleControllerIsThePresentedOne() {
            let (navigation, list, _) = shownList()
            #expect(navigation.visibleViewController === list)
            let sheet = UIViewController()
            let over = UIViewController()
            list.present(sheet, animated: false)
            sheet.present(over, animated: false)
            #expect(navigation.visibleViewController === over && navigation.topViewController === list)
        }

        @Test func whenTheNavigationControllerIsResized_thatTheTopControllerIsLaidOutAtTheNewSize() {
            let (navigation, list, _) = shownList()
            navigation.headlessLayout(size: CGSize(width: 844, height: 390))
            #expect(list.view.frame.size == CGSize(width: 844, height: 390))
            #expect(list.tableView.bounds.width == 844)
        }

        @Test func whenAScreenStylesTheNavigationBar_thatTheBarKeepsItsAppearance() {
            let navigation = UINavigationController(rootViewController: UIViewController())
            #expect(!navigation.isNavigationBarHidden && navigation.navigationBar.barStyle == .default)
            navigation.isNavigationBarHidden = true
            #expect(navigation.navigationBar.isHidden)
            navigation.setNavigationBarHidden(false, animated: true)
            navigation.navigationBar.barStyle = .black
            navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
            #expect(!navigation.isNavigationBarHidden && navigation.navigationBar.barStyle.rawValue == 1)
            #expect(navigation.navigationBar.isTranslucent && !navigation.navigationBar.prefersLargeTitles)
            #expect(
                navigation.navigationBar.barTintColor == nil && navigation.navigationBar.titleTextAttributes?.count == 1
            )
        }

        @Test func whenTheSameControllerIsPushedTwice_thatUIKitsReasonIsKept() {
            #expect(
                UINavigationController.duplicateControllerMessage
                    == "Pushing the same view controller instance more than once is not supported")
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A menu written as on iOS: a button runs a segue and `prepare(for:sender:)` configures the destination.
    @MainActor
    private final class MenuController: UIViewController {
        var prepared: [(String?, Any?)] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            prepared.append((segue.identifier, sender))
            segue.destination.title = "Prepared by \(segue.source === self ? "menu" : "?")"
        }
    }

    @MainActor
    @Suite(.serialized)
    struct UIStoryboardSegueTests {
        @Test func whenAScreenRunsASegueInANavigationController_thatTheDestinationIsPreparedThenPushed() throws {
            UIStoryboardSegue.headlessStandIns["details"] = { _ in UIViewController() }
            defer { UIStoryboardSegue.headlessStandIns = [:] }
            let menu = MenuController()
            let navigation = UINavigationController(rootViewController: menu)
            navigation.headlessAppear(size: CGSize(width: 390, height: 844))
            menu.performSegue(withIdentifier: "details", sender: "row 1")
            let destination = try #require(navigation.topViewController)
            #expect(destination !== menu && destination.title == "Prepared by menu")
            #expect(
                menu.prepared.count == 1 && menu.prepared[0].0 == "details" && menu.prepared[0].1 as? String == "row 1")
        }

        @Test func whenAScreenOutsideANavigationControllerRunsASegue_thatTheDestinationIsPresented() {
            UIStoryboardSegue.headlessStandIns["about"] = { _ in UIViewController() }
            defer { UIStoryboardSegue.headlessStandIns = [:] }
            let menu = MenuController()
            menu.headlessAppear(size: CGSize(width: 390, height: 844))
            menu.performSegue(withIdentifier: "about", sender: nil)
            #expect(menu.presentedViewController?.title == "Prepared by menu")
            #expect(menu.shouldPerformSegue(withIdentifier: "about", sender: nil))
        }

        @Test func whenASegueIsMadeInCode_thatPerformingTheBaseSegueDoesNothing() {
            let source = UIViewController()
            let segue = UIStoryboardSegue(identifier: nil, source: source, destination: UIViewController())
            segue.perform()
            #expect(segue.identifier == nil && segue.source === source && source.presentedViewController == nil)
        }

        @Test func whenASegueHasNoStandIn_thatTheMessageSaysHowToGiveItOne() {
            let message = UIStoryboardSegue.missingStandInMessage("details", source: UIViewController())
            #expect(message.contains("has no segue with identifier 'details'"))
            #expect(message.contains("UIStoryboardSegue.headlessStandIns[\"details\"]"))
        }
    }
#endif

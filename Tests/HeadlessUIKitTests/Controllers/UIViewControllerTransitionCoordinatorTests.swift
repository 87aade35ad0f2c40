// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A controller that, as it appears, runs work along with the transition and after it, as
    /// screens do to animate a bar or a selection with the push.
    @MainActor
    private final class CoordinatedController: LoggedController {
        var contexts: [any UIViewControllerTransitionCoordinatorContext] = []
        var accepted: Bool?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            accepted = transitionCoordinator?.animate(
                alongsideTransition: { [self] context in
                    log.calls.append("\(name).alongside")
                    contexts.append(context)
                },
                completion: { [self] context in
                    log.calls.append("\(name).completion")
                    contexts.append(context)
                })
        }
    }

    @MainActor
    struct UIViewControllerTransitionCoordinatorTests {
        let screen = CGSize(width: 390, height: 844)

        @Test func whenAScreenIsPushed_thatItsAlongsideWorkRunsWithTheTransitionAndItsCompletionAfter() throws {
            let log = ControllerCallLog()
            let root = LoggedController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            navigation.headlessAppear(size: screen)
            let detail = CoordinatedController("detail", log: log)
            log.calls.removeAll()
            navigation.pushViewController(detail, animated: true)
            #expect(
                log.appearance == [
                    "detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear", "detail.alongside",
                    "detail.completion", "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
                ])
            #expect(detail.accepted == true)
            let context = try #require(detail.contexts.first)
            #expect(context.isAnimated && context.transitionDuration == 0.35 && context.presentationStyle == .custom)
            #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === detail)
            #expect(context.view(forKey: .from) === root.view && context.view(forKey: .to) === detail.view)
            #expect(context.containerView === navigation.view)
            #expect(!context.isCancelled && !context.isInteractive && !context.initiallyInteractive)
            #expect(
                !context.isInterruptible && context.completionVelocity == 1 && context.completionCurve == .easeInOut)
            #expect(context.percentComplete == 1)
            #expect(detail.transitionCoordinator == nil && navigation.transitionCoordinator == nil)
        }

        @Test func whenTheTransitionIsNotAnimated_thatTheBlocksStillRunAndTheDurationIsZero() throws {
            let log = ControllerCallLog()
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.headlessAppear(size: screen)
            let detail = CoordinatedController("detail", log: log)
            navigation.pushViewController(detail, animated: false)
            let context = try #require(detail.contexts.last)
            #expect(!context.isAnimated && context.transitionDuration == 0 && detail.contexts.count == 2)
        }

        @Test func whenNoTransitionRuns_thatThereIsNoCoordinator() {
            let log = ControllerCallLog()
            let detail = CoordinatedController("detail", log: log)
            detail.headlessAppear(size: screen)
            #expect(detail.accepted == nil && detail.contexts.isEmpty)
        }

        @Test func whenBlocksAreGivenAfterTheTransitionEnded_thatTheCoordinatorRefusesThem() {
            let coordinator = HeadlessTransitionCoordinator(
                from: nil, to: nil, containerView: UIView(), animated: true, presentationStyle: .fullScreen)
            var ran: [String] = []
            #expect(coordinator.animate(alongsideTransition: { _ in ran.append("alongside") }))
            #expect(coordinator.animateAlongsideTransition(in: UIView(), animation: nil) { _ in ran.append("done") })
            #expect(coordinator.percentComplete == 0)
            coordinator.runCompletions()
            #expect(ran == ["alongside", "done"])
            #expect(!coordinator.animate(alongsideTransition: { _ in ran.append("late") }))
            #expect(!coordinator.animateAlongsideTransition(in: nil) { _ in ran.append("late") })
            #expect(ran == ["alongside", "done"] && coordinator.viewController(forKey: .to) == nil)
            #expect(coordinator.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "x")) == nil)
            #expect(coordinator.view(forKey: UITransitionContextViewKey(rawValue: "x")) == nil)
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // The one sequence every headless push, pop, presentation and dismissal runs.
    extension UIViewController {
        /// Replaces `leaving` with `arriving` on screen in UIKit's order.
        ///
        /// `leaving` gets `viewWillDisappear`, `moveViews` swaps the views, `arriving` gets
        /// `viewWillAppear` and `viewIsAppearing` and is laid out at this controller's view size, the
        /// coordinator's animation blocks run, then its completion blocks, then `leaving` gets
        /// `viewDidDisappear` and `arriving` `viewDidAppear`. While this runs, `transitionCoordinator`
        /// answers the coordinator for this controller, both controllers and their children. Off screen
        /// only `moveViews` runs: a controller that is not showing gets no appearance calls.
        func headlessTransition(
            from leaving: UIViewController?, to arriving: UIViewController?, onScreen: Bool, animated: Bool,
            style: UIModalPresentationStyle, moveViews: () -> Void
        ) {
            guard onScreen else {
                moveViews()
                return
            }
            let coordinator = HeadlessTransitionCoordinator(
                from: leaving, to: arriving, containerView: view, animated: animated, presentationStyle: style)
            let involved = [self, leaving, arriving].compactMap { $0 }
            for controller in involved { controller.headlessTransitionCoordinator = coordinator }
            leaving?.beginAppearanceTransition(false, animated: animated)
            moveViews()
            if let arriving {
                arriving.beginAppearanceTransition(true, animated: animated)
                arriving.headlessLayout(size: view.bounds.size)
            }
            coordinator.runAnimations()
            coordinator.runCompletions()
            for controller in involved { controller.headlessTransitionCoordinator = nil }
            leaving?.endAppearanceTransition()
            arriving?.endAppearanceTransition()
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    extension UIViewController {
        /// Changes the size of the controller's view as a rotation or window resize does (headless addition).
        ///
        /// In UIKit's order: `viewWillTransition(to:with:)` (which the base forwards to the children), then
        /// the view takes the new size and lays out (`viewWillLayoutSubviews`, the layout pass,
        /// `viewDidLayoutSubviews`), then the coordinator runs the animation blocks given to it and then
        /// its completion blocks. Nothing happens when the view already has the size.
        public func headlessTransition(to size: CGSize) {
            loadViewIfNeeded()
            guard view.bounds.size != size else { return }
            let coordinator = HeadlessTransitionCoordinator(
                from: self, to: self, containerView: view, animated: true, presentationStyle: .none)
            viewWillTransition(to: size, with: coordinator)
            headlessLayout(size: size)
            coordinator.runAnimations()
            coordinator.runCompletions()
        }
    }
#endif

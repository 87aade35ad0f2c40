#if !canImport(UIKit)
    import Foundation

    // Running a controller's appearance without a window (headless additions, not UIKit API).
    extension UIViewController {
        /// Shows the controller as a window would, at a size (headless addition, not UIKit API).
        ///
        /// Loads the view if needed (`loadView()`, `viewDidLoad()`), gives it the size, then calls
        /// `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewWillLayoutSubviews()`, lays the view out,
        /// `viewDidLayoutSubviews()` and `viewDidAppear(_:)`, UIKit's order. Children whose views are in
        /// this view's hierarchy get the same calls after their parent's, as UIKit forwards them.
        /// A controller that already appeared is only laid out again.
        public func headlessAppear(size: CGSize, animated: Bool = false) {
            loadViewIfNeeded()
            guard !headlessIsAppearing else {
                headlessLayout(size: size)
                return
            }
            view.frame = CGRect(origin: view.frame.origin, size: size)
            beginAppearanceTransition(true, animated: animated)
            headlessLayout(size: size)
            endAppearanceTransition()
        }

        /// Lays the controller's view out at a size, as a rotation or a window resize does
        /// (headless addition): `viewWillLayoutSubviews()`, the view's layout, `viewDidLayoutSubviews()`.
        public func headlessLayout(size: CGSize) {
            loadViewIfNeeded()
            if view.bounds.size != size { view.frame = CGRect(origin: view.frame.origin, size: size) }
            viewWillLayoutSubviews()
            view.setNeedsLayout()
            view.layoutIfNeeded()
            viewDidLayoutSubviews()
        }

        /// Takes the controller off screen (headless addition): `viewWillDisappear(_:)` then
        /// `viewDidDisappear(_:)`, forwarded to children as `headlessAppear` does. Does nothing if it is not showing.
        public func headlessDisappear(animated: Bool = false) {
            guard headlessIsAppearing else { return }
            beginAppearanceTransition(false, animated: animated)
            endAppearanceTransition()
        }

        /// Starts showing or hiding the controller, as a container does for a child it manages itself.
        ///
        /// Appearing loads the view and calls `viewWillAppear(_:)` then `viewIsAppearing(_:)`;
        /// disappearing calls `viewWillDisappear(_:)`. Children whose views are inside get the same calls
        /// after their parent. A call that would not change whether the controller is on screen does nothing.
        public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            guard isAppearing != headlessIsAppearing, headlessPendingAppearance == nil else { return }
            headlessPendingAppearance = (isAppearing, animated)
            guard isAppearing else {
                forEachAppearing { $0.viewWillDisappear(animated) }
                return
            }
            loadViewIfNeeded()
            forEachAppearing {
                $0.headlessIsAppearing = true; $0.viewWillAppear(animated)
            }
            forEachAppearing { $0.viewIsAppearing(animated) }
        }

        /// Finishes the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear(_:)`
        /// or `viewDidDisappear(_:)`, forwarded to children likewise. Without a transition it does nothing.
        public func endAppearanceTransition() {
            guard let (isAppearing, animated) = headlessPendingAppearance else { return }
            headlessPendingAppearance = nil
            if isAppearing {
                forEachAppearing { $0.viewDidAppear(animated) }
            } else {
                forEachAppearing {
                    $0.headlessIsAppearing = false; $0.viewDidDisappear(animated)
                }
            }
        }

        /// Visits the controller, then (when it forwards appearance methods) its children whose views
        /// are loaded and inside its view, depth first.
        private func forEachAppearing(_ body: (UIViewController) -> Void) {
            body(self)
            guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return }
            for child in children {
                guard let childView = child.viewIfLoaded, childView.isDescendant(of: root) else { continue }
                child.forEachAppearing(body)
            }
        }
    }
#endif

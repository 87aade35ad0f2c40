#if !canImport(UIKit)
    import Foundation

    // Presenting and dismissing without a window.
    extension UIViewController {
        /// The controller that presents for this one: the root of its parent chain (UIKit's presentation
        /// context when no controller defines its own).
        var headlessPresentationContext: UIViewController {
            var context = self
            while let parent = context.parent { context = parent }
            return context
        }

        /// Presents `presented` over this controller's presentation context, if the context is on screen
        /// and presents nothing yet, then runs `completion`.
        func headlessPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
            let context = headlessPresentationContext
            guard context.headlessIsAppearing, context.headlessPresented == nil, presented.headlessPresenting == nil,
                presented !== context
            else { return }
            context.headlessPresented = presented
            presented.headlessPresenting = context
            presented.loadViewIfNeeded()
            let style = presented.modalPresentationStyle
            context.headlessTransition(
                from: style.removesPresenterView ? context : nil, to: presented, onScreen: true, animated: animated,
                style: style
            ) { presented.view.frame = context.view.bounds }
            completion?()
        }

        /// Dismisses what this controller's context presented, or else the context itself if it was
        /// presented, then runs `completion` (at once when there is nothing to dismiss).
        func headlessDismiss(animated: Bool, completion: (() -> Void)?) {
            let context = headlessPresentationContext
            if context.headlessPresented != nil {
                context.headlessDismissPresented(animated: animated)
            } else if let presenting = context.headlessPresenting {
                presenting.headlessDismissPresented(animated: animated)
            }
            completion?()
        }

        /// Takes the presented controller (and whatever it presents, first) off screen and forgets it.
        private func headlessDismissPresented(animated: Bool) {
            guard let presented = headlessPresented else { return }
            presented.headlessDismissPresented(animated: false)
            let style = presented.modalPresentationStyle
            headlessTransition(
                from: presented, to: style.removesPresenterView ? self : nil, onScreen: presented.headlessIsAppearing,
                animated: animated, style: style
            ) {}
            headlessPresented = nil
            presented.headlessPresenting = nil
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // Changing a collection view's layout, at once or interactively through a transition layout.
    extension UICollectionView {
        /// Runs when an interactive layout change ends: whether its animations ran to completion, and
        /// whether it finished (the new layout is installed) rather than being cancelled.
        public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

        /// An interactive layout change in progress.
        struct LayoutTransition {
            let oldLayout: UICollectionViewLayout
            let newLayout: UICollectionViewLayout
            let completion: LayoutInteractiveTransitionCompletion?
        }

        /// Installs a layout; a transition in progress is finished first, as the new layout replaces its target.
        func replaceLayout(with layout: UICollectionViewLayout, completion: ((Bool) -> Void)?) {
            if layoutTransition != nil { endLayoutTransition(finished: true) }
            collectionViewLayout = layout
            completion?(true)
        }

        /// Installs the transition layout the delegate supplies; a transition already in progress is
        /// finished first.
        func beginLayoutTransition(
            to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?
        ) -> UICollectionViewTransitionLayout {
            if layoutTransition != nil { endLayoutTransition(finished: true) }
            let oldLayout = collectionViewLayout
            let transition =
                delegate?.collectionView(self, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
                ?? UICollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
            layoutTransition = LayoutTransition(oldLayout: oldLayout, newLayout: layout, completion: completion)
            collectionViewLayout = transition
            return transition
        }

        /// Installs the new layout (`finished`) or the old one, then runs the transition's completion.
        /// The layout left out no longer points at this collection view (the transition layout pointed
        /// both at it while it laid them out). Does nothing when no transition is in progress.
        func endLayoutTransition(finished: Bool) {
            guard let transition = layoutTransition else { return }
            layoutTransition = nil
            let (installed, leftOut) =
                finished ? (transition.newLayout, transition.oldLayout) : (transition.oldLayout, transition.newLayout)
            collectionViewLayout = installed
            if leftOut.collectionView === self { leftOut.collectionView = nil }
            transition.completion?(true, finished)
        }
    }
#endif

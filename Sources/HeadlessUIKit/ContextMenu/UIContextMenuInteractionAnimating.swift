#if !canImport(UIKit)
    import Foundation

    /// How a context menu's preview is committed when the user taps it.
    public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
        /// The menu dismisses.
        case dismiss = 0
        /// The preview pops into place.
        case pop = 1
    }

    /// Lets a delegate add animations to a context menu's appearance or disappearance.
    @preconcurrency @MainActor
    public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
        /// The preview's view controller, if one was provided.
        var previewViewController: UIViewController? { get }
        /// Adds animations that run alongside the menu's.
        func addAnimations(_ animations: @escaping () -> Void)
        /// Adds a closure that runs when the menu's animations finish.
        func addCompletion(_ completion: @escaping () -> Void)
    }

    /// Lets a delegate customize the commit of a context menu's preview.
    @preconcurrency @MainActor
    public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
        /// How the preview is committed.
        var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
    }
#endif

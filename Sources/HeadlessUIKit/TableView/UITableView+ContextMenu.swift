#if !canImport(UIKit)
    import Foundation

    // Context menus (headless additions that simulate a long press and what follows it).
    extension UITableView {
        /// The configuration of the context menu the table shows, if any (headless addition).
        public var headlessActiveContextMenuConfiguration: UIContextMenuConfiguration? {
            activeContextMenu?.configuration
        }

        /// Simulates a long press on a row (headless addition, not UIKit API).
        ///
        /// The delegate is asked for a configuration at the point (the row's center by default); with one,
        /// it is asked for the highlight preview and told `willDisplayContextMenu`. Later calls about this
        /// menu pass the same configuration object.
        /// - Returns: The configuration shown, or `nil` when the row has no menu.
        @discardableResult
        public func headlessLongPress(rowAt indexPath: IndexPath, at point: CGPoint? = nil)
            -> UIContextMenuConfiguration?
        {
            layoutIfNeeded()
            guard let delegate, layout.contains(indexPath) else { return nil }
            if activeContextMenu != nil { headlessDismissContextMenu() }
            let rowFrame = frame(of: .row(indexPath))
            let location = point ?? CGPoint(x: rowFrame.midX, y: rowFrame.midY)
            record(.contextMenuConfiguration(indexPath))
            guard
                let configuration = delegate.tableView(
                    self, contextMenuConfigurationForRowAt: indexPath, point: location)
            else { return nil }
            activeContextMenu = ActiveContextMenu(configuration: configuration, indexPath: indexPath)
            record(.previewForHighlightingContextMenu)
            _ = delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
            record(.willDisplayContextMenu)
            delegate.tableView(self, willDisplayContextMenu: configuration, animator: HeadlessContextMenuAnimator())
            return configuration
        }

        /// Simulates a tap on the menu's preview: the delegate is told `willPerformPreviewActionForMenuWith`,
        /// then the menu is dismissed (headless addition, not UIKit API).
        public func headlessCommitContextMenuPreview() {
            guard let menu = activeContextMenu, let delegate else { return }
            record(.willPerformPreviewAction)
            delegate.tableView(
                self, willPerformPreviewActionForMenuWith: menu.configuration, animator: HeadlessContextMenuAnimator())
            headlessDismissContextMenu()
        }

        /// Simulates dismissing the menu: the dismissal preview is asked, then `willEndContextMenuInteraction`
        /// is sent (headless addition, not UIKit API).
        public func headlessDismissContextMenu() {
            guard let menu = activeContextMenu else { return }
            activeContextMenu = nil
            guard let delegate else { return }
            record(.previewForDismissingContextMenu)
            _ = delegate.tableView(self, previewForDismissingContextMenuWithConfiguration: menu.configuration)
            record(.willEndContextMenuInteraction)
            delegate.tableView(
                self, willEndContextMenuInteraction: menu.configuration, animator: HeadlessContextMenuAnimator())
        }
    }

    /// The animator passed to context-menu delegate calls: headlessly, animations and completions run at once.
    @MainActor
    final class HeadlessContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
        var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
        var previewViewController: UIViewController? { nil }

        func addAnimations(_ animations: @escaping () -> Void) {
            animations()
        }

        func addCompletion(_ completion: @escaping () -> Void) {
            completion()
        }
    }
#endif

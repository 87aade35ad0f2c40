#if !canImport(UIKit)
    import Foundation

    /// Builds the actions of a context menu from suggested elements.
    public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// Builds the view controller shown as a context menu's preview.
    public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

    /// What a context menu shows: an identifier, a preview and the actions.
    @preconcurrency @MainActor
    open class UIContextMenuConfiguration: NSObject {
        /// Identifies the configuration in later delegate calls; generated when none is given.
        public let identifier: any NSCopying

        /// Builds the preview; `nil` means the default preview of the row.
        public let headlessPreviewProvider: UIContextMenuContentPreviewProvider?

        /// Builds the menu; `nil` means no menu.
        public let headlessActionProvider: UIContextMenuActionProvider?

        /// Creates a configuration.
        public init(
            identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
            actionProvider: UIContextMenuActionProvider? = nil
        ) {
            self.identifier = identifier ?? (UUID().uuidString as NSString)
            self.headlessPreviewProvider = previewProvider
            self.headlessActionProvider = actionProvider
            super.init()
        }
    }
#endif

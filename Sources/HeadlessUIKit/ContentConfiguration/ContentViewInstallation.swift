#if !canImport(UIKit)
    /// Shows `configuration` in `container`, as cells and header or footer views do with their content
    /// configuration: the current content view takes it when it supports it, otherwise it is replaced by
    /// the configuration's own view; a `nil` configuration removes the current view.
    /// - Returns: The content view now shown, or `nil`.
    @MainActor
    func installContentView(
        for configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?,
        in container: UIView
    ) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        container.addSubview(view)
        return view
    }
#endif

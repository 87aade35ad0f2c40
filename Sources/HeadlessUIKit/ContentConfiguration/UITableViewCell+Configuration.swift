#if !canImport(UIKit)
    import Foundation

    /// What a cell stores for its configurations.
    struct CellConfigurations {
        var content: (any UIContentConfiguration)?
        var contentView: (any UIView & UIContentView)?
        var background: UIBackgroundConfiguration?
        var updateHandler: UITableViewCell.ConfigurationUpdateHandler?
        var automaticallyUpdatesContent = true
        var automaticallyUpdatesBackground = true
        /// A new cell has never been updated.
        var needsUpdate = true
    }

    // Content and background configurations of cells.
    extension UITableViewCell {
        /// The closure that updates a cell's configurations for its state.
        public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

        /// While above 0, configuration updates wait: the table counts up while it obtains a cell.
        static var configurationUpdatesDeferred = 0

        /// The content the cell shows as a configuration; setting it puts the configuration's view in
        /// `contentView` (reusing the current one when it supports the configuration). Default `nil`.
        public var contentConfiguration: (any UIContentConfiguration)? {
            get { configurations.content }
            set { applyContentConfiguration(newValue) }
        }

        /// The cell's background as a configuration. Default `nil`.
        public var backgroundConfiguration: UIBackgroundConfiguration? {
            get { configurations.background }
            set { configurations.background = newValue }
        }

        /// Runs when the cell's configurations should follow its state; setting it asks for an update.
        /// Default `nil`.
        public var configurationUpdateHandler: ConfigurationUpdateHandler? {
            get { configurations.updateHandler }
            set {
                configurations.updateHandler = newValue
                setNeedsUpdateConfiguration()
            }
        }

        /// Whether an update replaces `contentConfiguration` with its `updated(for:)`. Default `true`.
        public var automaticallyUpdatesContentConfiguration: Bool {
            get { configurations.automaticallyUpdatesContent }
            set { configurations.automaticallyUpdatesContent = newValue }
        }

        /// Whether an update replaces `backgroundConfiguration` with its `updated(for:)`. Default `true`.
        public var automaticallyUpdatesBackgroundConfiguration: Bool {
            get { configurations.automaticallyUpdatesBackground }
            set { configurations.automaticallyUpdatesBackground = newValue }
        }

        /// The list configuration that matches the cell's style: `.subtitle` gives a subtitle cell,
        /// `.value1` and `.value2` a value cell, `.default` a plain cell.
        public func defaultContentConfiguration() -> UIListContentConfiguration {
            switch headlessStyle {
            case .default: .cell()
            case .subtitle: .subtitleCell()
            case .value1, .value2: .valueCell()
            }
        }

        /// The list configuration the cell shows, if its content configuration is one (headless addition).
        public var headlessListContentConfiguration: UIListContentConfiguration? {
            configurations.content as? UIListContentConfiguration
        }

        /// Runs a pending update: the automatic updates of the configurations, then
        /// `updateConfiguration(using:)` with the current state.
        func updateConfigurationIfNeeded() {
            guard configurations.needsUpdate else { return }
            configurations.needsUpdate = false
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = configurations.content {
                applyContentConfiguration(content.updated(for: state))
            }
            if automaticallyUpdatesBackgroundConfiguration, let background = configurations.background {
                configurations.background = background.updated(for: state)
            }
            updateConfiguration(using: state)
        }

        private func applyContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
            configurations.content = configuration
            configurations.contentView = installContentView(
                for: configuration, replacing: configurations.contentView, in: contentView)
        }
    }
#endif

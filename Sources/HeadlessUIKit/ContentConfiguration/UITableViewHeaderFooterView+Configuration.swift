#if !canImport(UIKit)
    import Foundation

    /// What a header or footer view stores for its configurations.
    struct HeaderFooterConfigurations {
        var content: (any UIContentConfiguration)?
        var contentView: (any UIView & UIContentView)?
        var background: UIBackgroundConfiguration?
        var updateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler?
    }

    // Content and background configurations of header and footer views.
    extension UITableViewHeaderFooterView {
        /// The closure that updates a header or footer view's configurations for its state.
        public typealias ConfigurationUpdateHandler =
            @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

        /// The content the view shows as a configuration; its view goes in `contentView`. Default `nil`.
        public var contentConfiguration: (any UIContentConfiguration)? {
            get { configurations.content }
            set {
                configurations.content = newValue
                configurations.contentView = installContentView(
                    for: newValue, replacing: configurations.contentView, in: contentView)
            }
        }

        /// The view's background as a configuration. Default `nil`.
        public var backgroundConfiguration: UIBackgroundConfiguration? {
            get { configurations.background }
            set { configurations.background = newValue }
        }

        /// Runs when the view's configurations should follow its state; setting it runs an update. Default `nil`.
        public var configurationUpdateHandler: ConfigurationUpdateHandler? {
            get { configurations.updateHandler }
            set {
                configurations.updateHandler = newValue
                setNeedsUpdateConfiguration()
            }
        }

        /// A header configuration. UIKit picks the style from the table the view is in; headlessly the
        /// view does not know its table, so this is `UIListContentConfiguration.headlessHeader()`.
        public func defaultContentConfiguration() -> UIListContentConfiguration {
            .headlessHeader()
        }
    }
#endif

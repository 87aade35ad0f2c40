#if !canImport(UIKit)
    import Foundation

    /// The content and styling of a view as a value, from which the view is made and updated.
    public protocol UIContentConfiguration {
        /// Makes a new view that shows this configuration.
        @MainActor @preconcurrency
        func makeContentView() -> any UIView & UIContentView

        /// The configuration styled for a state (selected, highlighted, …).
        func updated(for state: any UIConfigurationState) -> Self
    }

    /// A view that shows a content configuration.
    @preconcurrency @MainActor
    public protocol UIContentView: NSObjectProtocol {
        /// The configuration the view shows.
        var configuration: any UIContentConfiguration { get set }

        /// Whether the view can show a configuration (else a new view is made for it). Default: `true`.
        func supports(_ configuration: any UIContentConfiguration) -> Bool
    }

    extension UIContentView {
        /// Every configuration is supported unless the view says otherwise.
        public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
    }

    /// The state a view's configurations are updated for.
    ///
    /// Headlessly there are no trait collections, so the state has no `traitCollection`.
    public protocol UIConfigurationState {
        /// A custom state of the app's own, `nil` when not set.
        subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
    }

    /// The key of an app-defined configuration state.
    public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
#endif

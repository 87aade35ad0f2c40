#if !canImport(UIKit)
    import Foundation

    /// One instance of the app's interface (headlessly only the types a scene request needs).
    ///
    /// A headless process has no scenes: nothing here creates one. The class exists so that
    /// `UIWindowScene.ActivationConfiguration`, which a collection view's delegate answers to open an
    /// item in a new window, keeps UIKit's name.
    @preconcurrency @MainActor
    open class UIScene: UIResponder {}

    /// A scene that shows windows.
    @preconcurrency @MainActor
    open class UIWindowScene: UIScene {
        /// How a requested window scene should be presented.
        public enum PresentationStyle: UInt, Sendable {
            /// The system chooses.
            case automatic = 0
            /// A full window beside the others.
            case standard = 1
            /// A window in front of the others.
            case prominent = 2
        }

        /// Options for a window scene request.
        @preconcurrency @MainActor
        open class ActivationRequestOptions: NSObject {
            /// How the scene should be presented. Default `.automatic`.
            open var preferredPresentationStyle: PresentationStyle = .automatic

            /// Creates options with the defaults.
            public override init() {
                super.init()
            }
        }

        /// A request for a new window scene: the user activity it shows, with optional options and the
        /// preview the system animates from.
        @preconcurrency @MainActor
        open class ActivationConfiguration: NSObject {
            /// The activity the new scene shows.
            public let userActivity: NSUserActivity
            /// How the scene should be presented; `nil` uses the defaults.
            open var options: ActivationRequestOptions?
            /// The view the system animates into the new scene; `nil` lets the system choose.
            open var preview: UITargetedPreview?

            /// Creates a request for a scene showing an activity.
            public init(userActivity: NSUserActivity) {
                self.userActivity = userActivity
                super.init()
            }

            /// Creates a request for a scene showing an activity, with options and a preview.
            public convenience init(
                userActivity: NSUserActivity, options: ActivationRequestOptions? = nil,
                preview: UITargetedPreview? = nil
            ) {
                self.init(userActivity: userActivity)
                self.options = options
                self.preview = preview
            }
        }
    }
#endif

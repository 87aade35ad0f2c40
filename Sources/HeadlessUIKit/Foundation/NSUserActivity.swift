#if !canImport(UIKit)
    import Foundation

    /// What the user was doing, handed to the system to continue it elsewhere or to open it in a new
    /// window scene (Foundation on Apple platforms; declared here because Foundation on Linux lacks it).
    open class NSUserActivity: NSObject {
        /// The kind of activity, usually a reverse-DNS string the app declares.
        public let activityType: String
        /// A title the system may show for the activity.
        open var title: String?
        /// The app's data that lets it restore the activity.
        open var userInfo: [AnyHashable: Any]?
        /// An identifier the system matches against a scene's targeting to choose where to continue.
        open var targetContentIdentifier: String?

        /// Creates an activity of a type.
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// The root of UIKit's responder chain; here only a common superclass for views and controllers.
    @preconcurrency @MainActor
    open class UIResponder: NSObject {}
#endif

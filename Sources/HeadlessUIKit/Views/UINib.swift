#if !canImport(UIKit)
    import Foundation

    /// An archived interface file. Headlessly a nib cannot be loaded; registering one for a reuse
    /// identifier makes the table create the plain base class for that identifier.
    @preconcurrency @MainActor
    open class UINib: NSObject {
        /// The nib's name.
        public let headlessName: String

        /// Creates a nib object for the named file in a bundle.
        public init(nibName name: String, bundle bundleOrNil: Bundle?) {
            headlessName = name
            super.init()
        }
    }
#endif

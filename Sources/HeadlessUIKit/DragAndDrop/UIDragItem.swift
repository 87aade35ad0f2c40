#if !canImport(UIKit)
    import Foundation

    /// One item of a drag: its data through an item provider, and an object for drops within the app.
    @preconcurrency @MainActor
    open class UIDragItem: NSObject {
        /// The provider of the item's data.
        public let itemProvider: NSItemProvider

        /// An object that only drops within the same app can read. Default `nil`.
        open var localObject: Any?

        /// Creates a drag item from an item provider.
        public init(itemProvider: NSItemProvider) {
            self.itemProvider = itemProvider
            super.init()
        }
    }
#endif

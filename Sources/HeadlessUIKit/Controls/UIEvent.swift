#if !canImport(UIKit)
    import Foundation

    /// An event such as a touch; headlessly a placeholder that action methods receive as `nil`.
    @preconcurrency @MainActor
    open class UIEvent: NSObject {}

    /// An object that performs action messages by name (headless addition).
    ///
    /// Linux has no Objective-C runtime, so `addTarget(_:action:for:)` cannot call a method from its
    /// selector. A target that adopts this protocol receives the selector and the sender instead and
    /// dispatches itself; other targets are kept (UIKit's bookkeeping queries answer them) but not called.
    @preconcurrency @MainActor
    public protocol HeadlessActionPerforming: AnyObject {
        /// Performs the action named by a selector, such as `"toggled:"`, for a sender.
        func headlessPerform(_ action: Selector, sender: Any?)
    }
#endif

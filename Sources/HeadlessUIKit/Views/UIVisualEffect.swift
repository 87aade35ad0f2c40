#if !canImport(UIKit)
    import Foundation

    /// A visual effect such as a blur; present only because row actions name it.
    @preconcurrency @MainActor
    open class UIVisualEffect: NSObject {}
#endif

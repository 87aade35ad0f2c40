#if !canImport(UIKit)
    import Foundation

    /// What drag and drop sessions have in common: the items and where the drag is.
    @preconcurrency @MainActor
    public protocol UIDragDropSession: NSObjectProtocol {
        /// The items being dragged.
        var items: [UIDragItem] { get }
        /// Whether a drop may move the items rather than copy them.
        var allowsMoveOperation: Bool { get }
        /// Whether the items can only be dropped in the app that started the drag.
        var isRestrictedToDraggingApplication: Bool { get }
        /// Where the drag is, in a view's coordinates.
        func location(in view: UIView) -> CGPoint
        /// Whether any item's provider has data of one of the type identifiers.
        func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
        /// Whether any item's provider can load an object of the class.
        func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
    }

    /// The drag side of a drag and drop: the session a drag delegate sees.
    @preconcurrency @MainActor
    public protocol UIDragSession: UIDragDropSession {
        /// Any object the app attaches to the drag. Default `nil`.
        var localContext: Any? { get set }
    }

    /// How a drop shows the progress of loading its data.
    public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
        /// No progress indicator.
        case none = 0
        /// The system's progress indicator.
        case `default` = 1
    }

    /// The drop side of a drag and drop: the session a drop delegate sees.
    @preconcurrency @MainActor
    public protocol UIDropSession: UIDragDropSession {
        /// The drag session when the drag started in the same app, else `nil`.
        var localDragSession: (any UIDragSession)? { get }
        /// How loading progress is shown. Default `.default`.
        var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
        /// The progress of loading the dropped data.
        var progress: Progress { get }
        /// Loads an object of the class from every item that can provide one; headlessly at once.
        @discardableResult
        func loadObjects(
            ofClass aClass: any NSItemProviderReading.Type,
            completion: @escaping ([any NSItemProviderReading]) -> Void
        ) -> Progress
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// The drag session of a simulated drag: the lifted items and the rows or items they came from.
    final class HeadlessDragSession: NSObject, UIDragSession {
        /// The table or collection view the drag started from.
        weak var sourceView: UIView?
        private(set) var items: [UIDragItem] = []
        /// The row each item was lifted from, by item identity.
        private var sourceRows: [ObjectIdentifier: IndexPath] = [:]
        var allowsMoveOperation = true
        var isRestrictedToDraggingApplication = false
        var localContext: Any?
        /// Where the drag is, in the source view's coordinates.
        var location = CGPoint.zero

        init(sourceView: UIView) {
            self.sourceView = sourceView
            super.init()
        }

        /// Adds the items lifted from a row.
        func add(_ lifted: [UIDragItem], from indexPath: IndexPath) {
            for item in lifted {
                items.append(item)
                sourceRows[ObjectIdentifier(item)] = indexPath
            }
        }

        /// The row an item was lifted from.
        func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
            sourceRows[ObjectIdentifier(item)]
        }

        /// The distinct rows items were lifted from, in lifting order.
        var liftedRows: [IndexPath] {
            var seen = Set<IndexPath>()
            return items.compactMap { sourceIndexPath(of: $0) }.filter { seen.insert($0).inserted }
        }

        func location(in view: UIView) -> CGPoint {
            guard let sourceView, view !== sourceView else { return location }
            return CGPoint(x: location.x - view.frame.minX, y: location.y - view.frame.minY)
        }

        func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
            items.contains { $0.itemProvider.registeredTypeIdentifiers.contains(where: typeIdentifiers.contains) }
        }

        func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
        }
    }

    /// The drop session of a simulated drag: the same items, seen from the view they are dropped on.
    final class HeadlessDropSession: NSObject, UIDropSession {
        let dragSession: HeadlessDragSession
        var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
        let progress = Progress(totalUnitCount: 1)

        init(dragSession: HeadlessDragSession) {
            self.dragSession = dragSession
            super.init()
        }

        var items: [UIDragItem] { dragSession.items }
        var allowsMoveOperation: Bool { dragSession.allowsMoveOperation }
        var isRestrictedToDraggingApplication: Bool { dragSession.isRestrictedToDraggingApplication }
        var localDragSession: (any UIDragSession)? { dragSession }

        func location(in view: UIView) -> CGPoint {
            dragSession.location(in: view)
        }

        func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
            dragSession.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
        }

        func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            dragSession.canLoadObjects(ofClass: aClass)
        }

        @discardableResult
        func loadObjects(
            ofClass aClass: any NSItemProviderReading.Type,
            completion: @escaping ([any NSItemProviderReading]) -> Void
        ) -> Progress {
            completion(items.compactMap { $0.itemProvider.carriedObject(ofClass: aClass) })
            progress.completedUnitCount = progress.totalUnitCount
            return progress
        }
    }
#endif

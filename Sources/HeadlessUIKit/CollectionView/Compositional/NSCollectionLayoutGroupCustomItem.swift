#if !canImport(UIKit)
    import Foundation

    /// Answers the items of a custom group, given the environment of the group being placed.
    public typealias NSCollectionLayoutGroupCustomItemProvider =
        @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

    /// An item of a custom group: a frame in the group's coordinates instead of a size, and a z-index.
    ///
    /// Made by the item provider of `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`; each
    /// one places one cell, in the order the provider lists them.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutGroupCustomItem: NSObject {
        /// The item's frame, relative to the group's origin.
        public let frame: CGRect
        /// The stacking order of the item's cell among overlapping views. Default 0.
        public let zIndex: Int

        /// Creates an item at a frame in its group, at z-index 0.
        public convenience init(frame: CGRect) {
            self.init(frame: frame, zIndex: 0)
        }

        /// Creates an item at a frame in its group, at a z-index.
        public nonisolated init(frame: CGRect, zIndex: Int) {
            self.frame = frame
            self.zIndex = zIndex
        }
    }

    // An item is a value with an identity: a copy is a new item with the same frame and z-index.
    extension NSCollectionLayoutGroupCustomItem: NSCopying {
        /// A new item with the same frame and z-index.
        public nonisolated func copy(with zone: NSZone? = nil) -> Any {
            NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex)
        }
    }
#endif

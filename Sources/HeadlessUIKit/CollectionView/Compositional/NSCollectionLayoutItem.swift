#if !canImport(UIKit)
    import Foundation

    /// The smallest element of a compositional layout: one cell's size and insets.
    @preconcurrency @MainActor
    open class NSCollectionLayoutItem: NSObject {
        /// The item's size, relative to the group that contains it.
        public let layoutSize: NSCollectionLayoutSize
        /// The space between the item's frame and its cell. Default zero.
        open var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Supplementary items attached to the item, such as badges, placed against its cell. Default none.
        public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedSupplementaryItems }
        /// The supplementary items attached to the item or group.
        var attachedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

        /// Creates an item of a size.
        public convenience init(layoutSize: NSCollectionLayoutSize) {
            self.init(layoutSize: layoutSize, supplementaryItems: [])
        }

        /// Creates an item of a size with supplementary items.
        public init(
            layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
        ) {
            self.layoutSize = layoutSize
            attachedSupplementaryItems = supplementaryItems
        }
    }

    /// A row or column of items (or of groups) in a compositional layout.
    ///
    /// A group lays its subitems out one after another along its axis, `interItemSpacing` apart, and
    /// repeats them while the next one still fits; a group made with `count` holds exactly that many
    /// items, sized to share its length evenly.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
        /// The items or groups the group contains.
        public let subitems: [NSCollectionLayoutItem]
        /// Supplementary items anchored to the group's frame, such as a frame around it. Default none.
        ///
        /// Each is placed against the frame of every group the section lays out, as an item's badge is
        /// against its cell, under the index path of the first item the group holds.
        public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
            get { attachedSupplementaryItems }
            set { attachedSupplementaryItems = newValue }
        }
        /// The spacing between subitems. Default `nil` (none).
        public var interItemSpacing: NSCollectionLayoutSpacing?
        let isHorizontal: Bool
        let count: Int?
        /// The provider of a custom group's items; `nil` for a horizontal or vertical group.
        let customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

        private init(
            layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?,
            customItemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil
        ) {
            self.subitems = subitems
            isHorizontal = horizontal
            self.count = count
            self.customItemProvider = customItemProvider
            super.init(layoutSize: layoutSize, supplementaryItems: [])
        }

        /// A group whose items are where a provider puts them, such as on a diagonal or a circle.
        ///
        /// Each time the layout places the group it calls `itemProvider` with an environment whose
        /// container is the group's size, and places one cell per item it returns, in order, at the item's
        /// frame offset by the group's origin and at its `zIndex`. The group repeats for the section's
        /// further items like any other; a provider that returns no item ends the section's cells. The
        /// group has no `subitems`.
        public static func custom(
            layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
        ) -> Self {
            Self(layoutSize: layoutSize, subitems: [], horizontal: true, count: nil, customItemProvider: itemProvider)
        }

        /// A group that lays its subitems out left to right, repeating them while they fit.
        public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
            Self(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
        }

        /// A group that lays its subitems out top to bottom, repeating them while they fit.
        public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
            Self(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
        }

        /// A group of exactly `count` copies of an item, side by side, sharing the group's width.
        public static func horizontal(
            layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
        ) -> Self {
            Self(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
        }

        /// A group of exactly `count` copies of an item, stacked, sharing the group's height.
        public static func vertical(
            layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
        ) -> Self {
            Self(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
        }

        /// A group of exactly `count` copies of an item, side by side, each as wide as an equal share of
        /// the group's width less the spacing between them, whatever width the item asks for.
        ///
        /// The spelling from iOS 13 to 15; iOS 16 renamed it.
        @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
        public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
            -> Self
        {
            Self(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
        }

        /// A group of exactly `count` copies of an item, stacked, each as tall as an equal share of the
        /// group's height less the spacing between them, whatever height the item asks for.
        ///
        /// The spelling from iOS 13 to 15; iOS 16 renamed it.
        @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
        public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
            -> Self
        {
            Self(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
        }
    }
#endif

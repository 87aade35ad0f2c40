#if !canImport(UIKit)
    import Foundation

    // Expanding and collapsing an item of an outline from its disclosure accessory.
    extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {
        /// Toggles the item's expansion in its section's outline, as `sectionSnapshotHandlers` allow,
        /// and applies the outline; `false` when the item has no children there (and no
        /// `snapshotForExpandingParent` to give it some) or a handler refused.
        func toggleOutlineExpansion(ofItemAt indexPath: IndexPath) -> Bool {
            guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath[0]) else {
                return false
            }
            var outline = snapshot(for: section)
            let handlers = sectionSnapshotHandlers
            let children = outline.snapshot(of: item)
            if outline.isExpanded(item) {
                guard !children.items.isEmpty, handlers.shouldCollapseItem?(item) ?? true else { return false }
                handlers.willCollapseItem?(item)
                outline.collapse([item])
            } else {
                guard !children.items.isEmpty || handlers.snapshotForExpandingParent != nil,
                    handlers.shouldExpandItem?(item) ?? true
                else { return false }
                handlers.willExpandItem?(item)
                if let provide = handlers.snapshotForExpandingParent {
                    outline.replace(childrenOf: item, using: provide(item, children))
                }
                outline.expand([item])
            }
            apply(outline, to: section)
            return true
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // Expanding and collapsing an item of an outline from its disclosure accessory.
    extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {
        /// Toggles the item's expansion in its section's outline and applies the outline; `false` when the
        /// item has no children there.
        func toggleOutlineExpansion(ofItemAt indexPath: IndexPath) -> Bool {
            guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath[0]) else {
                return false
            }
            var outline = snapshot(for: section)
            guard !outline.snapshot(of: item).items.isEmpty else { return false }
            if outline.isExpanded(item) {
                outline.collapse([item])
            } else {
                outline.expand([item])
            }
            apply(outline, to: section)
            return true
        }
    }
#endif

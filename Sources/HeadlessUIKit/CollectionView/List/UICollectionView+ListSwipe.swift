#if !canImport(UIKit)
    import Foundation

    // Swipe actions of list sections: in a list they come from the section's list configuration.
    extension UICollectionView {
        /// The swipe actions a list section offers for an item from an edge (headless addition).
        ///
        /// They come from the list configuration's leading or trailing provider of the item's section;
        /// `nil` when the item does not exist, its section is not a list, or the provider gives none.
        public func headlessSwipeActionsConfiguration(
            forItemAt indexPath: IndexPath, edge: HeadlessSwipeEdge
        ) -> UISwipeActionsConfiguration? {
            prepareLayoutIfNeeded()
            guard contains(indexPath), let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
                let list = layout.layoutSection(at: indexPath[0])?.listConfiguration
            else { return nil }
            switch edge {
            case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
            case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
            }
        }

        /// Simulates swiping an item and tapping one of the revealed actions (headless addition).
        ///
        /// The action's handler runs with the item's cell (or the collection view when the item is off
        /// screen) as its source view.
        /// - Returns: What the handler passed to its completion, or `nil` when there is no such action or
        ///   the handler has not called its completion yet.
        @discardableResult
        public func headlessPerformSwipeAction(
            at index: Int, forItemAt indexPath: IndexPath, edge: HeadlessSwipeEdge
        ) -> Bool? {
            guard let actions = headlessSwipeActionsConfiguration(forItemAt: indexPath, edge: edge)?.actions,
                actions.indices.contains(index)
            else { return nil }
            var result: Bool?
            let action = actions[index]
            action.handler(action, cellForItem(at: indexPath) ?? self) { result = $0 }
            return result
        }
    }
#endif

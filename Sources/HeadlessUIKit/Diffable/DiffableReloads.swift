#if !canImport(UIKit)
    import Foundation

    /// The items and sections a snapshot marked for reloading or reconfiguring, applied after its
    /// structural changes as one more batch (in the new coordinates, which that batch leaves unchanged).
    struct DiffableReloads<SectionIdentifierType, ItemIdentifierType>
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        let reloadedItems: [ItemIdentifierType]
        let reconfiguredItems: [ItemIdentifierType]
        let reloadedSections: [SectionIdentifierType]

        init(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
            reloadedItems = snapshot.reloadedItemIdentifiers
            reconfiguredItems = snapshot.reconfiguredItemIdentifiers
            reloadedSections = snapshot.reloadedSectionIdentifiers
        }

        /// Where the marked sections and items sit in `snapshot`: the sections to reload, then the
        /// items outside them to reload, and those to reconfigure that are not also reloaded (each item
        /// once); `nil` when nothing is marked there.
        func targets(
            in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) -> (sections: IndexSet, reloaded: [IndexPath], reconfigured: [IndexPath])? {
            let sections = IndexSet(reloadedSections.compactMap { snapshot.sectionPositions[$0] })
            func paths(_ items: [ItemIdentifierType]) -> [IndexPath] {
                var seen = Set<ItemIdentifierType>()
                return items.compactMap { item in
                    guard seen.insert(item).inserted, let section = snapshot.sectionOfItem[item],
                        let position = snapshot.sectionPositions[section], !sections.contains(position),
                        let index = snapshot.sections[position].rows.firstIndex(of: item)
                    else { return nil }
                    return IndexPath(indexes: [position, index])
                }
            }
            let reloaded = paths(reloadedItems)
            let reconfigured = paths(reconfiguredItems).filter { !reloaded.contains($0) }
            guard !sections.isEmpty || !reloaded.isEmpty || !reconfigured.isEmpty else { return nil }
            return (sections, reloaded, reconfigured)
        }

        /// Reloads the marked sections, then reloads or reconfigures the marked items outside them, as
        /// one batch of a table view.
        @MainActor
        func apply(
            to tableView: UITableView,
            in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animation: UITableView.RowAnimation
        ) {
            guard let (sections, reloaded, reconfigured) = targets(in: snapshot) else { return }
            tableView.performBatchUpdates {
                if !sections.isEmpty { tableView.reloadSections(sections, with: animation) }
                if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: animation) }
                if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
            }
        }
    }
#endif

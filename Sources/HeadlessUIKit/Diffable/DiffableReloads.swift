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

        /// Reloads the marked sections, then reloads or reconfigures the marked items outside them.
        @MainActor
        func apply(
            to tableView: UITableView,
            in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animation: UITableView.RowAnimation
        ) {
            let sections = IndexSet(reloadedSections.compactMap { snapshot.sectionPositions[$0] })
            func rows(_ items: [ItemIdentifierType]) -> [IndexPath] {
                var seen = Set<ItemIdentifierType>()
                return items.compactMap { item in
                    guard seen.insert(item).inserted, let section = snapshot.sectionOfItem[item],
                        let position = snapshot.sectionPositions[section], !sections.contains(position),
                        let row = snapshot.sections[position].rows.firstIndex(of: item)
                    else { return nil }
                    return IndexPath(row: row, section: position)
                }
            }
            let reloaded = rows(reloadedItems)
            let reconfigured = rows(reconfiguredItems).filter { !reloaded.contains($0) }
            guard !sections.isEmpty || !reloaded.isEmpty || !reconfigured.isEmpty else { return }
            tableView.performBatchUpdates {
                if !sections.isEmpty { tableView.reloadSections(sections, with: animation) }
                if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: animation) }
                if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
            }
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingDiff
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

        /// The marks as one batch in `snapshot`'s positions: the marked sections reloaded, the marked
        /// items outside them reloaded, and those to reconfigure that are not also reloaded
        /// reconfigured (each item once, in the order marked); `nil` when nothing marked is there.
        func stage(
            in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) -> BatchUpdateStage? {
            let sections = Set(reloadedSections.compactMap { snapshot.sectionPositions[$0] })
            func paths(_ items: [ItemIdentifierType]) -> [ElementPath] {
                var seen = Set<ItemIdentifierType>()
                return items.compactMap { item in
                    guard seen.insert(item).inserted, let section = snapshot.sectionOfItem[item],
                        let position = snapshot.sectionPositions[section], !sections.contains(position),
                        let index = snapshot.sections[position].rows.firstIndex(of: item)
                    else { return nil }
                    return ElementPath(section: position, element: index)
                }
            }
            let reloaded = paths(reloadedItems)
            let reloadedSet = Set(reloaded)
            let reconfigured = paths(reconfiguredItems).filter { !reloadedSet.contains($0) }
            let stage = BatchUpdateStage(
                sectionReloads: sections.sorted(), rowReloads: reloaded, rowReconfigures: reconfigured,
                rowCountsAfter: snapshot.sections.map(\.rows.count))
            return stage.isEmpty ? nil : stage
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// What a diffable data source shows, for the table's and the collection view's alike: the applied
    /// snapshot, the data its view is told about right now, the lookups UIKit's data sources answer from
    /// them, and the batches that take the view from the shown data to a new snapshot.
    struct DiffableContents<SectionIdentifierType, ItemIdentifierType>
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        typealias Sections = [DiffSection<SectionIdentifierType, ItemIdentifierType>]

        /// How the view reaches a new snapshot.
        enum Plan {
            /// Batch updates, each with the data to present while it runs; then the marked reloads.
            case batches(
                [(stage: BatchUpdateStage, data: Sections)],
                reloads: DiffableReloads<
                    SectionIdentifierType, ItemIdentifierType
                >)
            /// A reload of everything: the stages between could not be presented.
            case reloadData
        }

        /// The snapshot the view shows (or is being updated to).
        private(set) var applied = Snapshot()

        /// The data the view is told about right now: the applied snapshot, or an intermediate state
        /// while a multi-stage update runs.
        var presented: Sections = []

        /// The item shown at a section and position, or `nil` when there is none.
        func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
            guard indexPath.count == 2, presented.indices.contains(indexPath[0]),
                presented[indexPath[0]].rows.indices.contains(indexPath[1])
            else { return nil }
            return presented[indexPath[0]].rows[indexPath[1]]
        }

        /// The section and the position in it of an item of the applied snapshot, or `nil`.
        func position(of itemIdentifier: ItemIdentifierType) -> (section: Int, item: Int)? {
            guard let section = applied.sectionOfItem[itemIdentifier], let position = applied.sectionPositions[section],
                let item = applied.sections[position].rows.firstIndex(of: itemIdentifier)
            else { return nil }
            return (position, item)
        }

        /// The section shown at a position, or `nil` when there is none.
        func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
            presented.indices.contains(index) ? presented[index].model : nil
        }

        /// The position of a section, or `nil` when it is not in the snapshot.
        func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
            applied.sectionPositions[sectionIdentifier]
        }

        /// The number of items in a section of the shown data; 0 for a section that does not exist.
        func numberOfItems(inSection section: Int) -> Int {
            presented.indices.contains(section) ? presented[section].rows.count : 0
        }

        /// Shows a snapshot as it is, marks cleared, without working out a difference.
        mutating func show(_ snapshot: Snapshot) {
            var shown = snapshot
            shown.clearMarks()
            applied = shown
            presented = shown.sections
        }

        /// Makes a snapshot the applied one and says how the view reaches it from the shown data; the
        /// caller presents each batch's data inside that batch, then `applied.sections`.
        mutating func plan(toShow snapshot: Snapshot) -> Plan {
            let old = presented
            show(snapshot)
            let updates = snapshot.differences(old, applied.sections)
            var stages = updates.stages.map { _ in applied.sections }
            if updates.stages.count > 1 {
                guard let intermediate = try? updates.intermediateSnapshots(from: old, to: applied.sections) else {
                    return .reloadData
                }
                stages = intermediate
            }
            presented = old
            return .batches(Array(zip(updates.stages, stages)), reloads: DiffableReloads(snapshot))
        }

        /// Moves an item in the shown data and the applied snapshot, as the view already moved it.
        mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
            guard let item = itemIdentifier(for: source), destination.count == 2,
                presented.indices.contains(destination[0])
            else { return }
            presented[source[0]].rows.remove(at: source[1])
            let section = destination[0]
            presented[section].rows.insert(item, at: min(max(0, destination[1]), presented[section].rows.count))
            applied.sections = presented
            applied.sectionOfItem[item] = presented[section].model
        }
    }
#endif

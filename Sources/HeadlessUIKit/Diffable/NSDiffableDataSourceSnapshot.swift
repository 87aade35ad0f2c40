#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// The state of a table's data at one moment: its sections and their items, by identifier.
    ///
    /// Build one (or take `UITableViewDiffableDataSource.snapshot()`), change it, and apply it; the
    /// data source works out the difference. Identifiers are unique across the whole snapshot: adding
    /// one that is already present, or the same one twice, is a programmer error that raises UIKit's
    /// exception ("Fatal: supplied item identifiers are not unique. …"), as do items added before any
    /// section and identifiers that are not in the snapshot. Headlessly the error goes to
    /// `UITableView.headlessDefaultViolationHandler`; if that returns, the offending identifiers are ignored.
    ///
    ///     var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    ///     snapshot.appendSections(["Friends"])
    ///     snapshot.appendItems([1, 2, 3])
    ///     dataSource.apply(snapshot)
    @preconcurrency
    public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
    where
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    {
        /// The sections with their items, in order.
        @usableFromInline var sections: [DiffSection<SectionIdentifierType, ItemIdentifierType>]
        /// The position of every section.
        @usableFromInline var sectionPositions: [SectionIdentifierType: Int]
        /// The section that holds every item.
        @usableFromInline var sectionOfItem: [ItemIdentifierType: SectionIdentifierType]
        /// Items marked for reloading, in the order they were marked.
        @usableFromInline var reloadedItems: [ItemIdentifierType]
        /// Items marked for reconfiguring, in the order they were marked.
        @usableFromInline var reconfiguredItems: [ItemIdentifierType]
        /// Sections marked for reloading, in the order they were marked.
        @usableFromInline var reloadedSections: [SectionIdentifierType]
        /// Diffs two states of snapshots of these identifier types.
        ///
        /// It is made by the inlined initialiser, in the code that names the identifier types, so the
        /// diff runs specialised for them; the data source, generic and compiled in this module, would
        /// otherwise diff through unspecialised generics, several times slower.
        @usableFromInline let differences:
            @Sendable (
                _ old: [DiffSection<SectionIdentifierType, ItemIdentifierType>],
                _ new: [DiffSection<SectionIdentifierType, ItemIdentifierType>]
            ) -> ConsistentBatchUpdates

        /// Creates an empty snapshot.
        @inlinable
        public init() {
            sections = []
            sectionPositions = [:]
            sectionOfItem = [:]
            reloadedItems = []
            reconfiguredItems = []
            reloadedSections = []
            differences = { SectionedDiff(oldValues: $0, newValues: $1).batchUpdates }
        }

        // MARK: Counts and identifiers

        /// The number of items in all sections.
        public var numberOfItems: Int { sectionOfItem.count }

        /// The number of sections.
        public var numberOfSections: Int { sections.count }

        /// The section identifiers, in order.
        public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.model) }

        /// The item identifiers of every section, in order.
        public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.rows) }

        /// The items marked with `reloadItems(_:)` that are still in the snapshot.
        public var reloadedItemIdentifiers: [ItemIdentifierType] {
            reloadedItems.filter { sectionOfItem[$0] != nil }
        }

        /// The items marked with `reconfigureItems(_:)` that are still in the snapshot.
        public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
            reconfiguredItems.filter { sectionOfItem[$0] != nil }
        }

        /// The sections marked with `reloadSections(_:)` that are still in the snapshot.
        public var reloadedSectionIdentifiers: [SectionIdentifierType] {
            reloadedSections.filter { sectionPositions[$0] != nil }
        }

        /// The number of items in a section; 0 (after reporting UIKit's error) for an unknown section.
        public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
            position(ofSection: identifier, for: "numberOfItems(inSection:)").map { sections[$0].rows.count } ?? 0
        }

        /// The items of a section, in order; empty (after reporting UIKit's error) for an unknown section.
        public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
            position(ofSection: identifier, for: "itemIdentifiers(inSection:)").map { sections[$0].rows } ?? []
        }

        /// The section that holds an item, or `nil` when the item is not in the snapshot.
        public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
            sectionOfItem[identifier]
        }

        /// The position of an item among all items of the snapshot, or `nil` when it is not in it.
        public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
            guard let section = sectionOfItem[identifier], let position = sectionPositions[section] else { return nil }
            let before = sections[..<position].reduce(0) { $0 + $1.rows.count }
            return sections[position].rows.firstIndex(of: identifier).map { before + $0 }
        }

        /// The position of a section, or `nil` when it is not in the snapshot.
        public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
            sectionPositions[identifier]
        }

        // MARK: Items

        /// Adds items at the end of a section; `nil` (the default) means the last section.
        ///
        /// - Precondition: the snapshot has a section, the section exists, and no identifier is already
        ///   in the snapshot or given twice.
        public mutating func appendItems(
            _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
        ) {
            guard let target = sectionIdentifier ?? sections.last?.model else {
                reportDiffableViolation(
                    .invalidDiffableOperation,
                    "There are currently no sections in the data source. Please add a section first.")
                return
            }
            guard let position = position(ofSection: target, for: "appendItems(_:toSection:)") else { return }
            let added = newItems(identifiers)
            sections[position].rows.append(contentsOf: added)
            for item in added { sectionOfItem[item] = target }
        }

        /// Inserts items just before an item of the snapshot.
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
        ) {
            insert(identifiers, at: beforeIdentifier, after: false)
        }

        /// Inserts items just after an item of the snapshot.
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
        ) {
            insert(identifiers, at: afterIdentifier, after: true)
        }

        /// Removes items; identifiers that are not in the snapshot are ignored.
        ///
        /// - Complexity: O(*n*) for *n* items in the sections that held them.
        public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
            var removed: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
            for item in identifiers {
                guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
                removed[section, default: []].insert(item)
            }
            for (section, items) in removed {
                guard let position = sectionPositions[section] else { continue }
                sections[position].rows.removeAll { items.contains($0) }
            }
        }

        /// Removes every item, keeping the sections.
        public mutating func deleteAllItems() {
            for position in sections.indices { sections[position].rows.removeAll() }
            sectionOfItem.removeAll()
        }

        /// Moves an item just before another item, possibly in another section.
        public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
            move(identifier, to: toIdentifier, after: false)
        }

        /// Moves an item just after another item, possibly in another section.
        public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
            move(identifier, to: toIdentifier, after: true)
        }

        /// Marks items to be given new cells when the snapshot is applied.
        public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
            reloadedItems.append(contentsOf: existingItems(identifiers, for: "reloadItems(_:)"))
        }

        /// Marks items whose existing cells are configured again, without reuse, when the snapshot is applied.
        public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
            reconfiguredItems.append(contentsOf: existingItems(identifiers, for: "reconfigureItems(_:)"))
        }

        // MARK: Sections

        /// Adds sections at the end.
        public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
            insertSections(newSections(identifiers), at: sections.count)
        }

        /// Inserts sections just before a section of the snapshot.
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
        ) {
            guard let position = position(ofSection: toIdentifier, for: "insertSections(_:beforeSection:)") else {
                return
            }
            insertSections(newSections(identifiers), at: position)
        }

        /// Inserts sections just after a section of the snapshot.
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
        ) {
            guard let position = position(ofSection: toIdentifier, for: "insertSections(_:afterSection:)") else {
                return
            }
            insertSections(newSections(identifiers), at: position + 1)
        }

        /// Removes sections with their items; identifiers that are not in the snapshot are ignored.
        public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
            let doomed = Set(identifiers)
            for section in sections where doomed.contains(section.model) {
                for item in section.rows { sectionOfItem[item] = nil }
            }
            sections.removeAll { doomed.contains($0.model) }
            renumberSections()
        }

        /// Moves a section just before another section.
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
        ) {
            moveSection(identifier, to: toIdentifier, after: false)
        }

        /// Moves a section just after another section.
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
        ) {
            moveSection(identifier, to: toIdentifier, after: true)
        }

        /// Marks sections to be reloaded when the snapshot is applied.
        public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
            reloadedSections.append(
                contentsOf: identifiers.filter { position(ofSection: $0, for: "reloadSections(_:)") != nil })
        }

        // MARK: Helpers

        /// Forgets the reload and reconfigure marks once the snapshot was applied.
        mutating func clearMarks() {
            reloadedItems = []
            reconfiguredItems = []
            reloadedSections = []
        }

        /// The position of a section, reporting UIKit's error when it is not in the snapshot.
        private func position(ofSection identifier: SectionIdentifierType, for operation: String) -> Int? {
            if let position = sectionPositions[identifier] { return position }
            reportDiffableViolation(
                .invalidDiffableOperation, "Invalid section identifier for \(operation): \(identifier)")
            return nil
        }

        /// The items that may join the snapshot: duplicates are reported and left out.
        private func newItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
            Self.admitted(identifiers, kind: "item") { sectionOfItem[$0] != nil }
        }

        /// The sections that may join the snapshot: duplicates are reported and left out.
        private func newSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
            Self.admitted(identifiers, kind: "section") { sectionPositions[$0] != nil }
        }

        /// The identifiers neither present nor given earlier in the list; the others are reported with
        /// UIKit's message.
        private static func admitted<Identifier: Hashable>(
            _ identifiers: [Identifier], kind: String, isPresent: (Identifier) -> Bool
        ) -> [Identifier] {
            var seen = Set<Identifier>()
            var duplicates: [Identifier] = []
            let fresh = identifiers.filter { identifier in
                guard !isPresent(identifier), seen.insert(identifier).inserted else {
                    duplicates.append(identifier)
                    return false
                }
                return true
            }
            if !duplicates.isEmpty {
                reportDiffableViolation(.duplicateIdentifiers, duplicateIdentifiersMessage(kind: kind, duplicates))
            }
            return fresh
        }

        /// The identifiers that are in the snapshot; the others are reported.
        private func existingItems(_ identifiers: [ItemIdentifierType], for operation: String) -> [ItemIdentifierType] {
            identifiers.filter { item in
                if sectionOfItem[item] != nil { return true }
                reportDiffableViolation(
                    .invalidDiffableOperation, "Invalid item identifier for \(operation): \(item)")
                return false
            }
        }

        /// Where an item sits, reporting UIKit's error when it is not in the snapshot.
        private func location(of item: ItemIdentifierType, for operation: String) -> (section: Int, row: Int)? {
            if let section = sectionOfItem[item], let position = sectionPositions[section],
                let row = sections[position].rows.firstIndex(of: item)
            {
                return (position, row)
            }
            reportDiffableViolation(.invalidDiffableOperation, "Invalid item identifier for \(operation): \(item)")
            return nil
        }

        private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
            guard
                let (section, row) = location(
                    of: anchor, for: after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)")
            else { return }
            let added = newItems(identifiers)
            sections[section].rows.insert(contentsOf: added, at: after ? row + 1 : row)
            for item in added { sectionOfItem[item] = sections[section].model }
        }

        private mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
            let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
            guard item != anchor, let source = location(of: item, for: operation),
                location(of: anchor, for: operation) != nil
            else { return }
            sections[source.section].rows.remove(at: source.row)
            guard let (section, row) = location(of: anchor, for: operation) else { return }
            sections[section].rows.insert(item, at: after ? row + 1 : row)
            sectionOfItem[item] = sections[section].model
        }

        private mutating func insertSections(_ identifiers: [SectionIdentifierType], at position: Int) {
            sections.insert(contentsOf: identifiers.map { DiffSection(model: $0, rows: []) }, at: position)
            renumberSections()
        }

        private mutating func moveSection(
            _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
        ) {
            let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
            guard identifier != anchor, let source = position(ofSection: identifier, for: operation),
                position(ofSection: anchor, for: operation) != nil
            else { return }
            let moved = sections.remove(at: source)
            renumberSections()
            guard let target = sectionPositions[anchor] else { return }
            sections.insert(moved, at: after ? target + 1 : target)
            renumberSections()
        }

        private mutating func renumberSections() {
            sectionPositions.removeAll(keepingCapacity: true)
            for (position, section) in sections.enumerated() { sectionPositions[section.model] = position }
        }
    }
#endif

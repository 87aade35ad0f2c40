#if !canImport(UIKit)
    import Foundation

    /// What a reordering did to a diffable data source's data: the snapshots before and after, and the
    /// difference between their items.
    ///
    /// A `UICollectionViewDiffableDataSource` hands one to its `reorderingHandlers` when the user moves
    /// an item, with a section transaction for each section the move touched.
    public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// The snapshot before the reordering.
        public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// The snapshot after the reordering.
        public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// The changes that turn the initial snapshot's items, in order, into the final snapshot's.
        public let difference: CollectionDifference<ItemIdentifierType>
        /// What the reordering did to each section it touched.
        public let sectionTransactions:
            [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

        init(
            initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
        ) {
            self.initialSnapshot = initialSnapshot
            self.finalSnapshot = finalSnapshot
            self.sectionTransactions = sectionTransactions
            difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        }
    }

    /// What a reordering did to one section: its section snapshots before and after, and the difference
    /// between their items.
    public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// The section.
        public let sectionIdentifier: SectionIdentifierType
        /// The section's snapshot before the reordering.
        public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
        /// The section's snapshot after the reordering.
        public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
        /// The changes that turn the initial section snapshot's items into the final one's.
        public let difference: CollectionDifference<ItemIdentifierType>

        init(
            sectionIdentifier: SectionIdentifierType,
            initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
            finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
        ) {
            self.sectionIdentifier = sectionIdentifier
            self.initialSnapshot = initialSnapshot
            self.finalSnapshot = finalSnapshot
            difference = finalSnapshot.items.difference(from: initialSnapshot.items)
        }
    }
#endif

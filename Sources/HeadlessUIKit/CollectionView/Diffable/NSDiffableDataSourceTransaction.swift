#if !canImport(UIKit)
    import Foundation

    /// What a reordering did to a diffable data source's data: the snapshots before and after, and the
    /// difference between their items.
    ///
    /// A `UICollectionViewDiffableDataSource` hands one to its `reorderingHandlers` when the user moves
    /// an item. The section transactions UIKit also lists (`sectionTransactions`) need section
    /// snapshots, which are not provided headlessly.
    public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// The snapshot before the reordering.
        public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// The snapshot after the reordering.
        public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// The changes that turn the initial snapshot's items, in order, into the final snapshot's.
        public let difference: CollectionDifference<ItemIdentifierType>

        init(
            initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) {
            self.initialSnapshot = initialSnapshot
            self.finalSnapshot = finalSnapshot
            difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        }
    }
#endif

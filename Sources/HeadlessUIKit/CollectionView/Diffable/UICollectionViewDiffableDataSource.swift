#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A collection view's data source that shows snapshots: apply a new snapshot and it works out the
    /// difference and applies it as validated batch updates.
    ///
    /// It becomes the collection view's `dataSource` when created and keeps the collection view weakly.
    /// Snapshots are the same `NSDiffableDataSourceSnapshot` the table's diffable data source takes.
    /// Supplementary views come from `supplementaryViewProvider`; items move when `reorderingHandlers`
    /// allow it. Subclass it to answer index titles: it implements every `UICollectionViewDataSource`
    /// member, each `open`.
    ///
    ///     let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
    ///         collectionView, indexPath, number in
    ///         collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    ///     }
    ///     dataSource.apply(snapshot, animatingDifferences: false)
    @preconcurrency @MainActor
    open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
        UICollectionViewDataSource
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// Makes the cell for an item at an index path; `nil` is a programmer error.
        public typealias CellProvider = (
            _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) -> UICollectionViewCell?
        /// Makes a supplementary view of a kind at an index path.
        public typealias SupplementaryViewProvider = (
            _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
        ) -> UICollectionReusableView?

        /// Makes the supplementary views the layout asks for. Default `nil`.
        public var supplementaryViewProvider: SupplementaryViewProvider?

        /// The handlers that let the user reorder items and hear about it.
        public struct ReorderingHandlers {
            /// Whether an item can be reordered; `nil` (the default) lets no item move.
            public var canReorderItem: ((ItemIdentifierType) -> Bool)?
            /// Called before a reordering is applied to the data source's snapshot.
            public var willReorder:
                ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
            /// Called after a reordering was applied, to update the app's own store.
            public var didReorder:
                ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

            /// Handlers that allow no reordering.
            public init() {}
        }

        /// The handlers for reordering items: with `canReorderItem` set, the user can move items by
        /// interactive movement or by dragging them within the collection view.
        public var reorderingHandlers = ReorderingHandlers()

        /// The handlers asked before an item of an outline expands or collapses
        /// (`HeadlessSectionSnapshotHandlers`).
        ///
        /// UIKit declares the struct inside the data source, with a generic parameter named like the data
        /// source's own; Swift 6 does not let a nested type shadow its outer type's generic parameter, so
        /// the struct is declared outside and named here, which changes nothing at a use site:
        /// `UICollectionViewDiffableDataSource<Section, Item>.SectionSnapshotHandlers<Item>` still names it.
        public typealias SectionSnapshotHandlers<Item: Hashable & Sendable> = HeadlessSectionSnapshotHandlers<Item>

        /// The handlers asked when the user expands or collapses an item of an outline through its
        /// disclosure accessory: `shouldExpandItem` (or `shouldCollapseItem`) may refuse, then
        /// `willExpandItem` (or `willCollapseItem`) is called, then for an expansion
        /// `snapshotForExpandingParent` may give the parent new children, and the section's outline is
        /// applied. Default: no handlers, so every item expands and collapses.
        public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

        /// The shown snapshot, the collection view (not retained) and the applier, shared with the table's.
        private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, UICollectionView>
        private let cellProvider: CellProvider
        /// The section snapshots applied since the last whole snapshot, by section.
        private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
            [:]

        /// Creates a data source for a collection view and becomes its `dataSource`.
        public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
            self.cellProvider = cellProvider
            core = DiffableDataSourceCore(view: collectionView)
            super.init()
            collectionView.dataSource = self
        }

        // MARK: Snapshots

        /// Shows a snapshot: the difference from the shown one becomes batch updates, then `completion` runs.
        ///
        /// With or without animation the difference is applied as updates (UIKit does so since iOS 15),
        /// so the cells of unchanged items stay; marked reloads and reconfigures follow in one more batch.
        /// Without animation the updates run with `UIView.areAnimationsEnabled` off.
        /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            sectionSnapshots = [:]
            core.apply(snapshot, animation: .automatic, animated: animatingDifferences)
            completion?()
        }

        /// Shows a snapshot and returns once the collection view shows it.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true
        ) async {
            apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
        }

        /// Shows a snapshot by reloading the collection view, without a difference, then runs `completion`.
        open func applySnapshotUsingReloadData(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            completion: (() -> Void)? = nil
        ) {
            sectionSnapshots = [:]
            core.applyUsingReloadData(snapshot)
            completion?()
        }

        /// Shows an outline in one section: the section (appended when the snapshot has none) shows the
        /// section snapshot's `visibleItems`, through the same difference as `apply(_:animatingDifferences:completion:)`.
        open func apply(
            _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            var full = core.contents.applied
            if full.indexOfSection(section) == nil { full.appendSections([section]) }
            full.deleteItems(full.itemIdentifiers(inSection: section))
            full.appendItems(snapshot.visibleItems, toSection: section)
            core.apply(full, animation: .automatic, animated: animatingDifferences)
            sectionSnapshots[section] = snapshot
            completion?()
        }

        /// The outline a section shows: the section snapshot last applied to it, else its items as roots.
        open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
            ItemIdentifierType
        > {
            if let outline = sectionSnapshots[section] { return outline }
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            if core.contents.index(for: section) != nil {
                flat.append(core.contents.applied.itemIdentifiers(inSection: section))
            }
            return flat
        }

        /// A copy of the snapshot the collection view shows.
        open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
            core.contents.applied
        }

        // MARK: Identifiers and index paths

        /// The item shown at an index path, or `nil` when there is none.
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
            core.contents.itemIdentifier(for: indexPath)
        }

        /// Where an item is shown, or `nil` when it is not in the snapshot.
        open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
            core.indexPath(for: itemIdentifier)
        }

        /// The section shown at a position, or `nil` when there is none.
        open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
            core.contents.sectionIdentifier(for: index)
        }

        /// The position of a section, or `nil` when it is not in the snapshot.
        open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
            core.contents.index(for: sectionIdentifier)
        }

        // MARK: UICollectionViewDataSource

        /// The number of sections of the shown snapshot.
        open func numberOfSections(in collectionView: UICollectionView) -> Int {
            core.contents.presented.count
        }

        /// The number of items in a section of the shown snapshot; 0 for a section that does not exist.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            core.contents.numberOfItems(inSection: section)
        }

        /// The cell the cell provider makes; a `nil` cell is reported with UIKit's exception reason and,
        /// if the handler returns, a plain cell stands in.
        open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            core.cell(
                for: itemIdentifier(for: indexPath), at: indexPath, provider: { cellProvider(collectionView, $0, $1) },
                reason: "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)",
                standIn: { UICollectionViewCell(frame: .zero) })
        }

        /// The view the supplementary view provider makes; without a provider, or for `nil`, an empty
        /// reusable view stands in (UIKit raises an exception).
        open func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
        }

        /// Whether `reorderingHandlers.canReorderItem` allows the item to move; `false` without the handler.
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            guard let item = itemIdentifier(for: indexPath) else { return false }
            return reorderingHandlers.canReorderItem?(item) ?? false
        }

        /// Moves the item in the shown snapshot, as the collection view already moved it, between
        /// `reorderingHandlers.willReorder` and `didReorder`, which receive the transaction. Overrides must
        /// call `super`.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            var reordered = core.contents
            reordered.moveItem(at: sourceIndexPath, to: destinationIndexPath)
            var touched: [SectionIdentifierType] = []
            for index in [sourceIndexPath, destinationIndexPath] where index.count == 2 {
                if let section = core.contents.sectionIdentifier(for: index[0]), !touched.contains(section) {
                    touched.append(section)
                }
            }
            // A reordered section reads flat afterwards: its outline, if any, is forgotten.
            let sectionTransactions = touched.map { section in
                var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
                after.append(reordered.applied.itemIdentifiers(inSection: section))
                return NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: snapshot(for: section), finalSnapshot: after)
            }
            let transaction = NSDiffableDataSourceTransaction(
                initialSnapshot: core.contents.applied, finalSnapshot: reordered.applied,
                sectionTransactions: sectionTransactions)
            reorderingHandlers.willReorder?(transaction)
            for section in touched { sectionSnapshots[section] = nil }
            core.contents = reordered
            reorderingHandlers.didReorder?(transaction)
        }

        /// No index.
        open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

        /// The first item of the section at the title's position.
        open func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            IndexPath(item: 0, section: index)
        }
    }

    /// The handlers a collection view's diffable data source asks before an item of an outline expands
    /// or collapses: UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, declared at
    /// the top level (see that alias).
    public struct HeadlessSectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
        /// Whether an item may expand; `nil` (the default) lets every item expand.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether an item may collapse; `nil` (the default) lets every item collapse.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// Given a parent about to expand and its children (as a section snapshot of their own),
        /// returns the children it shows once expanded, which replace the old ones; `nil` (the
        /// default) keeps the children as they are.
        public var snapshotForExpandingParent:
            (
                (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
                    NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            )?

        /// Handlers that let every item expand and collapse as it is.
        public init() {}
    }
#endif

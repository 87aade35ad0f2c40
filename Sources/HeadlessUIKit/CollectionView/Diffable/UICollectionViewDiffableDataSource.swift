#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A collection view's data source that shows snapshots: apply a new snapshot and it works out the
    /// difference and applies it as validated batch updates.
    ///
    /// It becomes the collection view's `dataSource` when created and keeps the collection view weakly.
    /// Snapshots are the same `NSDiffableDataSourceSnapshot` the table's diffable data source takes.
    /// Supplementary views come from `supplementaryViewProvider`. Subclass it to answer moving and index
    /// titles: it implements every `UICollectionViewDataSource` member, each `open`.
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

        private var applied = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        /// The data the collection view is told about right now: the applied snapshot, or an
        /// intermediate state while a multi-stage update runs.
        private var presented: [DiffSection<SectionIdentifierType, ItemIdentifierType>] = []
        private weak var collectionView: UICollectionView?
        private let cellProvider: CellProvider

        /// Creates a data source for a collection view and becomes its `dataSource`.
        public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
            self.cellProvider = cellProvider
            self.collectionView = collectionView
            super.init()
            collectionView.dataSource = self
        }

        // MARK: Snapshots

        /// Shows a snapshot: the difference from the shown one becomes batch updates, then `completion` runs.
        ///
        /// With or without animation the difference is applied as updates (UIKit does so since iOS 15),
        /// so the cells of unchanged items stay; marked reloads and reconfigures follow in one more batch.
        /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            applyDifferences(to: snapshot)
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
            var shown = snapshot
            shown.clearMarks()
            applied = shown
            presented = shown.sections
            collectionView?.reloadData()
            completion?()
        }

        /// A copy of the snapshot the collection view shows.
        open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
            applied
        }

        // MARK: Identifiers and index paths

        /// The item shown at an index path, or `nil` when there is none.
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
            guard indexPath.count == 2, presented.indices.contains(indexPath[0]),
                presented[indexPath[0]].rows.indices.contains(indexPath[1])
            else { return nil }
            return presented[indexPath[0]].rows[indexPath[1]]
        }

        /// Where an item is shown, or `nil` when it is not in the snapshot.
        open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
            guard let section = applied.sectionOfItem[itemIdentifier],
                let position = applied.sectionPositions[section],
                let item = applied.sections[position].rows.firstIndex(of: itemIdentifier)
            else { return nil }
            return IndexPath(item: item, section: position)
        }

        /// The section shown at a position, or `nil` when there is none.
        open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
            presented.indices.contains(index) ? presented[index].model : nil
        }

        /// The position of a section, or `nil` when it is not in the snapshot.
        open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
            applied.sectionPositions[sectionIdentifier]
        }

        // MARK: UICollectionViewDataSource

        /// The number of sections of the shown snapshot.
        open func numberOfSections(in collectionView: UICollectionView) -> Int {
            presented.count
        }

        /// The number of items in a section of the shown snapshot; 0 for a section that does not exist.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            presented.indices.contains(section) ? presented[section].rows.count : 0
        }

        /// The cell the cell provider makes; a `nil` cell is reported with UIKit's exception reason and,
        /// if the handler returns, a plain cell stands in.
        open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
                return cell
            }
            reportDiffableViolation(
                .invalidDiffableOperation,
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }

        /// The view the supplementary view provider makes; without a provider, or for `nil`, an empty
        /// reusable view stands in (UIKit raises an exception).
        open func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
        }

        /// `false`: items do not move unless a subclass says so.
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            false
        }

        /// Moves the item in the shown snapshot, as the collection view already moved it. Overrides must call `super`.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard let item = itemIdentifier(for: sourceIndexPath), destinationIndexPath.count == 2,
                presented.indices.contains(destinationIndexPath[0])
            else { return }
            presented[sourceIndexPath[0]].rows.remove(at: sourceIndexPath[1])
            let section = destinationIndexPath[0]
            presented[section].rows.insert(
                item, at: min(max(0, destinationIndexPath[1]), presented[section].rows.count))
            applied.sections = presented
            applied.sectionOfItem[item] = presented[section].model
        }

        /// No index.
        open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

        /// The first item of the section at the title's position.
        open func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            IndexPath(item: 0, section: index)
        }

        // MARK: Applying

        /// Diffs the presented data against the snapshot and applies every stage as one validated batch.
        private func applyDifferences(
            to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) {
            var shown = snapshot
            let reloads = DiffableReloads(snapshot)
            shown.clearMarks()
            let old = presented
            applied = shown
            guard let collectionView else {
                presented = shown.sections
                return
            }
            let updates = snapshot.differences(old, shown.sections)
            var stages = updates.stages.map { _ in shown.sections }
            if updates.stages.count > 1 {
                guard let intermediate = try? updates.intermediateSnapshots(from: old, to: shown.sections) else {
                    presented = shown.sections
                    collectionView.reloadData()
                    return
                }
                stages = intermediate
            }
            for (stage, data) in zip(updates.stages, stages) {
                collectionView.performBatchUpdates {
                    self.presented = data
                    stage.apply(to: collectionView)
                }
            }
            presented = shown.sections
            reloads.apply(to: collectionView, in: shown)
        }
    }
#endif

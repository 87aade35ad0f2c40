#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A table's data source that shows snapshots: apply a new snapshot and it works out and animates
    /// the difference.
    ///
    /// It becomes the table's `dataSource` when created and keeps the table weakly. Applying a snapshot
    /// (with or without animation) diffs it against the shown one with `CascadingDiff` and hands the
    /// result to the table as validated batch updates, so cells of unchanged rows stay; only
    /// `applySnapshotUsingReloadData(_:completion:)` reloads everything. Subclass it to answer titles,
    /// editing and moving: it implements every `UITableViewDataSource` member, each `open`, with UIKit's
    /// answers (no titles, no editing, no moving).
    ///
    ///     let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { table, indexPath, id in
    ///         let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    ///         cell.textLabel?.text = "\(id)"
    ///         return cell
    ///     }
    ///     dataSource.apply(snapshot, animatingDifferences: false)
    @preconcurrency @MainActor
    open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// Makes the cell for an item at an index path; `nil` is a programmer error.
        public typealias CellProvider = (
            _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) -> UITableViewCell?

        /// The snapshot the table shows (or is being updated to).
        private var applied = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        /// The data the table is told about right now: the applied snapshot, or an intermediate state
        /// while a multi-stage update runs.
        private var presented: [DiffSection<SectionIdentifierType, ItemIdentifierType>] = []
        private weak var tableView: UITableView?
        private let cellProvider: CellProvider

        /// The animation of inserts, deletes and reloads when a snapshot is applied with animation.
        /// Default `.automatic`.
        open var defaultRowAnimation: UITableView.RowAnimation = .automatic

        /// Creates a data source for a table view and becomes its `dataSource`.
        ///
        /// - Parameters:
        ///   - tableView: The table to fill; not retained.
        ///   - cellProvider: Makes the cell of each item.
        public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
            self.cellProvider = cellProvider
            self.tableView = tableView
            super.init()
            tableView.dataSource = self
        }

        // MARK: Snapshots

        /// Shows a snapshot: the difference from the shown one becomes batch updates, then `completion` runs.
        ///
        /// Without animation the difference is still computed and applied as updates (UIKit does so
        /// since iOS 15), just not animated; the cells of unchanged rows stay. Items and sections marked
        /// with `reloadItems`, `reconfigureItems` or `reloadSections` are then reloaded or reconfigured.
        /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            applyDifferences(to: snapshot, animation: animatingDifferences ? defaultRowAnimation : .none)
            completion?()
        }

        /// Shows a snapshot and returns once the table shows it.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true
        ) async {
            apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
        }

        /// Shows a snapshot by reloading the table, without computing a difference, then runs `completion`.
        open func applySnapshotUsingReloadData(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            completion: (() -> Void)? = nil
        ) {
            var shown = snapshot
            shown.clearMarks()
            applied = shown
            presented = shown.sections
            tableView?.reloadData()
            completion?()
        }

        /// Shows a snapshot by reloading the table and returns once the table shows it.
        open func applySnapshotUsingReloadData(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) async {
            applySnapshotUsingReloadData(snapshot, completion: nil)
        }

        /// A copy of the snapshot the table shows.
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
            guard let section = applied.sectionOfItem[itemIdentifier], let position = applied.sectionPositions[section],
                let row = applied.sections[position].rows.firstIndex(of: itemIdentifier)
            else { return nil }
            return IndexPath(row: row, section: position)
        }

        /// The section shown at a position, or `nil` when there is none.
        open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
            presented.indices.contains(index) ? presented[index].model : nil
        }

        /// The position of a section, or `nil` when it is not in the snapshot.
        open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
            applied.sectionPositions[sectionIdentifier]
        }

        // MARK: UITableViewDataSource

        /// The number of sections of the shown snapshot.
        open func numberOfSections(in tableView: UITableView) -> Int {
            presented.count
        }

        /// The number of items in a section of the shown snapshot; 0 for a section that does not exist.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            presented.indices.contains(section) ? presented[section].rows.count : 0
        }

        /// The cell the cell provider makes for the item at the index path.
        ///
        /// A `nil` cell is reported with UIKit's exception reason; if the handler returns, a plain cell stands in.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
                return cell
            }
            reportDiffableViolation(
                .invalidDiffableOperation,
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }

        /// No header title. Override to title sections.
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

        /// No footer title. Override to title footers.
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

        /// `false`: rows are not editable unless a subclass says so.
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

        /// Nothing is committed. Override to delete or insert items (apply a changed snapshot).
        open func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}

        /// `false`: rows do not move unless a subclass says so.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

        /// Moves the item in the shown snapshot, as the table already moved its row.
        ///
        /// Overrides that update their model must call `super`, so that the snapshot keeps matching the table.
        open func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
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

        /// No section index.
        open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

        /// The index title at a position jumps to the section at the same position.
        open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index
        }

        // MARK: Applying

        /// Diffs the presented data against the snapshot and applies every stage as one validated batch.
        private func applyDifferences(
            to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animation: UITableView.RowAnimation
        ) {
            var shown = snapshot
            let reloads = DiffableReloads(snapshot)
            shown.clearMarks()
            let old = presented
            applied = shown
            guard let tableView else {
                presented = shown.sections
                return
            }
            let updates = snapshot.differences(old, shown.sections)
            let stages: [[DiffSection<SectionIdentifierType, ItemIdentifierType>]]
            if updates.stages.count > 1 {
                guard let intermediate = try? updates.intermediateSnapshots(from: old, to: shown.sections) else {
                    presented = shown.sections
                    tableView.reloadData()
                    return
                }
                stages = intermediate
            } else {
                stages = updates.stages.map { _ in shown.sections }
            }
            for (stage, data) in zip(updates.stages, stages) {
                // The update loads the old counts first if the table has not asked yet; only then does
                // the data change.
                tableView.performBatchUpdates {
                    self.presented = data
                    tableView.recordUpdate(stage)
                }
            }
            presented = shown.sections
            reloads.apply(to: tableView, in: shown, animation: animation)
        }
    }
#endif

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

        /// The shown snapshot, the table (not retained) and the applier, shared with the collection view's.
        private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, UITableView>
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
            core = DiffableDataSourceCore(view: tableView)
            super.init()
            tableView.dataSource = self
        }

        // MARK: Snapshots

        /// Shows a snapshot: the difference from the shown one becomes batch updates, then `completion` runs.
        ///
        /// Without animation the difference is still computed and applied as updates (UIKit does so
        /// since iOS 15), just not animated (with `UIView.areAnimationsEnabled` off and no row animation);
        /// the cells of unchanged rows stay. Items and sections marked
        /// with `reloadItems`, `reconfigureItems` or `reloadSections` are then reloaded or reconfigured.
        /// - Complexity: O(*S* + *N*) for *S* sections and *N* items in both snapshots.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            core.apply(
                snapshot, animation: animatingDifferences ? defaultRowAnimation : .none,
                animated: animatingDifferences)
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
            core.applyUsingReloadData(snapshot)
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

        // MARK: UITableViewDataSource

        /// The number of sections of the shown snapshot.
        open func numberOfSections(in tableView: UITableView) -> Int {
            core.contents.presented.count
        }

        /// The number of items in a section of the shown snapshot; 0 for a section that does not exist.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            core.contents.numberOfItems(inSection: section)
        }

        /// The cell the cell provider makes for the item at the index path.
        ///
        /// A `nil` cell is reported with UIKit's exception reason; if the handler returns, a plain cell stands in.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            core.cell(
                for: itemIdentifier(for: indexPath), at: indexPath, provider: { cellProvider(tableView, $0, $1) },
                reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)",
                standIn: { UITableViewCell(style: .default, reuseIdentifier: nil) })
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
            core.contents.moveItem(at: sourceIndexPath, to: destinationIndexPath)
        }

        /// No section index.
        open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

        /// The index title at a position jumps to the section at the same position.
        open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index
        }
    }
#endif

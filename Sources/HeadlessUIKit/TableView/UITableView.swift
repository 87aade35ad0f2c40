#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A headless table view: it asks its data source and delegate what UIKit's table view asks, in
    /// UIKit's order, lays rows out, hands out reusable cells, tracks selection and editing, and
    /// validates batch updates with UIKit's rules and messages.
    ///
    /// The methods a subclass may override are `open` and declared here; the queries live in the
    /// `UITableView+…` extensions. Members whose names start with `headless` are additions for tests
    /// and terminals and do not exist in UIKit; see `Docs/HeadlessTableView.md`.
    ///
    ///     let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    ///     tableView.dataSource = model
    ///     tableView.layoutIfNeeded()
    ///     print(tableView.headlessRenderedText())
    @preconcurrency @MainActor
    open class UITableView: UIScrollView {
        /// The value that tells the table to size a row, header or footer itself.
        ///
        /// UIKit does not document the number; it is -1 in UIKit, and the same here.
        public nonisolated static let automaticDimension: CGFloat = -1

        /// The search entry of a section index.
        public nonisolated static let indexSearch = "{search}"

        /// The table's style, fixed at creation.
        public let style: Style

        /// The object that supplies sections, rows and cells. Not retained.
        open weak var dataSource: (any UITableViewDataSource)? {
            didSet { collaboratorsDidChange() }
        }

        /// The object that manages rows, headers, footers, selection and editing. Not retained.
        open weak var delegate: (any UITableViewDelegate)? {
            didSet { collaboratorsDidChange() }
        }

        /// The optional members the data source or delegate declared missing
        /// (`HeadlessOptionalMembersReporting`), read when either is assigned, as UIKit reads which
        /// optional methods its collaborators implement once, when they are set.
        var unimplementedMembers: Set<HeadlessOptionalMember> = []

        /// The object told in advance about rows that will be needed. Not retained; `nil` disables prefetching.
        open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

        /// Whether prefetching is on. Default `true`.
        open var isPrefetchingEnabled = true

        /// The object that starts drags from rows. Not retained.
        open weak var dragDelegate: (any UITableViewDragDelegate)?
        /// The object that accepts drops. Not retained.
        open weak var dropDelegate: (any UITableViewDropDelegate)?
        /// Whether rows can be dragged from the table. Default `false`, as on iPhone.
        open var dragInteractionEnabled = false
        /// Whether a drag from this table is in progress.
        open var hasActiveDrag: Bool { activeDragSession != nil }
        /// Whether a drop over this table is in progress.
        open var hasActiveDrop: Bool { activeDropSession != nil }

        /// The height of every row when the delegate gives none. Default `automaticDimension`.
        open var rowHeight: CGFloat = UITableView.automaticDimension
        /// The height of every header when the delegate gives none. Default `automaticDimension`.
        open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
        /// The height of every footer when the delegate gives none. Default `automaticDimension`.
        open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
        /// The estimated row height; 0 turns estimation off. Default `automaticDimension`.
        open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
        /// The estimated header height; 0 turns estimation off. Default `automaticDimension`.
        open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
        /// The estimated footer height; 0 turns estimation off. Default `automaticDimension`.
        open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

        /// The view above the first section. Default `nil`.
        open var tableHeaderView: UIView? {
            didSet { setNeedsLayout() }
        }
        /// The view below the last section. Default `nil`.
        open var tableFooterView: UIView? {
            didSet { setNeedsLayout() }
        }
        /// The view behind the table's content. Default `nil`.
        open var backgroundView: UIView?
        /// The separator style between rows. Default `.singleLine`.
        open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

        /// Whether rows can be selected outside editing mode. Default `true`.
        open var allowsSelection = true
        /// Whether rows can be selected in editing mode. Default `false`.
        open var allowsSelectionDuringEditing = false
        /// Whether several rows can be selected outside editing mode. Default `false`.
        open var allowsMultipleSelection = false
        /// Whether several rows can be selected in editing mode. Default `false`.
        open var allowsMultipleSelectionDuringEditing = false
        /// Whether focusing a row selects it. Default `false`.
        open var selectionFollowsFocus = false
        /// Whether rows can take focus. Default `true`.
        open var allowsFocus = true
        /// Whether rows can take focus in editing mode. Default `true`.
        open var allowsFocusDuringEditing = true
        /// Whether the table restores focus to the last focused row. Default `false`.
        open var remembersLastFocusedIndexPath = false
        /// The number of rows from which the section index shows. Default 0.
        open var sectionIndexMinimumDisplayRowCount = 0

        /// Whether the table is in editing mode. Setting it is not animated.
        open var isEditing: Bool {
            get { editingFlag }
            set { setEditing(newValue, animated: false) }
        }

        /// Whether placeholder or drop updates are pending; headlessly never.
        open var hasUncommittedUpdates: Bool { false }

        // MARK: Headless additions

        /// Records every call to the data source, delegate and prefetch data source, and every update call
        /// this table receives (headless addition).
        public var headlessRecorder: HeadlessCallRecorder?

        /// Receives this table's violations instead of the shared handler (headless addition).
        ///
        /// `nil` (the default) uses `UITableView.headlessDefaultViolationHandler`, which traps.
        public var headlessViolationHandler: (@MainActor (HeadlessViolation) -> Void)?

        /// The order in which a simulated tap sends its selection calls (headless addition).
        public var headlessTapSequence: HeadlessTapSequence = .deselectPreviousFirst

        /// How many rows beyond the visible ones are prefetched in the scrolling direction (headless addition).
        public var headlessPrefetchDistance = 10

        // MARK: Engine state

        var editingFlag = false
        var needsReload = true
        let layout = TableLayout()
        var displayedCells: [IndexPath: UITableViewCell] = [:]
        var displayedSupplementaryViews: [TableItem: UIView] = [:]
        var preparedSupplementaryViews: [TableItem: UIView] = [:]
        var selectedRows: Set<IndexPath> = []
        var highlightedRow: IndexPath?
        var cellRegistrations: [String: ReuseRegistration<UITableViewCell>] = [:]
        var headerFooterRegistrations: [String: ReuseRegistration<UITableViewHeaderFooterView>] = [:]
        var cellPool: [String: [UITableViewCell]] = [:]
        var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
        var updateGroup = BatchUpdateGroup()
        var rowsToRemeasure: Set<IndexPath> = []
        var prefetchedRows: [IndexPath] = []
        var lastLaidOutOffset: CGFloat = 0
        var activeSwipe: ActiveSwipe?
        var activeContextMenu: ActiveContextMenu?
        var focusedRow: IndexPath?
        var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?
        var activeDragSession: (any UIDragSession)?
        var activeDropSession: (any UIDropSession)?
        var sendsScrollCallbacks = true

        /// Creates a table view with a frame and a style.
        public init(frame: CGRect, style: Style) {
            self.style = style
            super.init(frame: frame)
        }

        /// Creates a `.plain` table view with a frame.
        public override convenience init(frame: CGRect) {
            self.init(frame: frame, style: .plain)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The bounds; a change of size or origin marks the table for layout.
        open override var bounds: CGRect {
            didSet { if bounds != oldValue { setNeedsLayout() } }
        }

        /// The size of the scrollable content, laid out on demand.
        open override var contentSize: CGSize {
            get {
                layoutIfNeeded()
                return super.contentSize
            }
            set { super.contentSize = newValue }
        }

        /// Tells the delegate that the table scrolled; the next query lays the new rows out.
        open override func headlessContentOffsetDidChange() {
            super.headlessContentOffsetDidChange()
            setNeedsLayout()
            if sendsScrollCallbacks { callScrollViewDidScroll() }
        }

        /// Loads the data if needed, then shows the rows, headers and footers that intersect the bounds.
        open override func layoutSubviews() {
            super.layoutSubviews()
            performLayoutPass()
        }

        // MARK: Loading

        /// Discards every cached count, height and visible cell; the next layout asks the data source again.
        open func reloadData() {
            headlessRecorder?.record(.reloadData)
            setNeedsReload()
        }

        /// Reloads the section index titles; headlessly there is no index strip to refresh.
        open func reloadSectionIndexTitles() {}

        /// The number of sections, asked of the data source when the table loads and cached.
        open var numberOfSections: Int {
            loadIfNeeded()
            return layout.sections.count
        }

        /// The number of rows in a section, as cached from the data source; 0 for a section that does not exist.
        open func numberOfRows(inSection section: Int) -> Int {
            loadIfNeeded()
            return layout.sections.indices.contains(section) ? layout.sections[section].rows.count : 0
        }

        // MARK: Reuse

        /// Registers a cell class for a reuse identifier; `nil` removes the registration.
        open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            cellRegistrations[identifier] = (cellClass as? UITableViewCell.Type).map { .type($0) }
        }

        /// Registers a nib for a reuse identifier; headlessly its cells are instances of the nib's
        /// `headlessCellClass` (else `UITableViewCell`), each sent `awakeFromNib()`.
        open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
            cellRegistrations[identifier] = nib.map { .nib($0) }
        }

        /// Registers a header or footer view class for a reuse identifier; `nil` removes it.
        open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
            headerFooterRegistrations[identifier] = (aClass as? UITableViewHeaderFooterView.Type).map { .type($0) }
        }

        /// Registers a nib for a header or footer identifier; headlessly its views are instances of the
        /// nib's `headlessHeaderFooterViewClass` (else the plain view class), each sent `awakeFromNib()`.
        open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
            headerFooterRegistrations[identifier] = nib.map { .nib($0) }
        }

        /// Returns a queued cell for the identifier, or a new one of the registered class, else `nil`.
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            dequeueCell(identifier: identifier, for: nil)
        }

        /// Returns a queued or new cell for a registered identifier.
        ///
        /// An unregistered identifier is reported with UIKit's message to the violation handler.
        open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            dequeueRegisteredCell(identifier: identifier, for: indexPath)
        }

        /// Returns a queued header or footer view, or a new one of the registered class, else `nil`.
        open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
            dequeueHeaderFooterView(identifier: identifier)
        }

        // MARK: Selection and scrolling

        /// Selects a row without telling the delegate, optionally scrolling to it; `nil` clears the selection.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            programmaticallySelect(indexPath, animated: animated, scrollPosition: scrollPosition)
        }

        /// Deselects a row without telling the delegate.
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            programmaticallyDeselect(indexPath, animated: animated)
        }

        /// Scrolls so that the row sits at the given position; does not call `scrollViewDidScroll(_:)`.
        open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            scroll(toRowAt: indexPath, at: scrollPosition)
        }

        /// Scrolls to the selected row nearest the top of the visible area.
        open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
            if let indexPath = nearestSelectedRow() { scroll(toRowAt: indexPath, at: scrollPosition) }
        }

        // MARK: Editing

        /// Enters or leaves editing mode, telling every visible cell and asking the editing style of its row.
        open func setEditing(_ editing: Bool, animated: Bool) {
            changeEditing(to: editing, animated: animated)
        }

        // MARK: Batch updates

        /// Runs several inserts, deletes, reloads and moves as one validated update, then calls `completion`.
        ///
        /// Headlessly there is no animation: `completion` runs with `true` as soon as the outermost update ends.
        open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            headlessRecorder?.record(.performBatchUpdates)
            beginUpdateGroup()
            updates?()
            if let completion { addUpdateCompletion(completion) }
            endUpdateGroup()
        }

        /// Starts a group of updates; groups nest, and only the outermost end applies them.
        open func beginUpdates() {
            headlessRecorder?.record(.beginUpdates)
            beginUpdateGroup()
        }

        /// Ends a group of updates; the outermost end validates and applies everything in the group.
        open func endUpdates() {
            headlessRecorder?.record(.endUpdates)
            endUpdateGroup()
        }

        /// Inserts rows at index paths of the table after the update.
        open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            headlessRecorder?.record(.insertRows(indexPaths, animation))
            recordUpdate { $0.rowInserts += indexPaths.map(ElementPath.init) }
        }

        /// Deletes rows at index paths of the table before the update.
        open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            headlessRecorder?.record(.deleteRows(indexPaths, animation))
            recordUpdate { $0.rowDeletes += indexPaths.map(ElementPath.init) }
        }

        /// Replaces rows (index paths before the update) with new cells from the data source.
        open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
            headlessRecorder?.record(.reloadRows(indexPaths, animation))
            recordUpdate { $0.rowReloads += indexPaths.map(ElementPath.init) }
        }

        /// Moves a row from an index path before the update to one after it.
        open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            headlessRecorder?.record(.moveRow(at: indexPath, to: newIndexPath))
            recordUpdate {
                $0.rowMoves.append(DiffMove(source: ElementPath(indexPath), destination: ElementPath(newIndexPath)))
            }
        }

        /// Inserts sections at indexes of the table after the update.
        open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
            headlessRecorder?.record(.insertSections(sections, animation))
            recordUpdate { $0.sectionInserts += sections }
        }

        /// Deletes sections at indexes of the table before the update.
        open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
            headlessRecorder?.record(.deleteSections(sections, animation))
            recordUpdate { $0.sectionDeletes += sections }
        }

        /// Replaces sections (indexes before the update) with fresh content from the data source.
        open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
            headlessRecorder?.record(.reloadSections(sections, animation))
            recordUpdate { $0.sectionReloads += sections }
        }

        /// Moves a section from an index before the update to one after it.
        open func moveSection(_ section: Int, toSection newSection: Int) {
            headlessRecorder?.record(.moveSection(section, toSection: newSection))
            recordUpdate { $0.sectionMoves.append(DiffMove(source: section, destination: newSection)) }
        }

        /// Asks the data source to configure the existing cells of visible rows again, without reuse.
        open func reconfigureRows(at indexPaths: [IndexPath]) {
            headlessRecorder?.record(.reconfigureRows(indexPaths))
            recordUpdate { $0.rowReconfigures += indexPaths.map(ElementPath.init) }
        }
    }
#endif

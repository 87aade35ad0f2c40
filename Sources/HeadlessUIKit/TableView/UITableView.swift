#if !canImport(UIKit)
    import Foundation

    /// A headless table view: it asks its data source and delegate what UIKit's table view asks,
    /// caches the counts, and hands out reusable cells.
    @MainActor
    open class UITableView: UIScrollView {
        /// The value that tells the table to size a row, header or footer itself.
        ///
        /// UIKit does not document the number; it is -1 in UIKit, and the same here.
        public nonisolated static let automaticDimension: CGFloat = -1

        /// The table's style, fixed at creation.
        public let style: Style

        /// The object that supplies sections, rows and cells. Not retained.
        open weak var dataSource: (any UITableViewDataSource)? {
            didSet { needsReload = true }
        }

        /// The object that manages rows, headers, footers, selection and editing. Not retained.
        open weak var delegate: (any UITableViewDelegate)? {
            didSet { needsReload = true }
        }

        /// The object told in advance about rows that will be needed. Not retained.
        open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

        /// Whether prefetching is on. Default `true`.
        open var isPrefetchingEnabled = true

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
        /// Whether the table is in editing mode. Setting it is not animated.
        open var isEditing: Bool {
            get { editing }
            set { setEditing(newValue, animated: false) }
        }

        private var editing = false
        private var needsReload = true
        private var sectionRowCounts: [Int] = []
        private var cellClasses: [String: UITableViewCell.Type] = [:]
        private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
        private var reusableCells: [String: [UITableViewCell]] = [:]

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

        /// Enters or leaves editing mode.
        open func setEditing(_ editing: Bool, animated: Bool) {
            self.editing = editing
        }

        /// The number of sections, asked of the data source on the first query after a reload.
        open var numberOfSections: Int {
            reloadCountsIfNeeded()
            return sectionRowCounts.count
        }

        /// The number of rows in a section, as cached from the data source; 0 for a section that does not exist.
        open func numberOfRows(inSection section: Int) -> Int {
            reloadCountsIfNeeded()
            return sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
        }

        /// Discards the cached counts; they are asked again on the next query.
        open func reloadData() {
            needsReload = true
            reloadCountsIfNeeded()
        }

        /// Registers a cell class for a reuse identifier; `nil` removes the registration.
        open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            cellClasses[identifier] = cellClass as? UITableViewCell.Type
        }

        /// Registers a header or footer view class for a reuse identifier; `nil` removes it.
        open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
            headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
        }

        /// Returns a queued cell for the identifier, or a new one of the registered class, else `nil`.
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            if var queue = reusableCells[identifier], let cell = queue.popLast() {
                reusableCells[identifier] = queue
                cell.prepareForReuse()
                return cell
            }
            return cellClasses[identifier].map { $0.init(headlessReuseIdentifier: identifier) }
        }

        /// Returns a queued or new cell for a registered identifier.
        ///
        /// - Precondition: A class was registered for `identifier`; UIKit raises the same complaint.
        open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
                preconditionFailure(
                    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                )
            }
            return cell
        }

        /// Returns a new header or footer view of the registered class, else `nil`.
        open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
            headerFooterClasses[identifier].map { $0.init(headlessReuseIdentifier: identifier) }
        }

        private func reloadCountsIfNeeded() {
            guard needsReload else { return }
            needsReload = false
            guard let dataSource else {
                sectionRowCounts = []
                return
            }
            let sections = max(0, dataSource.numberOfSections(in: self))
            sectionRowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }
    }
#endif

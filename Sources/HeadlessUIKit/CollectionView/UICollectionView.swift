#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A headless collection view: it asks its data source, delegate and layout what UIKit's collection
    /// view asks, shows the elements its layout places in the bounds, hands out reusable cells and
    /// supplementary views, tracks selection, and validates batch updates.
    ///
    /// The methods a subclass may override are `open` and declared here; the queries live in the
    /// `UICollectionView+…` extensions. Members whose names start with `headless` are additions for
    /// tests and do not exist in UIKit; see `Docs/HeadlessCollectionView.md`.
    ///
    ///     let layout = UICollectionViewFlowLayout()
    ///     let collectionView = UICollectionView(
    ///         frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    ///     collectionView.dataSource = model
    ///     collectionView.layoutIfNeeded()
    ///     print(collectionView.headlessRenderedText())
    @preconcurrency @MainActor
    open class UICollectionView: UIScrollView {
        /// The element kind of a flow layout's section headers.
        public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
        /// The element kind of a flow layout's section footers.
        public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

        /// The layout that places the elements; setting it invalidates the layout at once.
        open var collectionViewLayout: UICollectionViewLayout {
            didSet {
                oldValue.collectionView = nil
                collectionViewLayout.collectionView = self
                layoutDidInvalidate()
            }
        }

        /// The object that supplies sections, items, cells and supplementary views. Not retained.
        ///
        /// Assigning it reads which optional members it lacks (`HeadlessOptionalMembersReporting`).
        open weak var dataSource: (any UICollectionViewDataSource)? {
            didSet {
                readUnimplementedMembers()
                reloadData()
            }
        }
        /// The object that manages selection, display, editing and focus. Not retained.
        ///
        /// Assigning it reads which optional members it lacks (`HeadlessOptionalMembersReporting`).
        open weak var delegate: (any UICollectionViewDelegate)? {
            didSet {
                readUnimplementedMembers()
                layoutDidInvalidate()
            }
        }
        /// The object told in advance about items that will be needed. Not retained.
        open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
        /// Whether prefetching is on. Default `true`.
        open var isPrefetchingEnabled = true

        /// The object that starts drags from items. Not retained.
        open weak var dragDelegate: (any UICollectionViewDragDelegate)?
        /// The object that accepts drops. Not retained.
        open weak var dropDelegate: (any UICollectionViewDropDelegate)?
        /// Whether items can be dragged from the collection view. Default `false`, as on iPhone.
        open var dragInteractionEnabled = false
        /// Whether a drag from this collection view is in progress.
        open var hasActiveDrag: Bool { activeDragSession != nil }
        /// Whether a drop over this collection view is in progress.
        open var hasActiveDrop: Bool { activeDropSession != nil }

        /// The view behind the content. Default `nil`.
        open var backgroundView: UIView?

        /// Whether items can be selected outside editing mode. Default `true`.
        open var allowsSelection = true
        /// Whether several items can be selected outside editing mode. Default `false`.
        open var allowsMultipleSelection = false
        /// Whether items can be selected in editing mode. Default `false`.
        open var allowsSelectionDuringEditing = false
        /// Whether several items can be selected in editing mode. Default `false`.
        open var allowsMultipleSelectionDuringEditing = false
        /// Whether focusing an item selects it. Default `false`.
        open var selectionFollowsFocus = false
        /// Whether items can take focus, unless the delegate answers `collectionView(_:canFocusItemAt:)`.
        /// Default `true`.
        open var allowsFocus = true
        /// Whether items can take focus in editing mode, unless the delegate answers
        /// `collectionView(_:canFocusItemAt:)`. Default `true`.
        open var allowsFocusDuringEditing = true
        /// Whether the collection view restores focus to the last focused item. Default `false`, as UIKit
        /// documents.
        open var remembersLastFocusedIndexPath = false

        /// Whether the collection view is in editing mode; visible cells follow it. Default `false`.
        open var isEditing = false {
            didSet {
                guard isEditing != oldValue else { return }
                for case let cell as UICollectionViewCell in displayed.values {
                    cell.editing = isEditing
                    cell.setNeedsUpdateConfiguration()
                }
            }
        }

        /// Whether placeholder or drop updates are pending; headlessly never.
        open var hasUncommittedUpdates: Bool { false }

        // MARK: Headless additions

        /// Receives this collection view's violations instead of the shared handler (headless addition).
        ///
        /// `nil` (the default) uses `UITableView.headlessDefaultViolationHandler`, which traps.
        public var headlessViolationHandler: (@MainActor (UITableView.HeadlessViolation) -> Void)?

        /// Records the update calls this collection view receives (headless addition); `nil` (the
        /// default) records nothing. See `HeadlessCallRecorder.Update`.
        public var headlessRecorder: HeadlessCallRecorder?

        // MARK: Engine state

        var needsReload = true
        var unimplementedMembers: Set<HeadlessOptionalMember> = []
        var itemCounts: [Int] = []
        var layoutIsPrepared = false
        var displayed: [CollectionElement: UICollectionReusableView] = [:]
        var selectedItems: Set<IndexPath> = []
        var highlightedItem: IndexPath?
        var registrations: [String: UICollectionReusableView.Type] = [:]
        var nibRegistrations: [String: UINib] = [:]
        var pools: [String: [UICollectionReusableView]] = [:]
        var updateGroup = BatchUpdateGroup()
        var prefetchedItems: Set<IndexPath> = []
        var reconfiguringCell: (indexPath: IndexPath, cell: UICollectionViewCell)?
        var activeDragSession: (any UIDragSession)?
        var activeDropSession: (any UIDropSession)?
        var interactiveMovement: InteractiveMovement?
        var layoutTransition: LayoutTransition?
        var activeContextMenu: ActiveContextMenu?
        var focusedItem: IndexPath?

        /// Creates a collection view with a frame and the layout that places its elements.
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
            layout.collectionView = self
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The bounds; a change of size or origin marks the collection view for layout, and a change the
        /// layout says invalidates it (by default, of size) invalidates the layout.
        open override var bounds: CGRect {
            willSet {
                if newValue.size != bounds.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
                {
                    layoutIsPrepared = false
                }
            }
            didSet { if bounds != oldValue { setNeedsLayout() } }
        }

        /// The size of the scrollable content, from the layout, laid out on demand.
        open override var contentSize: CGSize {
            get {
                layoutIfNeeded()
                return super.contentSize
            }
            set { super.contentSize = newValue }
        }

        /// Tells the delegate that the content scrolled; the next query shows the newly visible elements.
        open override func headlessContentOffsetDidChange() {
            super.headlessContentOffsetDidChange()
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }

        /// Loads the data if needed, prepares the layout, then shows the elements that intersect the bounds.
        open override func layoutSubviews() {
            super.layoutSubviews()
            performLayoutPass()
        }

        // MARK: Loading

        /// Discards the visible cells and cached counts; the next layout asks the data source again.
        ///
        /// Selected index paths stay selected when they still exist after the reload (unlike a table's).
        /// Self-sizing cells and supplementary views are measured again.
        open func reloadData() {
            headlessRecorder?.record(.reloadData)
            endDisplaying(Array(displayed.keys))
            collectionViewLayout.preferredItemSizes = [:]
            collectionViewLayout.preferredSupplementarySizes = [:]
            needsReload = true
            layoutDidInvalidate()
        }

        /// The number of sections, asked of the data source when the collection view loads and cached.
        open var numberOfSections: Int {
            loadIfNeeded()
            return itemCounts.count
        }

        /// The number of items in a section, as cached; 0 for a section that does not exist.
        open func numberOfItems(inSection section: Int) -> Int {
            loadIfNeeded()
            return itemCounts.indices.contains(section) ? itemCounts[section] : 0
        }

        // MARK: Reuse

        /// Registers a cell class for a reuse identifier, in place of an earlier class or nib; `nil`
        /// removes the registration.
        open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
            let key = Self.poolKey(kind: nil, identifier)
            registrations[key] = cellClass as? UICollectionViewCell.Type
            nibRegistrations[key] = nil
        }

        /// Registers a nib whose one top-level object is the cell for a reuse identifier, in place of an
        /// earlier class or nib; `nil` removes the registration.
        ///
        /// Headlessly the nib is not read: its stand-in (`headlessContents`, or
        /// `UINib.headlessStandIns` under its name) makes the cell, which gets `awakeFromNib()`; without
        /// one the cell is a plain `UICollectionViewCell`. A stand-in that does not make exactly one
        /// `UICollectionReusableView` is reported with UIKit's message when a cell is dequeued.
        open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
            let key = Self.poolKey(kind: nil, identifier)
            nibRegistrations[key] = nib
            registrations[key] = nil
        }

        /// Registers a supplementary view class for a kind and a reuse identifier, in place of an earlier
        /// class or nib; `nil` removes it.
        open func register(
            _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
            withReuseIdentifier identifier: String
        ) {
            let key = Self.poolKey(kind: elementKind, identifier)
            registrations[key] = viewClass as? UICollectionReusableView.Type
            nibRegistrations[key] = nil
        }

        /// Registers a nib whose one top-level object is the supplementary view for a kind and a reuse
        /// identifier, in place of an earlier class or nib; `nil` removes it. Made as a cell's nib is.
        open func register(
            _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
        ) {
            let key = Self.poolKey(kind: kind, identifier)
            nibRegistrations[key] = nib
            registrations[key] = nil
        }

        /// Returns a queued or new cell for a registered identifier.
        ///
        /// An unregistered identifier is reported with UIKit's message to the violation handler.
        open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
            -> UICollectionViewCell
        {
            dequeueCell(identifier: identifier, for: indexPath)
        }

        /// Returns a queued or new supplementary view for a registered kind and identifier.
        open func dequeueReusableSupplementaryView(
            ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
        ) -> UICollectionReusableView {
            dequeueView(kind: elementKind, identifier: identifier)
        }

        // MARK: Selection and scrolling

        /// Selects an item without telling the delegate, optionally scrolling to it; `nil` clears the
        /// selection. Nothing happens when selection is not allowed in the current mode.
        open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            programmaticallySelect(indexPath, scrollPosition: scrollPosition)
        }

        /// Deselects an item without telling the delegate.
        open func deselectItem(at indexPath: IndexPath, animated: Bool) {
            setItem(indexPath, selected: false)
        }

        /// Scrolls so that an item sits at the given position, within the content.
        open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            scroll(toItemAt: indexPath, at: scrollPosition)
        }

        // MARK: Changing the layout

        /// Replaces the layout; headlessly the change takes effect at once.
        open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
            setCollectionViewLayout(layout, animated: animated, completion: nil)
        }

        /// Replaces the layout, then runs the completion with `true`; headlessly the change takes effect at once.
        open func setCollectionViewLayout(
            _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
        ) {
            replaceLayout(with: layout, completion: completion)
        }

        /// Starts an interactive change to another layout and returns the transition layout, which the
        /// collection view uses until `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
        /// The delegate supplies it (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`).
        @discardableResult
        open func startInteractiveTransition(
            to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
        ) -> UICollectionViewTransitionLayout {
            beginLayoutTransition(to: layout, completion: completion)
        }

        /// Ends an interactive layout change by installing the new layout.
        open func finishInteractiveTransition() {
            endLayoutTransition(finished: true)
        }

        /// Ends an interactive layout change by putting the old layout back.
        open func cancelInteractiveTransition() {
            endLayoutTransition(finished: false)
        }

        // MARK: Interactive movement

        /// Starts moving an item with the user's finger.
        ///
        /// - Returns: `false` when the item cannot move: the data source does not implement
        ///   `collectionView(_:moveItemAt:to:)`, `collectionView(_:canMoveItemAt:)` answers `false`, the
        ///   item does not exist, or a movement is already under way.
        open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
            beginMovement(at: indexPath)
        }

        /// Tells the collection view where the moving item is, in its coordinates; over another item it
        /// proposes that item's index path, which the delegate may retarget.
        open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
            updateMovement(to: targetPosition)
        }

        /// Ends the movement: when the item's position changed, the data source gets
        /// `collectionView(_:moveItemAt:to:)` and the item moves there.
        open func endInteractiveMovement() {
            endMovement(committing: true)
        }

        /// Ends the movement and leaves the item where it started.
        open func cancelInteractiveMovement() {
            endMovement(committing: false)
        }

        // MARK: Batch updates

        /// Runs several inserts, deletes, reloads and moves as one validated update, then calls `completion`.
        ///
        /// Headlessly there is no animation: `completion` runs with `true` as soon as the outermost
        /// update ends (`false` when the update was rejected).
        open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            headlessRecorder?.record(.performBatchUpdates)
            beginUpdateGroup()
            updates?()
            if let completion { addUpdateCompletion(completion) }
            endUpdateGroup()
        }

        /// Inserts items at index paths of the collection view after the update.
        open func insertItems(at indexPaths: [IndexPath]) {
            headlessRecorder?.record(.insertItems(indexPaths))
            recordUpdate { $0.rowInserts += indexPaths.map(ElementPath.init) }
        }

        /// Deletes items at index paths of the collection view before the update.
        open func deleteItems(at indexPaths: [IndexPath]) {
            headlessRecorder?.record(.deleteItems(indexPaths))
            recordUpdate { $0.rowDeletes += indexPaths.map(ElementPath.init) }
        }

        /// Replaces items (index paths before the update) with new cells from the data source.
        open func reloadItems(at indexPaths: [IndexPath]) {
            headlessRecorder?.record(.reloadItems(indexPaths))
            recordUpdate { $0.rowReloads += indexPaths.map(ElementPath.init) }
        }

        /// Moves an item from an index path before the update to one after it.
        open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            headlessRecorder?.record(.moveItem(at: indexPath, to: newIndexPath))
            recordUpdate {
                $0.rowMoves.append(DiffMove(source: ElementPath(indexPath), destination: ElementPath(newIndexPath)))
            }
        }

        /// Asks the data source to configure the existing cells of visible items again, without reuse.
        open func reconfigureItems(at indexPaths: [IndexPath]) {
            headlessRecorder?.record(.reconfigureItems(indexPaths))
            recordUpdate { $0.rowReconfigures += indexPaths.map(ElementPath.init) }
        }

        /// Inserts sections at indexes of the collection view after the update.
        open func insertSections(_ sections: IndexSet) {
            headlessRecorder?.record(.insertSections(sections, .automatic))
            recordUpdate { $0.sectionInserts += sections }
        }

        /// Deletes sections at indexes of the collection view before the update.
        open func deleteSections(_ sections: IndexSet) {
            headlessRecorder?.record(.deleteSections(sections, .automatic))
            recordUpdate { $0.sectionDeletes += sections }
        }

        /// Replaces sections (indexes before the update) with fresh content from the data source.
        open func reloadSections(_ sections: IndexSet) {
            headlessRecorder?.record(.reloadSections(sections, .automatic))
            recordUpdate { $0.sectionReloads += sections }
        }

        /// Moves a section from an index before the update to one after it.
        open func moveSection(_ section: Int, toSection newSection: Int) {
            headlessRecorder?.record(.moveSection(section, toSection: newSection))
            recordUpdate { $0.sectionMoves.append(DiffMove(source: section, destination: newSection)) }
        }
    }
#endif

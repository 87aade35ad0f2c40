/// A node of the tree behind a table view: it answers every data-source, delegate and
/// prefetching call for the part of the table it owns, or forwards the call to the child that does.
///
/// A plain `CascadingNode` is a leaf: it routes nothing and answers for itself, as one row or as a
/// whole section. `CascadingRootNode` routes by section and `CascadingSectionNode` by row. Every
/// member below is `open`: override one to answer it, and call `super` where you want the call to
/// keep travelling to the children. Routing itself is one overridable pair of hooks,
/// `child(forSection:)` and `child(forRowAt:)`.
///
/// Index paths stay in table coordinates: a row node receives the `IndexPath` UIKit passed, so it
/// can hand it straight back to table-view APIs. A call addressed to a section or row that no child
/// owns (negative, past the end, an index path without exactly two indexes) gets the documented
/// default and is reported to `routingDidMiss(_:)`; it never traps.
///
/// The class is intended to be subclassed. The defaults each member answers are listed in its doc
/// comment and in `Docs/DefaultReturnValues.md`.
@MainActor
open class CascadingNode: CascadingCollectionAndScrollViewMembers, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
{
    /// How the forwarding shortcut may pass a row call through this node without calling it; fixed
    /// at creation from what the node's class overrides (`NodeClassFacts`).
    ///
    /// Declared first, so that it shares the object's first cache line with the class pointer: a
    /// routed row call reads both on the row's node and nothing else of the base class, which saves
    /// a cache miss per call in a table too large for the cache (not measured on its own: it came with
    /// the row shortcut, which took the routed `heightForRowAt` from 2.49x to 1.19-1.30x the baseline,
    /// Docs/Performance.md).
    let routingShortcut: RoutingShortcut

    /// What the tree mutations need to know about the node's class, read once per class instead of
    /// through a dynamic class member on every insertion.
    let classTraits: NodeClassTraits

    /// The optional members the node's class overrides, read once per class; `nil` when they cannot
    /// be read on this platform (then the class must declare them, see `providedOptionalMembers`).
    let overriddenOptionalMembers: CascadingOptionalMembers?

    // The fields an insertion reads and writes on the child follow, in its first two cache lines with
    // the routing fields (the declarations' order is the objects' layout): a detached append touches
    // each new child in two lines rather than three (measured 4.3-5.2x the array append before, 4.0-4.8x
    // after; target 5x).

    /// This node's `providedOptionalMembers`, as last read (at creation, when joining a parent, and
    /// in `optionalMembersDidChange()`).
    var declaredOptionalMembers: CascadingOptionalMembers = []

    /// Whether the node was ever prepared for a table view (`tableView` set) or a collection view: until
    /// then an insertion need not look for a view to prepare its child for.
    var hasBeenPrepared = false

    /// Which table-wide events this node wants; see `CascadingTableEvents`. Default: none.
    public var observedTableEvents: CascadingTableEvents {
        get { observedEventsStorage }
        set {
            let oldValue = observedEventsStorage
            observedEventsStorage = newValue
            subtreeEventCountsDidChange(by: EventCounts(newValue) + -EventCounts(oldValue))
        }
    }

    /// Storage behind `observedTableEvents`, read on every insertion (`subtreeEventCounts`). A plain
    /// field: the public property stored with a `didSet`, read there instead, made a detached append
    /// 5.3-5.6x the array append at 10,000 and 100,000 rows against 3.6-4.0x (target 5x), alternated
    /// twice in clean release builds.
    var observedEventsStorage: CascadingTableEvents = []

    /// What a change to this node's children does to an attached table view. Default: `.animated`.
    public var updatePolicy: CascadingUpdatePolicy = .animated

    // Storage behind `storedIndex`, `placementStart` and `placementSpan`: 32 bits each, so that the
    // three fit in 12 bytes after the small fields above (a table holds fewer than 2³¹ rows or
    // sections; a larger value traps when stored). With them, the node's own fields end at 72 bytes,
    // so a row node with a 16-byte payload takes a 96-byte heap block (Docs/Performance.md, "Bytes per
    // node"). Their exclusivity checks are on: with them off, alternated runs measured alike
    // (Docs/Architecture.md, speed tricks).
    private var indexStorage: Int32
    private var startStorage: Int32 = 0
    private var spanStorage: Int32 = 1

    /// Storage behind `index`; valid while the parent's placement is valid up to this child.
    var storedIndex: Int {
        @inline(__always) get { Int(indexStorage) }
        @inline(__always) set { indexStorage = Int32(newValue) }
    }

    /// Where this node starts among its siblings' spans; valid with `storedIndex`.
    var placementStart: Int {
        @inline(__always) get { Int(startStorage) }
        @inline(__always) set { startStorage = Int32(newValue) }
    }

    /// This node's span in its parent, as last read.
    var placementSpan: Int {
        @inline(__always) get { Int(spanStorage) }
        @inline(__always) set { spanStorage = Int32(newValue) }
    }

    /// The node's position in its parent's `children`; kept up to date by the parent.
    ///
    /// Parents renumber their children lazily: inserting at the front does not rewrite every later
    /// sibling; the first read after such a change renumbers the siblings once.
    public internal(set) var index: Int {
        get {
            if let parent, parent.placement.validCount < parent.childNodes.count { parent.revalidatePlacement() }
            return storedIndex
        }
        set { storedIndex = newValue }
    }

    /// Storage behind `parent`: not `weak`, because a weak reference gives its target a side table that
    /// makes every retain and release of it slower, and not `unowned`, whose every store and strong
    /// read is an atomic reference-count operation that tree mutations paid on each parent they passed.
    /// An unmanaged reference costs nothing to store or to follow, and walks up the tree read it
    /// without retaining anything. It is sound because it is never stale: it is set only to a node
    /// that holds this one in its children (`linkAsParent(of:)`), cleared when this node leaves them and
    /// by the parent's `deinit` before the parent's memory is freed (`unlinkFromParent()`, both in
    /// `Routing/ParentWalks.swift`).
    ///
    /// `nonisolated(unsafe)` so that the (nonisolated) `deinit` may clear it. Nodes live on the main
    /// actor; a parent whose last reference is released on another thread clears its children there.
    /// Its exclusivity checks stay on: turning them off with the children state's (below) measured
    /// alike (detached append 3.30-3.78x against 3.72-4.17x, deep tree 1.34-1.40x against 1.30-1.36x,
    /// two alternated runs of each binary).
    ///
    /// Measured: storing it unmanaged instead of `unowned` (with the mutation closure made only when a
    /// table listens) took a detached append from 60 to 33 ns (11x to 7x the array append, target
    /// 5x); walking it with strong references in the two walks every insertion makes costs 3.9-4.1x
    /// → 6.3-6.7x at 10,000 rows.
    nonisolated(unsafe) var parentStorage: Unmanaged<CascadingNode>?

    /// What the children of a node of this class stand for, before it is placed (the root: sections;
    /// a section node: rows; a group: `nil`, it takes its parent's).
    class var initialChildPlacement: PlacementKind? { nil }

    /// Whether a node of this class spans the sum of its children (a group) rather than one section or
    /// its own rows.
    class var spansItsChildren: Bool { false }

    /// The number of rows (or sections) this node shows itself before its children's.
    ///
    /// A section that draws a summary in row 0 sets it to 1: its children then start at row 1, the
    /// routing hooks skip the summary row (calls for it get the node's own answers, never a child's),
    /// and live updates insert and delete children's rows one row further down. On a root it counts
    /// sections the root shows itself before its children's. Default: 0.
    ///
    /// Changing it while attached inserts or deletes the rows (sections) the node shows itself, animated
    /// like any other change; inside `performUpdates` it joins the grouped update.
    public var childrenOffset: Int {
        get { childrenOffsetStorage }
        set {
            precondition(newValue >= 0, "childrenOffset of \(self) must not be negative, not \(newValue).")
            guard newValue != childrenOffsetStorage else { return }
            changeChildrenOffset { childrenOffsetStorage = newValue }
        }
    }

    /// The number of rows (or sections) this node shows itself after its children's.
    ///
    /// The mirror of `childrenOffset`: a section that draws a total or an "add" row below its children
    /// sets it to 1; that row is then row `childrenOffset + childrenSpan` of the section, calls for it
    /// get the node's own answers (never a child's and never a routing miss), and children inserted or
    /// removed move it down or up like any other row. On a root or a group among sections it counts
    /// sections the node shows itself after its children's (a banner at the end). Default: 0.
    ///
    /// Changing it while attached inserts or deletes those rows (sections), animated like any other
    /// change; inside `performUpdates` it joins the grouped update. A model-backed node
    /// (`ItemRowsNode`) shows its item rows first and its children after them, and has no rows of its
    /// own after its children: setting it there stops with a message.
    public var childrenTrailingOffset: Int {
        get { childrenTrailingOffsetStorage }
        set {
            precondition(
                newValue >= 0, "childrenTrailingOffset of \(self) must not be negative, not \(newValue).")
            precondition(
                newValue == 0 || !classTraits.contains(.showsItemRows),
                "\(self) shows its items as rows, then its children's: it has no rows of its own after them. Add the row as a child node instead."
            )
            guard newValue != childrenTrailingOffsetStorage else { return }
            changeChildrenOffset { childrenTrailingOffsetStorage = newValue }
        }
    }

    /// The rows (or sections) this node's children span together, between the ones the node shows
    /// itself (`childrenOffset` before them, `childrenTrailingOffset` after them).
    public var childrenSpan: Int { placement.total }

    /// Whether row calls stop at nodes of this class on their way to the node that owns the row.
    ///
    /// A row call (`heightForRowAt`, `cellForRowAt`, `didSelectRowAt`, …) reaching the root travels
    /// through the routers between the root and the node that owns the row. A router whose class
    /// routes rows the library's way is passed over: the root calls the owner directly, which saves a
    /// call and a routing hook per level. Derived from what the class overrides, never declared:
    /// `false` for `CascadingSectionNode`, `CascadingGroupNode` and `CascadingRootNode` and for every
    /// subclass of them that overrides neither a routing hook (`child(forRowAt:)`,
    /// `child(forSection:)`) nor a member routed by row; `true` for every other class. A subclass that
    /// only titles its section is passed over; one that overrides `child(forRowAt:)` or
    /// `tableView(_:heightForRowAt:)` is called. Where the class's metadata cannot be read, `true`
    /// for every class but those three (correct, only slower).
    /// - Complexity: O(1) once a node of the class was created; the first read reads the class.
    public static var interceptsRowCalls: Bool {
        let shortcut = NodeClassFacts.of(self).routingShortcut
        return shortcut == .none || shortcut == .drawnByParent
    }

    /// The node that contains this one, or `nil` for a root or a detached node.
    ///
    /// Behaves as a weak reference: it does not keep the parent alive, and it becomes `nil` when the
    /// parent is removed or deallocated.
    public internal(set) var parent: CascadingNode? {
        get { parentStorage?.takeUnretainedValue() }
        set { parentStorage = newValue.map(Unmanaged.passUnretained) }
    }

    /// The table view this node was prepared for, if any.
    public internal(set) weak var tableView: UITableView? {
        didSet { hasBeenPrepared = true }
    }

    /// The child nodes, in table order.
    ///
    /// Assigning re-parents and re-indexes every child. A node has one parent: assigning a node
    /// that belongs to another parent, a node twice, or an ancestor of this node traps with a
    /// message that says how to fix it. While this node is prepared for a table view, new
    /// children are prepared for it too.
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new children.
    ///
    /// While the node shows a status row (its loading row, or the row `makeStatusRow()` makes), the
    /// row's node is its last child in the tree but not in `children`: positions given to the mutations
    /// count `children` only, so every change leaves the status row last.
    public var children: [CascadingNode] {
        get {
            guard statusRow != nil else { return childNodes }
            return Array(childNodes.dropLast())
        }
        set {
            guard let row = statusRow else { return replaceChildren(with: newValue) }
            replaceChildren(with: newValue + [row])
        }
    }

    /// The children, where they sit and what their subtrees declare (see `ChildrenState`): `nil` for a
    /// node that never had children, so that a leaf stays small.
    ///
    /// An unsafe pointer to a value the node owns: allocated once (`CascadingNode.init`,
    /// `writableChildrenState`), freed by `deinit`, never replaced. Measured: held as a class instance,
    /// the state was retained and released at every access from a router the walks hold
    /// `unowned(unsafe)` — the deep tree measured 1.55x the baseline with a strong reference, and a
    /// detached append 7.2-9.6x the array append with an unmanaged one (13 retains in the insertion
    /// against 8 before the state existed), against 3.98-4.90x for the same tree with the fields in
    /// the node. `nonisolated(unsafe)` so that the (nonisolated) `deinit` may free it. Its exclusivity
    /// checks stay on, as `parentStorage`'s do: the bench measured no difference without them.
    nonisolated(unsafe) var childrenStateStorage: UnsafeMutablePointer<ChildrenState>?

    /// State few nodes need (routing memory, a loading indicator), kept out of line so that every node
    /// stays small: routing reads nodes by the thousand, and a larger node costs cache misses.
    var rareState: NodeRareState?

    /// The optional members this node answers itself, among those whose presence changes what the
    /// table does; see `CascadingOptionalMembers`.
    ///
    /// The table is told that the tree implements a member when at least one node declares it. The
    /// default declares `CascadingOptionalMembers.nodeDefaults` (the three heights) and every optional
    /// member the node's class overrides, read from the class once: a row that overrides
    /// `tableView(_:estimatedHeightForRowAt:)` has its estimates asked for without declaring anything.
    ///
    /// Override it only to declare less (or more) by configuration: the answer is read when the node
    /// is created, whenever it is about to join a parent (before its `parent` is set), and when it
    /// calls `optionalMembersDidChange()`.
    ///
    ///     override var providedOptionalMembers: CascadingOptionalMembers {
    ///         heightProvider == nil ? [] : [.heightForRow, .estimatedHeightForRow]
    ///     }
    ///
    /// Where the platform does not let the class be read (no known platform today), the default
    /// stops debug builds with a message naming the class: override this property there, without
    /// calling `super`, to list the members the class answers.
    open var providedOptionalMembers: CascadingOptionalMembers {
        guard let overridden = overriddenOptionalMembers else {
            assertionFailure(Self.undeclaredOptionalMembersMessage)
            return .nodeDefaults
        }
        return CascadingOptionalMembers.nodeDefaults.union(overridden)
    }

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - index: The node's position, used until a parent assigns one.
    ///   - children: The child nodes, which must not belong to another parent.
    public init(index: Int = 0, children: [CascadingNode] = []) {
        self.indexStorage = Int32(index)
        let facts = NodeClassFacts.of(Self.self)
        // A model-backed node's children follow its item rows, among the same rows. Routers keep their
        // children state from the start; any other node makes it when it first takes a child.
        let kind = facts.traits.contains(.showsItemRows) ? .rows : Self.initialChildPlacement
        if kind != nil || facts.traits.contains(.spansItsChildren) || !children.isEmpty {
            self.childrenStateStorage = ChildrenState.allocate(kind: kind)
        }
        self.routingShortcut = facts.routingShortcut
        self.classTraits = facts.traits
        self.overriddenOptionalMembers = facts.overriddenOptionalMembers
        super.init()
        declaredOptionalMembers = providedOptionalMembers
        if children.isEmpty {
            childrenDidChangeUnlessIgnored()
        } else {
            replaceChildren(with: children)
        }
    }

    /// Detaches the children, whose `parent` does not keep this node alive.
    ///
    /// Not `isolated`: subclasses may then declare a plain `deinit` of their own.
    deinit {
        guard let state = childrenStateStorage else { return }
        for child in state.pointee.nodes {
            child.unlinkFromParent()
        }
        ChildrenState.release(state)
    }

    // MARK: Preparing and routing

    /// Prepares the node for a table view: the place to register cells and header views.
    ///
    /// The default remembers the table view and prepares every child. Overrides must call `super`.
    open func prepare(tableView: UITableView) {
        self.tableView = tableView
        reportRoutingHooksOnce()
        joinViewIfSelectionModel()
        for child in childNodes {
            child.prepare(tableView: tableView)
        }
    }

    /// The child that owns a section, or `nil` if this node answers section calls itself.
    ///
    /// The default returns `nil`: a plain node answers for its section. `CascadingRootNode` and a
    /// `CascadingGroupNode` among sections return the child whose span holds the section (found
    /// through the cached prefix offsets of the children's spans). Override to change how sections
    /// are routed.
    open func child(forSection section: Int) -> CascadingNode? {
        nil
    }

    /// The child that owns a row, or `nil` if this node answers row calls itself.
    ///
    /// The default returns `nil`: a plain node answers for its rows. A model-backed node
    /// (`ItemRowsNode`) answers its item rows and returns the child that owns a row after them
    /// (`child(followingItemsAt:)`). `CascadingRootNode` returns the child whose span holds the row's
    /// section, `CascadingSectionNode` and a `CascadingGroupNode` the child whose span holds the row.
    /// Override to change how rows are routed: row calls then stop at nodes of your class
    /// (`interceptsRowCalls`), whichever router it derives from. Rows a node shows itself among its
    /// children's are better declared (`childrenOffset`, `childrenTrailingOffset`): updates then know
    /// where every row is without asking the hooks.
    open func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        guard classTraits.contains(.showsItemRows), let itemRows = self as? any ItemRowsNode else { return nil }
        return itemRows.child(followingItemsAt: indexPath)
    }

    /// The number of rows this node stands for when it sits inside a section. Default: 1.
    ///
    /// A node that shows several rows itself from a model (a run of rows inside a section) returns
    /// their count, and calls `reloadContent()` (inside `performUpdates` to join a grouped update)
    /// after the count changed, which is when its parent reads it again. A parent first reads it as the
    /// node is about to join, before its `parent` is set. A group spans the sum of its children; a node
    /// placed where sections sit spans one section whatever this says.
    open var rowSpan: Int { 1 }

    /// What this node stands for, so that rebuilding children from models diffs by identity.
    ///
    /// When a node's children are replaced, an old and a new child with equal identifiers (and of the
    /// same class) are the same row or section: it stays, or moves, instead of being deleted and
    /// inserted. Identifiers compare as `AnyHashable` does: values of different types never match, except
    /// numbers, which match by value (`7` and `UInt8(7)`). Where models of different types share ids,
    /// return a value that names the model's type, as `ListRow(_:subtitle:image:for:)` does. Identifiers should be unique among the rows of a table and among its sections; where
    /// they repeat, occurrences are paired in order and the repetition is reported once to
    /// `tableUpdateDidFindDuplicate(_:)`. Default: the node's object identity.
    open var diffIdentifier: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

    /// Whether `other`, a node with the same `diffIdentifier`, shows the same content as this node.
    ///
    /// When it does not, a row is reconfigured in place (`reconfigureRows`) and a section reloaded.
    /// Default: `self === other`, so a node that declares an identifier but not content equality is
    /// redrawn rather than left stale.
    open func isContentEqual(to other: CascadingNode) -> Bool {
        self === other
    }

    /// Called when the first row, header or footer this node owns is displayed.
    ///
    /// Derived from the table's display calls (`willDisplay…`, `didEndDisplaying…`) as they reach the
    /// root, for impressions and lazy work. Default: nothing.
    open func didBecomeVisible() {}

    /// Called when the last row, header or footer this node owns stops being displayed. Default: nothing.
    open func didEndBeingVisible() {}

    /// Called after this node's children changed: a child appended, inserted, removed or moved, or
    /// `children` assigned (changes below a child reach that child's method).
    ///
    /// The place for a node that shows something derived from its children, such as a section's
    /// summary row ("3 items", declared with `childrenOffset`), to show it again; a
    /// `CascadingSectionNode` calls `reconfigureOwnRows()` here. The change has reached an attached
    /// table (or joined the grouped update of `performUpdates`) by then. Default: nothing.
    open func childrenDidChange() {}

    /// The status row the node shows after its children while it does not show its loading row: a
    /// row that says the node has nothing to show, or that its content failed to load. Default `nil`.
    ///
    /// Asked when the node stops showing its loading row (`setLoading(false)`) and when you call
    /// `updateStatusRow(animated:)`; a `ListSection` returns its empty-state or error row. The row is
    /// the node's last child in the tree, not in `children` (see `statusRow`).
    ///
    ///     override func makeStatusRow() -> CascadingNode? {
    ///         children.isEmpty ? ListRow("No results") : nil
    ///     }
    open func makeStatusRow() -> CascadingNode? { nil }

    /// Called on the root the first time a node whose class overrides a routing hook
    /// (`child(forRowAt:)`, `child(forSection:)`) is prepared for a view: once per class in the process.
    ///
    /// Updates cannot see where such hooks send rows, so a change under the node may reload what it
    /// routes instead of animating; the notice names the declarative way (`childrenOffset`,
    /// `childrenTrailingOffset`). The default prints the notice in debug builds; override it on your
    /// root to log or assert.
    open func tableRoutingDidFindHookOverride(_ notice: CascadingRoutingHookNotice) {
        #if DEBUG
            print("CascadingTable: \(notice)")
        #endif
    }

    /// Called on the root when rebuilt children repeat a `diffIdentifier`, once per identifier and update.
    ///
    /// The occurrences are paired in order, so the table still shows exactly the new children. The
    /// default prints the report in debug builds; override it on your root to log or assert.
    open func tableUpdateDidFindDuplicate(_ duplicate: CascadingDuplicateIdentifier) {
        #if DEBUG
            print("CascadingTable: \(duplicate)")
        #endif
    }

    /// Called when a router receives a call for a section or row that none of its children owns.
    ///
    /// UIKit sends such calls during animations; the call gets its documented default answer. The
    /// default does nothing; override to log or assert in your own debug builds.
    open func routingDidMiss(_ address: CascadingAddress) {}

    /// Called on the root when an update found a section whose row count disagreed with it and
    /// reloaded the section instead of letting the table raise "Invalid update".
    ///
    /// The default prints the report in debug builds. Override to log it your way; the table is
    /// already consistent again when this is called.
    open func tableUpdateDidRecover(from inconsistency: CascadingInconsistency) {
        #if DEBUG
            print("CascadingTable: \(inconsistency)")
        #endif
    }

    // MARK: UITableViewDataSource

    /// The number of rows in a section. Routed by section. Default: 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        forward(section: section, orElse: 0) { $0.tableView(tableView, numberOfRowsInSection: section) }
    }

    /// The cell for a row. Routed by row. Default: a new `.default` cell without a reuse identifier.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        forward(row: indexPath, orElse: UITableViewCell(style: .default, reuseIdentifier: nil)) {
            $0.tableView(tableView, cellForRowAt: indexPath)
        }
    }

    /// The number of sections. Default: 1, a node is one section (`CascadingRootNode`: its
    /// `childrenOffset` plus the sections its children span).
    open func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    /// The header title of a section. Routed by section. Default: `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        forward(boundaryOf: section, orElse: nil) { $0.tableView(tableView, titleForHeaderInSection: section) }
    }

    /// The footer title of a section. Routed by section. Default: `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        forward(boundaryOf: section, orElse: nil) { $0.tableView(tableView, titleForFooterInSection: section) }
    }

    /// Commits an insertion or deletion. Routed by row. Default: nothing happens.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        forward(row: indexPath) { $0.tableView(tableView, commit: editingStyle, forRowAt: indexPath) }
    }

    /// Whether a row is editable. Routed by row.
    ///
    /// Default: `true` when the node offers something to edit with (leading or trailing swipe
    /// actions, legacy edit actions, or an editing style other than `.none`), else `false`.
    /// A router whose own override offers such actions makes its rows editable even when the
    /// child does not.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        coherentAnswer(
            from: child(forRowAt: indexPath), supplied: true, unsupplied: false,
            ask: { $0.tableView(tableView, canEditRowAt: indexPath) },
            supplies: { $0.offersEditing(tableView, at: indexPath) })
    }

    /// Whether a row shows a reorder control while editing. Routed by row. Default: `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: false) { $0.tableView(tableView, canMoveRowAt: indexPath) }
    }

    /// Moves a row after the user reordered it.
    ///
    /// Delivered to the node owning the source section and, if different, to the node owning the
    /// destination section. `CascadingSectionNode` moves its row node so the tree matches the table.
    /// Default for a leaf: nothing moves.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwardMove(from: sourceIndexPath, to: destinationIndexPath) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// The section index titles.
    ///
    /// Collected, in section order, from the nodes that own sections. Default: `nil` when no node
    /// supplies a title.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        collectedIndexTitles(sectionCount: numberOfSections(in: tableView)) { $0.sectionIndexTitles(for: tableView) }
    }

    /// The section an index title jumps to.
    ///
    /// Mapped back to the node that supplied the title at `index`, which is asked with its own
    /// position in the titles it supplied. Default: the section this node is (its `index` when it
    /// has a parent, else the title's position, as UIKit does).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        let answer = answerForCollectedIndexTitle(
            at: index, sectionCount: numberOfSections(in: tableView), titles: { $0.sectionIndexTitles(for: tableView) }
        ) { owner, position in
            owner.tableView(tableView, sectionForSectionIndexTitle: title, at: position)
        }
        return answer ?? (parent == nil ? index : firstCoordinate)
    }

    // MARK: Configuring rows

    /// A cell is about to be shown. Routed by row.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    /// The indentation level of a row. Routed by row. Default: 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forward(row: indexPath, orElse: 0) { $0.tableView(tableView, indentationLevelForRowAt: indexPath) }
    }

    /// Whether a row spring-loads during a drag. Routed by row. Default: `true`.
    @available(tvOS, unavailable)
    open func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forward(row: indexPath, orElse: true) {
            $0.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        }
    }

    // MARK: Responding to row selections

    /// The row to select instead, or `nil` to veto. Routed by row. Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forward(row: indexPath, orElse: indexPath) { $0.tableView(tableView, willSelectRowAt: indexPath) }
    }

    /// The user selected a row. Routed by row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, didSelectRowAt: indexPath) }
    }

    /// The row to deselect instead, or `nil` to keep it. Routed by row. Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forward(row: indexPath, orElse: indexPath) { $0.tableView(tableView, willDeselectRowAt: indexPath) }
    }

    /// The user deselected a row. Routed by row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, didDeselectRowAt: indexPath) }
    }

    /// Whether the two-finger multiple-selection gesture may start at a row. Routed by row. Default: `false`.
    open func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        forward(row: indexPath, orElse: false) {
            $0.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// The multiple-selection gesture started at a row. Routed by row.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath) }
    }

    /// The multiple-selection gesture ended.
    ///
    /// Delivered only towards nodes whose `observedTableEvents` contain `.multipleSelectionInteraction`.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        deliver(.multipleSelectionInteraction) { $0.tableViewDidEndMultipleSelectionInteraction(tableView) }
    }

    // MARK: Custom header and footer views

    /// The header view of a section. Routed by section. Default: `nil`.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        forward(boundaryOf: section, orElse: nil) { $0.tableView(tableView, viewForHeaderInSection: section) }
    }

    /// The footer view of a section. Routed by section. Default: `nil`.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        forward(boundaryOf: section, orElse: nil) { $0.tableView(tableView, viewForFooterInSection: section) }
    }

    /// A header view is about to be shown. Routed by section.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forward(boundaryOf: section) { $0.tableView(tableView, willDisplayHeaderView: view, forSection: section) }
    }

    /// A footer view is about to be shown. Routed by section.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forward(boundaryOf: section) { $0.tableView(tableView, willDisplayFooterView: view, forSection: section) }
    }

    // MARK: Heights

    /// The height of a row. Routed by row. Default: `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forward(row: indexPath, orElse: UITableView.automaticDimension) {
            $0.tableView(tableView, heightForRowAt: indexPath)
        }
    }

    /// The height of a section's header. Routed by section.
    ///
    /// Default: `UITableView.automaticDimension` when the node supplies a header title or view
    /// (so that it is shown), else 0.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        coherentAnswer(
            from: boundaryCallReceiver(section), supplied: UITableView.automaticDimension,
            unsupplied: 0,
            ask: { $0.tableView(tableView, heightForHeaderInSection: section) },
            supplies: { $0.offersHeader(tableView, in: section) })
    }

    /// The height of a section's footer. Routed by section.
    ///
    /// Default: `UITableView.automaticDimension` when the node supplies a footer title or view
    /// (so that it is shown), else 0.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        coherentAnswer(
            from: boundaryCallReceiver(section), supplied: UITableView.automaticDimension,
            unsupplied: 0,
            ask: { $0.tableView(tableView, heightForFooterInSection: section) },
            supplies: { $0.offersFooter(tableView, in: section) })
    }

    /// The estimated height of a row. Routed by row.
    ///
    /// Default: the node's own `heightForRowAt` answer (so the estimate falls back to the real height,
    /// then to `UITableView.automaticDimension`).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forward(row: indexPath, orElse: self.tableView(tableView, heightForRowAt: indexPath)) {
            $0.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
    }

    /// The estimated height of a section's header. Routed by section.
    ///
    /// Default: the node's own `heightForHeaderInSection` answer (so the estimate falls back to the
    /// real height, then to 0).
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forward(boundaryOf: section, orElse: self.tableView(tableView, heightForHeaderInSection: section)) {
            $0.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
    }

    /// The estimated height of a section's footer. Routed by section.
    ///
    /// Default: the node's own `heightForFooterInSection` answer (so the estimate falls back to the
    /// real height, then to 0).
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forward(boundaryOf: section, orElse: self.tableView(tableView, heightForFooterInSection: section)) {
            $0.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
    }

    // MARK: Accessory views

    /// The user tapped a row's detail button. Routed by row.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath) }
    }

    // MARK: Context menus

    /// The context menu of a row. Routed by row; the node that answers receives the follow-up calls
    /// for the configuration it returned. Default: `nil` (no menu).
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardContextMenuRequest(at: indexPath, orElse: nil) {
            $0.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// The preview to animate to when a menu is dismissed. Routed to the node that produced the
    /// configuration. Default: `nil` (the table's own preview).
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward(menu: configuration, orElse: nil) {
            $0.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    /// The preview to animate from when a menu appears. Routed to the node that produced the
    /// configuration. Default: `nil` (the table's own preview).
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forward(menu: configuration, orElse: nil) {
            $0.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// A context menu is about to appear. Routed to the node that produced the configuration.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward(menu: configuration) {
            $0.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// A context menu interaction is ending. Routed to the node that produced the configuration.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forward(menu: configuration) {
            $0.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    /// The user tapped a menu's preview. Routed to the node that produced the configuration.
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forward(menu: configuration) {
            $0.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    // MARK: Row actions

    /// The actions shown when a row is swiped from the leading edge. Routed by row. Default: `nil`.
    @available(tvOS, unavailable)
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forward(row: indexPath, orElse: nil) {
            $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The actions shown when a row is swiped from the trailing edge. Routed by row. Default: `nil`.
    @available(tvOS, unavailable)
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forward(row: indexPath, orElse: nil) {
            $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Whether a long press shows the legacy edit menu. Routed by row. Default: `false`.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: false) { $0.tableView(tableView, shouldShowMenuForRowAt: indexPath) }
    }

    /// Whether the legacy edit menu offers a command. Routed by row. Default: `false`.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forward(row: indexPath, orElse: false) {
            $0.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// Performs a legacy edit-menu command. Routed by row.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        forward(row: indexPath) {
            $0.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
    }

    /// The legacy swipe buttons of a row. Routed by row. Default: `nil`.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(tvOS, unavailable)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        forward(row: indexPath, orElse: nil) { $0.tableView(tableView, editActionsForRowAt: indexPath) }
    }

    // MARK: Highlights

    /// Whether a touched row highlights (and may be selected). Routed by row. Default: `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: true) { $0.tableView(tableView, shouldHighlightRowAt: indexPath) }
    }

    /// A row was highlighted. Routed by row.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, didHighlightRowAt: indexPath) }
    }

    /// A row lost its highlight. Routed by row.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
    }

    // MARK: Editing rows

    /// A swipe put a row into editing mode. Routed by row; the owner also receives the matching
    /// `didEndEditingRowAt` when UIKit passes `nil` there.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        forwardEditingBegin(at: indexPath) { $0.tableView(tableView, willBeginEditingRowAt: indexPath) }
    }

    /// A row left swipe editing mode. Routed by row; a `nil` index path goes to the node that received
    /// the last `willBeginEditingRowAt`.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        forwardEditingEnd(at: indexPath) { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
    }

    /// The editing control of a row. Routed by row. Default: `.none`.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        forward(row: indexPath, orElse: .none) { $0.tableView(tableView, editingStyleForRowAt: indexPath) }
    }

    /// The title of the delete confirmation button. Routed by row. Default: `nil` (UIKit's "Delete").
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        forward(row: indexPath, orElse: nil) {
            $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }

    /// Whether a row indents while editing. Routed by row. Default: `false`.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: false) { $0.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) }
    }

    // MARK: Reordering rows

    /// Where a dragged row may go. Asked of the node owning the source row. Default: the proposed index path.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forward(row: sourceIndexPath, orElse: proposedDestinationIndexPath) {
            $0.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
    }

    // MARK: Tracking the removal of views

    /// A cell left the screen. Routed by row.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        forward(row: indexPath) { $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// A header view left the screen. Routed by section.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forward(boundaryOf: section) { $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section) }
    }

    /// A footer view left the screen. Routed by section.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forward(boundaryOf: section) { $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section) }
    }

    // MARK: Focus

    /// Whether a row can take focus. Routed by row. Default: `true`, as in UIKit.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: true) { $0.tableView(tableView, canFocusRowAt: indexPath) }
    }

    /// Whether a focus change may happen. Asked of the nodes owning the previously and the next
    /// focused rows; every one of them must agree. Default: `true`.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        focusOwners(of: [context.previouslyFocusedIndexPath, context.nextFocusedIndexPath]).allSatisfy {
            $0.tableView(tableView, shouldUpdateFocusIn: context)
        }
    }

    /// Focus changed. Delivered to the nodes owning the previously and the next focused rows.
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        for owner in focusOwners(of: [context.previouslyFocusedIndexPath, context.nextFocusedIndexPath]) {
            owner.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// The row that should take focus first. The first child, in order, with an answer. Default: `nil`.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        for child in childNodes {
            if let indexPath = child.indexPathForPreferredFocusedView(in: tableView) {
                return indexPath
            }
        }
        return nil
    }

    /// Whether focusing a row selects it. Routed by row. Default: the table's `selectionFollowsFocus`.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: tableView.selectionFollowsFocus) {
            $0.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
    }

    // MARK: Primary actions

    /// Whether a row's primary action may run. Routed by row. Default: `true` unless the table is editing.
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forward(row: indexPath, orElse: !tableView.isEditing) {
            $0.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
    }

    /// Runs a row's primary action. Routed by row.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forward(row: indexPath) { $0.tableView(tableView, performPrimaryActionForRowAt: indexPath) }
    }

    // MARK: UITableViewDataSourcePrefetching

    /// Prefetches rows. The index paths are split per owning node, keeping their priority order.
    open func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        forward(rows: indexPaths) { $0.tableView(tableView, prefetchRowsAt: $1) }
    }

    /// Cancels prefetching. The index paths are split per owning node, keeping their order.
    open func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forward(rows: indexPaths) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }
    }

    // MARK: UITableViewDragDelegate (the table's drag delegate is the root; see Docs/DefaultReturnValues.md)

    /// The items to drag from a row. Routed by row; a router remembers a child that supplies items, so
    /// that the session-wide drag members reach it. Default: none (no drag starts).
    open func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        forwardDragItems(at: indexPath) { $0.tableView(tableView, itemsForBeginning: session, at: indexPath) }
    }

    /// Items to add to a running drag from a row. Routed by row, remembered like `itemsForBeginning`.
    /// Default: none.
    open func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        forwardDragItems(at: indexPath) {
            $0.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    /// How a lifted row is drawn. Routed by row. Default: `nil` (the whole cell).
    open func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forward(row: indexPath, orElse: nil) { $0.tableView(tableView, dragPreviewParametersForRowAt: indexPath) }
    }

    /// A drag begins. Delivered to the children that supplied its items, in the order they did.
    open func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        forwardToDragOwners { $0.tableView(tableView, dragSessionWillBegin: session) }
    }

    /// A drag ended. Delivered to the children that supplied its items, which are then forgotten.
    open func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        forwardToDragOwners { $0.tableView(tableView, dragSessionDidEnd: session) }
        forgetDragOwners()
    }

    /// Whether a drop may move the dragged items. Every child that supplied items must agree.
    /// Default: `true`.
    open func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        var answer = true
        forwardToDragOwners { answer = $0.tableView(tableView, dragSessionAllowsMoveOperation: session) && answer }
        return answer
    }

    /// Whether the items stay in this app. `true` when any child that supplied items says so.
    /// Default: `false`.
    open func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        var answer = false
        forwardToDragOwners {
            answer = $0.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) || answer
        }
        return answer
    }

    // MARK: UITableViewDropDelegate (the table's drop delegate is the root; see Docs/DefaultReturnValues.md)

    /// Incorporates a drop. Routed by the destination's section (the last section when the destination
    /// is `nil`). Default: nothing is dropped.
    open func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        forward(dropAt: coordinator.destinationIndexPath, sections: numberOfSections(in: tableView)) {
            $0.tableView(tableView, performDropWith: coordinator)
        }
    }

    /// Whether the table accepts the session. Asked of the nodes observing `.dropSession`; `true` when
    /// any of them accepts. Default (no observer): `true`.
    open func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        var asked = false
        var answer = false
        deliver(.dropSession) { node in
            asked = true
            answer = node.tableView(tableView, canHandle: session) || answer
        }
        return asked ? answer : true
    }

    /// A drag entered the table. Delivered towards nodes observing `.dropSession`.
    open func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        deliver(.dropSession) { $0.tableView(tableView, dropSessionDidEnter: session) }
    }

    /// What a drop at the destination would do. Routed by the destination's section (the last section
    /// when the destination is `nil`). Default: a `.cancel` proposal (nothing is dropped).
    open func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        forward(
            dropAt: destinationIndexPath, sections: numberOfSections(in: tableView),
            orElse: UITableViewDropProposal(operation: .cancel, intent: .unspecified)
        ) {
            $0.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
    }

    /// A drag left the table. Delivered towards nodes observing `.dropSession`.
    open func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        deliver(.dropSession) { $0.tableView(tableView, dropSessionDidExit: session) }
    }

    /// The drop session ended. Delivered towards nodes observing `.dropSession`.
    open func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        deliver(.dropSession) { $0.tableView(tableView, dropSessionDidEnd: session) }
    }

    /// How a row receiving a drop is drawn. Routed by row. Default: `nil` (the whole cell).
    open func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        forward(row: indexPath, orElse: nil) { $0.tableView(tableView, dropPreviewParametersForRowAt: indexPath) }
    }
}

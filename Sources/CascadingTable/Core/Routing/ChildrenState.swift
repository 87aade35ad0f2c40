// What only a node with children keeps: the children, where they sit, the rows or sections it shows
// before and after them, and what its children's subtrees declare and observe. A leaf never allocates it, so a
// row node carries one pointer here instead of the fields (measured in `cascading-bench`: the deep
// tree's `treeBytesPerNode`, 216 bytes with the fields in every node, 104 with this, see
// Docs/Performance.md).

/// The state of a node's children, allocated for the routers (a root, a section node, a group, a
/// model-backed node) when they are created and for any other node when it first takes a child or a
/// `childrenOffset`.
///
/// A value the node keeps behind an unsafe pointer (`CascadingNode.childrenStateStorage`): routing
/// reads it on every forwarded call and every tree mutation writes it, never while user code runs, so
/// no reference counting and no exclusivity check is paid for reaching it.
struct ChildrenState {
    /// The child nodes, in table order (`CascadingNode.childNodes`).
    var nodes: [CascadingNode] = []

    /// The children whose subtrees observe at least one event kind (unordered).
    var eventful: [CascadingNode] = []

    /// Where the children sit and how much of the table each one spans.
    var placement: ChildPlacement

    /// The rows (or sections) the node shows itself before its children's (`childrenOffset`).
    var offset = 0

    /// The rows (or sections) the node shows itself after its children's (`childrenTrailingOffset`).
    var trailingOffset = 0

    /// How many nodes of the children's subtrees declare each optional member.
    var optionalMemberCounts = OptionalMemberCounts()

    /// How many nodes of the children's subtrees observe each event kind.
    var eventCounts = EventCounts()

    init(kind: PlacementKind?) {
        placement = ChildPlacement(kind: kind)
    }

    /// A new state on the heap, for a node to keep until its `deinit` (`release(_:)`).
    static func allocate(kind: PlacementKind?) -> UnsafeMutablePointer<ChildrenState> {
        let state = UnsafeMutablePointer<ChildrenState>.allocate(capacity: 1)
        state.initialize(to: ChildrenState(kind: kind))
        return state
    }

    /// Frees a state made by `allocate(kind:)`.
    static func release(_ state: UnsafeMutablePointer<ChildrenState>) {
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

extension CascadingNode {
    // The accessors are plain getters, or a `_modify` with a single `yield`, so that they inline: a
    // `_read` with two yields (state or none) stayed an out-of-line coroutine call at every use.

    /// Storage behind `children`; empty for a node without children state.
    var childNodes: [CascadingNode] {
        @inline(__always) get { childrenStateStorage?.pointee.nodes ?? [] }
        @inline(__always) _modify { yield &writableChildrenState.pointee.nodes }
    }

    /// The children whose subtrees observe at least one event kind (unordered).
    var eventfulChildren: [CascadingNode] {
        @inline(__always) get { childrenStateStorage?.pointee.eventful ?? [] }
        @inline(__always) _modify { yield &writableChildrenState.pointee.eventful }
    }

    /// Where this node's children sit and how much of the table each one spans; a node without
    /// children state places nothing.
    var placement: ChildPlacement {
        @inline(__always) get { childrenStateStorage?.pointee.placement ?? ChildPlacement() }
        @inline(__always) _modify { yield &writableChildrenState.pointee.placement }
    }

    /// Storage behind `childrenOffset`: 0 for a node without children state.
    var childrenOffsetStorage: Int {
        @inline(__always) get { childrenStateStorage?.pointee.offset ?? 0 }
        @inline(__always) set { writableChildrenState.pointee.offset = newValue }
    }

    /// Storage behind `childrenTrailingOffset`: 0 for a node without children state.
    var childrenTrailingOffsetStorage: Int {
        @inline(__always) get { childrenStateStorage?.pointee.trailingOffset ?? 0 }
        @inline(__always) set { writableChildrenState.pointee.trailingOffset = newValue }
    }

    /// The rows (or sections) this node shows itself, before and after its children's, plus those its
    /// children span: a router's row or section count, and a group's span.
    var ownAndChildrenCount: Int {
        @inline(__always) get {
            guard let state = childrenStateStorage else { return 0 }
            return state.pointee.offset + state.pointee.placement.total + state.pointee.trailingOffset
        }
    }

    /// How many nodes of this subtree (itself included) declare each optional member: its own
    /// declaration and its children's counts.
    var subtreeOptionalMemberCounts: OptionalMemberCounts {
        let own = OptionalMemberCounts(declaredOptionalMembers)
        guard let state = childrenStateStorage else { return own }
        return own + state.pointee.optionalMemberCounts
    }

    /// How many nodes of this subtree (itself included) observe each event kind.
    var subtreeEventCounts: EventCounts {
        let own = EventCounts(observedEventsStorage)
        guard let state = childrenStateStorage else { return own }
        return own + state.pointee.eventCounts
    }

    /// The children state, created if there is none.
    var writableChildrenState: UnsafeMutablePointer<ChildrenState> {
        @inline(__always) get {
            if let state = childrenStateStorage { return state }
            return makeChildrenState()
        }
    }

    @inline(never)
    private func makeChildrenState() -> UnsafeMutablePointer<ChildrenState> {
        let state = ChildrenState.allocate(kind: nil)
        childrenStateStorage = state
        return state
    }
}

// What only a node with children keeps: the children, where they sit, the rows or sections it shows
// before them, and what its children's subtrees declare and observe. A leaf never allocates it, so a
// row node carries one reference here instead of the fields (measured in `cascading-bench`: the deep
// tree's `treeBytesPerNode`, 216 bytes with the fields in every node, see Docs/Performance.md).

/// The state of a node's children, allocated for the routers (a root, a section node, a group, a
/// model-backed node) when they are created and for any other node when it first takes a child or a
/// `childrenOffset`.
///
/// Routing reads it on every forwarded call and every tree mutation writes it, never while user code
/// runs; its exclusivity checks are off for the reason given at `CascadingNode.childNodes`.
@MainActor
final class ChildrenState {
    /// The child nodes, in table order (`CascadingNode.childNodes`).
    ///
    /// `nonisolated(unsafe)` so that a node's (nonisolated) `deinit` may detach them, as it does
    /// `parentStorage`.
    @exclusivity(unchecked) nonisolated(unsafe) var nodes: [CascadingNode] = []

    /// The children whose subtrees observe at least one event kind (unordered).
    @exclusivity(unchecked) var eventful: [CascadingNode] = []

    /// Where the children sit and how much of the table each one spans.
    @exclusivity(unchecked) var placement: ChildPlacement

    /// The rows (or sections) the node shows itself before its children's (`childrenOffset`).
    @exclusivity(unchecked) var offset = 0

    /// How many nodes of the children's subtrees declare each optional member.
    @exclusivity(unchecked) var optionalMemberCounts = OptionalMemberCounts()

    /// How many nodes of the children's subtrees observe each event kind.
    @exclusivity(unchecked) var eventCounts = EventCounts()

    init(kind: PlacementKind?) {
        placement = ChildPlacement(kind: kind)
    }
}

extension CascadingNode {
    // The accessors below bind the state `unowned(unsafe)` before touching it: the node holds it for
    // its whole life, and a strong binding retained and released it at every access (13 retains in
    // an insertion against 8 before the state existed; a detached append measured 8.8x the array
    // append that way against 4.0x for the same tree with the fields in the node). They are plain
    // getters and setters, or a `_modify` with a single `yield`, so that they inline: a `_read` with
    // two yields (state or none) stayed an out-of-line coroutine call at every use.

    /// Storage behind `children`; empty for a node without children state.
    var childNodes: [CascadingNode] {
        @inline(__always) get {
            guard let storage = childrenStateStorage else { return [] }
            unowned(unsafe) let state = storage.takeUnretainedValue()
            return state.nodes
        }
        @inline(__always) _modify {
            unowned(unsafe) let state = writableChildrenState.takeUnretainedValue()
            yield &state.nodes
        }
    }

    /// The children whose subtrees observe at least one event kind (unordered).
    var eventfulChildren: [CascadingNode] {
        @inline(__always) get {
            guard let storage = childrenStateStorage else { return [] }
            unowned(unsafe) let state = storage.takeUnretainedValue()
            return state.eventful
        }
        @inline(__always) _modify {
            unowned(unsafe) let state = writableChildrenState.takeUnretainedValue()
            yield &state.eventful
        }
    }

    /// Where this node's children sit and how much of the table each one spans; a node without
    /// children state places nothing.
    var placement: ChildPlacement {
        @inline(__always) get {
            guard let storage = childrenStateStorage else { return ChildPlacement() }
            unowned(unsafe) let state = storage.takeUnretainedValue()
            return state.placement
        }
        @inline(__always) set {
            unowned(unsafe) let state = writableChildrenState.takeUnretainedValue()
            state.placement = newValue
        }
    }

    /// Storage behind `childrenOffset`: 0 for a node without children state.
    var childrenOffsetStorage: Int {
        @inline(__always) get {
            guard let storage = childrenStateStorage else { return 0 }
            unowned(unsafe) let state = storage.takeUnretainedValue()
            return state.offset
        }
        @inline(__always) set {
            unowned(unsafe) let state = writableChildrenState.takeUnretainedValue()
            state.offset = newValue
        }
    }

    /// How many nodes of this subtree (itself included) declare each optional member: its own
    /// declaration and its children's counts.
    var subtreeOptionalMemberCounts: OptionalMemberCounts {
        let own = OptionalMemberCounts(declaredOptionalMembers)
        guard let storage = childrenStateStorage else { return own }
        unowned(unsafe) let state = storage.takeUnretainedValue()
        return own + state.optionalMemberCounts
    }

    /// How many nodes of this subtree (itself included) observe each event kind.
    var subtreeEventCounts: EventCounts {
        let own = EventCounts(observedEventsStorage)
        guard let storage = childrenStateStorage else { return own }
        unowned(unsafe) let state = storage.takeUnretainedValue()
        return own + state.eventCounts
    }

    /// The children state, created if there is none.
    var childrenStateForWriting: ChildrenState {
        @inline(__always) get { writableChildrenState.takeUnretainedValue() }
    }

    /// The children state, created if there is none, without retaining it: the node holds it for
    /// its whole life. The insertion and the walks up the tree bind it `unowned(unsafe)`.
    var writableChildrenState: Unmanaged<ChildrenState> {
        @inline(__always) get {
            if let state = childrenStateStorage { return state }
            return makeChildrenState()
        }
    }

    @inline(never)
    private func makeChildrenState() -> Unmanaged<ChildrenState> {
        let state = Unmanaged.passRetained(ChildrenState(kind: nil))
        childrenStateStorage = state
        return state
    }
}

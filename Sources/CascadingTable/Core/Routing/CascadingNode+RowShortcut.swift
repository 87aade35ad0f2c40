// The forwarding shortcut for row calls: a node that routes rows the library's way is passed over,
// and the call goes from the node that received it straight to the node that owns the row. What the
// shortcut finds is, by construction, what the routing hooks of the nodes it passes over would find;
// anything else (a router's own rows, a miss, a class that overrides routing) falls back to the hooks.

/// How a node routes row calls, as far as the shortcut is concerned.
enum RoutingShortcut: UInt8 {
    /// The node's class changes routing or answers row calls itself (or routes nothing): it must be called.
    case none
    /// A root: children own sections, counted from 0. Only a starting point, never passed over, since
    /// a root tracks visibility in its own row members.
    case bySection
    /// A section node: children own rows, counted from 0.
    case byRow
    /// A group: children own what the group spans, counted from the group's first coordinate.
    case bySpan
    /// A `CascadingOwnRowNode`: its row is its parent's own, so the walk finds no owner there.
    case drawnByParent

    /// The shortcut of a node class: its router's (root, section or group node), unless it overrides
    /// a routing hook or a member routed by row beyond that router, or its metadata cannot be read
    /// (then only the routers themselves are passed over). Read once per class (`NodeClassFacts`).
    @MainActor
    init(for nodeClass: CascadingNode.Type) {
        if nodeClass == CascadingOwnRowNode.self {
            self = .drawnByParent
            return
        }
        let router = nodeClass.libraryRouter
        let shortcut: RoutingShortcut =
            switch router {
            case is CascadingGroupNode.Type: .bySpan
            case is CascadingSectionNode.Type: .byRow
            case is CascadingRootNode.Type: .bySection
            default: .none
            }
        let passesOver = nodeClass == router || nodeClass.overridesRowCalls(beyond: router) == false
        self = passesOver ? shortcut : .none
    }
}

extension CascadingNode {
    /// The first node below this one, on the way to the row, that the shortcut may not pass over: the
    /// row's owner, or a router whose class changes routing. `nil` when the shortcut does not apply
    /// (this node's class changes routing, the index path does not have two indexes, or a router on the way shows the row
    /// itself or has no child for it): the routing hooks then take the call, and report a miss.
    ///
    /// Reads the index path once and retains nothing: no user code runs during the walk, and the
    /// node it returns is kept alive by `ForwardingScope` while it is called.
    /// - Complexity: O(depth) while children span one row or section each, else O(depth · log n).
    @inline(__always)
    func shortcutOwner(ofRow indexPath: IndexPath) -> Unmanaged<CascadingNode>? {
        guard routingShortcut != .none, indexPath.count == 2, let own = childrenStateStorage else { return nil }
        let (section, row) = (indexPath[0], indexPath[1])
        var local: Int
        switch routingShortcut {
        case .bySection:
            // Between two batches of one of its updates, the root routes through its hooks (`StagePresentation`).
            if unsafeDowncast(self, to: CascadingRootNode.self).placementIndex.stage != nil { return nil }
            local = section &- own.pointee.offset
        case .byRow: local = row &- own.pointee.offset
        case .bySpan:
            guard let kind = own.pointee.placement.kind else { return nil }
            local = (kind == .rows ? row : section) &- firstCoordinate &- own.pointee.offset
        case .none, .drawnByParent: return nil
        }
        var state = own
        // Under a root whose sections sit in groups, its table of section owners passes over the
        // section-level groups in one lookup.
        if routingShortcut == .bySection, state.pointee.placement.nonUnitChildren != 0, local >= 0,
            local < state.pointee.placement.total
        {
            let root = unsafeDowncast(self, to: CascadingRootNode.self)
            switch root.placementIndex.sectionOwner(atLocal: local, of: root) {
            case .unavailable: break
            case .noOwner: return nil
            case .owner(let owner):
                unowned(unsafe) let child = owner.takeUnretainedValue()
                guard child.routingShortcut == .byRow, let childState = child.childrenStateStorage else {
                    return child.isDrawnByParent ? nil : owner
                }
                state = childState
                local = row &- state.pointee.offset
            }
        }
        while true {
            guard local >= 0, local < state.pointee.placement.total else { return nil }
            unowned(unsafe) let child: CascadingNode
            let start: Int
            if state.pointee.placement.nonUnitChildren == 0 {
                child = unretainedElement(of: state.pointee.nodes, at: local).takeUnretainedValue()
                start = local
            } else if state.pointee.nodes.count == 1 {
                // A single child (a group filling a section) spans the whole total and starts at 0.
                child = unretainedElement(of: state.pointee.nodes, at: 0).takeUnretainedValue()
                start = 0
            } else {
                guard let (found, foundStart) = state.pointee.spanningChild(atLocal: local) else { return nil }
                child = found.takeUnretainedValue()
                start = foundStart
            }
            // Every router makes its children state when it is created (`CascadingNode.init`).
            guard child.routingShortcut != .none, let childState = child.childrenStateStorage else {
                // A parent's own row among its children: the parent answers, through its hooks.
                return child.isDrawnByParent ? nil : Unmanaged.passUnretained(child)
            }
            switch child.routingShortcut {
            case .byRow: local = row &- childState.pointee.offset
            case .bySpan: local = local &- start &- childState.pointee.offset
            default: return Unmanaged.passUnretained(child)
            }
            state = childState
        }
    }
}

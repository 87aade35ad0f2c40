// One root's answers to "where is this row?", kept in one place: the stage the view is applying while
// an update of the tree takes several batches, and the table of section owners that lets a row call
// pass over the groups among sections in one step. The tree's own placement (the spans each router
// keeps of its children, `ChildPlacement`) is what both start from; every reader that may find a stage
// asks the root's index for it (`presentedStage`), and nothing here is shared between roots, so one
// tree's update or mutation never changes another tree's answers or what its lookups cost.

/// What the section-owner table says about one section.
enum SectionOwnerLookup {
    /// The table is stale or absent: walk the groups.
    case unavailable
    /// The walk would find no owner (a group's own sections): leave the call to the routing hooks.
    case noOwner
    /// The first node below the groups that the shortcut may not pass over as a group.
    case owner(Unmanaged<CascadingNode>)
}

/// The placement index of one root: what the views are shown between two batches of one of its
/// updates, and where the root's sections sit past its groups.
@MainActor
final class PlacementIndex {
    /// The stage the view is shown while an update of this root's tree that takes several batches is
    /// between two of them; `nil` otherwise (see `StagePresentation`). Handed over by the commit path
    /// before each batch and taken back after the last one; read by the row shortcut on every routed
    /// row call.
    var stage: StagePresentation?

    /// The owner of each section when sections sit in groups, current while `sectionOwnersAreCurrent`.
    /// Unretained: a routed call retains nothing. Read on every routed row call, written only when
    /// rebuilt between calls. Measured: without the table the shortcut walks the section-level groups
    /// by their spans, and the group scenario's routed `heightForRowAt` read 2.85-2.92x the baseline
    /// against 1.19-1.20x with it (two alternated `--only group --runs 3` of each binary; target 1.3).
    private var sectionOwners: [Unmanaged<CascadingNode>?] = []

    /// Whether `sectionOwners` matches where the tree's sections sit; any change of that placement in
    /// this tree clears it, and nothing outside the tree does.
    private(set) var sectionOwnersAreCurrent = false

    /// Lookups that found `sectionOwners` stale since it was last built.
    private var sectionOwnerMisses = 0

    /// Notes that where the root's sections sit changed: the section-owner table is stale.
    @inline(__always)
    func sectionsDidMove() {
        sectionOwnersAreCurrent = false
    }

    /// The entry of the section at `local` (after `root`'s `childrenOffset`, inside
    /// `0..<placement.total`), rebuilding a stale table once as many lookups as there are sections have
    /// missed it. Retains nothing.
    /// - Complexity: O(1); amortised O(1) for the rebuild.
    @inline(__always)
    func sectionOwner(atLocal local: Int, of root: CascadingRootNode) -> SectionOwnerLookup {
        if !sectionOwnersAreCurrent {
            sectionOwnerMisses &+= 1
            guard sectionOwnerMisses >= root.placement.total else { return .unavailable }
            rebuildSectionOwners(of: root)
        }
        guard let owner = unretainedOwner(in: sectionOwners, at: local) else { return .noOwner }
        return .owner(owner)
    }

    /// Rebuilds the table from the tree and marks it current.
    /// - Complexity: O(sections + groups).
    private func rebuildSectionOwners(of root: CascadingRootNode) {
        var owners: [Unmanaged<CascadingNode>?] = []
        owners.reserveCapacity(root.placement.total)
        Self.appendSectionOwners(ofChildrenOf: root, to: &owners)
        #if CASCADING_INTERNAL_CHECKS
            precondition(
                owners.count == root.placement.total,
                "Invariant broken: \(root) found \(owners.count) section owners for \(root.placement.total) sections.")
        #endif
        sectionOwners = owners
        sectionOwnersAreCurrent = true
        sectionOwnerMisses = 0
    }

    /// Appends, section by section, what the shortcut's walk finds under `node`'s children: a group it
    /// passes over contributes its own sections as `nil` (the walk leaves them to the hooks) around its
    /// children's; any other child owns every section it spans.
    private static func appendSectionOwners(
        ofChildrenOf node: CascadingNode, to owners: inout [Unmanaged<CascadingNode>?]
    ) {
        node.revalidatePlacement()
        for child in node.childNodes {
            if child.routingShortcut == .bySpan {
                owners.append(
                    contentsOf: repeatElement(Unmanaged<CascadingNode>?.none, count: child.childrenOffsetStorage))
                appendSectionOwners(ofChildrenOf: child, to: &owners)
                owners.append(
                    contentsOf: repeatElement(
                        Unmanaged<CascadingNode>?.none, count: child.childrenTrailingOffsetStorage))
            } else {
                let owner: Unmanaged<CascadingNode>? = Unmanaged.passUnretained(child)
                owners.append(contentsOf: repeatElement(owner, count: child.placementSpan))
            }
        }
    }
}

/// The table entry at `position`, without retaining anything. Nonisolated, so that the closure reading
/// the buffer is not checked for running on the main actor on every call.
@inline(__always)
private func unretainedOwner(
    in owners: borrowing [Unmanaged<CascadingNode>?], at position: Int
) -> Unmanaged<CascadingNode>? {
    owners.withUnsafeBufferPointer { $0[position] }
}

extension CascadingNode {
    /// Makes the section-owner table of this node's root stale, when this node's children stand for
    /// sections (it is the root, or a group among sections): where its tree's sections sit changed.
    /// - Complexity: O(the groups between this node and the root).
    @inline(__always)
    func sectionPlacementDidChange() {
        guard placement.kind == .sections else { return }
        rootOfTree?.placementIndex.sectionsDidMove()
    }

    /// The stage the root at the top of this node's tree presents while an update that takes several
    /// batches is between two of them; `nil` otherwise, and for a node outside a root's tree.
    /// - Complexity: O(depth).
    var presentedStage: StagePresentation? {
        rootOfTree?.placementIndex.stage
    }

    /// The stage this node presents, when it is a root presenting one.
    var stagePresentedHere: StagePresentation? {
        (self as? CascadingRootNode)?.placementIndex.stage
    }
}

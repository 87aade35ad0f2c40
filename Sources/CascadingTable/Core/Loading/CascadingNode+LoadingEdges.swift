// A group that shows its loading indicator as the header of its first section or the footer of its last
// keeps it there while its children or the sections it shows itself change: the sections that showed it
// before and show it after are reloaded in the same update. The children mutations and the changes of
// `childrenOffset` and `childrenTrailingOffset` ask for this before they record their change.
extension CascadingNode {
    /// This group and the groups above it, up to the first node that is not a group, that show their
    /// loading indicator as the header of their first section or the footer of their last.
    func groupsShowingLoadingAtTheirEdges() -> [CascadingNode] {
        var groups: [CascadingNode] = []
        var node: CascadingNode? = self
        while let group = node, group.classTraits.contains(.spansItsChildren) {
            if let loading = group.loadingController, loading.style == .header || loading.style == .footer,
                !loading.isFollowingChildren
            {
                groups.append(group)
            }
            node = group.parent
        }
        return groups
    }

    /// Runs `record`, a change of what this node shows, and returns `true` when this node is a group
    /// below groups whose first or last section shows their loading indicator: then the sections that
    /// showed it before and show it after are reloaded in the same update, so no stale header or footer
    /// is left. Returns `false`, running nothing, for any other node.
    func recordKeepingLoadingEdges(_ record: @MainActor () -> Void) -> Bool {
        guard classTraits.contains(.spansItsChildren), case let groups = groupsShowingLoadingAtTheirEdges(),
            !groups.isEmpty
        else { return false }
        for group in groups { group.loadingController?.isFollowingChildren = true }
        defer { for group in groups { group.loadingController?.isFollowingChildren = false } }
        performUpdates {
            for group in groups { group.reloadLoadingSection() }
            record()
            for group in groups { group.reloadLoadingSection() }
        }
        return true
    }
}

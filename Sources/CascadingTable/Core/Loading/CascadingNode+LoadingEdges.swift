// A group that shows its loading indicator as the header of its first section or the footer of its last
// keeps it there while its children change: the sections that showed it before and show it after are
// reloaded in the same update. The children mutations ask for this before they record their change.
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

    /// Runs a change below groups whose first or last section shows their loading indicator, reloading
    /// the sections that showed it before and show it after in the same update, so no stale header or
    /// footer is left.
    func refreshingLoadingEdges(
        of groups: [CascadingNode], _ change: ChildrenChange, _ mutate: @MainActor () -> Void
    ) {
        for group in groups { group.loadingController?.isFollowingChildren = true }
        defer { for group in groups { group.loadingController?.isFollowingChildren = false } }
        performUpdates {
            for group in groups { group.reloadLoadingSection() }
            announceChildrenChange(change, mutate)
            for group in groups { group.reloadLoadingSection() }
        }
    }
}

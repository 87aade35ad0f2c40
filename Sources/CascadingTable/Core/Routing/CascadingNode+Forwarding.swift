// The one forwarding mechanism: every member of CascadingNode asks a routing hook for the owning
// child and either calls it or answers the documented default.
extension CascadingNode {
    /// The child whose span contains a table coordinate (a section for a node whose children stand
    /// for sections, a row for one whose children are rows), given where this node's own coordinates
    /// start. Coordinates the node shows itself (`childrenOffset`, `childrenTrailingOffset`, a
    /// `CascadingOwnRowNode` among its children) answer `nil` silently; anything else that no child owns is reported to `routingDidMiss(_:)`. The positional
    /// routers (root, section and group nodes) route through it.
    @inline(__always)
    func child(
        atCoordinate coordinate: Int, start: Int, missing address: @autoclosure () -> CascadingAddress
    ) -> CascadingNode? {
        let local = coordinate &- start &- childrenOffset
        if let child = placedChild(atLocal: local) { return child.isDrawnByParent ? nil : child }
        if !showsItself(local: local) { routingDidMiss(address()) }
        return nil
    }

    /// Whether `local` (a coordinate counted from this node's first child) is one the node shows
    /// itself: one of its `childrenOffset` before its children or its `childrenTrailingOffset` after them.
    @inline(__always)
    func showsItself(local: Int) -> Bool {
        guard let state = childrenStateStorage else { return false }
        if local < 0 { return local >= -state.pointee.offset }
        let end = state.pointee.placement.total
        return local >= end && local < end &+ state.pointee.trailingOffset
    }

    /// The child owning one index of a row's index path (0: its section, 1: its row), or `nil` after
    /// reporting the row to `routingDidMiss(_:)` when the path does not have exactly two indexes or no
    /// child owns it. Reads the index path once: its subscript is not inlinable on Linux, and this runs
    /// on every row call.
    @inline(__always)
    func child(forRowAt indexPath: IndexPath, byIndex component: Int, start: Int) -> CascadingNode? {
        guard indexPath.count == 2 else {
            routingDidMiss(.row(indexPath))
            return nil
        }
        return child(atCoordinate: indexPath[component], start: start, missing: .row(indexPath))
    }

    /// The node that receives the header and footer calls of the child owning `section` (in a
    /// collection view also its section layout and supplementary views), or `nil` when no child owns it.
    ///
    /// The one place where calls may be redirected: a child that shows its loading indicator as its
    /// header or footer is replaced by its stand-in (`sectionCallee(_:)`) for these calls; every other
    /// section call reaches the child itself. The stand-in routes nothing, so it overrides every member
    /// forwarded this way (`LoadingSupplementNode`): a member newly forwarded through here must be
    /// overridden there too.
    @inline(__always)
    func boundaryCallReceiver(_ section: Int) -> CascadingNode? {
        child(forSection: section).map(sectionCallee)
    }

    /// Calls the child owning `section`, or answers `fallback` when no child owns it.
    @inline(__always)
    func forward<Answer>(
        section: Int, orElse fallback: @autoclosure () -> Answer, _ call: (CascadingNode) -> Answer
    ) -> Answer {
        guard let owner = child(forSection: section) else { return fallback() }
        return call(owner)
    }

    /// Calls the receiver of the header and footer calls of `section` (`boundaryCallReceiver(_:)`), or
    /// answers `fallback` when no child owns the section.
    @inline(__always)
    func forward<Answer>(
        boundaryOf section: Int, orElse fallback: @autoclosure () -> Answer, _ call: (CascadingNode) -> Answer
    ) -> Answer {
        guard let owner = boundaryCallReceiver(section) else { return fallback() }
        return call(owner)
    }

    /// Calls the receiver of the header and footer calls of `section`, if any.
    @inline(__always)
    func forward(boundaryOf section: Int, _ call: (CascadingNode) -> Void) {
        forward(boundaryOf: section, orElse: (), call)
    }

    /// Calls the child owning `section`, if any.
    @inline(__always)
    func forward(section: Int, _ call: (CascadingNode) -> Void) {
        forward(section: section, orElse: (), call)
    }

    /// Calls the child owning the row, or answers `fallback` when no child owns it.
    ///
    /// Routers that do not intercept row calls are passed over (`shortcutOwner(ofRow:)`): the call
    /// goes straight to the first node on the way that must see it, which answers exactly what the
    /// routers in between would have forwarded.
    @inline(__always)
    func forward<Answer>(
        row indexPath: IndexPath, orElse fallback: @autoclosure () -> Answer, _ call: (CascadingNode) -> Answer
    ) -> Answer {
        if let owner = shortcutOwner(ofRow: indexPath) { return ForwardingScope.calling(owner, call) }
        guard let owner = child(forRowAt: indexPath) else { return fallback() }
        return call(owner)
    }

    /// Calls the child owning the row, if any.
    @inline(__always)
    func forward(row indexPath: IndexPath, _ call: (CascadingNode) -> Void) {
        forward(row: indexPath, orElse: (), call)
    }

    /// Splits index paths per owning child, keeping their order, and calls each child once with its share.
    ///
    /// Children are called in the order their first index path appears; unowned paths are dropped.
    func forward(rows indexPaths: [IndexPath], _ call: (CascadingNode, [IndexPath]) -> Void) {
        var groups: [(owner: CascadingNode, indexPaths: [IndexPath])] = []
        var groupOfOwner: [ObjectIdentifier: Int] = [:]
        for indexPath in indexPaths {
            guard let owner = child(forRowAt: indexPath) else { continue }
            if let group = groupOfOwner[ObjectIdentifier(owner)] {
                groups[group].indexPaths.append(indexPath)
            } else {
                groupOfOwner[ObjectIdentifier(owner)] = groups.count
                groups.append((owner, [indexPath]))
            }
        }
        for group in groups {
            call(group.owner, group.indexPaths)
        }
    }

    /// Answers a query whose default depends on whether a node supplies something (a title, a view,
    /// swipe actions), so that what a node supplies is never hidden by a default.
    ///
    /// Without an owning child the answer is `supplied` if this node supplies it, else `unsupplied`.
    /// With one, the child's answer stands, except that a router which itself supplies what the
    /// child does not turns the child's `unsupplied` into `supplied`.
    func coherentAnswer<Answer: Equatable>(
        from owner: CascadingNode?, supplied: Answer, unsupplied: Answer,
        ask: (CascadingNode) -> Answer, supplies: (CascadingNode) -> Bool
    ) -> Answer {
        guard let owner else { return supplies(self) ? supplied : unsupplied }
        let answer = ask(owner)
        guard answer == unsupplied, supplies(self), !supplies(owner) else { return answer }
        return supplied
    }

    /// Whether the node offers a way to edit a row: swipe actions, legacy edit actions or an editing style.
    func offersEditing(_ tableView: UITableView, at indexPath: IndexPath) -> Bool {
        self.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) != nil
            || self.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) != nil
            || (self as any LegacyEditActionsReading).offersLegacyEditActions(tableView, at: indexPath)
            || self.tableView(tableView, editingStyleForRowAt: indexPath) != .none
    }

    /// Whether the node supplies a header title or view for a section.
    func offersHeader(_ tableView: UITableView, in section: Int) -> Bool {
        self.tableView(tableView, titleForHeaderInSection: section) != nil
            || self.tableView(tableView, viewForHeaderInSection: section) != nil
    }

    /// Whether the node supplies a footer title or view for a section.
    func offersFooter(_ tableView: UITableView, in section: Int) -> Bool {
        self.tableView(tableView, titleForFooterInSection: section) != nil
            || self.tableView(tableView, viewForFooterInSection: section) != nil
    }
}

/// Reads the pre-iOS 11 edit actions, deprecated as UIKit deprecates them, for the one place that must
/// still honour them: asked through this protocol, `offersEditing` reads them without being deprecated
/// itself (calling a deprecated member from a current one is what the compiler warns about).
private protocol LegacyEditActionsReading {
    /// Whether the node offers legacy edit actions (`tableView(_:editActionsForRowAt:)`) for a row.
    @MainActor func offersLegacyEditActions(_ tableView: UITableView, at indexPath: IndexPath) -> Bool
}

extension CascadingNode: LegacyEditActionsReading {
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    fileprivate func offersLegacyEditActions(_ tableView: UITableView, at indexPath: IndexPath) -> Bool {
        self.tableView(tableView, editActionsForRowAt: indexPath) != nil
    }
}

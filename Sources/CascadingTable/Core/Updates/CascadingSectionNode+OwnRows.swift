// The rows a section shows itself before and after its children (`childrenOffset`,
// `childrenTrailingOffset`), reconfigured without touching its children's rows.
extension CascadingSectionNode {
    /// Configures the rows the section shows itself (`childrenOffset` before its children, such as a
    /// summary row, and `childrenTrailingOffset` after them, such as a total) again, in place
    /// (`reconfigureRows(at:)`), leaving its children's rows alone.
    ///
    /// Call it from `childrenDidChange()` so a summary follows the children:
    ///
    ///     override func childrenDidChange() {
    ///         reconfigureOwnRows()
    ///     }
    ///
    /// Inside `performUpdates` it joins the grouped update; without an attached table, or while the
    /// table itself moves a row (a reorder it reports), it does nothing: the rows show their state
    /// the next time they are configured.
    public func reconfigureOwnRows() {
        guard childrenOffset > 0 || childrenTrailingOffset > 0 || childNodes.contains(where: \.isDrawnByParent),
            let root = attachedRoot, let view = root.attachedView,
            root.liveUpdates.isListening,
            !root.liveUpdates.isApplyingBatch
        else { return }
        LiveUpdater(root: root, view: view).recordOwnRowsChange(of: self)
    }
}

extension LiveUpdater {
    /// The table rows a section node shows itself before and after its children; none when it is not
    /// placed as a section.
    func ownRowsShowing(_ section: CascadingNode) -> [IndexPath] {
        guard case .sections(let sections)? = region(of: section), sections.count == 1 else { return [] }
        let shown = view.numberOfRows(inSection: sections.lowerBound)
        let after = section.childrenOffset + section.childrenSpan
        let among = section.childNodes.lazy.filter(\.isDrawnByParent).flatMap(\.coordinates)
        let rows =
            Array(0..<section.childrenOffset) + Array(among) + Array(after..<after + section.childrenTrailingOffset)
        return rows.filter { $0 < shown }.map { IndexPath(row: $0, section: sections.lowerBound) }
    }
}

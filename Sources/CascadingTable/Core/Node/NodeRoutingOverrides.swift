// Which routing a node class changes: whether it overrides a routing hook or a member that a row call
// passes through on its way to the row's owner. The forwarding shortcut may pass over a router only
// when it overrides none of them, so this is read from the class, never declared by it.

#if canImport(ClassOverrideDetection)
    import ClassOverrideDetection
#endif

/// What the tree asks the metadata reader about a node class's routing.
enum RoutingMember: Hashable, Sendable {
    /// `child(forRowAt:)`, `child(forSection:)` and every member routed by row
    /// (`RowRoutingProbe` overrides all of them).
    case rowCalls
    /// `child(forRowAt:)` alone (`RowHookProbe`).
    case rowHook
    /// `child(forSection:)` alone (`SectionHookProbe`).
    case sectionHook
}

/// The detector for routing members, set up once: its probes are read on first use.
private let routingDetector = OverrideDetector<CascadingNode, RoutingMember>(
    control: PlainNodeProbe.self,
    probes: [.rowCalls: RowRoutingProbe.self, .rowHook: RowHookProbe.self, .sectionHook: SectionHookProbe.self],
    methodCounts: [.rowCalls: RowRoutingProbe.overriddenMethods])

extension CascadingNode {
    /// Whether this class overrides a routing hook or a member routed by row beyond `router` (one of
    /// its superclasses, or the class itself); `nil` when the class's metadata cannot be read here.
    static func overridesRowCalls(beyond router: CascadingNode.Type) -> Bool? {
        routingDetector.overrides(.rowCalls, in: self, beyond: router)
    }

    /// The library router this class derives from: the root, a group or a section node; `CascadingNode`
    /// for any other class.
    static var libraryRouter: CascadingNode.Type {
        if self is CascadingGroupNode.Type { return CascadingGroupNode.self }
        if self is CascadingSectionNode.Type { return CascadingSectionNode.self }
        if self is CascadingRootNode.Type { return CascadingRootNode.self }
        return CascadingNode.self
    }

    /// Whether this class sends rows to its children through a `child(forRowAt:)` of its own, one that
    /// overrides its library router's. `true` when the class's metadata cannot be read here.
    static var routesRowsByOwnHook: Bool {
        routingDetector.overrides(.rowHook, in: self, beyond: libraryRouter) ?? true
    }

    /// The routing hooks this class overrides beyond its library router, by name; empty for the
    /// library's own classes and where the class's metadata cannot be read here.
    static var overriddenRoutingHooks: [String] {
        let router = libraryRouter
        var hooks: [String] = []
        if routingDetector.overrides(.rowHook, in: self, beyond: router) == true { hooks.append("child(forRowAt:)") }
        if routingDetector.overrides(.sectionHook, in: self, beyond: router) == true {
            hooks.append("child(forSection:)")
        }
        return hooks
    }
}

/// A node class that overrides nothing: the slots every subclass changes.
final class PlainNodeProbe: CascadingNode {}

/// A node class that overrides only `child(forRowAt:)`.
private final class RowHookProbe: CascadingNode {
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        super.child(forRowAt: indexPath)
    }
}

/// A node class that overrides only `child(forSection:)`.
private final class SectionHookProbe: CascadingNode {
    override func child(forSection section: Int) -> CascadingNode? {
        super.child(forSection: section)
    }
}

/// A node class that overrides both routing hooks and every member `CascadingNode` routes by row
/// (through `forward(row:)`, which the shortcut serves), the collection view's members routed by item
/// included. A member routed by row or item added to `CascadingNode` or `CascadingCollectionAndScrollViewMembers`
/// must be overridden here too, and `overriddenMethods` counted up.
private final class RowRoutingProbe: CascadingNode {
    /// How many methods this class overrides: the detector checks that it finds as many slots.
    nonisolated static let overriddenMethods = 62

    override func child(forSection section: Int) -> CascadingNode? {
        super.child(forSection: section)
    }

    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        super.child(forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        super.tableView(tableView, cellForRowAt: indexPath)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, canMoveRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        super.tableView(tableView, indentationLevelForRowAt: indexPath)
    }

    @available(tvOS, unavailable)
    override func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        super.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        super.tableView(tableView, willSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        super.tableView(tableView, willDeselectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        super.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        super.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        super.tableView(tableView, heightForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    @available(tvOS, unavailable)
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    @available(tvOS, unavailable)
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    @available(iOS, introduced: 5.0, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, shouldShowMenuForRowAt: indexPath)
    }

    @available(iOS, introduced: 5.0, deprecated: 13.0)
    override func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        super.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
    }

    @available(iOS, introduced: 5.0, deprecated: 13.0)
    override func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        super.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    @available(iOS, introduced: 8.0, deprecated: 13.0)
    @available(tvOS, unavailable)
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
    {
        super.tableView(tableView, editActionsForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        super.tableView(tableView, didHighlightRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        super.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        super.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        super.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
    }

    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, canFocusRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        super.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        super.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        super.tableView(tableView, dropPreviewParametersForRowAt: indexPath)
    }

    // The collection view's members routed by item (through the same `forward(row:)`).

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { super.collectionView(collectionView, cellForItemAt: indexPath) }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        super.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    {
        super.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        super.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        super.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { super.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) { super.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { super.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }

    override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        super.collectionView(collectionView, canEditItemAt: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        super.collectionView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { super.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath) }

    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    {
        super.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
    }

    @available(tvOS, unavailable)
    override func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { super.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context) }

    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        super.collectionView(collectionView, canFocusItemAt: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { super.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { super.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { super.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { super.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath) }

    override func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        super.collectionView(collectionView, leadingSwipeActionsConfigurationForItemAt: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        super.collectionView(collectionView, trailingSwipeActionsConfigurationForItemAt: indexPath)
    }
}

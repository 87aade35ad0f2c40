import Testing

/// Every member CascadingNode forwards, one case each: 11 data-source, 52 delegate, 14 scroll-view,
/// 2 prefetching, 7 drag and 7 drop members.
enum TableMember: String, CaseIterable, Sendable, CustomTestStringConvertible {
    // UITableViewDataSource
    case numberOfRowsInSection, cellForRowAt, numberOfSections, titleForHeaderInSection, titleForFooterInSection
    case commitEditingStyle, canEditRowAt, canMoveRowAt, moveRowAt, sectionIndexTitles, sectionForSectionIndexTitle
    // UITableViewDelegate
    case willDisplayCell, indentationLevelForRowAt, shouldSpringLoadRowAt
    case willSelectRowAt, didSelectRowAt, willDeselectRowAt, didDeselectRowAt
    case shouldBeginMultipleSelectionInteractionAt, didBeginMultipleSelectionInteractionAt
    case didEndMultipleSelectionInteraction
    case viewForHeaderInSection, viewForFooterInSection, willDisplayHeaderView, willDisplayFooterView
    case heightForRowAt, heightForHeaderInSection, heightForFooterInSection
    case estimatedHeightForRowAt, estimatedHeightForHeaderInSection, estimatedHeightForFooterInSection
    case accessoryButtonTappedForRowWith
    case contextMenuConfigurationForRowAt, previewForDismissingContextMenu, previewForHighlightingContextMenu
    case willDisplayContextMenu, willEndContextMenuInteraction, willPerformPreviewActionForMenu
    case leadingSwipeActionsConfigurationForRowAt, trailingSwipeActionsConfigurationForRowAt
    case shouldShowMenuForRowAt, canPerformAction, performAction, editActionsForRowAt
    case shouldHighlightRowAt, didHighlightRowAt, didUnhighlightRowAt
    case willBeginEditingRowAt, didEndEditingRowAt, editingStyleForRowAt, titleForDeleteConfirmationButtonForRowAt
    case shouldIndentWhileEditingRowAt, targetIndexPathForMove
    case didEndDisplayingCell, didEndDisplayingHeaderView, didEndDisplayingFooterView
    case canFocusRowAt, shouldUpdateFocusIn, didUpdateFocusIn, indexPathForPreferredFocusedView
    case selectionFollowsFocusForRowAt, canPerformPrimaryActionForRowAt, performPrimaryActionForRowAt
    // UIScrollViewDelegate
    case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewShouldScrollToTop, scrollViewDidScrollToTop, scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating, viewForZooming, scrollViewWillBeginZooming, scrollViewDidEndZooming
    case scrollViewDidZoom, scrollViewDidEndScrollingAnimation, scrollViewDidChangeAdjustedContentInset
    // UITableViewDataSourcePrefetching
    case prefetchRowsAt, cancelPrefetchingForRowsAt
    // UITableViewDragDelegate
    case itemsForBeginning, itemsForAddingTo, dragPreviewParametersForRowAt, dragSessionWillBegin, dragSessionDidEnd
    case dragSessionAllowsMoveOperation, dragSessionIsRestrictedToDraggingApplication
    // UITableViewDropDelegate
    case performDropWith, canHandle, dropSessionDidEnter, dropSessionDidUpdate, dropSessionDidExit, dropSessionDidEnd
    case dropPreviewParametersForRowAt

    var testDescription: String { rawValue }

    /// The member's Swift name, as in UIKit's documentation.
    var selector: String {
        switch self {
        case .numberOfRowsInSection: "tableView(_:numberOfRowsInSection:)"
        case .cellForRowAt: "tableView(_:cellForRowAt:)"
        case .numberOfSections: "numberOfSections(in:)"
        case .titleForHeaderInSection: "tableView(_:titleForHeaderInSection:)"
        case .titleForFooterInSection: "tableView(_:titleForFooterInSection:)"
        case .commitEditingStyle: "tableView(_:commit:forRowAt:)"
        case .canEditRowAt: "tableView(_:canEditRowAt:)"
        case .canMoveRowAt: "tableView(_:canMoveRowAt:)"
        case .moveRowAt: "tableView(_:moveRowAt:to:)"
        case .sectionIndexTitles: "sectionIndexTitles(for:)"
        case .sectionForSectionIndexTitle: "tableView(_:sectionForSectionIndexTitle:at:)"
        case .willDisplayCell: "tableView(_:willDisplay:forRowAt:)"
        case .indentationLevelForRowAt: "tableView(_:indentationLevelForRowAt:)"
        case .shouldSpringLoadRowAt: "tableView(_:shouldSpringLoadRowAt:with:)"
        case .willSelectRowAt: "tableView(_:willSelectRowAt:)"
        case .didSelectRowAt: "tableView(_:didSelectRowAt:)"
        case .willDeselectRowAt: "tableView(_:willDeselectRowAt:)"
        case .didDeselectRowAt: "tableView(_:didDeselectRowAt:)"
        case .shouldBeginMultipleSelectionInteractionAt: "tableView(_:shouldBeginMultipleSelectionInteractionAt:)"
        case .didBeginMultipleSelectionInteractionAt: "tableView(_:didBeginMultipleSelectionInteractionAt:)"
        case .didEndMultipleSelectionInteraction: "tableViewDidEndMultipleSelectionInteraction(_:)"
        case .viewForHeaderInSection: "tableView(_:viewForHeaderInSection:)"
        case .viewForFooterInSection: "tableView(_:viewForFooterInSection:)"
        case .willDisplayHeaderView: "tableView(_:willDisplayHeaderView:forSection:)"
        case .willDisplayFooterView: "tableView(_:willDisplayFooterView:forSection:)"
        case .heightForRowAt: "tableView(_:heightForRowAt:)"
        case .heightForHeaderInSection: "tableView(_:heightForHeaderInSection:)"
        case .heightForFooterInSection: "tableView(_:heightForFooterInSection:)"
        case .estimatedHeightForRowAt: "tableView(_:estimatedHeightForRowAt:)"
        case .estimatedHeightForHeaderInSection: "tableView(_:estimatedHeightForHeaderInSection:)"
        case .estimatedHeightForFooterInSection: "tableView(_:estimatedHeightForFooterInSection:)"
        case .accessoryButtonTappedForRowWith: "tableView(_:accessoryButtonTappedForRowWith:)"
        case .contextMenuConfigurationForRowAt: "tableView(_:contextMenuConfigurationForRowAt:point:)"
        case .previewForDismissingContextMenu: "tableView(_:previewForDismissingContextMenuWithConfiguration:)"
        case .previewForHighlightingContextMenu: "tableView(_:previewForHighlightingContextMenuWithConfiguration:)"
        case .willDisplayContextMenu: "tableView(_:willDisplayContextMenu:animator:)"
        case .willEndContextMenuInteraction: "tableView(_:willEndContextMenuInteraction:animator:)"
        case .willPerformPreviewActionForMenu: "tableView(_:willPerformPreviewActionForMenuWith:animator:)"
        case .leadingSwipeActionsConfigurationForRowAt: "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
        case .trailingSwipeActionsConfigurationForRowAt: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
        case .shouldShowMenuForRowAt: "tableView(_:shouldShowMenuForRowAt:)"
        case .canPerformAction: "tableView(_:canPerformAction:forRowAt:withSender:)"
        case .performAction: "tableView(_:performAction:forRowAt:withSender:)"
        case .editActionsForRowAt: "tableView(_:editActionsForRowAt:)"
        case .shouldHighlightRowAt: "tableView(_:shouldHighlightRowAt:)"
        case .didHighlightRowAt: "tableView(_:didHighlightRowAt:)"
        case .didUnhighlightRowAt: "tableView(_:didUnhighlightRowAt:)"
        case .willBeginEditingRowAt: "tableView(_:willBeginEditingRowAt:)"
        case .didEndEditingRowAt: "tableView(_:didEndEditingRowAt:)"
        case .editingStyleForRowAt: "tableView(_:editingStyleForRowAt:)"
        case .titleForDeleteConfirmationButtonForRowAt: "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
        case .shouldIndentWhileEditingRowAt: "tableView(_:shouldIndentWhileEditingRowAt:)"
        case .targetIndexPathForMove: "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
        case .didEndDisplayingCell: "tableView(_:didEndDisplaying:forRowAt:)"
        case .didEndDisplayingHeaderView: "tableView(_:didEndDisplayingHeaderView:forSection:)"
        case .didEndDisplayingFooterView: "tableView(_:didEndDisplayingFooterView:forSection:)"
        case .canFocusRowAt: "tableView(_:canFocusRowAt:)"
        case .shouldUpdateFocusIn: "tableView(_:shouldUpdateFocusIn:)"
        case .didUpdateFocusIn: "tableView(_:didUpdateFocusIn:with:)"
        case .indexPathForPreferredFocusedView: "indexPathForPreferredFocusedView(in:)"
        case .selectionFollowsFocusForRowAt: "tableView(_:selectionFollowsFocusForRowAt:)"
        case .canPerformPrimaryActionForRowAt: "tableView(_:canPerformPrimaryActionForRowAt:)"
        case .performPrimaryActionForRowAt: "tableView(_:performPrimaryActionForRowAt:)"
        case .scrollViewDidScroll: "scrollViewDidScroll(_:)"
        case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging(_:)"
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging(_:willDecelerate:)"
        case .scrollViewShouldScrollToTop: "scrollViewShouldScrollToTop(_:)"
        case .scrollViewDidScrollToTop: "scrollViewDidScrollToTop(_:)"
        case .scrollViewWillBeginDecelerating: "scrollViewWillBeginDecelerating(_:)"
        case .scrollViewDidEndDecelerating: "scrollViewDidEndDecelerating(_:)"
        case .viewForZooming: "viewForZooming(in:)"
        case .scrollViewWillBeginZooming: "scrollViewWillBeginZooming(_:with:)"
        case .scrollViewDidEndZooming: "scrollViewDidEndZooming(_:with:atScale:)"
        case .scrollViewDidZoom: "scrollViewDidZoom(_:)"
        case .scrollViewDidEndScrollingAnimation: "scrollViewDidEndScrollingAnimation(_:)"
        case .scrollViewDidChangeAdjustedContentInset: "scrollViewDidChangeAdjustedContentInset(_:)"
        case .prefetchRowsAt: "tableView(_:prefetchRowsAt:)"
        case .cancelPrefetchingForRowsAt: "tableView(_:cancelPrefetchingForRowsAt:)"
        case .itemsForBeginning: "tableView(_:itemsForBeginning:at:)"
        case .itemsForAddingTo: "tableView(_:itemsForAddingTo:at:point:)"
        case .dragPreviewParametersForRowAt: "tableView(_:dragPreviewParametersForRowAt:)"
        case .dragSessionWillBegin: "tableView(_:dragSessionWillBegin:)"
        case .dragSessionDidEnd: "tableView(_:dragSessionDidEnd:)"
        case .dragSessionAllowsMoveOperation: "tableView(_:dragSessionAllowsMoveOperation:)"
        case .dragSessionIsRestrictedToDraggingApplication: "tableView(_:dragSessionIsRestrictedToDraggingApplication:)"
        case .performDropWith: "tableView(_:performDropWith:)"
        case .canHandle: "tableView(_:canHandle:)"
        case .dropSessionDidEnter: "tableView(_:dropSessionDidEnter:)"
        case .dropSessionDidUpdate: "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)"
        case .dropSessionDidExit: "tableView(_:dropSessionDidExit:)"
        case .dropSessionDidEnd: "tableView(_:dropSessionDidEnd:)"
        case .dropPreviewParametersForRowAt: "tableView(_:dropPreviewParametersForRowAt:)"
        }
    }

    /// Whether the member is addressed by a row, a section, rows, a focus context, a move or a menu
    /// produced for a row (as opposed to table-wide members and events).
    var isPositional: Bool {
        switch self {
        case .numberOfSections, .sectionIndexTitles, .sectionForSectionIndexTitle, .indexPathForPreferredFocusedView,
            .didEndMultipleSelectionInteraction, .dragSessionWillBegin, .dragSessionDidEnd,
            .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication, .canHandle,
            .dropSessionDidEnter, .dropSessionDidExit, .dropSessionDidEnd:
            false
        default:
            protocolName != "UIScrollViewDelegate"
        }
    }

    /// The protocol that declares the member.
    var protocolName: String {
        switch self {
        case .numberOfRowsInSection, .cellForRowAt, .numberOfSections, .titleForHeaderInSection,
            .titleForFooterInSection, .commitEditingStyle, .canEditRowAt, .canMoveRowAt, .moveRowAt,
            .sectionIndexTitles, .sectionForSectionIndexTitle:
            "UITableViewDataSource"
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            "UITableViewDataSourcePrefetching"
        case .itemsForBeginning, .itemsForAddingTo, .dragPreviewParametersForRowAt, .dragSessionWillBegin,
            .dragSessionDidEnd, .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication:
            "UITableViewDragDelegate"
        case .performDropWith, .canHandle, .dropSessionDidEnter, .dropSessionDidUpdate, .dropSessionDidExit,
            .dropSessionDidEnd, .dropPreviewParametersForRowAt:
            "UITableViewDropDelegate"
        case _ where rawValue.hasPrefix("scrollView") || self == .viewForZooming:
            "UIScrollViewDelegate"
        default:
            "UITableViewDelegate"
        }
    }
}

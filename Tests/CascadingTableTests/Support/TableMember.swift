import Testing

/// Every member CascadingNode forwards, one case each: 11 data-source, 52 delegate, 14 scroll-view
/// and 2 prefetching members.
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

    var testDescription: String { rawValue }

    /// Whether the member is addressed by a row, a section, rows, a focus context, a move or a menu
    /// produced for a row (as opposed to table-wide members and events).
    var isPositional: Bool {
        switch self {
        case .numberOfSections, .sectionIndexTitles, .sectionForSectionIndexTitle, .indexPathForPreferredFocusedView,
            .didEndMultipleSelectionInteraction:
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
        case _ where rawValue.hasPrefix("scrollView") || self == .viewForZooming:
            "UIScrollViewDelegate"
        default:
            "UITableViewDelegate"
        }
    }
}

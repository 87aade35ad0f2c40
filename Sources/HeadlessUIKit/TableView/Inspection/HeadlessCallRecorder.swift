#if !canImport(UIKit)
    import Foundation

    /// Records, in order, every call a headless `UITableView` makes to its data source, delegate and
    /// prefetch data source, and every update call the table receives (headless addition, not UIKit API).
    ///
    /// Attach one to any table, a `UITableViewController`'s own included, to assert call order in tests:
    ///
    ///     let recorder = HeadlessCallRecorder()
    ///     tableView.headlessRecorder = recorder
    ///     tableView.layoutIfNeeded()
    ///     #expect(recorder.events.prefix(2) == [.numberOfSections, .numberOfRows(section: 0)])
    ///
    /// ``updates`` holds what the table was told to change, with the animations asked for, so a test can
    /// check that a change animated and nothing reloaded:
    ///
    ///     #expect(recorder.updates.allSatisfy { !$0.isReload })
    ///
    /// A `UICollectionView` takes a recorder the same way (`headlessRecorder`) and records its update
    /// calls into ``updates``; ``events`` names the table's members and stays empty for a collection view.
    @preconcurrency @MainActor
    public final class HeadlessCallRecorder {
        /// One call the table made, named after the UIKit member it called.
        public enum Event: Hashable, Sendable {
            // MARK: Data source
            /// `numberOfSections(in:)`.
            case numberOfSections
            /// `tableView(_:numberOfRowsInSection:)`.
            case numberOfRows(section: Int)
            /// `tableView(_:cellForRowAt:)`.
            case cellForRow(IndexPath)
            /// `tableView(_:titleForHeaderInSection:)`.
            case titleForHeader(section: Int)
            /// `tableView(_:titleForFooterInSection:)`.
            case titleForFooter(section: Int)
            /// `tableView(_:canEditRowAt:)`.
            case canEditRow(IndexPath)
            /// `tableView(_:canMoveRowAt:)`.
            case canMoveRow(IndexPath)
            /// `tableView(_:commit:forRowAt:)`.
            case commit(UITableViewCell.EditingStyle, IndexPath)
            /// `tableView(_:moveRowAt:to:)`.
            case moveRow(from: IndexPath, to: IndexPath)

            // MARK: Display
            /// `tableView(_:willDisplay:forRowAt:)`.
            case willDisplayCell(IndexPath)
            /// `tableView(_:didEndDisplaying:forRowAt:)`.
            case didEndDisplayingCell(IndexPath)
            /// `tableView(_:viewForHeaderInSection:)`.
            case viewForHeader(section: Int)
            /// `tableView(_:viewForFooterInSection:)`.
            case viewForFooter(section: Int)
            /// `tableView(_:willDisplayHeaderView:forSection:)`.
            case willDisplayHeaderView(section: Int)
            /// `tableView(_:willDisplayFooterView:forSection:)`.
            case willDisplayFooterView(section: Int)
            /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
            case didEndDisplayingHeaderView(section: Int)
            /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
            case didEndDisplayingFooterView(section: Int)

            // MARK: Heights
            /// `tableView(_:heightForRowAt:)`.
            case heightForRow(IndexPath)
            /// `tableView(_:estimatedHeightForRowAt:)`.
            case estimatedHeightForRow(IndexPath)
            /// `tableView(_:heightForHeaderInSection:)`.
            case heightForHeader(section: Int)
            /// `tableView(_:heightForFooterInSection:)`.
            case heightForFooter(section: Int)

            // MARK: Selection and highlight
            /// `tableView(_:shouldHighlightRowAt:)`.
            case shouldHighlightRow(IndexPath)
            /// `tableView(_:didHighlightRowAt:)`.
            case didHighlightRow(IndexPath)
            /// `tableView(_:didUnhighlightRowAt:)`.
            case didUnhighlightRow(IndexPath)
            /// `tableView(_:willSelectRowAt:)`.
            case willSelectRow(IndexPath)
            /// `tableView(_:didSelectRowAt:)`.
            case didSelectRow(IndexPath)
            /// `tableView(_:willDeselectRowAt:)`.
            case willDeselectRow(IndexPath)
            /// `tableView(_:didDeselectRowAt:)`.
            case didDeselectRow(IndexPath)
            /// `tableView(_:accessoryButtonTappedForRowWith:)`.
            case accessoryButtonTapped(IndexPath)
            /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
            case canPerformPrimaryAction(IndexPath)
            /// `tableView(_:performPrimaryActionForRowAt:)`.
            case performPrimaryAction(IndexPath)

            // MARK: Editing
            /// `tableView(_:editingStyleForRowAt:)`.
            case editingStyle(IndexPath)
            /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
            case titleForDeleteConfirmationButton(IndexPath)
            /// `tableView(_:willBeginEditingRowAt:)`.
            case willBeginEditingRow(IndexPath)
            /// `tableView(_:didEndEditingRowAt:)`.
            case didEndEditingRow(IndexPath?)
            /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
            case leadingSwipeActions(IndexPath)
            /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
            case trailingSwipeActions(IndexPath)
            /// `tableView(_:editActionsForRowAt:)`.
            case editActions(IndexPath)
            /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
            case targetIndexPathForMove(from: IndexPath, proposed: IndexPath)

            // MARK: Prefetching
            /// `tableView(_:prefetchRowsAt:)`.
            case prefetchRows([IndexPath])
            /// `tableView(_:cancelPrefetchingForRowsAt:)`.
            case cancelPrefetchingRows([IndexPath])

            // MARK: Context menus
            /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
            case contextMenuConfiguration(IndexPath)
            /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
            case previewForHighlightingContextMenu
            /// `tableView(_:willDisplayContextMenu:animator:)`.
            case willDisplayContextMenu
            /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
            case willPerformPreviewAction
            /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
            case previewForDismissingContextMenu
            /// `tableView(_:willEndContextMenuInteraction:animator:)`.
            case willEndContextMenuInteraction

            // MARK: Focus and scrolling
            /// `tableView(_:canFocusRowAt:)`.
            case canFocusRow(IndexPath)
            /// `tableView(_:shouldUpdateFocusIn:)`.
            case shouldUpdateFocus(from: IndexPath?, to: IndexPath?)
            /// `tableView(_:didUpdateFocusIn:with:)`.
            case didUpdateFocus(from: IndexPath?, to: IndexPath?)
            /// `tableView(_:selectionFollowsFocusForRowAt:)`.
            case selectionFollowsFocus(IndexPath)
            /// `scrollViewDidScroll(_:)`.
            case scrollViewDidScroll
        }

        /// The recorded calls the table made, oldest first.
        public private(set) var events: [Event] = []

        /// The recorded update calls the table received, oldest first: `reloadData()`, batch updates and
        /// every row and section change.
        public internal(set) var updates: [Update] = []

        /// Whether `estimatedHeightForRow` calls are recorded. Default `true`; turn it off to keep traces
        /// of large tables short.
        public var recordsEstimates: Bool

        /// Creates an empty recorder.
        ///
        /// - Parameter recordsEstimates: Whether to record `estimatedHeightForRow` calls.
        public init(recordsEstimates: Bool = true) {
            self.recordsEstimates = recordsEstimates
        }

        /// Appends a call.
        public func record(_ event: Event) {
            if case .estimatedHeightForRow = event, !recordsEstimates { return }
            events.append(event)
        }

        /// Forgets every recorded call, ``events`` and ``updates`` alike.
        public func removeAll() {
            events.removeAll()
            updates.removeAll()
        }
    }

    /// A view that records the calls it receives into a ``HeadlessCallRecorder`` (headless addition, not
    /// UIKit API): `UITableView` and `UICollectionView`.
    ///
    /// Test helpers written once for both views extend this protocol, as `recordUpdates(during:)` does.
    @preconcurrency @MainActor
    public protocol HeadlessCallRecording: AnyObject {
        /// The recorder the view reports its calls to; `nil` (the default) records nothing.
        var headlessRecorder: HeadlessCallRecorder? { get set }
    }

    extension UITableView: HeadlessCallRecording {}

    extension UICollectionView: HeadlessCallRecording {}
#endif

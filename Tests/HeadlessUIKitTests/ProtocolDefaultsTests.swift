// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import HeadlessUIKit
    import Testing

    /// A data source and delegate that implements only what UIKit requires.
    @MainActor
    private final class MinimalCollaborator: NSObject, UITableViewDataSource, UITableViewDelegate,
        UITableViewDataSourcePrefetching
    {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }

    @MainActor
    private final class Spring: NSObject, UISpringLoadedInteractionContext {
        let state = UISpringLoadedInteractionEffectState.possible
        var targetView: UIView?
        var targetItem: Any?
        func location(in view: UIView?) -> CGPoint { .zero }
    }

    @MainActor
    @Suite("Protocol defaults answer what UIKit does without the member")
    struct ProtocolDefaultsTests {
        private let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        private let collaborator = MinimalCollaborator()
        private let row = IndexPath(row: 2, section: 1)

        @Test func dataSourceDefaults() {
            #expect(collaborator.numberOfSections(in: table) == 1)
            #expect(collaborator.tableView(table, titleForHeaderInSection: 0) == nil)
            #expect(collaborator.tableView(table, titleForFooterInSection: 0) == nil)
            #expect(collaborator.tableView(table, canEditRowAt: row))
            #expect(collaborator.tableView(table, canMoveRowAt: row))
            #expect(collaborator.sectionIndexTitles(for: table) == nil)
            #expect(collaborator.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
        }

        @Test func heightDefaultsAreTheTablesProperties() {
            table.rowHeight = 44
            table.sectionHeaderHeight = 28
            table.sectionFooterHeight = 12
            table.estimatedRowHeight = 0
            table.estimatedSectionHeaderHeight = 20
            table.estimatedSectionFooterHeight = 10
            #expect(collaborator.tableView(table, heightForRowAt: row) == 44)
            #expect(collaborator.tableView(table, heightForHeaderInSection: 1) == 28)
            #expect(collaborator.tableView(table, heightForFooterInSection: 1) == 12)
            #expect(collaborator.tableView(table, estimatedHeightForRowAt: row) == 0)
            #expect(collaborator.tableView(table, estimatedHeightForHeaderInSection: 1) == 20)
            #expect(collaborator.tableView(table, estimatedHeightForFooterInSection: 1) == 10)
        }

        @Test func theTablesHeightPropertiesDefaultToAutomatic() {
            #expect(table.rowHeight == UITableView.automaticDimension)
            #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
            #expect(table.estimatedRowHeight == UITableView.automaticDimension)
            #expect(collaborator.tableView(table, heightForRowAt: row) == UITableView.automaticDimension)
        }

        @Test func selectionAndHighlightDefaults() {
            #expect(collaborator.tableView(table, willSelectRowAt: row) == row)
            #expect(collaborator.tableView(table, willDeselectRowAt: row) == row)
            #expect(collaborator.tableView(table, shouldHighlightRowAt: row))
            #expect(!collaborator.tableView(table, shouldBeginMultipleSelectionInteractionAt: row))
            #expect(collaborator.tableView(table, indentationLevelForRowAt: row) == 0)
            #expect(collaborator.tableView(table, shouldSpringLoadRowAt: row, with: Spring()))
        }

        @Test func editingDefaults() {
            #expect(collaborator.tableView(table, editingStyleForRowAt: row) == .delete)
            #expect(collaborator.tableView(table, titleForDeleteConfirmationButtonForRowAt: row) == nil)
            #expect(collaborator.tableView(table, shouldIndentWhileEditingRowAt: row))
            #expect(collaborator.tableView(table, leadingSwipeActionsConfigurationForRowAt: row) == nil)
            #expect(collaborator.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
            #expect(collaborator.tableView(table, editActionsForRowAt: row) == nil)
            let proposed = IndexPath(row: 0, section: 0)
            #expect(
                collaborator.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: proposed)
                    == proposed)
            #expect(!collaborator.tableView(table, shouldShowMenuForRowAt: row))
            #expect(!collaborator.tableView(table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
        }

        @Test func viewsMenusAndFocusDefaults() {
            #expect(collaborator.tableView(table, viewForHeaderInSection: 0) == nil)
            #expect(collaborator.tableView(table, viewForFooterInSection: 0) == nil)
            #expect(collaborator.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero) == nil)
            let menu = UIContextMenuConfiguration()
            #expect(collaborator.tableView(table, previewForHighlightingContextMenuWithConfiguration: menu) == nil)
            #expect(collaborator.tableView(table, previewForDismissingContextMenuWithConfiguration: menu) == nil)
            #expect(collaborator.tableView(table, canFocusRowAt: row))
            let context = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: nil, nextFocusedIndexPath: row)
            #expect(collaborator.tableView(table, shouldUpdateFocusIn: context))
            #expect(collaborator.indexPathForPreferredFocusedView(in: table) == nil)
            #expect(!collaborator.tableView(table, selectionFollowsFocusForRowAt: row))
            table.selectionFollowsFocus = true
            #expect(collaborator.tableView(table, selectionFollowsFocusForRowAt: row))
        }

        @Test func primaryActionsRunOnlyOutsideEditing() {
            #expect(collaborator.tableView(table, canPerformPrimaryActionForRowAt: row))
            table.setEditing(true, animated: false)
            #expect(!collaborator.tableView(table, canPerformPrimaryActionForRowAt: row))
        }

        @Test func scrollViewDefaults() {
            #expect(collaborator.scrollViewShouldScrollToTop(table))
            #expect(collaborator.viewForZooming(in: table) == nil)
            var target = CGPoint(x: 0, y: 120)
            collaborator.scrollViewWillEndDragging(
                table, withVelocity: CGPoint(x: 0, y: 3), targetContentOffset: &target)
            #expect(target == CGPoint(x: 0, y: 120))
        }

        @Test func automaticDimensionIsUIKitsValue() {
            #expect(UITableView.automaticDimension == -1)
        }
    }
#endif

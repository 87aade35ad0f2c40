// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewContextMenuTests {
        @Test func whenLongPressed_thatTheSameConfigurationFollowsThroughTheMenuCalls() {
            final class MenuDelegate: NSObject, UITableViewDelegate {
                var seen: [UIContextMenuConfiguration] = []
                let configuration = UIContextMenuConfiguration(identifier: "row" as NSString)
                func tableView(
                    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
                )
                    -> UIContextMenuConfiguration?
                { configuration }
                func tableView(
                    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                    animator: (any UIContextMenuInteractionAnimating)?
                ) { seen.append(configuration) }
                func tableView(
                    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                    animator: (any UIContextMenuInteractionAnimating)?
                ) { seen.append(configuration) }
            }
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            let menu = MenuDelegate()
            table.delegate = menu
            table.layoutIfNeeded()
            recorder.removeAll()
            #expect(table.headlessLongPress(rowAt: ip(0, 1)) === menu.configuration)
            #expect(table.headlessActiveContextMenuConfiguration === menu.configuration)
            table.headlessCommitContextMenuPreview()
            #expect(menu.seen.count == 2 && menu.seen.allSatisfy { $0 === menu.configuration })
            #expect(
                recorder.events == [
                    .contextMenuConfiguration(ip(0, 1)), .previewForHighlightingContextMenu, .willDisplayContextMenu,
                    .willPerformPreviewAction, .previewForDismissingContextMenu, .willEndContextMenuInteraction,
                ])
            #expect(table.headlessActiveContextMenuConfiguration == nil)
        }

        @Test func whenTheRowHasNoMenu_thatNothingFollows() {
            let model = TableModel(sections: 1, rows: 1)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            #expect(table.headlessLongPress(rowAt: ip(0, 0)) == nil)
            table.headlessDismissContextMenu()
            #expect(recorder.events == [.contextMenuConfiguration(ip(0, 0))])
        }
    }
#endif

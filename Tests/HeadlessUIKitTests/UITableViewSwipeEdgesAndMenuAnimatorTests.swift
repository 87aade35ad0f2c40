// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A table data source and delegate whose context-menu delegate calls use the animator.
    @MainActor
    private final class AnimatingMenuDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
        var steps: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }

        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
            -> UIContextMenuConfiguration?
        {
            UIContextMenuConfiguration()
        }

        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            steps.append("preview controller \(animator?.previewViewController == nil ? "none" : "some")")
            animator?.addCompletion { self.steps.append("display completion") }
            animator?.addAnimations { self.steps.append("display animations") }
            steps.append("willDisplay returns")
        }

        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            animator?.addAnimations { self.steps.append("end animations") }
        }
    }

    @MainActor
    @Suite("Leading swipes, cancelled swipes, footers leaving the screen and the context-menu animator")
    struct UITableViewSwipeEdgesAndMenuAnimatorTests {
        @Test func aLeadingSwipeAsksForTheLeadingActionsAndShowsNoDeleteConfirmation() {
            let model = TableModel(sections: 1, rows: 3)
            model.leadingActions = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, _ in }])
            }
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            let actions = table.headlessSwipe(rowAt: ip(0, 1), from: .leading)
            #expect(actions == [UITableView.HeadlessSwipeAction(title: "Pin", isDestructive: false)])
            #expect(recorder.events.contains(.leadingSwipeActions(ip(0, 1))))
            #expect(!recorder.events.contains(.trailingSwipeActions(ip(0, 1))))
            #expect(table.cellForRow(at: ip(0, 1))?.showingDeleteConfirmation == false)
            withExtendedLifetime(model) {}
        }

        @Test func cancellingASwipeClosesItAndEndsEditingTheRow() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            table.headlessSwipe(rowAt: ip(0, 2))
            #expect(table.cellForRow(at: ip(0, 2))?.showingDeleteConfirmation == true)
            recorder.removeAll()
            table.headlessCancelSwipe()
            #expect(table.headlessRevealedSwipeActions.isEmpty)
            #expect(recorder.events == [.didEndEditingRow(ip(0, 2))])
            #expect(table.cellForRow(at: ip(0, 2))?.showingDeleteConfirmation == false)
            #expect(model.sections[0].count == 3)
            withExtendedLifetime(model) {}
        }

        @Test func aFooterScrolledOffTheScreenIsReportedAsNoLongerDisplayed() {
            let model = TableModel(sections: 2, rows: 10)
            model.footerTitles = [0: "End of 0", 1: "End of 1"]
            let (table, recorder) = makeTable(model, height: 200, style: .grouped)
            table.layoutIfNeeded()
            table.scrollToRow(at: ip(0, 9), at: .top, animated: false)
            table.layoutIfNeeded()
            #expect(table.footerView(forSection: 0) != nil)
            recorder.removeAll()
            table.scrollToRow(at: ip(1, 9), at: .bottom, animated: false)
            table.layoutIfNeeded()
            #expect(recorder.events.contains(.didEndDisplayingFooterView(section: 0)))
            #expect(table.footerView(forSection: 0) == nil)
            withExtendedLifetime(model) {}
        }

        @Test func contextMenuAnimationsAndCompletionsRunAtOnce() {
            let delegate = AnimatingMenuDelegate()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = delegate
            table.delegate = delegate
            table.headlessLongPress(rowAt: ip(0, 0))
            #expect(
                delegate.steps == [
                    "preview controller none", "display completion", "display animations", "willDisplay returns",
                ])
            table.headlessDismissContextMenu()
            #expect(delegate.steps.last == "end animations")
            withExtendedLifetime(delegate) {}
        }
    }
#endif

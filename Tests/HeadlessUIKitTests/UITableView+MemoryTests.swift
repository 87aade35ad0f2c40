// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A weak reference, to check that an object is gone.
    private struct WeakReference {
        weak var object: AnyObject?
    }

    @MainActor
    @Suite struct UITableViewMemoryTests {
        /// What a table that went through every interaction left behind, held weakly.
        private struct Traces {
            var table = WeakReference()
            var cells: [WeakReference] = []
            var headerViews: [WeakReference] = []
        }

        /// A model with titled headers, swipe actions and a context menu, none of which capture the table.
        private func makeModel() -> TableModel {
            let model = TableModel(sections: 4, rows: 8)
            model.headerTitles = [0: "A", 1: "B", 2: "C", 3: "D"]
            model.trailingActions = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
                ])
            }
            model.leadingActions = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Pin") { _, _, _ in }
                ])
            }
            model.menu = { indexPath in
                UIContextMenuConfiguration(identifier: "\(indexPath)" as NSString, previewProvider: nil) { _ in
                    UIMenu(title: "Row", children: [])
                }
            }
            return model
        }

        /// Loads, scrolls, selects, swipes, shows a context menu and runs batch updates on a table wired
        /// to `model`, collecting weak references to the table, its cells and its header views; the table
        /// is released on return. The last swipe and context menu are left open.
        private func exercise(_ model: TableModel) -> Traces {
            var traces = Traces()
            let (table, _) = makeTable(model, height: 300)
            table.prefetchDataSource = model
            traces.table.object = table
            func collect() {
                traces.cells += table.visibleCells.map { WeakReference(object: $0) }
                for section in 0..<table.numberOfSections {
                    if let header = table.headerView(forSection: section) {
                        traces.headerViews.append(WeakReference(object: header))
                    }
                }
            }
            table.layoutIfNeeded()
            collect()
            table.contentOffset = CGPoint(x: 0, y: 400)
            collect()
            table.headlessTap(rowAt: ip(1, 3))
            table.selectRow(at: ip(1, 4), animated: false, scrollPosition: .middle)
            collect()
            #expect(table.headlessSwipe(rowAt: ip(1, 4)).map(\.title) == ["Flag"])
            #expect(table.headlessTapSwipeAction(at: 0))
            #expect(table.headlessLongPress(rowAt: ip(1, 5)) != nil)
            table.headlessCommitContextMenuPreview()
            table.performBatchUpdates {
                model.sections[1].insert("new", at: 0)
                model.sections.remove(at: 0)
                table.insertRows(at: [ip(0, 0)], with: .automatic)
                table.deleteSections([0], with: .automatic)
            }
            collect()
            table.beginUpdates()
            model.sections[0].remove(at: 2)
            table.deleteRows(at: [ip(0, 2)], with: .fade)
            table.endUpdates()
            table.reloadData()
            collect()
            table.scrollToRow(at: ip(2, 7), at: .bottom, animated: false)
            collect()
            table.headlessSwipe(rowAt: ip(2, 6), from: .leading)
            #expect(table.headlessLongPress(rowAt: ip(2, 7)) != nil)
            #expect(table.headlessActiveContextMenuConfiguration != nil)
            #expect(!table.headlessRevealedSwipeActions.isEmpty)
            collect()
            #expect(!traces.cells.isEmpty)
            #expect(!traces.headerViews.isEmpty)
            return traces
        }

        @Test func whenAUsedTableIsReleased_thatItAndItsCellsAndHeaderViewsAreDeallocated() {
            let model = makeModel()
            let traces = exercise(model)
            #expect(traces.table.object == nil)
            #expect(traces.cells.allSatisfy { $0.object == nil })
            #expect(traces.headerViews.allSatisfy { $0.object == nil })
            withExtendedLifetime(model) {}
        }

        @Test func whenTheCollaboratorsOfAUsedTableAreReleased_thatTheyAreDeallocatedWhileTheTableLives() {
            var table: UITableView?
            var model = WeakReference()
            var delegate = WeakReference()
            do {
                let dataSource = makeModel()
                let separateDelegate = TableModel(sections: 0, rows: 0)
                let (kept, _) = makeTable(dataSource, height: 300)
                kept.delegate = separateDelegate
                kept.prefetchDataSource = dataSource
                kept.contentOffset = CGPoint(x: 0, y: 200)
                kept.headlessTap(rowAt: ip(1, 0))
                kept.headlessSwipe(rowAt: ip(1, 1))
                kept.headlessLongPress(rowAt: ip(1, 2))
                model.object = dataSource
                delegate.object = separateDelegate
                table = kept
            }
            #expect(model.object == nil)
            #expect(delegate.object == nil)
            #expect(table?.dataSource == nil)
            #expect(table?.delegate == nil)
            #expect(table?.prefetchDataSource == nil)
            #expect(table != nil)
        }

        @Test func theTableHoldsItsCollaboratorsWeakly() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            var dataSource = WeakReference()
            var delegate = WeakReference()
            var prefetchDataSource = WeakReference()
            do {
                let first = TableModel(sections: 1, rows: 1)
                let second = TableModel(sections: 1, rows: 1)
                let third = TableModel(sections: 1, rows: 1)
                table.dataSource = first
                table.delegate = second
                table.prefetchDataSource = third
                dataSource.object = first
                delegate.object = second
                prefetchDataSource.object = third
                #expect(table.dataSource === first)
                #expect(table.delegate === second)
                #expect(table.prefetchDataSource === third)
            }
            #expect(dataSource.object == nil)
            #expect(delegate.object == nil)
            #expect(prefetchDataSource.object == nil)
            #expect(table.dataSource == nil && table.delegate == nil && table.prefetchDataSource == nil)
        }
    }
#endif

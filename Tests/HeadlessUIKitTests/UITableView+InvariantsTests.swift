// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewInvariantsTests {
        /// Checks through the public API that the visible cells are the cells of `indexPathsForVisibleRows`,
        /// in order, each placed at its row and showing the model's title for it.
        private func expectVisibleCells(
            of table: UITableView, are expected: [IndexPath]?, titles model: TableModel,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(table.indexPathsForVisibleRows == expected, sourceLocation: sourceLocation)
            let visibleRows = expected ?? []
            let cells = table.visibleCells
            #expect(cells.count == visibleRows.count, sourceLocation: sourceLocation)
            for (indexPath, cell) in zip(visibleRows, cells) {
                #expect(table.cellForRow(at: indexPath) === cell, sourceLocation: sourceLocation)
                #expect(table.indexPath(for: cell) == indexPath, sourceLocation: sourceLocation)
                #expect(cell.superview === table, sourceLocation: sourceLocation)
                #expect(cell.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
                #expect(
                    cell.textLabel?.text == model.sections[indexPath.section][indexPath.row],
                    sourceLocation: sourceLocation
                )
            }
        }

        @Test func whenLoaded_thatTheVisibleCellsAreTheRowsInTheBounds() {
            let model = TableModel(sections: 1, rows: 20)
            let (table, _) = makeTable(model)
            // 200 points of 44-point rows: rows 0...4 (the fifth starts at 176).
            expectVisibleCells(of: table, are: rows(0, 1, 2, 3, 4), titles: model)
        }

        @Test func whenSectionsHaveHeaders_thatTheVisibleHeadersAndCellsMatchTheBounds() {
            let model = TableModel(sections: 3, rows: 2)
            model.headerTitles = [0: "A", 1: "B", 2: "C"]
            let (table, _) = makeTable(model)
            // Header 0 (0–28), rows 28–116, header 1 (116–144), rows 144–232: row [1, 1] starts at 188.
            expectVisibleCells(of: table, are: [ip(0, 0), ip(0, 1), ip(1, 0), ip(1, 1)], titles: model)
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
            #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
            #expect(table.headerView(forSection: 2) == nil)
        }

        @Test func whenScrolled_thatTheVisibleCellsFollowTheBounds() {
            let model = TableModel(sections: 1, rows: 20)
            let (table, _) = makeTable(model)
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 100)
            // 100–300: row 2 (88–132) to row 6 (264–308).
            expectVisibleCells(of: table, are: rows(2, 3, 4, 5, 6), titles: model)
            table.scrollToRow(at: ip(0, 19), at: .bottom, animated: false)
            // Content 880 high: 680–880, row 15 (660–704) to row 19.
            expectVisibleCells(of: table, are: rows(15, 16, 17, 18, 19), titles: model)
            table.contentOffset = .zero
            expectVisibleCells(of: table, are: rows(0, 1, 2, 3, 4), titles: model)
        }

        @Test func whenABatchUpdateRuns_thatTheVisibleCellsAreTheNewRows() {
            let model = TableModel(sections: 2, rows: 3)
            let (table, _) = makeTable(model)
            expectVisibleCells(of: table, are: [ip(0, 0), ip(0, 1), ip(0, 2), ip(1, 0), ip(1, 1)], titles: model)
            table.performBatchUpdates {
                model.sections[0].remove(at: 1)
                model.sections[1].insert("new", at: 0)
                table.deleteRows(at: [ip(0, 1)], with: .automatic)
                table.insertRows(at: [ip(1, 0)], with: .automatic)
            }
            expectVisibleCells(of: table, are: [ip(0, 0), ip(0, 1), ip(1, 0), ip(1, 1), ip(1, 2)], titles: model)
            table.performBatchUpdates {
                model.sections.remove(at: 0)
                table.deleteSections([0], with: .automatic)
            }
            expectVisibleCells(of: table, are: rows(0, 1, 2, 3), titles: model)
        }

        @Test func whenARowIsReordered_thatTheVisibleCellsAreTheNewRows() {
            let model = TableModel(sections: 2, rows: 3)
            let (table, _) = makeTable(model)
            table.setEditing(true, animated: false)
            #expect(table.headlessMoveRow(at: ip(0, 0), to: ip(1, 1)) == ip(1, 1))
            #expect(model.sections == [["0.1", "0.2"], ["1.0", "0.0", "1.1", "1.2"]])
            expectVisibleCells(of: table, are: [ip(0, 0), ip(0, 1), ip(1, 0), ip(1, 1), ip(1, 2)], titles: model)
        }

        @Test func whenTheTableReloads_thatTheVisibleCellsAreTheNewModelsRows() {
            let model = TableModel(sections: 1, rows: 20)
            let (table, _) = makeTable(model)
            table.contentOffset = CGPoint(x: 0, y: 44)
            expectVisibleCells(of: table, are: rows(1, 2, 3, 4, 5), titles: model)
            model.sections = [["a", "b", "c"]]
            table.reloadData()
            // 132 points of content fit the 200-point table: the offset returns to 0, as in UIKit.
            expectVisibleCells(of: table, are: rows(0, 1, 2), titles: model)
            #expect(table.contentOffset.y == 0)
        }

        @Test func whenTheInvariantsAreChecked_thatTheRecorderSeesNoExtraCalls() {
            let model = TableModel(sections: 2, rows: 2)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            #expect(recorder.events.filter { $0 == .numberOfSections }.count == 1)
            recorder.removeAll()
            table.performBatchUpdates(nil)
            #expect(recorder.events.filter { $0 == .numberOfSections }.count == 1)
        }

        #if CASCADING_INTERNAL_CHECKS
            @Test func whenTheDataSourceGainsARowBehindTheTablesBack_thatTheReorderTraps() async throws {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    await MainActor.run {
                        let model = TableModel(sections: 1, rows: 3)
                        let (table, _) = makeTable(model)
                        table.setEditing(true, animated: false)
                        model.sections[0].append("untold")
                        table.headlessMoveRow(at: ip(0, 0), to: ip(0, 1))
                    }
                }
                let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
                #expect(
                    message.contains("Invariant broken: the table caches 3 rows in section 0, its data source has 4."))
            }

            @Test func whenTheDataSourceChangesItsCountBetweenQuestions_thatTheLoadTraps() async throws {
                let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                    await MainActor.run {
                        let model = GrowingDataSource()
                        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                        table.dataSource = model
                        table.layoutIfNeeded()
                    }
                }
                let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
                #expect(message.contains("Invariant broken: the table caches 1 sections, its data source has 2."))
            }
        #endif
    }

    /// A data source with one more section every time it is asked.
    @MainActor
    private final class GrowingDataSource: NSObject, UITableViewDataSource {
        private var sections = 0

        func numberOfSections(in tableView: UITableView) -> Int {
            sections += 1
            return sections
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
#endif

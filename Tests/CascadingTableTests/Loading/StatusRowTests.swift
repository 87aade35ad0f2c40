#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section of search results that says so when it has none: its status row, made by overriding
    /// `makeStatusRow()` and shown again with `updateStatusRow()` whenever its children change (also as
    /// it is created, when a node calls `childrenDidChange()` once).
    @MainActor
    final class ResultsSection: CascadingSectionNode {
        private(set) var madeRows = 0
        var emptyText = "No results"

        init(_ results: [String]) {
            super.init(children: results.map { ListRow($0).movable() })
        }

        override func makeStatusRow() -> CascadingNode? {
            guard children.isEmpty else { return nil }
            madeRows += 1
            return ListRow(emptyText)
        }

        override func childrenDidChange() {
            super.childrenDidChange()
            updateStatusRow()
        }
    }

    /// A leaf that answers its rows itself and still makes a status row.
    @MainActor
    final class LeafWithStatusRow: CascadingNode {
        override func makeStatusRow() -> CascadingNode? { ListRow("Nothing") }
    }

    /// `statusRow`, `makeStatusRow()` and `updateStatusRow(animated:)`: one row after a node's children,
    /// which its loading row replaces while it loads, kept last through inserts, removals and reorders,
    /// in a table and in a collection-view list.
    @MainActor
    @Suite("A node's status row")
    struct StatusRowTests {
        @Test(arguments: ShownIn.allCases)
        func aSectionSaysItHasNoResultsUntilOneArrivesAndItsLoadingRowTakesThatPlace(in view: ShownIn) {
            let results = ResultsSection([])
            let root = CascadingRootNode(children: [results, CascadingSectionNode(children: [ListRow("Footer")])])
            let driver = BothViewsDriver(root, in: view)
            #expect(driver.shown == [["No results"], ["Footer"]])
            #expect(results.children.isEmpty && results.statusRow != nil)

            // A result arriving replaces the status row in the same update.
            root.performUpdates { results.appendChild(ListRow("Apple").movable()) }
            #expect(driver.shown == [["Apple"], ["Footer"]])
            #expect(results.statusRow == nil && results.children.count == 1)

            // The loading row is the status row while loading; children join before it.
            results.setLoading(true)
            results.appendChild(ListRow("Pear").movable())
            #expect(driver.shown == [["Apple", "Pear", "Loading…"], ["Footer"]])
            #expect(results.children.count == 2)
            #expect(results.statusRow?.tablePlacement == .rows(2..<3, section: 0))

            // A reorder among the results leaves the loading row last.
            if let table = driver.table {
                table.setEditing(true, animated: false)
                #expect(
                    table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)) != nil)
                table.setEditing(false, animated: false)
            } else if let list = driver.list {
                list.layoutIfNeeded()
                let first = list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
                #expect(list.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
                list.updateInteractiveMovementTargetPosition(CGPoint(x: first.midX, y: first.midY))
                list.endInteractiveMovement()
            }
            #expect(driver.shown == [["Pear", "Apple", "Loading…"], ["Footer"]])

            // Emptied while loading: the loading row stays until loading ends, then "No results" returns.
            let made = results.madeRows
            root.performUpdates { results.children = [] }
            #expect(driver.shown == [["Loading…"], ["Footer"]])
            #expect(results.madeRows == made, "not asked while the loading row shows")
            results.setLoading(false)
            #expect(driver.shown == [["No results"], ["Footer"]])
            #expect(results.madeRows == made + 1)
        }

        @Test func askingAgainKeepsTheSameRowAndReplacesAnotherInOneUpdate() {
            let results = ResultsSection([])
            let table = CountingTable()
            let root = CascadingRootNode(children: [results])
            root.prepare(tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            let shown = results.statusRow

            // A row of the same class and `diffIdentifier` (a list row's title) is the row shown.
            results.updateStatusRow()
            #expect(results.statusRow === shown)
            #expect(table.operations.isEmpty)

            results.emptyText = "Nothing matches"
            results.updateStatusRow()
            #expect(results.statusRow !== shown)
            #expect(table.operations == ["delete rows [[0, 0]]", "insert rows [[0, 0]]"])
            #expect(shownTitles(table) == [["Nothing matches"]])
            #expect(table.violations.isEmpty)
        }

        @Test func aLeafThatMakesAStatusRowStopsWithAMessageSayingWhereItGoes() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { LeafWithStatusRow().updateStatusRow() }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("answers its rows itself, so it cannot show a status row"))
            #expect(message.contains("makeStatusRow() of its CascadingSectionNode"))
        }
    }
#endif

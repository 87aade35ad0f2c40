// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section that removes the row the user selects.
    private final class PickingSection: CascadingSectionNode {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            removeChild(at: indexPath.row)
        }
    }

    /// A section that loads more rows when its last row is about to be shown, as feeds do.
    private final class FeedSection: CascadingSectionNode {
        private(set) var pagesLoaded = 0
        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
            guard indexPath.row == children.count - 1, pagesLoaded < 3 else { return }
            pagesLoaded += 1
            performUpdates {
                for index in 0..<5 { appendChild(NamedRow("page\(pagesLoaded)-\(index)")) }
            }
        }
    }

    /// A section that observes scrolling and appends a row each time the table scrolls.
    private final class ScrollLoggingSection: CascadingSectionNode {
        override init(index: Int = 0, children: [CascadingNode] = []) {
            super.init(index: index, children: children)
            observedTableEvents = .scrollView
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            appendChild(NamedRow("scrolled to \(Int(scrollView.contentOffset.y))"))
            super.scrollViewDidScroll(scrollView)
        }
    }

    /// A leaf section that, wrongly, changes the tree while the table counts its rows.
    private final class MeddlingSection: CascadingNode {
        weak var victim: CascadingNode?
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            victim?.appendChild(CascadingNode())
            return 0
        }
    }

    @MainActor
    @Suite("Delegate callbacks that change the tree")
    struct HostileUpdateTests {
        let table = CountingTable()

        @Test func aSelectionThatRemovesItsRowKeepsTheTableConsistent() {
            let section = PickingSection(children: ["a", "b", "c"].map { NamedRow($0) })
            let root = RecoveringRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            table.layoutIfNeeded()
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["a", "c"]])
            #expect(table.indexPathsForSelectedRows == nil)
            withExtendedLifetime(root) {}
        }

        @Test func loadingMoreRowsWhileTheyAreDisplayedKeepsTheTableConsistent() {
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            let feed = FeedSection(children: (0..<3).map { NamedRow("first-\($0)") })
            let root = RecoveringRoot(children: [feed], tableView: table)
            table.layoutIfNeeded()
            for offset in stride(from: 0, through: 1_000, by: 100) {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
                table.layoutIfNeeded()
            }
            #expect(table.violations.isEmpty)
            #expect(root.recoveries.isEmpty)
            #expect(feed.pagesLoaded == 3)
            #expect(table.numberOfRows(inSection: 0) == 18)
            #expect(table.shownRows() == expectedRows(root))
        }

        @Test func aScrollObserverThatAppendsRowsKeepsTheTableConsistent() {
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
            let log = ScrollLoggingSection(children: (0..<10).map { NamedRow("row \($0)") })
            let root = RecoveringRoot(children: [log], tableView: table)
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 50)
            table.contentOffset = CGPoint(x: 0, y: 120)
            table.layoutIfNeeded()
            #expect(table.violations.isEmpty)
            #expect(table.numberOfRows(inSection: 0) == 12)
            #expect(table.shownRows() == expectedRows(root))
        }

        @Test func changingTheTreeWhileAnUpdateIsAppliedFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
                    let section = CascadingSectionNode()
                    let meddling = MeddlingSection()
                    let root = CascadingRootNode(children: [meddling, section], tableView: table)
                    table.layoutIfNeeded()
                    meddling.victim = section
                    section.appendChild(CascadingNode())
                    withExtendedLifetime(root) {}
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("while the table view applies an update"))
        }

        @Test func aTreeThatWasAttachedUpdatedScrolledAndDetachedIsDeallocated() {
            weak var weakRoot: CascadingRootNode?
            weak var weakRow: CascadingNode?
            weak var weakTable: UITableView?
            do {
                let table = CountingTable()
                table.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
                let section = NamedSection("A", rows: (0..<20).map { "\($0)" })
                let root = CascadingRootNode(children: [section], tableView: table)
                table.layoutIfNeeded()
                root.performUpdates {
                    section.moveChild(from: 0, to: 5)
                    section.appendChild(NamedRow("new"))
                }
                table.contentOffset = CGPoint(x: 0, y: 300)
                table.layoutIfNeeded()
                table.headlessTap(rowAt: IndexPath(row: 8, section: 0))
                (weakRoot, weakRow, weakTable) = (root, section.children[3], table)
                table.dataSource = nil
                table.delegate = nil
                table.layoutIfNeeded()
                #expect(table.numberOfSections == 0)
            }
            #expect(weakRoot == nil)
            #expect(weakRow == nil)
            #expect(weakTable == nil)
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // The screen of Docs/ReadyMadeNodes.md "In a collection-view list", written once and driven by one
    // test in a table and in a collection-view list.

    // snippet: reading-list-screen
    struct Book: Identifiable, Equatable {
        let id: Int
        var title: String
        var author: String
    }

    @MainActor
    final class ReadingListScreen {
        let books = ListSection<Book>()
        private(set) var chosen: [Book] = []
        private(set) var log: [String] = []
        lazy var root = CascadingRootNode(children: [
            RowSection(header: "Library") {
                ListRow("Add Book").accessory(.disclosureIndicator).onSelect { [unowned self] in log.append("add") }
            },
            books,
        ])

        init() {
            books.header("Books")
                .content { book, content in
                    content.text = book.title
                    content.secondaryText = book.author
                }
                .emptyState("No books yet")
                .errorText { _ in "Couldn't load books. Tap to retry." }
                .onRetry { [unowned self] in log.append("retry") }
                .onDelete { [unowned self] book in
                    log.append("deleted \(book.title)")
                    return true
                }
                .onSelectionChange { [unowned self] selected in chosen = selected }
        }
    }
    // end snippet

    /// Where the screen is shown: a table, or a collection-view list laid out by the root.
    enum ShownIn: String, CaseIterable, CustomTestStringConvertible {
        case table
        case collectionViewList

        var testDescription: String { rawValue }
    }

    /// Drives a screen's root in one of the two views with the same gestures.
    @MainActor
    struct BothViewsDriver {
        let table: UITableView?
        let list: UICollectionView?

        init(_ root: CascadingRootNode, in view: ShownIn) {
            let frame = CGRect(x: 0, y: 0, width: 320, height: 640)
            switch view {
            case .table:
                let table = UITableView(frame: frame, style: .plain)
                table.allowsMultipleSelection = true
                root.prepare(tableView: table)
                (self.table, list) = (table, nil)
            case .collectionViewList:
                let list = UICollectionView(frame: frame, collectionViewLayout: root.makeCompositionalLayout())
                list.allowsMultipleSelection = true
                root.prepare(collectionView: list)
                (table, self.list) = (nil, list)
            }
        }

        /// The text of every row (item), per section.
        var shown: [[String]] {
            if let table { return shownTitles(table) }
            return list.map(shownItemTitles) ?? []
        }

        /// The selected rows (items).
        var selected: [IndexPath] {
            table?.indexPathsForSelectedRows ?? list?.indexPathsForSelectedItems ?? []
        }

        func tap(_ indexPath: IndexPath) {
            table?.headlessTap(rowAt: indexPath)
            list?.headlessTap(itemAt: indexPath)
        }

        /// Swipes the row (item) from its trailing edge and taps the first action; whether it agreed.
        func swipeToDelete(_ indexPath: IndexPath) -> Bool? {
            if let table {
                table.headlessSwipe(rowAt: indexPath)
                return table.headlessTapSwipeAction(at: 0)
            }
            return list?.headlessPerformSwipeAction(at: 0, forItemAt: indexPath, edge: .trailing)
        }
    }

    @MainActor
    @Suite("A screen written once, in a table and in a collection-view list")
    struct ReadingListScreenInBothViewsTests {
        struct Offline: Error {}

        @Test(arguments: ShownIn.allCases)
        func aReaderWaitsForHerBooksPicksTwoSwipesOneAwayAndSeesTheEmptyAndErrorStates(in view: ShownIn) {
            let screen = ReadingListScreen()
            let driver = BothViewsDriver(screen.root, in: view)
            let dune = Book(id: 1, title: "Dune", author: "Herbert")
            let emma = Book(id: 2, title: "Emma", author: "Austen")
            let ulysses = Book(id: 3, title: "Ulysses", author: "Joyce")

            screen.books.loadState = .loading
            #expect(driver.shown == [["Add Book"], ["Loading…"]])
            screen.root.performUpdates {
                screen.books.items = [dune, emma, ulysses]
                screen.books.loadState = .idle
            }
            #expect(driver.shown == [["Add Book"], ["Dune", "Emma", "Ulysses"]])

            driver.tap(IndexPath(item: 0, section: 1))
            driver.tap(IndexPath(item: 2, section: 1))
            #expect(screen.chosen == [dune, ulysses])
            #expect(driver.selected == [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1)])
            driver.tap(IndexPath(item: 0, section: 1))
            #expect(screen.chosen == [ulysses])
            screen.books.selectedItems = [emma, ulysses]
            #expect(driver.selected == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])

            #expect(driver.swipeToDelete(IndexPath(item: 1, section: 1)) == true)
            #expect(driver.shown == [["Add Book"], ["Dune", "Ulysses"]])
            #expect(screen.chosen == [ulysses])
            #expect(driver.selected == [IndexPath(item: 1, section: 1)])

            driver.tap(IndexPath(item: 0, section: 0))
            #expect(!driver.selected.contains(IndexPath(item: 0, section: 0)))
            screen.books.items = []
            #expect(driver.shown == [["Add Book"], ["No books yet"]])
            #expect(screen.chosen == [])
            screen.books.loadState = .failed(Offline())
            #expect(driver.shown == [["Add Book"], ["Couldn't load books. Tap to retry."]])
            driver.tap(IndexPath(item: 0, section: 1))
            #expect(screen.log == ["deleted Emma", "add", "retry"])
            #expect(driver.selected == [])
        }

        @Test func theListShowsWhatTheGuideSays() throws {
            let screen = ReadingListScreen()
            let driver = BothViewsDriver(screen.root, in: .collectionViewList)
            screen.books.items = [
                Book(id: 1, title: "Dune", author: "Herbert"), Book(id: 2, title: "Emma", author: "Austen"),
            ]
            let text = try #require(driver.list).headlessRenderedText()
            let guide = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/ReadyMadeNodes.md"),
                encoding: .utf8)
            #expect(guide.contains(text), "\(text)")
        }
    }
#endif

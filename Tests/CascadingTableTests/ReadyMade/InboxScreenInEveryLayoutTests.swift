#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // One screen written once with the ready-made nodes: a list section that loads in its footer, shows
    // an empty state and an error row. Driven by one test in a table, a collection-view list and a grid.

    struct Message: Identifiable, Equatable {
        let id: Int
        var subject: String
    }

    @MainActor
    final class InboxScreen {
        let inbox = ListSection<Message>()
        private(set) var log: [String] = []
        lazy var root = CascadingRootNode(children: [inbox])

        /// The screen; `columns` lays the messages out as a grid where a collection view shows them.
        init(columns: Int? = nil) {
            inbox.header("Inbox").footer("Up to date")
                .content { message, content in content.text = message.subject }
                .emptyState("No messages")
                .errorText { _ in "Couldn't load messages. Tap to retry." }
                .onRetry { [unowned self] in log.append("retry") }
                .loadingIndicator(
                    { UIView() }, willShow: { [unowned self] _ in log.append("spin") },
                    didHide: { [unowned self] _ in log.append("stop") })
            if let columns { inbox.grid(columns: columns, itemHeight: .absolute(44)) }
        }
    }

    /// Where the inbox is shown.
    enum InboxLayout: String, CaseIterable, CustomTestStringConvertible {
        case table
        case collectionViewList
        case grid

        var testDescription: String { rawValue }
    }

    /// Shows a screen's root in one layout and reads what it shows with the same words in each.
    @MainActor
    struct InboxDriver {
        let table: UITableView?
        let collectionView: UICollectionView?

        init(_ root: CascadingRootNode, in layout: InboxLayout) {
            let frame = CGRect(x: 0, y: 0, width: 320, height: 640)
            guard layout != .table else {
                let table = UITableView(frame: frame, style: .grouped)
                root.prepare(tableView: table)
                (self.table, collectionView) = (table, nil)
                return
            }
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: root.makeCompositionalLayout())
            root.prepare(collectionView: collectionView)
            (table, self.collectionView) = (nil, collectionView)
        }

        /// The text of every row (item) of the first section.
        var rows: [String] {
            if let table { return shownTitles(table).first ?? [] }
            return collectionView.map(shownItemTitles)?.first ?? []
        }

        /// The text the first section's footer shows.
        var footer: String? {
            if let table {
                table.layoutIfNeeded()
                let view = table.footerView(forSection: 0)
                return (view?.contentConfiguration as? UIListContentConfiguration)?.text ?? view?.textLabel?.text
            }
            guard let collectionView else { return nil }
            collectionView.layoutIfNeeded()
            let view = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }

        /// Whether the footer shows `indicator`: inside the table's footer view, or as the custom
        /// accessory of the collection view's footer list cell.
        func footerShows(_ indicator: UIView) -> Bool {
            if let table {
                let footer = table.footerView(forSection: 0)
                var view: UIView? = indicator
                while let shown = view, shown !== footer { view = shown.superview }
                return footer != nil && view === footer
            }
            let footer = collectionView?.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            return (footer as? UICollectionViewListCell)?.accessories.contains {
                $0.accessoryType == .customView(indicator)
            }
                ?? false
        }

        /// The selected rows (items).
        var selected: [IndexPath] {
            table?.indexPathsForSelectedRows ?? collectionView?.indexPathsForSelectedItems ?? []
        }

        func tap(_ indexPath: IndexPath) {
            table?.headlessTap(rowAt: indexPath)
            collectionView?.headlessTap(itemAt: indexPath)
        }
    }

    @MainActor
    @Suite("A screen with a loading footer, an empty state and an error row, in every layout")
    struct InboxScreenInEveryLayoutTests {
        struct Offline: Error {}

        @Test(arguments: InboxLayout.allCases)
        func theInboxLoadsInItsFooterShowsItsEmptyAndErrorRowsAndRetriesAlike(in layout: InboxLayout) {
            let screen = InboxScreen(columns: layout == .grid ? 2 : nil)
            let driver = InboxDriver(screen.root, in: layout)
            let messages = (1...4).map { Message(id: $0, subject: "Message \($0)") }
            #expect(driver.rows == ["No messages"])
            #expect(driver.footer == "Up to date")

            // The first load: the loading row replaces the empty state, then the messages replace it.
            screen.inbox.loadState = .loading
            #expect(driver.rows == ["Loading…"])
            #expect(screen.log == ["spin"])
            screen.root.performUpdates {
                screen.inbox.items = Array(messages.prefix(3))
                screen.inbox.loadState = .idle
            }
            #expect(driver.rows == ["Message 1", "Message 2", "Message 3"])
            #expect(screen.log == ["spin", "stop"])

            // Loading more shows in the footer, under the messages, which stay.
            screen.inbox.setLoading(true, style: .footer)
            #expect(driver.footer == "Loading…")
            #expect(driver.footerShows(screen.inbox.loadingIndicatorView))
            #expect(driver.rows == ["Message 1", "Message 2", "Message 3"])
            #expect(screen.log == ["spin", "stop", "spin"])
            screen.root.performUpdates {
                screen.inbox.items.append(messages[3])
                screen.inbox.setLoading(false)
            }
            #expect(driver.rows == ["Message 1", "Message 2", "Message 3", "Message 4"])
            #expect(driver.footer == "Up to date")
            #expect(screen.log == ["spin", "stop", "spin", "stop"])

            // A failed load adds the error row after the messages; tapping it retries and selects nothing.
            screen.inbox.loadState = .failed(Offline())
            #expect(
                driver.rows == [
                    "Message 1", "Message 2", "Message 3", "Message 4", "Couldn't load messages. Tap to retry.",
                ])
            driver.tap(IndexPath(item: 4, section: 0))
            #expect(screen.log.last == "retry")
            #expect(driver.selected == [])

            // Emptied and idle again: the empty state comes back, and the footer is the section's.
            screen.root.performUpdates {
                screen.inbox.items = []
                screen.inbox.loadState = .idle
            }
            #expect(driver.rows == ["No messages"])
            #expect(driver.footer == "Up to date")
            #expect(screen.log == ["spin", "stop", "spin", "stop", "retry"])
        }
    }
#endif

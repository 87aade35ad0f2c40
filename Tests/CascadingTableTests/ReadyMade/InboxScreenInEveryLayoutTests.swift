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

    /// Where the inbox is shown: a table, a collection-view list, or a collection view that lays the
    /// messages out as a grid.
    enum InboxLayout: String, CaseIterable, CustomTestStringConvertible {
        case table
        case collectionViewList
        case grid

        var testDescription: String { rawValue }

        /// The view the screen is shown in.
        var view: ShownIn { self == .table ? .table : .collectionViewList }
    }

    extension BothViewsDriver {
        /// The text of every row (item) of the first section.
        var rows: [String] { shown.first ?? [] }

        /// The first section's footer view.
        private var footerView: UIView? {
            if let table {
                table.layoutIfNeeded()
                return table.footerView(forSection: 0)
            }
            list?.layoutIfNeeded()
            return list?.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        }

        /// The text the first section's footer shows.
        var footer: String? {
            if let view = footerView as? UITableViewHeaderFooterView {
                return (view.contentConfiguration as? UIListContentConfiguration)?.text ?? view.textLabel?.text
            }
            return ((footerView as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
                .text
        }

        /// Whether the footer shows `indicator`: inside the table's footer view, or as a custom accessory,
        /// a subview, of the collection view's footer list cell.
        func footerShows(_ indicator: UIView) -> Bool {
            guard let footer = footerView else { return false }
            if let cell = footer as? UICollectionViewListCell,
                !cell.accessories.contains(where: { $0.accessoryType == .customView(indicator) })
            {
                return false
            }
            var view: UIView? = indicator
            while let shown = view, shown !== footer { view = shown.superview }
            return view === footer
        }
    }

    @MainActor
    @Suite("A screen with a loading footer, an empty state and an error row, in every layout")
    struct InboxScreenInEveryLayoutTests {
        struct Offline: Error {}

        @Test(arguments: InboxLayout.allCases)
        func theInboxLoadsInItsFooterShowsItsEmptyAndErrorRowsAndRetriesAlike(in layout: InboxLayout) {
            let screen = InboxScreen(columns: layout == .grid ? 2 : nil)
            let driver = BothViewsDriver(screen.root, in: layout.view)
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

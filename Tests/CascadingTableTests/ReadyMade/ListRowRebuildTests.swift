// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// What a rebuilt `ListRow` counts as changed: shown values only (a switch by its state), never
    /// actions; its own drawing closures unless a content key says what they show. Plus the rows' text
    /// colour and destructive style, and identity typed by the model a row stands for.
    @MainActor
    @Suite struct ListRowRebuildTests {
        /// A screen of switches rebuilt from its settings after every flip, as the settings guide does.
        @MainActor
        private final class Switches {
            var settings: [String: Bool] = ["Wi-Fi": true, "Bluetooth": false, "Hotspot": false] {
                didSet { render() }
            }
            var changes: [String] = []
            let table = CountingTable()
            lazy var root = CascadingRootNode(tableView: table)

            init() { render() }

            func render() {
                root.children = [
                    RowSection(header: "Connections") {
                        for name in ["Wi-Fi", "Bluetooth", "Hotspot"] {
                            ListRow(name).toggle(isOn: settings[name] ?? false) { [unowned self] isOn in
                                changes.append("\(name) \(isOn)")
                                settings[name] = isOn
                            }
                            .onSelect { [unowned self] in changes.append("tapped \(name)") }
                        }
                    }
                ]
            }

            func flip(_ row: Int) throws {
                let toggle = table.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryView as? UISwitch
                try #require(toggle).headlessToggle()
            }
        }

        @Test func flippingOneSwitchOfARebuiltScreenRedrawsThatRowOnly() throws {
            let screen = Switches()
            screen.table.layoutIfNeeded()
            screen.table.forgetOperations()
            let reloads = screen.table.reloads
            try screen.flip(1)
            #expect(screen.changes == ["Bluetooth true"])
            #expect(screen.table.operations == ["reconfigure rows [[0, 1]]"])
            #expect(renderedContent(screen.table).contains("[0,1] \"Bluetooth\" <UISwitch on>"))
            // The switches left on screen call the rebuilt rows' handlers, whose settings are current.
            screen.table.forgetOperations()
            try screen.flip(2)
            try screen.flip(1)
            #expect(screen.changes == ["Bluetooth true", "Hotspot true", "Bluetooth false"])
            #expect(screen.settings == ["Wi-Fi": true, "Bluetooth": false, "Hotspot": true])
            #expect(screen.table.operations == ["reconfigure rows [[0, 2]]", "reconfigure rows [[0, 1]]"])
            #expect(screen.table.reloads == reloads && screen.table.violations.isEmpty)
        }

        @Test func aRowsDrawingClosureCountsAsChangedUnlessItsContentKeyIsEqual() {
            let table = CountingTable()
            var badges = ["Inbox": 3, "Drafts": 0]
            func rows() -> [CascadingNode] {
                [
                    ListRow("Inbox").configure { $0.detailTextLabel?.text = "\(badges["Inbox"] ?? 0)" }
                        .contentKey(badges["Inbox"]),
                    ListRow("Drafts").configure { $0.detailTextLabel?.text = "\(badges["Drafts"] ?? 0)" },
                ]
            }
            let section = RowSection(header: "Mail", rows: rows())
            let root = CascadingRootNode(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            section.children = rows()
            // Without a key the closure may show anything: redrawn. With an equal key: left alone.
            #expect(table.operations == ["reconfigure rows [[0, 1]]"])
            badges["Inbox"] = 4
            table.forgetOperations()
            section.children = rows()
            #expect(table.operations == ["reconfigure rows [[0, 0], [0, 1]]"])
            withExtendedLifetime(root) {}
        }

        @Test func aDestructiveRowShowsItsTitleInRedAndATextColourWins() {
            let table = CountingTable()
            let signOut = ListRow("Sign Out").destructive()
            let tinted = ListRow("Upgrade").textColor(.systemBlue)
            let root = CascadingRootNode(children: [RowSection(rows: [signOut, tinted])], tableView: table)
            func colour(_ row: Int) -> UIColor? {
                let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.textProperties.color
            }
            table.layoutIfNeeded()
            #expect(colour(0) == .systemRed)
            #expect(colour(1) == .systemBlue)
            table.forgetOperations()
            signOut.textColor = .systemOrange
            #expect(table.operations == ["reconfigure rows [[0, 0]]"])
            #expect(colour(0) == .systemOrange)
            withExtendedLifetime(root) {}
        }

        /// Two kinds of model numbered alike.
        private struct Order: Identifiable { let id: Int }
        private struct Article: Identifiable { let id: Int }

        @Test func rowsForModelsOfDifferentTypesWithEqualIdsNeverPairAcrossSections() {
            let table = CountingTable()
            let root = ListRoot(tableView: table)
            func render(orders: [Int], articles: [Int]) {
                root.children = [
                    RowSection(header: "Orders", rows: orders.map { ListRow("Order \($0)", for: Order(id: $0)) }),
                    RowSection(
                        header: "Articles", rows: articles.map { ListRow("Article \($0)", for: Article(id: $0)) }),
                ]
            }
            render(orders: [1, 2], articles: [])
            table.layoutIfNeeded()
            table.forgetOperations()
            render(orders: [2], articles: [1])
            // Order 1 left and article 1 arrived: a delete and an insert, not a move between sections.
            #expect(table.operations == ["delete rows [[0, 0]]", "insert rows [[1, 0]]"])
            #expect(root.duplicates.isEmpty)
            #expect(shownTitles(table) == [["Order 2"], ["Article 1"]])
            // Within one type, equal ids are still one identity, paired in order and reported once.
            render(orders: [2, 2], articles: [1])
            #expect(root.duplicates == ["Order(id: 2)"])
        }
    }
#endif

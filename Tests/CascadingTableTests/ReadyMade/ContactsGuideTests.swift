// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: contacts-screen
    struct Contact: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @MainActor
    final class ContactsScreen {
        let root: CascadingRootNode
        let letters = ListSectionGroup<Contact>()
        private var sections: [String: ListSection<Contact>] = [:]
        private let searchDelay: TimeInterval

        init(tableView: UITableView, contacts: [Contact], searchDelay: TimeInterval = 0.4) {
            self.searchDelay = searchDelay
            tableView.allowsMultipleSelection = true
            root = CascadingRootNode(children: [letters], tableView: tableView)
            show(contacts)
        }

        var chosen: [Contact] { letters.sections.flatMap(\.selectedItems) }

        func show(_ contacts: [Contact]) {
            let byInitial = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
            root.performUpdates {
                letters.sections = byInitial.keys.sorted().map { initial in
                    let section = sections[initial] ?? makeSection(initial)
                    sections[initial] = section
                    section.items = byInitial[initial, default: []].sorted { $0.name < $1.name }
                    return section
                }
            }
        }

        func searchTextDidChange(_ text: String) {
            letters.searchQuery = text
        }

        private func makeSection(_ initial: String) -> ListSection<Contact> {
            ListSection { cell, contact in cell.textLabel?.text = contact.name }
                .header(initial)
                .indexTitle(initial)
                .searchable(delay: searchDelay) { contact, query in
                    contact.name.lowercased().contains(query.lowercased())
                }
        }
    }
    // end snippet

    /// The contacts list of `Docs/ReadyMadeNodes.md`, driven through the headless table: sections by
    /// initial with index titles, a jump from the index, several contacts chosen, an edit that moves,
    /// adds and removes contacts as one animated update, and one search across the letters.
    @MainActor
    @Suite("Guide: a contacts list")
    struct ContactsGuideTests {
        private let people = ["Bea", "Ada", "Cy", "Abe", "Bob"].enumerated().map {
            Contact(id: $0.offset, name: $0.element)
        }

        private func headers(_ table: UITableView) -> [String] {
            (0..<table.numberOfSections).compactMap { table.dataSource?.tableView(table, titleForHeaderInSection: $0) }
        }

        @Test func contactsAreGroupedByInitialChosenByTapsAndFollowEdits() {
            let table = CountingTable()
            let screen = ContactsScreen(tableView: table, contacts: people)
            #expect(table.shownRows() == [["Abe", "Ada"], ["Bea", "Bob"], ["Cy"]])
            #expect(screen.root.sectionIndexTitles(for: table) == ["A", "B", "C"])
            #expect(screen.root.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
            #expect(headers(table) == ["A", "B", "C"])
            table.headlessTap(rowAt: IndexPath(row: 1, section: 1))
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(screen.chosen.map(\.name) == ["Abe", "Bob"])

            // Cy is renamed Al, Bea leaves, Dan arrives: one batch, no reload; the chosen stay chosen.
            let batches = table.batches
            var edited = people.filter { $0.name != "Bea" }.map {
                $0.name == "Cy" ? Contact(id: $0.id, name: "Al") : $0
            }
            edited.append(Contact(id: 9, name: "Dan"))
            screen.show(edited)
            #expect(table.batches == batches + 1)
            #expect(table.reloads == 0)
            #expect(table.shownRows() == [["Abe", "Ada", "Al"], ["Bob"], ["Dan"]])
            #expect(screen.root.sectionIndexTitles(for: table) == ["A", "B", "D"])
            #expect(screen.chosen.map(\.name) == ["Abe", "Bob"])
            #expect(
                table.indexPathsForSelectedRows?.sorted() == [
                    IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1),
                ])
            #expect(table.violations.isEmpty)
        }

        @Test func oneSearchFiltersEveryLetterAndHidesLettersWithoutMatches() async {
            let table = CountingTable()
            let screen = ContactsScreen(tableView: table, contacts: people, searchDelay: 0)
            table.headlessTap(rowAt: IndexPath(row: 1, section: 1))  // Bob
            screen.searchTextDidChange("b")
            await screen.letters.searchTask?.value
            #expect(table.shownRows() == [["Abe"], ["Bea", "Bob"]])
            #expect(headers(table) == ["A", "B"])
            #expect(screen.root.sectionIndexTitles(for: table) == ["A", "B"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 1)])
            screen.searchTextDidChange("")
            #expect(table.shownRows() == [["Abe", "Ada"], ["Bea", "Bob"], ["Cy"]])
            #expect(screen.chosen.map(\.name) == ["Bob"])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }
    }
#endif

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
        private var sections: [String: ListSection<Contact>] = [:]
        private let open: (Contact) -> Void

        init(tableView: UITableView, contacts: [Contact], open: @escaping (Contact) -> Void) {
            self.open = open
            root = CascadingRootNode(tableView: tableView)
            show(contacts)
        }

        func show(_ contacts: [Contact]) {
            let byInitial = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
            root.performUpdates {
                root.children = byInitial.keys.sorted().map { initial in
                    let section = sections[initial] ?? makeSection(initial)
                    sections[initial] = section
                    section.items = byInitial[initial, default: []].sorted { $0.name < $1.name }
                    return section
                }
            }
        }

        private func makeSection(_ initial: String) -> ListSection<Contact> {
            ListSection { cell, contact in cell.textLabel?.text = contact.name }
                .header(initial)
                .indexTitle(initial)
                .onSelect { [unowned self] contact in open(contact) }
        }
    }
    // end snippet

    /// The contacts list of `Docs/ReadyMadeNodes.md`, driven through the headless table: sections by
    /// initial with index titles, a jump from the index, and an edit that moves, adds and removes contacts
    /// as one animated update.
    @MainActor
    @Suite("Guide: a contacts list")
    struct ContactsGuideTests {
        @Test func contactsAreGroupedByInitialAndFollowEdits() {
            let table = CountingTable()
            var opened: [String] = []
            let people = ["Bea", "Ada", "Cy", "Abe", "Bob"].enumerated().map {
                Contact(id: $0.offset, name: $0.element)
            }
            let screen = ContactsScreen(tableView: table, contacts: people) { opened.append($0.name) }
            #expect(table.shownRows() == [["Abe", "Ada"], ["Bea", "Bob"], ["Cy"]])
            #expect(screen.root.sectionIndexTitles(for: table) == ["A", "B", "C"])
            #expect(screen.root.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
            #expect(screen.root.tableView(table, titleForHeaderInSection: 1) == "B")
            table.headlessTap(rowAt: IndexPath(row: 1, section: 1))
            #expect(opened == ["Bob"])

            // Cy is renamed Al, Bea leaves, Dan arrives: one batch, no reload.
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
            #expect(table.violations.isEmpty)
        }
    }
#endif

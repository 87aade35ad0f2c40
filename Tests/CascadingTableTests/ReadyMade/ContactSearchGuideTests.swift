// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: contact-search-screen
    @available(iOS 16.0, *)
    @MainActor
    final class ContactSearchScreen {
        let root: CascadingRootNode
        let contacts: ListSection<Contact>

        init(tableView: UITableView, contacts all: [Contact], clock: some Clock<Duration> = ContinuousClock()) {
            contacts = ListSection(all) { cell, contact in cell.textLabel?.text = contact.name }
                .emptyState("No matches")
                .searchable(clock: clock) { contact, query in contact.name.lowercased().contains(query.lowercased()) }
            root = CascadingRootNode(children: [contacts], tableView: tableView)
        }

        func searchTextDidChange(_ text: String) {
            contacts.searchQuery = text
        }
    }
    // end snippet

    /// The searchable contacts list of `Docs/ReadyMadeNodes.md`, driven through the headless table with a
    /// manual clock: typing searches once the typing pauses, a query without matches says so, clearing
    /// shows everyone again.
    @MainActor
    @Suite("Guide: a searchable contacts list")
    struct ContactSearchGuideTests {
        @Test func typingFiltersOncePerPause() async {
            let table = CountingTable()
            let clock = ManualClock()
            let people = ["Ann", "Bob", "Joanna", "Zoe"].enumerated().map { Contact(id: $0.offset, name: $0.element) }
            let screen = ContactSearchScreen(tableView: table, contacts: people, clock: clock)
            for text in ["a", "an", "ann"] {
                screen.searchTextDidChange(text)
                clock.advance(by: .milliseconds(150))
            }
            #expect(table.visibleTexts() == ["Ann", "Bob", "Joanna", "Zoe"])
            let search = screen.contacts.searchTask
            clock.advance(by: .milliseconds(250))
            await search?.value
            #expect(table.visibleTexts() == ["Ann", "Joanna"])
            screen.searchTextDidChange("annx")
            let none = screen.contacts.searchTask
            clock.advance(by: .milliseconds(400))
            await none?.value
            #expect(table.visibleTexts() == ["No matches"])
            screen.searchTextDidChange("")
            #expect(table.visibleTexts() == ["Ann", "Bob", "Joanna", "Zoe"])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }
    }
#endif

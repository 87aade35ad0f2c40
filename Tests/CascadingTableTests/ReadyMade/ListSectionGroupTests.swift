// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// One query for several list sections: every section searches, the sections left without matches
    /// are hidden, and the group says when the search finished.
    @MainActor
    @Suite("List section group: one search")
    struct ListSectionGroupTests {
        private let clock = ManualClock()

        private func letter(_ initial: String, _ names: [String], from id: Int) -> ListSection<Fruit> {
            ListSection(names.enumerated().map { Fruit(id + $0.offset, $0.element) }) { cell, fruit in
                cell.textLabel?.text = fruit.name
            }
            .header(initial)
            .searchable(clock: clock) { fruit, query in fruit.name.lowercased().contains(query) }
        }

        private func headers(_ table: UITableView) -> [String] {
            (0..<table.numberOfSections).compactMap { table.dataSource?.tableView(table, titleForHeaderInSection: $0) }
        }

        @Test func oneQuerySearchesEveryLetterHidesLettersWithoutMatchesAndSaysWhenItFinished() async {
            let table = CountingTable()
            let group = ListSectionGroup([
                letter("A", ["Amy", "Ann"], from: 0), letter("B", ["Bob"], from: 10), letter("J", ["Joanna"], from: 20),
            ])
            var finished: [String] = []
            group.onSearchFinished { finished.append($0) }
            let root = ListRoot(children: [group], tableView: table)
            table.layoutIfNeeded()

            group.searchQuery = "an"
            let search = group.searchTask
            clock.advance(by: .milliseconds(400))
            await search?.value
            #expect(table.shownRows() == [["Ann"], ["Joanna"]])
            #expect(headers(table) == ["A", "J"])
            #expect(finished == ["an"])
            #expect(group.sections.map(\.searchQuery) == ["an", "an", "an"])

            // A newer query drops the one on its way; only the newer one finishes.
            group.searchQuery = "b"
            group.searchQuery = "bo"
            let newer = group.searchTask
            clock.advance(by: .milliseconds(400))
            await newer?.value
            #expect(table.shownRows() == [["Bob"]])
            #expect(finished == ["an", "bo"])

            group.searchQuery = ""
            #expect(table.shownRows() == [["Amy", "Ann"], ["Bob"], ["Joanna"]])
            #expect(headers(table) == ["A", "B", "J"])
            #expect(finished == ["an", "bo", ""])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func sectionsAssignedWhileAQueryFiltersAreSearchedToo() async {
            let table = CountingTable()
            let group = ListSectionGroup([letter("A", ["Amy", "Ann"], from: 0)])
            let root = ListRoot(children: [group], tableView: table)
            group.searchQuery = "o"
            let search = group.searchTask
            clock.advance(by: .milliseconds(400))
            await search?.value
            #expect(table.shownRows().isEmpty)
            group.sections += [letter("B", ["Bob"], from: 10), letter("C", ["Cy"], from: 20)]
            let added = group.searchTask
            clock.advance(by: .milliseconds(400))
            await added?.value
            #expect(table.shownRows() == [["Bob"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif

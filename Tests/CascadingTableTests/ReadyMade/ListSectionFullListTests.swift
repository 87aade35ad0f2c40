// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Changing the items while a search query filters them: the changes reach the full list, so that
    /// clearing the query shows them.
    @MainActor
    @Suite("List section: changes while a search filters")
    struct ListSectionFullListTests {
        /// Fruits filtered by the query "a" (by a case-sensitive `contains`), the search finished.
        private func filtered(_ names: String...) async -> (
            table: CountingTable, root: ListRoot, list: ListSection<Fruit>
        ) {
            let clock = ManualClock()
            let (table, root, list) = attachedFruits(names.enumerated().map { Fruit($0.offset + 1, $0.element) })
            list.searchable(clock: clock) { fruit, query in fruit.name.contains(query) }
            list.searchQuery = "a"
            let search = list.searchTask
            clock.advance(by: .milliseconds(400))
            await search?.value
            return (table, root, list)
        }

        @Test func singleMutationsWhileFilteredSurviveClearingTheQuery() async {
            let (table, root, list) = await filtered("Banana", "Fig", "Mango", "Plum", "Papaya")
            #expect(table.visibleTexts() == ["Banana", "Mango", "Papaya"])
            list.appendItem(Fruit(10, "Guava"))
            list.insertItem(Fruit(11, "Date"), at: 1)  // after Banana in the full list
            list.insertItem(Fruit(12, "Grape"), at: 0)  // before Banana
            list.removeItem(at: 3)  // Mango
            list.moveItem(from: 3, to: 1)  // Papaya after Grape
            list.replaceItem(at: 2, with: Fruit(1, "Banana (ripe)"))
            list.updateItem(Fruit(10, "Guava (ripe)"))
            #expect(table.visibleTexts() == ["Grape", "Papaya", "Banana (ripe)", "Date", "Guava (ripe)"])
            list.searchQuery = ""
            #expect(
                table.visibleTexts() == ["Grape", "Papaya", "Banana (ripe)", "Date", "Fig", "Plum", "Guava (ripe)"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func assigningItemsWhileFilteredReplacesTheFullListAndFiltersItAtOnce() async {
            let (table, root, list) = await filtered("Banana", "Fig")
            list.items = [Fruit(3, "Kiwi"), Fruit(4, "Papaya"), Fruit(1, "Banana")]
            #expect(list.items.map(\.name) == ["Papaya", "Banana"])
            #expect(table.visibleTexts() == ["Papaya", "Banana"])
            list.searchQuery = ""
            #expect(table.visibleTexts() == ["Kiwi", "Papaya", "Banana"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aChangeDuringTheDelayIsSearchedWhenTheDelayEnds() async {
            let clock = ManualClock()
            let (table, root, list) = attachedFruits(fruits("Banana", "Fig"))
            list.searchable(clock: clock) { fruit, query in fruit.name.contains(query) }
            list.searchQuery = "a"
            let search = list.searchTask
            list.appendItem(Fruit(3, "Papaya"))
            clock.advance(by: .milliseconds(400))
            await search?.value
            #expect(table.visibleTexts() == ["Banana", "Papaya"])
            list.searchQuery = ""
            #expect(table.visibleTexts() == ["Banana", "Fig", "Papaya"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func assigningItemsWhileAnAsyncSearchFiltersRunsTheSearchAgainAtOnce() async {
            final class Catalogue {
                var all: [Fruit] = []
                var searched: [String] = []
            }
            let clock = ManualClock()
            let catalogue = Catalogue()
            catalogue.all = fruits("Banana", "Fig")
            let (table, root, list) = attachedFruits(catalogue.all)
            list.searchable(clock: clock) { query in
                catalogue.searched.append(query)
                return catalogue.all.filter { $0.name.contains(query) }
            }
            list.searchQuery = "a"
            let first = list.searchTask
            clock.advance(by: .milliseconds(400))
            await first?.value
            #expect(table.visibleTexts() == ["Banana"])
            catalogue.all = [Fruit(1, "Banana"), Fruit(5, "Mango")]
            list.items = catalogue.all
            let again = list.searchTask
            await again?.value
            #expect(catalogue.searched == ["a", "a"])
            #expect(table.visibleTexts() == ["Banana", "Mango"])
            list.searchQuery = ""
            #expect(table.visibleTexts() == ["Banana", "Mango"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Searching list sections: the pause before a search, stale results, clearing the query.
    @MainActor
    @Suite("List section: search")
    struct ListSearchTests {
        private func names(_ table: CountingTable) -> [String] { table.visibleTexts() }

        @Test func aQueryTypedCharacterByCharacterSearchesOncePerPause() async {
            let clock = ManualClock()
            let (table, root, list) = attachedFruits(fruits("Apple", "Apricot", "Banana", "Cherry"))
            var searched: [String] = []
            list.searchable(clock: clock) { fruit, query in
                searched.append(query)
                return fruit.name.lowercased().contains(query.lowercased())
            }
            for query in ["a", "ap", "apr"] {
                list.searchQuery = query
                clock.advance(by: .milliseconds(300))
            }
            let task = list.searchTask
            clock.advance(by: .milliseconds(99))
            #expect(searched.isEmpty)
            clock.advance(by: .milliseconds(1))
            await task?.value
            #expect(Set(searched) == ["apr"])
            #expect(list.searchQuery == "apr")
            #expect(names(table) == ["Apricot"])
            list.searchQuery = ""
            #expect(names(table) == ["Apple", "Apricot", "Banana", "Cherry"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func theDelayIsSettable() async {
            let clock = ManualClock()
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            list.searchable(delay: .seconds(1), clock: clock) { fruit, query in fruit.name.hasPrefix(query) }
            list.searchQuery = "P"
            let task = list.searchTask
            clock.advance(by: .milliseconds(999))
            #expect(names(table) == ["Apple", "Pear"])
            clock.advance(by: .milliseconds(1))
            await task?.value
            #expect(names(table) == ["Pear"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aDelayInSecondsWaitsThatLongThenSearchesTheLastQuery() async {
            let (table, root, list) = attachedFruits(fruits("Apple", "Apricot", "Banana"))
            var searched: [String] = []
            list.searchable(delay: 0.05) { fruit, query in
                searched.append(query)
                return fruit.name.hasPrefix(query)
            }
            let start = ContinuousClock.now
            list.searchQuery = "Ap"
            list.searchQuery = "Apr"
            let task = list.searchTask
            await task?.value
            #expect(ContinuousClock.now - start >= .milliseconds(50))
            #expect(Set(searched) == ["Apr"])
            #expect(names(table) == ["Apricot"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test(arguments: [-1, .nan, 0] as [Double])
        func aDelayInSecondsBelowZeroOrNotANumberSearchesWithoutPausing(delay: Double) async {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            list.searchable(delay: delay) { query in [Fruit(9, "Found \(query)")] }
            // A search that pauses an hour, started first: the list without a pause finishes before it,
            // however long the main actor's queue of a parallel test run makes either wait.
            let (paused, pausedRoot, pausing) = attachedFruits(fruits("Apple", "Pear"))
            pausing.searchable(delay: 3_600) { query in [Fruit(9, "Found \(query)")] }
            pausing.searchQuery = "P"
            list.searchQuery = "P"
            await list.searchTask?.value
            #expect(names(paused) == ["Apple", "Pear"])
            pausing.searchQuery = ""
            withExtendedLifetime(pausedRoot) {}
            #expect(names(table) == ["Found P"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func staleAsyncResultsAreIgnored() async {
            final class Handshake {
                var entered: CheckedContinuation<Void, Never>?
                var release: CheckedContinuation<Void, Never>?
                var searched: [String] = []
            }
            let clock = ManualClock()
            let handshake = Handshake()
            let all = fruits("Apple", "Apricot", "Banana")
            let (table, root, list) = attachedFruits(all)
            list.searchable(clock: clock) { query in
                handshake.searched.append(query)
                if query == "Ap" {
                    handshake.entered?.resume()
                    await withCheckedContinuation { handshake.release = $0 }
                }
                return all.filter { $0.name.hasPrefix(query) }
            }
            list.searchQuery = "Ap"
            let slow = list.searchTask
            clock.advance(by: .milliseconds(400))
            await withCheckedContinuation { handshake.entered = $0 }
            list.searchQuery = "Apr"
            let fast = list.searchTask
            clock.advance(by: .milliseconds(400))
            await fast?.value
            #expect(names(table) == ["Apricot"])
            handshake.release?.resume()
            await slow?.value
            #expect(handshake.searched == ["Ap", "Apr"])
            #expect(names(table) == ["Apricot"])  // the results for "Ap" came late: dropped
            list.searchQuery = ""
            #expect(names(table) == ["Apple", "Apricot", "Banana"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aGuideTestSearchesWithoutWaiting() async {
            // snippet: testing-headlessly-clock
            let clock = ManualClock()  // time moves only when the test advances it
            let fruits = ListSection(["Apple", "Banana", "Cherry"], id: \.self) { cell, name in
                cell.textLabel?.text = name
            }
            .searchable(clock: clock) { name, query in name.hasPrefix(query) }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let root = CascadingRootNode(children: [fruits], tableView: table)

            fruits.searchQuery = "B"
            let search = fruits.searchTask
            clock.advance(by: .milliseconds(400))  // the pause is over: the search runs
            await search?.value
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Banana"])
            // end snippet
            withExtendedLifetime(root) {}
        }
    }
#endif

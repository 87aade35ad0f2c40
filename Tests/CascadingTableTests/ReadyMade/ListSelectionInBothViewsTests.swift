#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// The list sections' one selection rule, where the view keeps one selected row: the newest choice
    /// holds it, through taps and code, a reload, a move to another list section and a search, alike in a
    /// table and in a collection-view list.
    @MainActor
    @Suite("List sections' selection in a view that keeps one selected row, in both views")
    struct ListSelectionInBothViewsTests {
        /// Two list sections of fruit, searchable, in a view that keeps one selected row.
        private func screen(in view: ShownIn) -> (
            CascadingRootNode, BothViewsDriver, ListSection<Fruit>, ListSection<Fruit>
        ) {
            func list(_ names: [String], first: Int) -> ListSection<Fruit> {
                let fruits = names.enumerated().map { Fruit(first + $0.offset, $0.element) }
                return ListSection(fruits).content { fruit, content in content.text = fruit.name }
                    .searchable(delay: -1) { fruit, query in fruit.name.hasPrefix(query) }
            }
            let red = list(["Apple", "Cherry"], first: 1)
            let yellow = list(["Banana", "Lemon"], first: 10)
            let root = CascadingRootNode(children: [red, yellow])
            let driver = BothViewsDriver(root, in: view)
            driver.table?.allowsMultipleSelection = false
            driver.list?.allowsMultipleSelection = false
            return (root, driver, red, yellow)
        }

        @Test(arguments: ShownIn.allCases)
        func theNewestChoiceKeepsTheOneSelectedRowThroughAReloadAMoveAndASearch(in view: ShownIn) async {
            let (root, driver, red, yellow) = screen(in: view)
            driver.tap(IndexPath(item: 1, section: 0))
            #expect(red.selectedItems.map(\.name) == ["Cherry"])

            // Code chooses in the other section: it takes the one row, and the first section lets go.
            yellow.selectedItems = [Fruit(11, "Lemon")]
            #expect(driver.selected == [IndexPath(item: 1, section: 1)])
            #expect(red.selectedItems.isEmpty)

            // A reload the tree makes keeps the row selected.
            yellow.reloadContent()
            #expect(driver.selected == [IndexPath(item: 1, section: 1)])
            #expect(yellow.selectedItems.map(\.name) == ["Lemon"])

            // Moved to the other list section in one grouped update, the item stays selected there.
            root.performUpdates {
                yellow.removeItem(at: 1)
                red.appendItem(Fruit(11, "Lemon"))
            }
            #expect(driver.shown == [["Apple", "Cherry", "Lemon"], ["Banana"]])
            #expect(driver.selected == [IndexPath(item: 2, section: 0)])
            #expect(red.selectedItems.map(\.name) == ["Lemon"] && yellow.selectedItems.isEmpty)

            // A search that hides it keeps it selected, and clearing the query shows it selected again.
            red.searchQuery = "Ch"
            await red.searchTask?.value
            #expect(driver.shown == [["Cherry"], ["Banana"]])
            #expect(driver.selected.isEmpty && red.selectedItems.map(\.name) == ["Lemon"])
            red.searchQuery = ""
            #expect(driver.shown == [["Apple", "Cherry", "Lemon"], ["Banana"]])
            #expect(driver.selected == [IndexPath(item: 2, section: 0)])
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Callbacks of a list section, addressed by item and driven through the headless table's gestures.
    @MainActor
    @Suite("ListSection callbacks")
    struct ListSectionActionsTests {
        /// A list of fruits in detail-button cells, attached after `configure` set its callbacks.
        private func attach(
            _ items: [Fruit], _ configure: (ListSection<Fruit>) -> Void
        ) -> (table: CountingTable, root: ListRoot, list: ListSection<Fruit>) {
            let table = CountingTable()
            let list = ListSection(items) { cell, fruit in
                cell.textLabel?.text = fruit.name
                cell.accessoryType = .detailButton
            }
            configure(list)
            let root = ListRoot(children: [NamedSection("Before", rows: ["x"]), list], tableView: table)
            table.layoutIfNeeded()
            return (table, root, list)
        }

        @Test func tapsSelectAndDeselectByItem() {
            var calls: [String] = []
            let (table, root, _) = attach(fruits("Apple", "Pear")) { list in
                list.onSelect { calls.append("select \($0.name)") }.onDeselect { calls.append("deselect \($0.name)") }
                    .onHighlight { calls.append("highlight \($0.name)") }
                    .onUnhighlight { calls.append("unhighlight \($0.name)") }
            }
            withExtendedLifetime(root) {
                table.headlessTap(rowAt: IndexPath(row: 0, section: 1))
                table.headlessTap(rowAt: IndexPath(row: 1, section: 1))
                #expect(
                    calls == [
                        "highlight Apple", "select Apple", "unhighlight Apple",
                        "highlight Pear", "deselect Apple", "select Pear", "unhighlight Pear",
                    ])
                #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
            }
        }

        @Test func aRowThatMayNotHighlightIsNotSelected() {
            var selected: [String] = []
            let (table, root, _) = attach(fruits("Apple", "Pear")) { list in
                list.canHighlight { $0.name != "Pear" }.onSelect { selected.append($0.name) }
            }
            withExtendedLifetime(root) {
                table.headlessTap(rowAt: IndexPath(row: 1, section: 1))
                table.headlessTap(rowAt: IndexPath(row: 0, section: 1))
                #expect(selected == ["Apple"])
            }
        }

        @Test func theAccessoryButtonReportsItsItem() {
            var tapped: [String] = []
            let (table, root, _) = attach(fruits("Apple", "Pear")) { list in
                list.onAccessoryTap { tapped.append($0.name) }
            }
            withExtendedLifetime(root) {
                #expect(table.headlessTapAccessoryButton(rowAt: IndexPath(row: 1, section: 1)))
                #expect(tapped == ["Pear"])
            }
        }

        @Test func swipeToDeleteRemovesTheItemWhenTheCallbackAgrees() {
            var asked: [String] = []
            let (table, root, list) = attach(fruits("Apple", "Pear", "Fig")) { list in
                list.onDelete { fruit in
                    asked.append(fruit.name)
                    return fruit.name != "Fig"
                }
            }
            withExtendedLifetime(root) {
                #expect(table.headlessSwipe(rowAt: IndexPath(row: 1, section: 1)).map(\.title) == ["Delete"])
                table.forgetOperations()
                #expect(table.headlessTapSwipeAction(at: 0))
                #expect(list.items.map(\.name) == ["Apple", "Fig"])
                #expect(table.operations == ["delete rows [[1, 1]]"])
                // The callback refuses: the item stays.
                table.headlessSwipe(rowAt: IndexPath(row: 1, section: 1))
                table.headlessTapSwipeAction(at: 0)
                #expect(asked == ["Pear", "Fig"])
                #expect(list.items.map(\.name) == ["Apple", "Fig"])
                #expect(table.shownRows() == [["x"], ["Apple", "Fig"]])
                #expect(table.violations.isEmpty && root.recoveries.isEmpty)
            }
        }

        @Test func deletingAContactWhoseCallbackReRendersFromTheStoreRemovesThatContactOnly() {
            var store = fruits("Alice", "Amy", "Anna")
            var list: ListSection<Fruit>!
            let (table, root, shown) = attach(store) { section in
                list = section
                section.onDelete { contact in
                    store.removeAll { $0.id == contact.id }
                    list.items = store
                    return true
                }
            }
            withExtendedLifetime(root) {
                table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
                table.forgetOperations()
                #expect(table.headlessTapSwipeAction(at: 0))
                #expect(shown.items.map(\.name) == ["Amy", "Anna"])
                #expect(table.shownRows() == [["x"], ["Amy", "Anna"]])
                #expect(table.operations == ["delete rows [[1, 0]]"])
                // Deleting the last contacts: the section ends empty, once.
                for _ in 0..<2 {
                    table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
                    #expect(table.headlessTapSwipeAction(at: 0))
                }
                #expect(shown.items.isEmpty && store.isEmpty)
                #expect(table.shownRows() == [["x"], []])
                #expect(table.violations.isEmpty && root.recoveries.isEmpty)
            }
        }

        @Test func aDeleteCallbackThatLeavesTheItemsAloneStillHasTheItemRemovedWhenItAgrees() {
            var store = fruits("Alice", "Amy")
            let (table, root, list) = attach(store) { section in
                section.onDelete { contact in
                    store.removeAll { $0.id == contact.id }
                    return true
                }
            }
            withExtendedLifetime(root) {
                table.headlessSwipe(rowAt: IndexPath(row: 1, section: 1))
                #expect(table.headlessTapSwipeAction(at: 0))
                #expect(list.items.map(\.name) == ["Alice"] && store.map(\.name) == ["Alice"])
                #expect(table.shownRows() == [["x"], ["Alice"]])
            }
        }

        @Test func theInsertControlCallsBackWithItsItem() {
            var inserted: [String] = []
            let (table, root, list) = attach(fruits("Apple", "Add a fruit")) { list in
                list.onInsert(for: { $0.name.hasPrefix("Add") }) { _ in inserted.append("insert") }
                    .onDelete { _ in true }
            }
            withExtendedLifetime(root) {
                table.setEditing(true, animated: false)
                #expect(table.headlessRenderedText().contains("\"Add a fruit\" (editing: insert)"))
                #expect(table.headlessRenderedText().contains("\"Apple\" (editing: delete)"))
                #expect(table.headlessTapEditingControl(rowAt: IndexPath(row: 1, section: 1)) == .insert)
                #expect(inserted == ["insert"])
                #expect(list.items.count == 2)
            }
        }

        @Test func swipeActionsAndContextMenusAreAskedPerItem() {
            var ran: [String] = []
            let (table, root, _) = attach(fruits("Apple", "Pear")) { list in
                list.leadingSwipeActions { fruit in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .normal, title: "Star \(fruit.name)") { _, _, done in
                            ran.append("star \(fruit.name)")
                            done(true)
                        }
                    ])
                }
                .trailingSwipeActions { fruit in
                    fruit.name == "Apple"
                        ? UISwipeActionsConfiguration(actions: [
                            UIContextualAction(style: .destructive, title: "Archive") { _, _, done in done(true) }
                        ]) : nil
                }
                .contextMenu { fruit in
                    UIContextMenuConfiguration(identifier: fruit.name as NSString, previewProvider: nil) { _ in nil }
                }
            }
            withExtendedLifetime(root) {
                #expect(
                    table.headlessSwipe(rowAt: IndexPath(row: 1, section: 1), from: .leading).map(\.title) == [
                        "Star Pear"
                    ])
                table.headlessTapSwipeAction(at: 0)
                #expect(ran == ["star Pear"])
                #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1)).map(\.title) == ["Archive"])
                table.headlessCancelSwipe()
                #expect(table.headlessSwipe(rowAt: IndexPath(row: 1, section: 1)).isEmpty)
                let menu = table.headlessLongPress(rowAt: IndexPath(row: 1, section: 1))
                #expect((menu?.identifier as? NSString) == "Pear")
            }
        }

        @Test func withoutCallbacksRowsAreNotEditable() {
            let (table, root, _) = attach(fruits("Apple")) { _ in }
            withExtendedLifetime(root) {
                #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1)).isEmpty)
                #expect(!root.tableView(table, canEditRowAt: IndexPath(row: 0, section: 1)))
                #expect(!root.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 1)))
            }
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Items moving between list sections inside `performUpdates`: their rows move, every cell shows its own
    /// item, and the table selects exactly the sections' selected items.
    @MainActor
    @Suite("Items moving between list sections")
    struct ItemTransfersTests {
        private struct Contact: Identifiable, Equatable {
            let id: String
        }

        private func list(_ names: [String]) -> ListSection<Contact> {
            ListSection(names.map(Contact.init)) { cell, contact in cell.textLabel?.text = contact.id }
        }

        @Test func anItemMovedIntoASectionInsertedInTheSameUpdateLeavesEveryCellShowingItsItem() {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
            let first = list(["Amy", "Bob", "Cid"])
            let root = RecoveringRoot(children: [first], tableView: table)
            table.layoutIfNeeded()
            first.selectedIDs = ["Amy"]
            let second = list(["Dan", "Eve"])
            let reloads = table.reloads

            root.performUpdates {
                root.appendChild(second)
                first.removeItem(at: 0)
                second.insertItem(Contact(id: "Amy"), at: 0)
            }

            #expect(table.batches >= 2)
            #expect(table.shownRows() == [["Bob", "Cid"], ["Amy", "Dan", "Eve"]])
            #expect(table.visibleTexts() == ["Bob", "Cid", "Amy", "Dan", "Eve"])
            #expect(second.selectedIDs == ["Amy"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
            #expect(table.reloads == reloads && root.recoveries.isEmpty && table.violations.isEmpty)
        }

        @Test func anItemMovedAfterItsSectionsSelectionWasClearedInTheSameUpdateIsNotSelectedInTheTable() {
            let table = CountingTable()
            let first = list(["Amy", "Bob"])
            let second = list(["Cid"])
            let root = RecoveringRoot(children: [first, second], tableView: table)
            table.layoutIfNeeded()
            first.selectedIDs = ["Amy"]

            root.performUpdates {
                first.removeItem(at: 0)
                second.insertItem(Contact(id: "Amy"), at: 0)
                first.selectedItems = []
            }

            #expect(table.shownRows() == [["Bob"], ["Amy", "Cid"]])
            #expect(first.selectedIDs.isEmpty && second.selectedIDs.isEmpty)
            #expect(table.indexPathsForSelectedRows ?? [] == [])
            #expect(root.recoveries.isEmpty && table.violations.isEmpty)
        }
    }
#endif

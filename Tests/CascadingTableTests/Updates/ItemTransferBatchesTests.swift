// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// An item moving into a list section that the same update inserts takes two batches (the section
    /// first, then the row): afterwards every cell of both sections shows its own item.
    @MainActor
    @Suite("Items moving between list sections across several batches")
    struct ItemTransferBatchesTests {
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
    }
#endif

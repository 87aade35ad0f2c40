// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// After an update, the nodes that keep state in the view are told in the order they last changed it,
    /// so that in a view that keeps one selected row the last selection given stays.
    @MainActor
    @Suite("State kept in the view after an update")
    struct TableStateKeeperTests {
        private struct Contact: Identifiable, Equatable {
            let id: String
        }

        @Test(arguments: [false, true])
        func selectingInTwoListSectionsInOneUpdateKeepsTheLastSelectionGiven(secondLast: Bool) {
            let table = CountingTable()
            let first = ListSection([Contact(id: "Amy"), Contact(id: "Bob")]).content { contact, content in
                content.text = contact.id
            }
            let second = ListSection([Contact(id: "Cid"), Contact(id: "Dan")]).content { contact, content in
                content.text = contact.id
            }
            let root = RecoveringRoot(children: [first, second], tableView: table)
            table.layoutIfNeeded()

            root.performUpdates {
                if secondLast {
                    first.selectedIDs = ["Bob"]
                    second.selectedIDs = ["Dan"]
                } else {
                    second.selectedIDs = ["Dan"]
                    first.selectedIDs = ["Bob"]
                }
            }

            #expect(first.selectedIDs == (secondLast ? [] : ["Bob"]))
            #expect(second.selectedIDs == (secondLast ? ["Dan"] : []))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: secondLast ? 1 : 0)])
        }
    }
#endif

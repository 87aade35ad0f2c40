// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting
    import Testing

    /// A contacts screen with a list section per letter: renaming the selected contact inside
    /// `performUpdates` moves her row to the section of her new initial, animated, and she stays selected
    /// in the table and in the list section she moved to.
    @MainActor
    @Suite("List section: an item moved to another list section")
    struct ListSectionRenameAcrossSectionsTests {
        /// A list section of contacts under a letter, recording its selection reports by name.
        private func letter(_ contacts: [Fruit], reports: Reports) -> ListSection<Fruit> {
            ListSection(contacts) { cell, contact in cell.textLabel?.text = contact.name }
                .onSelectionChange { selected in reports.entries.append(selected.map(\.name)) }
        }

        final class Reports {
            var entries: [[String]] = []
        }

        private func row(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

        @Test func renamingTheSelectedAmyToZoeMovesHerRowToTheZSectionAndKeepsHerSelected() {
            let (aReports, zReports) = (Reports(), Reports())
            let a = letter([Fruit(1, "Amy"), Fruit(2, "Ann")], reports: aReports)
            let z = letter([Fruit(3, "Zed")], reports: zReports)
            let table = CountingTable()
            let root = ListRoot(children: [a, z], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: row(0, 0))
            #expect(a.selectedItems.map(\.name) == ["Amy"])

            let updates = table.recordUpdates {
                root.performUpdates {
                    a.items.removeAll { $0.id == 1 }
                    z.items.append(Fruit(1, "Zoe"))
                }
            }
            table.layoutIfNeeded()

            #expect(shownTitles(table) == [["Ann"], ["Zed", "Zoe"]])
            #expect(
                updates.changes.filter { $0 != .reconfigureRows([row(1, 1)]) } == [
                    .moveRow(at: row(0, 0), to: row(1, 1))
                ])
            #expect(updates.reloads.isEmpty)
            #expect(table.indexPathsForSelectedRows == [row(1, 1)])
            #expect(z.selectedItems.map(\.name) == ["Zoe"])
            #expect(a.selectedItems.isEmpty)
            #expect(aReports.entries == [["Amy"], []])
            #expect(zReports.entries == [["Zoe"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func renamingAmyToZoeWhenTheZSectionIsNewMovesHerInTwoBatchesAndKeepsHerSelected() {
            let (aReports, zReports) = (Reports(), Reports())
            let a = letter([Fruit(1, "Amy"), Fruit(2, "Ann")], reports: aReports)
            let z = letter([], reports: zReports)
            let table = CountingTable()
            let root = ListRoot(children: [a], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: row(0, 0))

            let updates = table.recordUpdates {
                root.performUpdates {
                    a.items.removeAll { $0.id == 1 }
                    root.appendChild(z)
                    z.items.append(Fruit(1, "Zoe"))
                }
            }
            table.layoutIfNeeded()

            #expect(shownTitles(table) == [["Ann"], ["Zoe"]])
            // Between the batches Amy still had her row in "A": the cells of both sections are configured again.
            #expect(table.visibleTexts() == ["Ann", "Zoe"])
            #expect(updates.filter { $0 == .performBatchUpdates }.count == 2)
            #expect(
                updates.changes.filter { if case .reconfigureRows = $0 { false } else { true } } == [
                    .insertSections([1], .automatic), .moveRow(at: row(0, 0), to: row(0, 1)),
                ])
            #expect(updates.reloads.isEmpty)
            #expect(table.indexPathsForSelectedRows == [row(0, 1)])
            #expect(z.selectedItems.map(\.name) == ["Zoe"])
            #expect(a.selectedItems.isEmpty)
            #expect(aReports.entries == [["Amy"], []])
            #expect(zReports.entries == [["Zoe"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func renamingTheOnlyAContactToZoeAndRemovingTheEmptyASectionMovesHerAndKeepsHerSelected() {
            let (aReports, zReports) = (Reports(), Reports())
            let a = letter([Fruit(1, "Amy")], reports: aReports)
            let z = letter([Fruit(3, "Zed")], reports: zReports)
            let table = CountingTable()
            let root = ListRoot(children: [a, z], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: row(0, 0))

            let updates = table.recordUpdates {
                root.performUpdates {
                    a.items.removeAll()
                    z.items.append(Fruit(1, "Zoe"))
                    a.removeFromParent()
                }
            }
            table.layoutIfNeeded()

            #expect(shownTitles(table) == [["Zed", "Zoe"]])
            #expect(updates.changes.contains(.moveRow(at: row(0, 0), to: row(1, 1))))
            #expect(updates.changes.contains(.deleteSections([0], .automatic)))
            #expect(!updates.changes.contains { if case .deleteRows = $0 { true } else { false } })
            #expect(updates.reloads.isEmpty)
            #expect(table.indexPathsForSelectedRows == [row(1, 0)])
            #expect(z.selectedItems.map(\.name) == ["Zoe"])
            #expect(zReports.entries == [["Zoe"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func movingAnItemOutOfAListAmongASectionsRowsDeletesAndInsertsTheRow() {
            let aReports = Reports()
            let a = letter([Fruit(1, "Amy"), Fruit(2, "Ann")], reports: aReports)
            let z = letter([Fruit(3, "Zed")], reports: Reports())
            let section = RowSection(header: "A") { ListRow("Favourites") }
            section.children.append(a)
            let table = CountingTable()
            let root = ListRoot(children: [section, z], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: row(1, 0))
            #expect(a.selectedItems.map(\.name) == ["Amy"])

            let updates = table.recordUpdates {
                root.performUpdates {
                    a.items.removeAll { $0.id == 1 }
                    z.items.append(Fruit(1, "Zoe"))
                }
            }
            table.layoutIfNeeded()

            #expect(shownTitles(table) == [["Favourites", "Ann"], ["Zed", "Zoe"]])
            #expect(updates.changes == [.deleteRows([row(1, 0)], .automatic), .insertRows([row(1, 1)], .automatic)])
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(z.selectedItems.isEmpty && a.selectedItems.isEmpty)
            #expect(aReports.entries == [["Amy"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        /// An item of another type that happens to share the identifier.
        struct Label: Identifiable, Equatable {
            let id: Int
            let name: String
        }

        @Test func movingAnIdentifierToAListSectionOfAnotherItemTypeDeletesAndInsertsTheRow() {
            let aReports = Reports()
            let a = letter([Fruit(1, "Amy"), Fruit(2, "Ann")], reports: aReports)
            let labels = ListSection([Label(id: 3, name: "Work")]) { cell, label in cell.textLabel?.text = label.name }
            let table = CountingTable()
            let root = ListRoot(children: [a, labels], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: row(0, 0))

            let updates = table.recordUpdates {
                root.performUpdates {
                    a.items.removeAll { $0.id == 1 }
                    labels.items.append(Label(id: 1, name: "Amy"))
                }
            }
            table.layoutIfNeeded()

            #expect(shownTitles(table) == [["Ann"], ["Work", "Amy"]])
            #expect(updates.changes == [.deleteRows([row(0, 0)], .automatic), .insertRows([row(1, 1)], .automatic)])
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(labels.selectedItems.isEmpty && a.selectedItems.isEmpty)
            #expect(aReports.entries == [["Amy"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif

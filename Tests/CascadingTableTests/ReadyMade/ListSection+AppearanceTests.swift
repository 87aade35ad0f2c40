#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct ListSectionAppearanceTests {
        @Test func whenAListHasAFooterViewAndOneRowHeight_thatTheTableShowsThem() {
            let legal = UILabel()
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .footer { legal }.rowHeight(60)
            let root = ListRoot(children: [list], tableView: table)
            table.layoutIfNeeded()
            #expect(table.delegate?.tableView(table, viewForFooterInSection: 0) === legal)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 60))
            #expect(table.headlessRenderedText().contains("<UILabel>"))
            withExtendedLifetime(root) {}
        }

        @Test func whenRowsAreAboutToShow_thatTheWillDisplayActionGetsTheirItemsInOrder() {
            var shown: [String] = []
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear", "Plum")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .onWillDisplay { shown.append($0.name) }
            let root = ListRoot(children: [list], tableView: table)
            table.layoutIfNeeded()
            #expect(shown == ["Apple", "Pear", "Plum"])
            withExtendedLifetime(root) {}
        }

        @Test func whenInsertIsOfferedWithoutAPredicate_thatEveryRowShowsTheInsertControl() {
            var inserted: [String] = []
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            list.onInsert { inserted.append($0.name) }
            table.setEditing(true, animated: false)
            let styles = (0..<2).map {
                table.delegate?.tableView(table, editingStyleForRowAt: IndexPath(row: $0, section: 0))
            }
            #expect(styles == [.insert, .insert])
            #expect(table.headlessTapEditingControl(rowAt: IndexPath(row: 1, section: 0)) == .insert)
            #expect(inserted == ["Pear"])
            withExtendedLifetime(root) {}
        }
    }
#endif

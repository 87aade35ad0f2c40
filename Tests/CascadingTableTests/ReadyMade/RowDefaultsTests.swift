#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct RowDefaultsTests {
        @Test func whenASectionSetsDefaults_thatRowsWithoutTheirOwnUseThem() {
            var selected: [String] = []
            var ownSelected = 0
            let section = RowSection(rows: [
                ListRow("Default"), ListRow("Own").height(80).onSelect { ownSelected += 1 },
            ])
            .rowHeight(50)
            .onSelectRow { row in selected.append(row.title ?? "") }
            let table = CountingTable()
            let root = CascadingRootNode(children: [section], tableView: table)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(selected == ["Default"])
            #expect(ownSelected == 1)
            withExtendedLifetime(root) {}
        }

        @Test func whenAPlainSectionNodeSetsADefaultCell_thatRowsInItAndInItsGroupsUseIt() {
            let section = CascadingSectionNode(children: [
                ListRow("Direct"), CascadingGroupNode(children: [ListRow("Grouped")]),
                ListRow("Own").cell(OtherCell.self),
            ])
            .rowCell(BadgeCell.self) { cell, row in cell.badge = "badge " + (row.title ?? "") }
            let table = CountingTable()
            let root = CascadingRootNode(children: [section], tableView: table)
            let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
            #expect(cells.map { ($0 as? BadgeCell)?.badge } == ["badge Direct", "badge Grouped", nil])
            #expect(cells[2] is OtherCell)
            #expect(shownTitles(table) == [["Direct", "Grouped", "Own"]])
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenASectionSetsAConfigurator_thatItRunsForRowsWithoutTheirOwn() {
            let section = RowSection(rows: [
                ListRow("Default"), ListRow("Own").configure { $0.accessoryType = .checkmark },
            ])
            .configureRows { cell, row in cell.accessoryType = row.title == "Default" ? .detailButton : .none }
            let table = CountingTable()
            let root = CascadingRootNode(children: [section], tableView: table)
            let accessories = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType }
            #expect(accessories == [.detailButton, .checkmark])
            withExtendedLifetime(root) {}
        }

        @Test func withoutDefaults_thatRowsAnswerUIKitsDefaults() {
            let table = CountingTable()
            let root = CascadingRootNode(children: [RowSection(rows: [ListRow("Plain")])], tableView: table)
            let delegate = table.delegate
            #expect(
                delegate?.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
                    == UITableView.automaticDimension)
            #expect(RowDefaults<ListRow>().height == nil)
            withExtendedLifetime(root) {}
        }
    }
#endif

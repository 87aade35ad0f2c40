#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// What the table is told about the rows, headers and footers that show a loading indicator.
    @MainActor
    @Suite struct LoadingNodesTests {
        private func attached(_ sections: [CascadingNode]) -> (AnimationRecordingTable, RecoveringRoot) {
            let table = AnimationRecordingTable()
            let root = RecoveringRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            return (table, root)
        }

        @Test func whenTheLoadingRowIsTapped_thatItNeitherHighlightsNorSelects() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            section.setLoading(true, animated: false)
            let loadingRow = IndexPath(row: 1, section: 0)
            #expect(table.delegate?.tableView(table, shouldHighlightRowAt: loadingRow) == false)
            #expect(table.delegate?.tableView(table, willSelectRowAt: loadingRow) == nil)
            table.headlessTap(rowAt: loadingRow)
            #expect(table.indexPathForSelectedRow == nil)
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func whileTheLoadingRowShows_positionsCountTheChildrenOnly_soAppendsAndMovesLandBeforeIt() {
            let section = NamedSection("Fruit", rows: ["Apple", "Pear"])
            let table = CountingTable()
            let root = RecoveringRoot(children: [section], tableView: table)
            section.setLoading(true, animated: false)
            table.forgetOperations()
            section.appendChild(NamedRow("Fig"))
            #expect(table.operations == ["insert rows [[0, 2]]"])
            section.moveChild(from: 0, to: section.children.count - 1)
            #expect(table.operations == ["insert rows [[0, 2]]", "move row [0, 0] to [0, 2]"])
            #expect(table.shownRows() == [["Pear", "Fig", "Apple", "Loading…"]])
            #expect(section.children.map(\.description) == ["row Pear", "row Fig", "row Apple"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func whenAHeaderAndAFooterShowTheIndicator_thatTheirEstimatesAreTheIndicatorsHeight() {
            let top = NamedSection("Top", rows: ["a"])
            let bottom = NamedSection("Bottom", rows: ["b"])
            let (table, root) = attached([top, bottom])
            top.setLoading(true, style: .header, animated: false)
            bottom.setLoading(true, style: .footer, animated: false)
            let delegate = table.delegate
            #expect(delegate?.tableView(table, estimatedHeightForHeaderInSection: 0) == 44)
            #expect(delegate?.tableView(table, estimatedHeightForFooterInSection: 1) == 44)
            #expect(
                delegate?.tableView(table, estimatedHeightForHeaderInSection: 1)
                    == delegate?.tableView(table, heightForHeaderInSection: 1))
            #expect(
                delegate?.tableView(table, estimatedHeightForFooterInSection: 0)
                    == delegate?.tableView(table, heightForFooterInSection: 0))
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif

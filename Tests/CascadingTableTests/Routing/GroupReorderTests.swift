// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Rows dragged to the first or last place among a group's rows: a row keeps the group it came
    /// from, and a row from outside lands beside the group.
    @MainActor
    @Suite struct GroupReorderTests {
        let table = CountingTable()

        private func row(_ title: String) -> ListRow { ListRow(title).movable() }

        private func titles(_ node: CascadingNode) -> [String] {
            node.children.map { child in
                (child as? ListRow)?.title ?? "(" + titles(child).joined(separator: " ") + ")"
            }
        }

        /// The titles the table shows in section 0, as its data source gives them.
        private func shown() -> [String] {
            (0..<table.numberOfRows(inSection: 0)).map { row in
                let cell = table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
                return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
            }
        }

        /// A, (B C), D in one section, in editing mode.
        private func screen() -> (section: RowSection, group: CascadingGroupNode, root: CascadingRootNode) {
            let group = CascadingGroupNode(children: [row("B"), row("C")])
            let section = RowSection(rows: [row("A"), row("D")])
            section.insertChild(group, at: 1)
            let root = CascadingRootNode(children: [section], tableView: table)
            table.setEditing(true, animated: false)
            return (section, group, root)
        }

        @Test func draggingAGroupsFirstRowToItsLastPlaceKeepsItInTheGroup() {
            let (section, group, root) = screen()
            #expect(table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0)) != nil)
            #expect(titles(section) == ["A", "(C B)", "D"])
            #expect(group.children.count == 2)
            #expect(shown() == ["A", "C", "B", "D"])
            withExtendedLifetime(root) {}
        }

        @Test func draggingAGroupsLastRowToItsFirstPlaceKeepsItInTheGroup() {
            let (section, _, root) = screen()
            #expect(table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 0)) != nil)
            #expect(titles(section) == ["A", "(C B)", "D"])
            #expect(shown() == ["A", "C", "B", "D"])
            withExtendedLifetime(root) {}
        }

        @Test func aRowFromAboveDroppedOnAGroupsLastPlaceLandsAfterTheGroup() {
            let (section, _, root) = screen()
            #expect(table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) != nil)
            #expect(titles(section) == ["(B C)", "A", "D"])
            #expect(shown() == ["B", "C", "A", "D"])
            withExtendedLifetime(root) {}
        }

        @Test func aRowFromBelowDroppedOnAGroupsFirstPlaceLandsBeforeTheGroup() {
            let (section, _, root) = screen()
            #expect(table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0)) != nil)
            #expect(titles(section) == ["A", "D", "(B C)"])
            #expect(shown() == ["A", "D", "B", "C"])
            withExtendedLifetime(root) {}
        }

        @Test func aRowOfANestedGroupKeepsItsInnermostGroupAtTheSharedEdge() {
            let inner = CascadingGroupNode(children: [row("B"), row("C")])
            let outer = CascadingGroupNode(children: [inner, row("E")])
            let section = RowSection(rows: [row("A"), row("D")])
            section.insertChild(outer, at: 1)
            let root = CascadingRootNode(children: [section], tableView: table)
            table.setEditing(true, animated: false)

            // B to after C: the end of its own group, which is also where E starts.
            #expect(table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0)) != nil)
            #expect(titles(section) == ["A", "((C B) E)", "D"])
            // E to the outer group's first place: it stays in the outer group, beside the inner one.
            #expect(table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0)) != nil)
            #expect(titles(section) == ["A", "(E (C B))", "D"])
            #expect(shown() == ["A", "E", "C", "B", "D"])
            withExtendedLifetime(root) {}
        }

        @Test func aGroupsRowDroppedAfterTheGroupsLoadingRowLeavesTheGroup() {
            let (section, group, root) = screen()
            group.setLoading(true, animated: false)
            #expect(table.numberOfRows(inSection: 0) == 5)
            // After the loading row (row 3 once B has left): no row node can follow the loading row in
            // the group, so B lands beside it.
            let landed = table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
            #expect(landed == IndexPath(row: 3, section: 0))
            #expect(titles(section) == ["A", "(C)", "B", "D"])
            withExtendedLifetime(root) {}
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Update policies are decided in one place: the same policy gives the table the same kind of update
    /// for a change of a section's children and of a list's items, made alone, alone inside
    /// `performUpdates`, or grouped with a change of another section.
    @MainActor
    @Suite("An update policy gives children and items the same update, alone and grouped")
    struct PolicyPlanTests {
        /// What changes in the second of two sections: a row appended to a section node, an item appended
        /// to a list section, or to a list that is the only run of rows of a section node.
        enum Changed: CaseIterable {
            /// A `CascadingSectionNode` with the policy gets a third row.
            case sectionChildren
            /// A `ListSection` with the policy, as a section, gets a third item.
            case listSectionItems
            /// A list that animates with `.left`, among the rows of a section node with the policy, gets a
            /// third item.
            case listAmongRows
            /// A list with the policy among the rows of an animated section node gets a third item.
            case listAmongAnimatedRows
        }

        /// How the change is made.
        enum Way: CaseIterable {
            case alone
            case aloneInsidePerformUpdates
            case groupedWithAnotherSection
        }

        /// What the table received: its update calls with their animations, the rows it shows in the
        /// changed section, and how many inconsistencies the root was told it recovered from.
        struct Received: Equatable {
            var updates: [String]
            var rows: [String]
            var recoveries: Int
        }

        @Test(arguments: [CascadingUpdatePolicy.animated(.left), .reloadSection, .reloadTable, .none])
        func eachPolicyGivesTheSameUpdateToChildrenAndItemsAloneAndGrouped(policy: CascadingUpdatePolicy) {
            for changed in Changed.allCases {
                for way in Way.allCases {
                    #expect(
                        received(policy, changed, way) == expected(policy, changed, way), "\(changed), \(way)")
                }
            }
        }

        @Test func aTableReloadWinsOverARootThatLeavesItsSectionChangesToTheCaller() {
            for itemsChange in [false, true] {
                let table = CountingTable()
                let section = NamedSection("S", rows: ["a"])
                let list = ListSection(fruits("a")) { cell, fruit in cell.textLabel?.text = fruit.name }
                section.updatePolicy = itemsChange ? .animated : .reloadTable
                list.updatePolicy = itemsChange ? .reloadTable : .animated
                let root = RecoveringRoot(children: [section, list], tableView: table)
                root.updatePolicy = .none
                table.layoutIfNeeded()
                let reloads = table.reloads
                root.performUpdates {
                    root.appendChild(NamedSection("T", rows: ["t"]))
                    if itemsChange { list.appendItem(Fruit(2, "b")) } else { section.appendChild(NamedRow("b")) }
                }
                #expect(table.reloads == reloads + 1, "items: \(itemsChange)")
                #expect(table.batches == 0, "items: \(itemsChange)")
                #expect(
                    table.shownRows() == (itemsChange ? [["a"], ["a", "b"], ["t"]] : [["a", "b"], ["a"], ["t"]]),
                    "items: \(itemsChange)")
                #expect(table.violations.isEmpty && root.recoveries.isEmpty)
            }
        }

        /// The update the table receives when `changed` gets a third row ("c") the way `way` says, with
        /// `policy` on the nodes that decide, beside a first section that the grouped way changes too.
        private func received(_ policy: CascadingUpdatePolicy, _ changed: Changed, _ way: Way) -> Received {
            let table = CountingTable()
            let other = NamedSection("O", rows: ["o"])
            let list = ListSection(fruits("a", "b")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let section = NamedSection("S", rows: changed == .sectionChildren ? ["a", "b"] : [])
            let change: () -> Void
            switch changed {
            case .sectionChildren:
                section.updatePolicy = policy
                change = { section.appendChild(NamedRow("c")) }
            case .listSectionItems:
                list.updatePolicy = policy
                change = { list.appendItem(Fruit(3, "c")) }
            case .listAmongRows, .listAmongAnimatedRows:
                if changed == .listAmongRows { section.updatePolicy = policy }
                list.updatePolicy = changed == .listAmongRows ? .animated(.left) : policy
                section.appendChild(list)
                change = { list.appendItem(Fruit(3, "c")) }
            }
            let root = RecoveringRoot(
                children: [other, changed == .listSectionItems ? list : section], tableView: table)
            table.layoutIfNeeded()
            let start = table.recorder.updates.count
            switch way {
            case .alone: change()
            case .aloneInsidePerformUpdates: root.performUpdates(animation: .fade, change)
            case .groupedWithAnotherSection:
                root.performUpdates(animation: .fade) {
                    other.appendChild(NamedRow("p"))
                    change()
                }
            }
            #expect(table.violations.isEmpty)
            return Received(
                updates: table.recorder.updates.dropFirst(start).map { $0.description(showingAnimation: true) },
                rows: table.shownRows()[1], recoveries: root.recoveries.count)
        }

        /// What `Docs/Updates.md` says the table receives (see `received`).
        private func expected(_ policy: CascadingUpdatePolicy, _ changed: Changed, _ way: Way) -> Received {
            let grouped = way == .groupedWithAnotherSection
            let animation = way == .alone ? "automatic" : "fade"
            let otherInsert = grouped ? ["insert rows [[0, 1]] fade"] : []
            let shown = Received(updates: [], rows: ["a", "b", "c"], recoveries: 0)
            switch policy {
            case .animated:
                let rows = grouped ? "[[0, 1], [1, 2]]" : "[[1, 2]]"
                return Received(
                    updates: ["perform batch updates", "insert rows \(rows) \(way == .alone ? "left" : "fade")"],
                    rows: shown.rows, recoveries: 0)
            case .reloadSection where changed == .listAmongAnimatedRows:
                // What the list shows is a run of rows: those rows are reloaded, the new one inserted.
                let inserts = grouped ? "[[0, 1], [1, 2]]" : "[[1, 2]]"
                return Received(
                    updates: [
                        "perform batch updates", "reload rows [[1, 0], [1, 1]] \(animation)",
                        "insert rows \(inserts) \(animation)",
                    ], rows: shown.rows, recoveries: 0)
            case .reloadSection:
                return Received(
                    updates: ["perform batch updates", "reload sections [1] \(animation)"] + otherInsert,
                    rows: shown.rows, recoveries: 0)
            case .reloadTable:
                return Received(updates: ["reload data"], rows: shown.rows, recoveries: 0)
            case .none where grouped:
                // UIKit checks every section's count in a batch: the section the table was not told about is
                // reloaded by the safety net, and reported.
                return Received(
                    updates: ["perform batch updates", "reload sections [1] fade"] + otherInsert, rows: shown.rows,
                    recoveries: 1)
            case .none:
                return Received(updates: [], rows: ["a", "b"], recoveries: 0)
            }
        }
    }
#endif

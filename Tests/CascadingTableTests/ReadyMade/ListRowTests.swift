#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct ListRowTests {
        private func attach(_ sections: [CascadingNode], height: CGFloat = 600) -> (CountingTable, CascadingRootNode) {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            return (table, CascadingRootNode(children: sections, tableView: table))
        }

        @Test func whenARowHasTitleSubtitleImageAndAccessory_thatItsStandardCellShowsThem() {
            let section = RowSection(rows: [
                ListRow("Ada", subtitle: "London", image: UIImage(named: "ada")).accessory(.disclosureIndicator),
                ListRow("Grace").accessory(.checkmark).height(60),
            ])
            let (table, root) = attach([section])
            let lines = table.headlessRenderedText().split(separator: "\n").dropFirst()
            #expect(
                lines.map(String.init) == [
                    "  [0,0] y=0 h=44 [ada] \"Ada\" | \"London\" >",
                    "  [0,1] y=44 h=60 \"Grace\" [checkmark]",
                ])
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(cell?.reuseIdentifier == "CascadingTable.RowCell.subtitle")
            withExtendedLifetime(root) {}
        }

        @Test func whenRowsAreTappedOrDisabled_thatTheirActionsRunOnlyWhileEnabled() {
            var log: [String] = []
            let section = RowSection(rows: [
                ListRow("Name").onSelect { log.append("name") },
                ListRow("Locked").disabled().onSelect { log.append("locked") },
                ListRow("Info").accessory(.detailButton).onAccessoryTap { log.append("info") },
            ])
            let (table, root) = attach([section])
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.headlessTapAccessoryButton(rowAt: IndexPath(row: 2, section: 0)))
            #expect(log == ["name", "info"])
            #expect(table.indexPathForSelectedRow == nil)
            let locked = table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration
            #expect((locked as? UIListContentConfiguration)?.textProperties.color == .secondaryLabel)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowRemovesItselfInItsAction_thatTheRowTakingItsPlaceKeepsItsSelection() {
            let section = RowSection(rows: [ListRow("Inbox").keepsSelection(), ListRow("Archive").keepsSelection()])
            let dismiss = ListRow("Dismiss tip")
            dismiss.onSelect { [unowned dismiss] in dismiss.removeFromParent() }
            section.insertChild(dismiss, at: 0)
            let (table, root) = attach([section])
            table.allowsMultipleSelection = true
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])

            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))

            #expect(section.children.map { ($0 as? ListRow)?.title } == ["Inbox", "Archive"])
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowMovesItselfInItsAction_thatItIsDeselectedWhereItLands() {
            let pinned = ListRow("Pinned").keepsSelection()
            let section = RowSection(rows: [pinned, ListRow("Notes")])
            let note = ListRow("Move to top")
            note.onSelect { [unowned section] in section.moveChild(from: 2, to: 0) }
            section.appendChild(note)
            let (table, root) = attach([section])
            table.allowsMultipleSelection = true
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))

            table.headlessTap(rowAt: IndexPath(row: 2, section: 0))

            #expect(section.children.map { ($0 as? ListRow)?.title } == ["Move to top", "Pinned", "Notes"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            withExtendedLifetime(root) {}
        }

        @Test func whenARowIsSwipedToDelete_thatItLeavesWithAnAnimatedDeleteOnlyIfTheCallbackAgrees() {
            var allowed = false
            var asked = 0
            let section = RowSection(rows: [
                ListRow("Keep"),
                ListRow("Mail").onDelete {
                    asked += 1
                    return allowed
                },
            ])
            let (table, root) = attach([section])
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).isEmpty)
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 1, section: 0)).map(\.title) == ["Delete"])
            table.headlessTapSwipeAction()
            #expect(asked == 1)
            #expect(section.children.count == 2)
            allowed = true
            table.forgetOperations()
            table.headlessSwipe(rowAt: IndexPath(row: 1, section: 0))
            table.headlessTapSwipeAction()
            #expect(asked == 2)
            #expect(table.operations == ["delete rows [[0, 1]]"])
            #expect(shownTitles(table) == [["Keep"]])
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowHasSwipeActionsAndDelete_thatDeleteComesFirstAndStillRemovesTheRow() {
            var flagged = 0
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                flagged += 1
                done(true)
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
            let section = RowSection(rows: [
                ListRow("Mail").leadingSwipeActions([archive]).trailingSwipeActions([flag]).onDelete { true }
            ])
            let (table, root) = attach([section])
            let path = IndexPath(row: 0, section: 0)
            #expect(table.headlessSwipe(rowAt: path, from: .leading).map(\.title) == ["Archive"])
            #expect(table.headlessSwipe(rowAt: path).map(\.title) == ["Delete", "Flag"])
            table.headlessTapSwipeAction(at: 1)
            #expect(flagged == 1)
            table.headlessSwipe(rowAt: path)
            table.headlessTapSwipeAction(at: 0)
            #expect(section.children.isEmpty)
            #expect(table.numberOfRows(inSection: 0) == 0)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowHasAContextMenu_thatALongPressShowsIt() throws {
            let section = RowSection(rows: [
                ListRow("Plain"), ListRow("Photo").contextMenu { UIMenu(title: "Photo", children: []) },
            ])
            let (table, root) = attach([section])
            #expect(table.headlessLongPress(rowAt: IndexPath(row: 0, section: 0)) == nil)
            let configuration = try #require(table.headlessLongPress(rowAt: IndexPath(row: 1, section: 0)))
            #expect(configuration.headlessActionProvider?([])?.title == "Photo")
            withExtendedLifetime(root) {}
        }

        @Test func whenARowShowsASwitch_thatFlippingItReportsTheValueAndTheRowDoesNotHighlight() throws {
            var values: [Bool] = []
            let section = RowSection(rows: [ListRow("Wi-Fi").toggle(isOn: true) { values.append($0) }])
            let (table, root) = attach([section])
            #expect(table.headlessRenderedText().contains("\"Wi-Fi\" <UISwitch on>"))
            let toggle = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
            toggle.setOn(false, animated: false)
            toggle.sendActions(for: .valueChanged)
            #expect(values == [false])
            #expect(
                table.cellForRow(at: IndexPath(row: 0, section: 0))?.selectionStyle
                    == UITableViewCell.SelectionStyle.none)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowNamesACellClass_thatItIsRegisteredReusedAndConfiguredTyped() {
            let rows = (0..<30).map { (number: Int) in
                ListRow(id: number).cell(BadgeCell.self) { $0.badge = "#\(number)" }.height(44)
            }
            let (table, root) = attach([RowSection(rows: rows)], height: 220)
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell
            #expect(first?.badge == "#0")
            #expect(first?.reuseIdentifier == String(reflecting: BadgeCell.self))
            table.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
            table.layoutIfNeeded()
            let scrolled = table.cellForRow(at: IndexPath(row: 20, section: 0)) as? BadgeCell
            #expect(scrolled?.badge == "#20")
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowsConfigureClosureExpectsAnotherCellType_thatItFailsNamingTheRowAndSection() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    // Two cell classes under one identifier: a queued cell of the first reaches the second.
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
                    let rows = [
                        ListRow("Badge").cell(BadgeCell.self, reuseIdentifier: "shared").height(44),
                        ListRow("Other").cell(OtherCell.self, reuseIdentifier: "shared").height(44),
                    ]
                    let root = CascadingRootNode(
                        children: [RowSection(header: "Mixed", rows: rows)], tableView: table)
                    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
                    table.layoutIfNeeded()
                    table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
                    table.layoutIfNeeded()
                    withExtendedLifetime(root) {}
                }
            }
        }

        @Test func whenASectionsRowsAreRebuilt_thatTheyDiffByIdentityAndOnlyChangedRowsAreReconfigured() {
            let section = RowSection(rows: [ListRow("A"), ListRow("B", subtitle: "1"), ListRow("C")])
            let (table, root) = attach([section])
            table.forgetOperations()
            section.children = [ListRow("C"), ListRow("B", subtitle: "2"), ListRow("A"), ListRow("D")]
            #expect(table.operations.contains("reconfigure rows [[0, 1]]"))
            #expect(table.operations.contains("insert rows [[0, 3]]"))
            #expect(!table.operations.contains { $0.hasPrefix("delete") })
            #expect(shownTitles(table) == [["C", "B", "A", "D"]])
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenAnAttachedRowsTitleChanges_thatItsCellIsReconfigured() {
            let row = ListRow("Old")
            let (table, root) = attach([RowSection(rows: [row])])
            table.forgetOperations()
            row.title = "New"
            #expect(table.operations == ["reconfigure rows [[0, 0]]"])
            #expect(shownTitles(table) == [["New"]])
            withExtendedLifetime(root) {}
        }

        @Test func whenListRowsSitInAHandWrittenSectionAndAGroup_thatEveryMemberStillReachesThem() {
            final class Section: CascadingSectionNode {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    "Mine"
                }
            }
            var log: [String] = []
            let group = CascadingGroupNode(children: [ListRow("In group").onSelect { log.append("group") }])
            let section = Section(children: [ListRow("Direct").onSelect { log.append("direct") }, group])
            let (table, root) = attach([section])
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(log == ["group", "direct"])
            #expect(shownTitles(table) == [["Direct", "In group"]])
            withExtendedLifetime(root) {}
        }

        @Test func whenASubclassOverridesAMemberAndCallsSuper_thatBothAnswersCount() {
            final class TallRow: ListRow {
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    super.tableView(tableView, heightForRowAt: indexPath) + 10
                }
            }
            var selected = 0
            let row = TallRow("Tall").height(50).onSelect { selected += 1 }.keepsSelection()
            let (table, root) = attach([RowSection(rows: [row, ListRow("Plain")])])
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(selected == 1)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            withExtendedLifetime(root) {}
        }

        @Test func whenARowHasAnEstimatedHeight_thatTheTableIsToldOfEstimatesOnlyWhileItDoes() {
            let estimated = ListRow("Long text").estimatedHeight(120)
            let section = RowSection(rows: [ListRow("Short"), estimated])
            let (table, root) = attach([section])
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
            #expect(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)) == 120)
            // A row without its own estimate answers its height, as every node does.
            #expect(
                root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0))
                    == UITableView.automaticDimension)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
            estimated.estimatedHeight = nil
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
        }

        @Test func whenMovableRowsAreDragged_thatTheNodesFollowAndEachSectionReportsItsNewOrder() {
            var reported: [String: [String]] = [:]
            func titles(_ rows: [CascadingNode]) -> [String] { rows.compactMap { ($0 as? ListRow)?.title } }
            let favourites = RowSection(header: "Favourites") {
                ListRow("Ada").movable()
                ListRow("Grace").movable()
                ListRow("Pinned")
            }
            .onReorder { reported["Favourites"] = titles($0) }
            let others = RowSection(header: "Others") { ListRow("Linus").movable() }
                .onReorder { reported["Others"] = titles($0) }
            let (table, root) = attach([favourites, others])
            table.setEditing(true, animated: false)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == true)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.showsReorderControl == false)
            #expect(table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)) == nil)

            table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(reported == ["Favourites": ["Grace", "Ada", "Pinned"]])
            table.headlessMoveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 0))
            #expect(reported["Favourites"] == ["Grace", "Linus", "Ada", "Pinned"])
            #expect(reported["Others"] == [])
            #expect(titles(favourites.children) == ["Grace", "Linus", "Ada", "Pinned"])
            let shown = table.headlessRenderedText().split(separator: "\n").filter { $0.contains("[0,") }
            #expect(shown.map { $0.split(separator: "\"")[1] } == ["Grace", "Linus", "Ada", "Pinned"])
            #expect(table.reloads == 0 && table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenAMovableRowIsDroppedWhereNoRowNodeCanGo_thatItGoesBack() {
            final class SummarySection: CascadingSectionNode {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    indexPath.row == 0 && childrenOffset == 1
                        ? UITableViewCell(style: .default, reuseIdentifier: nil)
                        : super.tableView(tableView, cellForRowAt: indexPath)
                }
            }
            let summary = SummarySection(children: [ListRow("B1")])
            summary.childrenOffset = 1
            let list = ListSection(["L1", "L2"], id: \.self) { cell, name in cell.textLabel?.text = name }
            let mixed = RowSection(header: "Mixed", rows: [ListRow("M1"), list])
            let loading = RowSection(header: "Loading", rows: [ListRow("W1")])
            let movable = ListRow("Drag me").movable()
            let home = RowSection(header: "Source", rows: [movable])
            let (table, root) = attach([home, summary, mixed, loading])
            loading.setLoading(true, animated: false)
            table.setEditing(true, animated: false)
            let source = IndexPath(row: 0, section: 0)
            // The summary row the section shows itself, a row inside a list, after a loading row.
            for refused in [
                IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 2), IndexPath(row: 2, section: 3),
            ] {
                #expect(table.headlessMoveRow(at: source, to: refused) == source)
            }
            #expect(movable.parent === home && table.numberOfRows(inSection: 0) == 1)
            // Between the section's own row and its first child, between a row and a list, before the loading row.
            #expect(
                table.headlessMoveRow(at: source, to: IndexPath(row: 1, section: 1)) == IndexPath(row: 1, section: 1))
            #expect(summary.children.first === movable)
            let back = IndexPath(row: 1, section: 1)
            #expect(table.headlessMoveRow(at: back, to: IndexPath(row: 1, section: 2)) == IndexPath(row: 1, section: 2))
            #expect(mixed.children.map { $0 === movable } == [false, true, false])
            #expect(
                table.headlessMoveRow(at: IndexPath(row: 1, section: 2), to: IndexPath(row: 1, section: 3))
                    == IndexPath(row: 1, section: 3))
            #expect(loading.children.last === movable && loading.isLoading)
            #expect(table.reloads == 0 && table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowHasAnInsertAction_thatItsGreenPlusRunsIt() {
            var added = 0
            let section = RowSection(rows: [ListRow("Ada"), ListRow("Add a person").onInsert { added += 1 }])
            let (table, root) = attach([section])
            table.setEditing(true, animated: false)
            #expect(table.headlessTapEditingControl(rowAt: IndexPath(row: 1, section: 0)) == .insert)
            #expect(added == 1)
            #expect(table.headlessTapEditingControl(rowAt: IndexPath(row: 0, section: 0)) == .none)
            #expect(added == 1)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowSitsWhereSectionsSit_thatItIsASectionOfItsOwn() {
            var signedOut = 0
            let signOut = ListRow("Sign Out").onSelect { signedOut += 1 }.onDelete { true }
            let (table, root) = attach([RowSection(header: "Account") { ListRow("Name") }, signOut])
            #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 1)
            #expect(table.headlessRenderedText().contains("[1,0] y=72 h=44 \"Sign Out\""))
            table.headlessTap(rowAt: IndexPath(row: 0, section: 1))
            #expect(signedOut == 1)
            table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
            table.headlessTapSwipeAction(at: 0)
            #expect(root.children.count == 1)
            #expect(table.operations == ["delete sections [1]"])
            #expect(table.numberOfSections == 1 && table.violations.isEmpty)
        }

        @Test func aRowStandsForItsIdElseItsTitle() {
            #expect(ListRow("Name").diffIdentifier == AnyHashable("Name"))
            #expect(ListRow("Name", id: 7).diffIdentifier == AnyHashable(7))
            let anonymous = ListRow()
            #expect(anonymous.diffIdentifier == AnyHashable(ObjectIdentifier(anonymous)))
            #expect(ListRow("A").isContentEqual(to: ListRow("A")))
            #expect(!ListRow("A").isContentEqual(to: ListRow("A").accessory(.checkmark)))
            #expect(!ListRow("A").configure { _ in }.isContentEqual(to: ListRow("A")))
        }
    }
#endif

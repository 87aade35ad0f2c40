#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A `ListRow` in a collection-view list: the same row, written once, shows its content and
    /// accessories in a list cell and answers taps, swipes, moves and menus as it does in a table.
    @MainActor
    @Suite("ListRow in a collection-view list")
    struct ListRowInCollectionViewListTests {
        @Test func aRowShowsItsTextSubtitleColourAndAccessoriesInAListCell() throws {
            let section = RowSection {
                ListRow("Wi-Fi", subtitle: "Home").accessory(.disclosureIndicator)
                ListRow("Keyboard").accessory(.checkmark)
                ListRow("Delete Account").destructive()
                ListRow("AirDrop").disabled()
            }
            let (root, collectionView) = attachedList([section])
            #expect(shownItemTitles(collectionView) == [["Wi-Fi", "Keyboard", "Delete Account", "AirDrop"]])
            let wifi = try #require(collectionView.listContent(0, 0))
            #expect(wifi.secondaryText == "Home")
            #expect(wifi.headlessStyle == UIListContentConfiguration.subtitleCell().headlessStyle)
            #expect(collectionView.shownAccessories(0, 0) == [.disclosureIndicator])
            #expect(collectionView.shownAccessories(1, 0) == [.checkmark])
            #expect(collectionView.listContent(2, 0)?.textProperties.color == .systemRed)
            #expect(collectionView.listContent(3, 0)?.textProperties.color == .secondaryLabel)
            _ = root
        }

        @Test func theContentClosureAdjustsTheSameConfigurationInATableAndInAList() throws {
            func row() -> ListRow {
                ListRow("Storage").content { content in
                    content.secondaryText = "12 GB free"
                    content.prefersSideBySideTextAndSecondaryText = true
                }
            }
            let (root, collectionView) = attachedList([RowSection { row() }])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            let tableRoot = CascadingRootNode(children: [RowSection { row() }], tableView: table)
            table.layoutIfNeeded()
            let inTable = try #require(
                table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
            )
            let inList = try #require(collectionView.listContent(0, 0))
            for content in [inTable, inList] {
                #expect(content.text == "Storage")
                #expect(content.secondaryText == "12 GB free")
                #expect(content.prefersSideBySideTextAndSecondaryText)
            }
            _ = (root, tableRoot)
        }

        @Test func aTapRunsTheActionAndDeselectsUnlessTheRowKeepsItsSelection() {
            var opened: [String] = []
            let section = RowSection {
                ListRow("General").onSelect { opened.append("General") }
                ListRow("Mail").keepsSelection().onSelect { opened.append("Mail") }
                ListRow("Locked").disabled().onSelect { opened.append("Locked") }
            }
            let (root, collectionView) = attachedList([section])
            collectionView.headlessTap(itemAt: IndexPath(item: 0, section: 0))
            #expect(opened == ["General"])
            #expect(collectionView.indexPathsForSelectedItems == [])
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            #expect(opened == ["General", "Mail"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            collectionView.headlessTap(itemAt: IndexPath(item: 2, section: 0))
            #expect(opened == ["General", "Mail"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            _ = root
        }

        @Test func theSectionsDefaultActionRunsForRowsWithoutTheirOwn() {
            var opened: [String?] = []
            let section = RowSection {
                ListRow("Photos"); ListRow("Music")
            }.onSelectRow { opened.append($0.title) }
            let (root, collectionView) = attachedList([section])
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            #expect(opened == ["Music"])
            #expect(collectionView.indexPathsForSelectedItems == [])
            _ = root
        }

        @Test func aSwipeOffersDeleteFirstAndADeleteTheRowAgreesToRemovesIt() throws {
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            var kept = true
            let section = RowSection {
                ListRow("Inbox").onDelete { true }.trailingSwipeActions([archive]).leadingSwipeActions([flag])
                ListRow("Drafts").onDelete {
                    kept = false; return false
                }
                ListRow("Sent")
            }
            let (root, collectionView) = attachedList([section])
            let first = IndexPath(item: 0, section: 0)
            let trailing = collectionView.headlessSwipeActionsConfiguration(forItemAt: first, edge: .trailing)
            #expect(trailing?.actions.map(\.title) == ["Delete", "Archive"])
            let leading = collectionView.headlessSwipeActionsConfiguration(forItemAt: first, edge: .leading)
            #expect(leading?.actions.map(\.title) == ["Flag"])
            #expect(
                collectionView.headlessSwipeActionsConfiguration(
                    forItemAt: IndexPath(item: 2, section: 0), edge: .trailing)
                    == nil)
            #expect(collectionView.headlessPerformSwipeAction(at: 0, forItemAt: first, edge: .trailing) == true)
            #expect(shownItemTitles(collectionView) == [["Drafts", "Sent"]])
            #expect(collectionView.headlessPerformSwipeAction(at: 0, forItemAt: first, edge: .trailing) == false)
            #expect(!kept)
            #expect(shownItemTitles(collectionView) == [["Drafts", "Sent"]])
            _ = root
        }

        @Test func whileEditingAMovableRowShowsAReorderControlAndADeletableOneADeleteControl() {
            let section = RowSection {
                ListRow("Milk").movable().onDelete { true }
                ListRow("Eggs")
            }
            let (root, collectionView) = attachedList([section])
            #expect(collectionView.shownAccessories(0, 0) == [])
            collectionView.isEditing = true
            #expect(collectionView.shownAccessories(0, 0) == [.delete, .reorder])
            #expect(collectionView.shownAccessories(1, 0) == [])
            let dataSource = collectionView.dataSource
            #expect(dataSource?.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)) == true)
            #expect(dataSource?.collectionView(collectionView, canMoveItemAt: IndexPath(item: 1, section: 0)) == false)
            _ = root
        }

        @Test func aMovedRowMovesItsNodeAndTheSectionReportsTheNewOrder() {
            var orders: [[String?]] = []
            let section = RowSection {
                ListRow("Milk").movable()
                ListRow("Eggs").movable()
                ListRow("Bread").movable()
            }
            .onReorder { rows in orders.append(rows.map { ($0 as? ListRow)?.title }) }
            let (root, collectionView) = attachedList([section])
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
            collectionView.endInteractiveMovement()
            #expect(shownItemTitles(collectionView) == [["Eggs", "Bread", "Milk"]])
            #expect(section.children.map { ($0 as? ListRow)?.title } == ["Eggs", "Bread", "Milk"])
            #expect(orders == [["Eggs", "Bread", "Milk"]])
            _ = root
        }

        @Test func theDetailButtonRunsTheAccessoryActionAndAContextMenuComesFromTheRow() {
            var tapped = 0
            let section = RowSection {
                ListRow("Network").accessory(.detailButton).onAccessoryTap { tapped += 1 }
                ListRow("Photo").contextMenu { UIMenu(title: "Photo", children: []) }
                ListRow("Plain")
            }
            let (root, collectionView) = attachedList([section])
            #expect(collectionView.shownAccessories(0, 0) == [.detail])
            #expect(collectionView.listCell(0, 0)?.headlessTapAccessory(.detail) == true)
            #expect(tapped == 1)
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 1, section: 0)) != nil)
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 2, section: 0)) == nil)
            _ = root
        }

        @Test func aSwitchShowsAsACustomAccessoryAndCallsTheRowsHandler() throws {
            var changes: [Bool] = []
            let (root, collectionView) = attachedList([
                RowSection { ListRow("Airplane Mode").toggle(isOn: false) { changes.append($0) } }
            ])
            let accessory = try #require(collectionView.listCell(0, 0)?.accessories.first)
            guard case .customView(let view) = accessory.accessoryType, let toggle = view as? UISwitch else {
                Issue.record("the row's accessory is \(accessory.accessoryType), not a switch")
                return
            }
            #expect(!toggle.isOn)
            toggle.headlessToggle()
            #expect(changes == [true])
            _ = root
        }

        @Test func aRowPlacedWhereSectionsSitIsASectionOfItsOwn() {
            let (root, collectionView) = attachedList([ListRow("Sign Out").destructive(), RowSection { ListRow("A") }])
            #expect(shownItemTitles(collectionView) == [["Sign Out"], ["A"]])
            _ = root
        }

        @Test func changingARowOnScreenUpdatesItsListCell() {
            let row = ListRow("Bluetooth", subtitle: "On")
            let (root, collectionView) = attachedList([RowSection { row }])
            row.subtitle = "Off"
            row.accessoryType = .disclosureIndicator
            #expect(collectionView.listContent(0, 0)?.secondaryText == "Off")
            #expect(collectionView.shownAccessories(0, 0) == [.disclosureIndicator])
            _ = root
        }

        /// Shows a row that draws with a table cell closure in a collection view.
        static func showTableOnlyRow() {
            let row = ListRow("Wi-Fi").configure { cell in cell.detailTextLabel?.text = "Home" }
            let (root, collectionView) = attachedList([RowSection(header: "Network") { row }])
            withExtendedLifetime(root) { collectionView.layoutIfNeeded() }
        }

        @Test func aRowThatDrawsWithATableCellFailsInACollectionViewAndNamesTheContentClosure() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListRowInCollectionViewListTests.showTableOnlyRow() }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListRow \"Wi-Fi\""))
            #expect(message.contains("UITableViewCell"))
            #expect(message.contains(".content { content in"))
        }
    }
#endif

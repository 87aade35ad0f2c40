// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite("Tree changes reach an attached table as validated batch updates")
    struct LiveUpdateTests {
        let table = CountingTable()

        private func attach(_ sections: [CascadingNode]) -> RecoveringRoot {
            let root = RecoveringRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            return root
        }

        /// The table's counts, the rows its data source gives, and the cells on screen all match the tree.
        private func expectShowing(_ root: CascadingNode, sourceLocation: SourceLocation = #_sourceLocation) {
            table.layoutIfNeeded()
            #expect(table.violations.isEmpty, sourceLocation: sourceLocation)
            let expected = expectedRows(root)
            #expect(table.shownRows() == expected, sourceLocation: sourceLocation)
            let onScreen = (table.indexPathsForVisibleRows ?? []).map {
                table.cellForRow(at: $0)?.textLabel?.text ?? ""
            }
            #expect(onScreen == expected.flatMap { $0 }, sourceLocation: sourceLocation)
        }

        @Test func appendingARowIsOneBatch() {
            let section = NamedSection("A", rows: ["a1"])
            let root = attach([section])
            section.appendChild(NamedRow("a2"))
            #expect(table.batches == 1)
            #expect(table.numberOfRows(inSection: 0) == 2)
            expectShowing(root)
        }

        @Test func everyIncrementalMutationKeepsTheTableInStep() {
            let first = NamedSection("A", rows: ["a1", "a2", "a3"])
            let root = attach([first, NamedSection("B", rows: ["b1"])])
            first.insertChild(NamedRow("a0"), at: 0)
            first.moveChild(from: 3, to: 1)
            first.removeChild(at: 2)
            root.appendChild(NamedSection("C", rows: ["c1", "c2"]))
            root.moveChild(from: 2, to: 0)
            root.removeChild(at: 1)
            root.insertChild(NamedSection("D"), at: 1)
            #expect(table.batches == 7)
            expectShowing(root)
        }

        @Test func assigningChildrenDiffsThem() {
            let section = NamedSection("A", rows: ["1", "2", "3", "4"])
            let root = attach([section])
            let rows = section.children
            section.children = [rows[3], NamedRow("5"), rows[1], rows[0]]
            #expect(table.batches == 1)
            expectShowing(root)
            root.children = [NamedSection("Z", rows: ["z"]), section]
            expectShowing(root)
        }

        @Test func groupedChangesAcrossSectionsAreOneUpdate() {
            let inbox = NamedSection("Inbox", rows: ["m1", "m2", "m3"])
            let archive = NamedSection("Archive", rows: ["old"])
            let root = attach([inbox, archive, NamedSection("Spam", rows: ["s"])])
            root.performUpdates {
                let message = inbox.removeChild(at: 1)
                archive.insertChild(message, at: 0)
                inbox.appendChild(NamedRow("m4"))
                root.removeChild(at: 2)
            }
            #expect(table.batches == 1)
            expectShowing(root)
        }

        @Test func nestedGroupsJoinTheOuterOne() {
            let section = NamedSection("A", rows: ["1"])
            let root = attach([section])
            var completions: [Bool] = []
            root.performUpdates(completion: { completions.append($0) }) {
                section.appendChild(NamedRow("2"))
                section.performUpdates(completion: { completions.append($0) }) {
                    section.appendChild(NamedRow("3"))
                }
            }
            #expect(table.batches == 1)
            #expect(completions == [true, true])
            expectShowing(root)
        }

        @Test func reloadContentReloadsTheRow() {
            let section = NamedSection("A", rows: ["1", "2"])
            let root = attach([section])
            let row = section.children[1] as? NamedRow
            let before = row?.configurations ?? 0
            row?.reloadContent()
            #expect(table.batches == 1)
            #expect(table.violations.isEmpty)
            _ = table.cellForRow(at: IndexPath(row: 1, section: 0))
            #expect((row?.configurations ?? 0) > before)
            withExtendedLifetime(root) {}
        }

        @Test func aMovedRowWhoseContentChangedIsMovedThenReloaded() {
            let section = NamedSection("A", rows: ["1", "2", "3"])
            let root = attach([section])
            root.performUpdates {
                section.moveChild(from: 0, to: 2)
                section.children[2].reloadContent()
            }
            #expect(table.batches == 2)
            expectShowing(root)
        }

        @Test func aLeafSectionThatChangedBehindTheTreeIsReportedAndReloaded() {
            let leaf = ArraySection(["x", "y"])
            let section = NamedSection("A", rows: ["1"])
            let root = attach([leaf, section])
            leaf.items.append("z")  // without telling anyone
            section.appendChild(NamedRow("2"))
            expectShowing(root)
            #expect(root.recoveries == ["array section [\"x\", \"y\", \"z\"] section 0: expected 2, reported 3"])
            #expect(
                root.reports == [
                    "array section [\"x\", \"y\", \"z\"] reports 3 rows in section 0, but the table expected 2 after the update; the section was reloaded instead."
                ])
        }

        @Test func aLeafSectionAnnouncesItsChangesWithReloadContent() {
            let leaf = ArraySection(["x"])
            let root = attach([leaf])
            root.performUpdates {
                leaf.items = ["p", "q", "r"]
                leaf.reloadContent()
            }
            expectShowing(root)
            #expect(root.recoveries.isEmpty)
        }

        @Test func theReloadTablePolicyReloadsInsteadOfAnimating() {
            let section = NamedSection("A", rows: ["1"])
            section.updatePolicy = .reloadTable
            let root = attach([section])
            let reloadsBefore = table.reloads
            section.appendChild(NamedRow("2"))
            #expect(table.batches == 0)
            #expect(table.reloads == reloadsBefore + 1)
            expectShowing(root)
        }

        @Test func theReloadSectionPolicyReloadsTheSection() {
            let section = NamedSection("A", rows: ["1"])
            section.updatePolicy = .reloadSection
            let root = attach([NamedSection("B", rows: ["b"]), section])
            root.performUpdates { section.children = [NamedRow("2"), NamedRow("3")] }
            expectShowing(root)
            section.appendChild(NamedRow("4"))
            expectShowing(root)
        }

        @Test func theNonePolicyLeavesTheTableToTheCaller() {
            let section = NamedSection("A", rows: ["1"])
            section.updatePolicy = .none
            let root = attach([section])
            section.appendChild(NamedRow("2"))
            #expect(table.batches == 0)
            #expect(table.numberOfRows(inSection: 0) == 1)
            table.reloadData()
            expectShowing(root)
        }

        @Test func aUserReorderMovesTheNodeWithoutAnotherBatch() {
            let first = NamedSection("A", rows: ["1", "2"])
            let second = NamedSection("B", rows: ["3"])
            let root = attach([first, second])
            (first.children[0] as? NamedRow)?.canMove = true
            table.setEditing(true, animated: false)
            let destination = table.headlessMoveRow(
                at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            #expect(destination == IndexPath(row: 1, section: 1))
            #expect(table.batches == 0)
            #expect(expectedRows(root) == [["2"], ["3", "1"]])
            expectShowing(root)
        }

        @Test func reconfigureContentAsksForTheRowAgainWithoutABatch() throws {
            let section = NamedSection("A", rows: ["1", "2"])
            let root = attach([section])
            let row = try #require(section.children[1] as? NamedRow)
            let before = row.configurations
            row.reconfigureContent()
            #expect(row.configurations == before + 1)  // asked again at once, without a batch
            #expect(table.batches == 0)
            root.performUpdates {
                section.appendChild(NamedRow("3"))
                section.reconfigureContent()
            }
            #expect(row.configurations == before + 2)
            expectShowing(root)
        }

        @Test func reloadContentOfTheRootOrADeeperNodeReloadsWhatItShows() throws {
            let section = NamedSection("A", rows: ["1"])
            let root = attach([section])
            let row = try #require(section.children[0] as? NamedRow)
            let detail = CascadingNode()
            row.appendChild(detail)
            let configured = row.configurations
            detail.reloadContent()  // a node below a row reloads that row
            _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(row.configurations > configured)
            let reloads = table.reloads
            root.reloadContent()
            #expect(table.reloads == reloads + 1)
            expectShowing(root)
        }

        @Test func theRootsPolicyGovernsSectionChanges() {
            let root = attach([NamedSection("A", rows: ["1"])])
            root.updatePolicy = .reloadSection
            let reloads = table.reloads
            root.appendChild(NamedSection("B", rows: ["2"]))
            #expect(table.reloads == reloads + 1)
            root.updatePolicy = .reloadTable
            root.performUpdates { root.removeChild(at: 0) }
            #expect(table.reloads == reloads + 2)
            #expect(table.batches == 0)
            expectShowing(root)
            root.updatePolicy = .none
            root.performUpdates { root.appendChild(NamedSection("C")) }
            #expect(table.numberOfSections == 1)
            #expect(table.batches == 0)
        }

        @Test func aGroupedUpdateBeforeTheFirstLayoutIsConsistent() {
            let section = NamedSection("A", rows: ["1"])
            let root = RecoveringRoot(children: [section], tableView: table)
            root.performUpdates { section.appendChild(NamedRow("2")) }
            section.appendChild(NamedRow("3"))
            table.layoutIfNeeded()
            expectShowing(root)
            #expect(root.recoveries.isEmpty)
        }

        @Test func changesWhileDetachedDoNotTouchATable() {
            let section = NamedSection("A", rows: ["1"])
            let root = CascadingRootNode(children: [section])
            section.appendChild(NamedRow("2"))
            root.performUpdates { section.appendChild(NamedRow("3")) }
            #expect(table.batches == 0)
            #expect(section.children.count == 3)
        }
    }
#endif

// Reads the routing core's caches: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    @testable import CascadingCore
    import CascadingTable
    import Testing

    /// A table that runs `probe` inside each batch it is given, right after the batch's updates ran:
    /// where a tree that takes several batches presents the stage the batch leads to.
    private final class ProbingTable: UITableView {
        var probe: (() -> Void)?
        private(set) var batches = 0

        init() { super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain) }
        required init?(coder: NSCoder) { nil }

        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            batches += 1
            super.performBatchUpdates(
                {
                    updates?()
                    self.probe?()
                }, completion: completion)
        }
    }

    /// One tree of sections in groups on its table: rows are named rows, each section a `CascadingSectionNode`.
    @MainActor
    private struct Screen {
        let table = ProbingTable()
        let root: CascadingRootNode
        let group: CascadingGroupNode
        let sections: [CascadingSectionNode]
        let rows: [String: NamedRow]

        /// `layout` lists the sections' row texts; the first `grouped` sections sit in one group.
        init(_ layout: [[String]], grouped: Int) {
            var rows: [String: NamedRow] = [:]
            let sections = layout.map { texts in
                CascadingSectionNode(
                    children: texts.map { text in
                        let row = NamedRow(text)
                        rows[text] = row
                        return row
                    })
            }
            group = CascadingGroupNode(children: Array(sections.prefix(grouped)))
            root = CascadingRootNode(children: [group] + Array(sections.dropFirst(grouped)), tableView: table)
            self.sections = sections
            self.rows = rows
        }

        /// What the tree answers for every section and row, asked of the root as the table would.
        func answers() -> [[String]] {
            (0..<root.numberOfSections(in: table)).map { section in
                (0..<root.tableView(table, numberOfRowsInSection: section)).map { row in
                    let indexPath = IndexPath(row: row, section: section)
                    return root.tableView(table, cellForRowAt: indexPath).textLabel?.text ?? "?"
                }
            }
        }

        /// Where each row says it sits, by text.
        func placements() -> [String: CascadingPlacement?] {
            rows.mapValues { $0.tablePlacement }
        }

        /// Routes row calls until the root's table of section owners is built, and says whether it is.
        func buildSectionOwners() -> Bool {
            let sections = root.placement.total
            for _ in 0...sections { _ = root.shortcutOwner(ofRow: IndexPath(row: 0, section: 0)) }
            return root.placementIndex.sectionOwnersAreCurrent
        }
    }

    /// Two trees on two tables, updating in turn: neither changes the other's answers, its section-owner
    /// table or its row shortcut, even while one presents the stages of an update that takes several
    /// batches.
    @MainActor
    @Suite("Two trees updating in turn")
    struct TwoTreesTests {
        @Test func anUpdateOfSeveralBatchesLeavesTheOtherTreesAnswersAndShortcutAlone() throws {
            let moving = Screen([["a", "b", "c"], ["x", "y"], ["z"]], grouped: 2)
            let still = Screen([["p", "q"], ["r"], ["s"]], grouped: 2)
            let answers = still.answers()
            let placements = still.placements()
            #expect(answers == [["p", "q"], ["r"], ["s"]])
            #expect(still.buildSectionOwners())

            var stagesSeen = 0
            var probes = 0
            moving.table.probe = {
                probes += 1
                if moving.root.placementIndex.stage != nil { stagesSeen += 1 }
                #expect(still.root.placementIndex.stage == nil)
                #expect(still.answers() == answers)
                #expect(still.placements() == placements)
                #expect(still.rows["r"]!.localIndex(of: IndexPath(row: 0, section: 1)) == 0)
                // The other tree keeps its shortcut and its section-owner table through this tree's stages.
                #expect(still.root.shortcutOwner(ofRow: IndexPath(row: 0, section: 1)) != nil)
                #expect(still.root.placementIndex.sectionOwnersAreCurrent)
            }
            // Rows leave a section that is deleted in the same update: UIKit takes that in two batches.
            moving.root.performUpdates {
                let a = moving.rows["a"]!
                let c = moving.rows["c"]!
                a.removeFromParent()
                c.removeFromParent()
                moving.sections[1].appendChild(a)
                moving.sections[1].appendChild(c)
                moving.sections[0].removeFromParent()
            }
            #expect(moving.table.batches > 1)
            #expect(stagesSeen >= 1, "the update presented an intermediate stage")
            #expect(probes == moving.table.batches)
            #expect(moving.answers() == [["x", "y", "a", "c"], ["z"]])
            #expect(moving.table.shownRowTexts() == [["x", "y", "a", "c"], ["z"]])
            #expect(moving.root.placementIndex.stage == nil)
            #expect(still.answers() == answers)
        }

        @Test func changingWhereOneTreesSectionsSitLeavesTheOtherTreesSectionOwnersCurrent() {
            let first = Screen([["a"], ["b"], ["c"]], grouped: 2)
            let second = Screen([["p"], ["q"], ["r"]], grouped: 2)
            #expect(first.buildSectionOwners())
            #expect(second.buildSectionOwners())

            // The table the change reaches asks for the rows it shows, which may rebuild the changed tree's
            // table of section owners; the other tree's is never made stale.
            first.group.appendChild(CascadingSectionNode(children: [NamedRow("d")]))
            #expect(second.root.placementIndex.sectionOwnersAreCurrent)
            #expect(first.answers() == [["a"], ["b"], ["d"], ["c"]])

            second.root.moveChild(from: 1, to: 0)
            #expect(first.buildSectionOwners())
            second.group.removeChild(at: 0)
            #expect(first.root.placementIndex.sectionOwnersAreCurrent)
            #expect(second.answers() == [["r"], ["q"]])
            #expect(first.answers() == [["a"], ["b"], ["d"], ["c"]])
        }
    }

    extension UITableView {
        /// The text of every row the table has, section by section, from the cells it would show.
        fileprivate func shownRowTexts() -> [[String]] {
            (0..<numberOfSections).map { section in
                (0..<numberOfRows(inSection: section)).map { row in
                    let indexPath = IndexPath(row: row, section: section)
                    return dataSource?.tableView(self, cellForRowAt: indexPath).textLabel?.text ?? "?"
                }
            }
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // The code of Docs/Architecture.md, Docs/Updates.md and Docs/Diffing.md, compiled and run here;
    // DocumentationSnippetTests checks that the guides' blocks equal the snippets.

    private enum ArchitectureGuide {
        // snippet: architecture-padded-section
        final class PaddedSection: CascadingSectionNode {
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                super.tableView(tableView, heightForRowAt: indexPath) + 8
            }
        }
        // end snippet
    }

    private enum DefaultsGuide {
        // snippet: defaults-configured-estimate
        final class NoteRow: CascadingNode {
            var estimate: CGFloat?
            override var providedOptionalMembers: CascadingOptionalMembers {
                estimate == nil
                    ? super.providedOptionalMembers.subtracting(.estimatedHeightForRow) : super.providedOptionalMembers
            }
            override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                estimate ?? super.tableView(tableView, estimatedHeightForRowAt: indexPath)
            }
        }
        // end snippet
    }

    private enum UpdatesGuide {
        struct Message: Equatable {
            var id: Int
            var text: String
        }

        // snippet: updates-message-row
        final class MessageRow: CascadingNode {
            let message: Message
            init(_ message: Message) {
                self.message = message
                super.init()
            }
            override var diffIdentifier: AnyHashable { message.id }
            override func isContentEqual(to other: CascadingNode) -> Bool { (other as? MessageRow)?.message == message }
        }
        // end snippet
    }

    extension UpdatesGuide {
        /// Runs the guide's "Changing content" lines on a table of four sections and returns its operations.
        @MainActor
        static func changeContent() -> [String] {
            let table = CountingTable()
            let messages = (0..<4).map { Message(id: $0, text: "message \($0)") }
            let message = Message(id: 9, text: "new")
            let section = CascadingSectionNode(children: messages.map(MessageRow.init))
            let root = CascadingRootNode(
                children: [
                    section, CascadingSectionNode(children: [ListRow("Row")]), CascadingSectionNode(),
                    CascadingSectionNode(),
                ],
                tableView: table)
            let row = root.children[1].children[0]
            table.forgetOperations()
            // snippet: updates-changing-content
            section.appendChild(MessageRow(message))  // one insertRows
            section.removeChild(at: 2)  // one deleteRows
            root.moveChild(from: 0, to: 3)  // one moveSection
            section.children = messages.map(MessageRow.init)  // diffed by node identity: deletes, inserts, moves
            row.reloadContent()  // reloadRows for a row node, reloadSections for a section
            row.reconfigureContent()  // reconfigureRows: the cell is configured again in place
            // end snippet
            #expect(table.violations.isEmpty)
            return table.operations
        }

        /// Runs the guide's grouped update and returns the rows each section shows.
        @MainActor
        static func group() -> [[Int]] {
            let table = CountingTable()
            let newMessage = Message(id: 9, text: "new")
            let inbox = CascadingSectionNode(children: (0..<3).map { MessageRow(Message(id: $0, text: "")) })
            let archive = CascadingSectionNode()
            let header = CascadingNode()
            let root = CascadingRootNode(children: [inbox, archive], tableView: table)
            inbox.insertChild(header, at: 0)
            // snippet: updates-grouping
            root.performUpdates(animation: .fade) {
                let message = inbox.removeChild(at: 1)
                archive.insertChild(message, at: 0)  // a row moving between sections
                inbox.appendChild(MessageRow(newMessage))
                header.reloadContent()
            }
            // end snippet
            #expect(table.violations.isEmpty)
            #expect(table.batches == 2)
            return [inbox, archive].map { $0.children.compactMap { ($0 as? MessageRow)?.message.id } }
        }
    }

    private enum DiffingGuide {
        // snippet: diffing-contact
        struct Contact: Diffable, Equatable {
            var id: Int
            var name: String
            var diffIdentifier: Int { id }
        }
        // end snippet

        struct Team: Diffable, Equatable {
            var name: String
            var diffIdentifier: String { name }
        }

        /// A data source that shows `sections`.
        @MainActor
        final class TeamsDataSource: NSObject, UITableViewDataSource {
            var sections: [DiffSection<Team, Contact>] = []
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections.indices.contains(section) ? sections[section].rows.count : 0
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row].name
                return cell
            }
        }
    }

    extension UpdatesGuide {
        /// Runs the guide's list-section lines; returns the table's operations and the names each section shows.
        @MainActor
        static func changeItems() -> (operations: [String], shown: [[String]]) {
            let table = CountingTable()
            let fetched = [Fruit(2, "Banana"), Fruit(1, "Apple"), Fruit(3, "Cherry")]
            let newContact = Fruit(4, "Date")
            let contacts = ListSection([Fruit(1, "Apple"), Fruit(2, "Banana")]) { cell, fruit in
                cell.textLabel?.text = fruit.name
            }
            let favourites = ListSection([Fruit]()) { cell, fruit in cell.textLabel?.text = fruit.name }
            let otherSection = ListSection([Fruit(9, "Fig")]) { cell, fruit in cell.textLabel?.text = fruit.name }
            let root = CascadingRootNode(children: [contacts, favourites], tableView: table)
            let first = fetched[0]
            table.forgetOperations()
            // snippet: updates-list-items
            contacts.items = fetched  // deletes, inserts, moves by id; changed contacts reconfigured
            contacts.appendItem(newContact)  // one insertRows
            root.performUpdates {
                contacts.removeItem(at: 0)
                favourites.appendItem(first)
                root.appendChild(otherSection)  // one batch for all three
            }
            // end snippet
            #expect(table.violations.isEmpty)
            return (table.operations, table.shownRows())
        }
    }

    extension DiffingGuide {
        /// The guide's flat diff of two contact lists.
        static func diffContacts(_ oldContacts: [Contact], _ newContacts: [Contact]) -> [[Int]] {
            // snippet: diffing-flat-diff
            let diff = FlatDiff(old: oldContacts, new: newContacts)
            let deleted = diff.deletes  // offsets in oldContacts
            let inserted = diff.inserts  // offsets in newContacts
            let moved = diff.moves  // old offset -> new offset
            let changed = diff.updates  // same identity, different content: old and new offset
            // end snippet
            return [deleted, inserted, moved.map(\.source), changed.map(\.old)].map { Array($0) }
        }

        /// The guide's staged update of a data source and its table; returns what the table shows.
        @MainActor
        static func applyStages(
            from oldSections: [DiffSection<Team, Contact>], to newSections: [DiffSection<Team, Contact>]
        ) throws -> [[String]] {
            let dataSource = TeamsDataSource()
            dataSource.sections = oldSections
            let tableView = CountingTable()
            tableView.dataSource = dataSource
            tableView.layoutIfNeeded()
            // snippet: diffing-staged-updates
            let updates = ConsistentBatchUpdates(old: oldSections, new: newSections)
            let snapshots = try updates.intermediateSnapshots(from: oldSections, to: newSections)
            for (stage, data) in zip(updates.stages, snapshots) {
                dataSource.sections = data
                tableView.performBatchUpdates {
                    tableView.deleteSections(IndexSet(stage.sectionDeletes), with: .fade)
                    tableView.insertSections(IndexSet(stage.sectionInserts), with: .fade)
                    for move in stage.sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
                    tableView.reloadSections(IndexSet(stage.sectionReloads), with: .fade)
                    tableView.deleteRows(
                        at: stage.rowDeletes.map { IndexPath(row: $0.element, section: $0.section) }, with: .fade)
                    tableView.insertRows(
                        at: stage.rowInserts.map { IndexPath(row: $0.element, section: $0.section) }, with: .fade)
                    for move in stage.rowMoves {
                        tableView.moveRow(
                            at: IndexPath(row: move.source.element, section: move.source.section),
                            to: IndexPath(row: move.destination.element, section: move.destination.section))
                    }
                    tableView.reloadRows(
                        at: stage.rowReloads.map { IndexPath(row: $0.element, section: $0.section) }, with: .fade)
                }
            }
            // end snippet
            #expect(tableView.violations.isEmpty)
            return tableView.shownRows()
        }
    }

    @MainActor
    @Suite struct GuideSnippetTests {
        @Test func thePaddedSectionOfTheArchitectureGuideAddsEightPoints() {
            let row = ListRow("Row").height(40)
            let root = CascadingRootNode(children: [ArchitectureGuide.PaddedSection(children: [row])])
            #expect(root.tableView(makeTable(), heightForRowAt: IndexPath(row: 0, section: 0)) == 48)
        }

        @Test func theNoteRowOfTheDefaultsGuideDeclaresItsEstimateOnlyWhileItHasOne() {
            let row = DefaultsGuide.NoteRow()
            let root = CascadingRootNode(children: [CascadingSectionNode(children: [row])])
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            row.estimate = 30
            row.optionalMembersDidChange()
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
        }

        @Test func theChangingContentLinesOfTheUpdatesGuideReachTheTableAsItSays() {
            let operations = UpdatesGuide.changeContent()
            #expect(operations.prefix(2) == ["insert rows [[0, 4]]", "delete rows [[0, 2]]"])
            #expect(operations.suffix(2) == ["reload rows [[0, 0]]", "reconfigure rows [[0, 0]]"])
        }

        @Test func theListLinesOfTheUpdatesGuideAnimateItemsAndJoinAGroupedUpdate() {
            let (operations, shown) = UpdatesGuide.changeItems()
            #expect(!operations.contains { $0.hasPrefix("reload") })
            #expect(operations.contains("insert rows [[0, 3]]"))
            #expect(shown == [["Apple", "Cherry", "Date"], ["Banana"], ["Fig"]])
        }

        @Test func theGroupedUpdateOfTheUpdatesGuideMovesARowBetweenSections() {
            #expect(UpdatesGuide.group() == [[1, 2, 9], [0]])
        }

        @Test func theDiffsOfTheDiffingGuideTurnTheOldDataIntoTheNew() throws {
            typealias Contact = DiffingGuide.Contact
            let old = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Cy")]
            let new = [Contact(id: 3, name: "Cy"), Contact(id: 1, name: "Ada L."), Contact(id: 4, name: "Di")]
            #expect(DiffingGuide.diffContacts(old, new) == [[1], [2], [2], [0]])
            let team = { (name: String, rows: [Contact]) in
                DiffSection(model: DiffingGuide.Team(name: name), rows: rows)
            }
            let shown = try DiffingGuide.applyStages(
                from: [team("A", old), team("B", [])], to: [team("B", [old[1]]), team("A", new)])
            #expect(shown == [["Bob"], ["Cy", "Ada L.", "Di"]])
        }
    }
#endif

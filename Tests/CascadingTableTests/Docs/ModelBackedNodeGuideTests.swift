// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: composing-tag-rows
    /// Tags shown as rows among a section's rows, one per tag, animated tag by tag.
    final class TagRows: CascadingNode, ItemRowsNode {
        private(set) var tags: [String]
        private var tagsBeforeUpdate: [String]?

        init(_ tags: [String]) {
            self.tags = tags
            super.init()
        }

        override var rowSpan: Int { tags.count }

        func append(_ tag: String) {
            var changes = ItemChanges(oldCount: tags.count, newCount: tags.count + 1)
            changes.inserts = [tags.count]
            announceItemChange({ changes }, beginGroupedChange: keepTags) { tags.append(tag) }
        }

        func replaceTags(with new: [String]) {
            let old = tags
            let diff = { ItemChanges(FlatDiff(oldValues: old, newValues: new)) }
            announceItemChange(diff, beginGroupedChange: keepTags) { tags = new }
        }

        func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges {
            defer { tagsBeforeUpdate = nil }
            return ItemChanges(FlatDiff(oldValues: tagsBeforeUpdate ?? tags, newValues: tags))
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = localIndex(of: indexPath).map { tags[$0] }
            return cell
        }

        private func keepTags() { tagsBeforeUpdate = tags }
    }
    // end snippet

    /// A node type written outside the package's modules, from the composing guide, with the public
    /// item-level API the ready-made list section is built on.
    @MainActor
    @Suite struct ModelBackedNodeGuideTests {
        @Test func aTagRunAmongOtherRowsAnimatesTagByTagAloneAndInAGroupedUpdate() {
            let table = CountingTable()
            let root = CascadingRootNode(tableView: table)
            // snippet: composing-tag-rows-use
            let tags = TagRows(["swift", "uikit"])
            let section = CascadingSectionNode(children: [ListRow("Tags"), tags, ListRow("Add a tag…")])
            root.children = [section]
            tags.append("linux")  // one insertRows at [0, 3]
            // end snippet
            #expect(table.shownRows() == [["Tags", "swift", "uikit", "linux", "Add a tag…"]])
            #expect(table.operations.last == "insert rows [[0, 3]]")
            table.forgetOperations()
            let reloadsBefore = table.reloads
            // snippet: composing-tag-rows-grouped
            root.performUpdates {
                tags.replaceTags(with: ["linux", "swift"])  // "uikit" leaves, "linux" moves up
                section.appendChild(ListRow("Clear all"))
            }
            // end snippet
            #expect(table.shownRows() == [["Tags", "linux", "swift", "Add a tag…", "Clear all"]])
            #expect(table.reloads == reloadsBefore)
            #expect(table.operations.contains("delete rows [[0, 2]]"))
            #expect(table.operations.contains("insert rows [[0, 4]]"))
            #expect(table.violations.isEmpty)
        }

        @Test func aTagRunOutsideATableOnlyChangesItsTagsAndSpan() {
            let tags = TagRows(["a"])
            let section = CascadingSectionNode(children: [tags])
            tags.append("b")
            tags.replaceTags(with: ["c"])
            #expect(tags.tags == ["c"])
            #expect(section.tableView(UITableView(), numberOfRowsInSection: 0) == 1)
        }

        @Test func aValueKeptOnANodeUnderAKeyOfItsOwnStartsAtTheDefaultAndIsPerNode() {
            let first = CascadingSectionNode()
            let second = CascadingSectionNode()
            #expect(first[BadgeKey.self] == 0)
            first[BadgeKey.self] = 3
            #expect(first[BadgeKey.self] == 3)
            #expect(second[BadgeKey.self] == 0)
            first.rowHeight(44)
            #expect(first.rowDefaults.height == 44)
            #expect(first[BadgeKey.self] == 3)
        }
    }

    /// A value of the test's own kept on section nodes.
    private enum BadgeKey: CascadingNodeValueKey {
        static var defaultValue: Int { 0 }
    }
#endif

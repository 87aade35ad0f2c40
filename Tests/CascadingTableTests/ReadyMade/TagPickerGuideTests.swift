// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A tag a note can carry.
    struct Tag: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    // snippet: tag-picker-screen
    @MainActor
    final class TagPickerScreen {
        let root: CascadingRootNode
        let tags: ListSection<Tag>
        private(set) var chosen: [Tag]

        init(tableView: UITableView, tags all: [Tag], chosen: [Tag]) {
            self.chosen = chosen
            tableView.allowsMultipleSelection = true
            tags = ListSection(all) { cell, tag in cell.textLabel?.text = tag.name }
            root = CascadingRootNode(children: [tags], tableView: tableView)
            tags.selectedItems = chosen
            tags.onSelectionChange { [unowned self] selected in self.chosen = selected }
        }

        func tagWasRenamed(_ tag: Tag) {
            tags.updateItem(tag)
        }
    }
    // end snippet

    /// The tag picker of `Docs/ReadyMadeNodes.md`, driven through the headless table: the chosen tags
    /// show selected, taps choose and unchoose, a renamed tag stays chosen.
    @MainActor
    @Suite("Guide: a tag picker")
    struct TagPickerGuideTests {
        @Test func tapsChooseTagsAndARenamedTagStaysChosen() {
            let table = CountingTable()
            let all = ["Home", "Work", "Ideas"].enumerated().map { Tag(id: $0.offset, name: $0.element) }
            let screen = TagPickerScreen(tableView: table, tags: all, chosen: [all[1]])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            table.headlessTap(rowAt: IndexPath(row: 2, section: 0))
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(screen.chosen.map(\.name) == ["Ideas"])
            screen.tagWasRenamed(Tag(id: 2, name: "Someday"))
            #expect(table.visibleTexts() == ["Home", "Work", "Someday"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(screen.tags.selectedItems.map(\.name) == ["Someday"])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }
    }
#endif

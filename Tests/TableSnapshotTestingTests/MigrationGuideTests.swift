#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    // The code of Docs/MigratingFromCascadingTableDelegate.md, compiled and run here; each block of the guide is a
    // snippet of this file (DocumentationSnippetTests), so the two cannot drift.

    // snippet: migrating-1
    final class AboutSection: CascadingNode {
        override func prepare(tableView: UITableView) {
            super.prepare(tableView: tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "about")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "about", for: indexPath)
            cell.textLabel?.text = indexPath.row == 0 ? "Lisbon" : "Portugal"
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "About" }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        )
            -> UISwipeActionsConfiguration?
        {
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Share") { _, _, done in done(true) }
            ])
        }
    }
    // end snippet

    @MainActor
    @Suite struct MigrationGuideTests {
        @Test func aMovedSectionShowsItsTitleAndSwipeActionsAndTheTreeUpdatesTheTable() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            // snippet: migrating-2
            let root = CascadingRootNode(children: [AboutSection()], tableView: table)
            #expect(table.headlessRenderedText().contains("[header 0] y=0 h=28 \"About\""))
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).map(\.title) == ["Share"])
            root.appendChild(AboutSection())
            #expect(table.numberOfSections == 2)
            // end snippet
        }

    }
#endif

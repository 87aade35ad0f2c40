// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    // The code of Docs/Composing.md, compiled and checked here so that it cannot drift.
    private final class TextRow: CascadingNode {
        let text: String
        init(_ text: String) {
            self.text = text
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    private class TitledSection: CascadingSectionNode {
        let title: String
        init(_ title: String, rows: [CascadingNode]) {
            self.title = title
            super.init(children: rows)
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
    }

    private final class ReviewsModule: CascadingGroupNode {
        init(reviews: [String]) {
            super.init(children: [
                TitledSection("Reviews", rows: reviews.map(TextRow.init)),
                TitledSection("Your review", rows: [TextRow("Write a review")]),
            ])
        }
    }

    private final class SpecsSection: TitledSection {
        let visible = CascadingGroupNode()
        private var hidden: [String]

        init(specs: [String]) {
            hidden = Array(specs.dropFirst(2))
            super.init("Specifications", rows: [])
            visible.children = specs.prefix(2).map(TextRow.init)
            children = [TextRow("Dimensions and weight"), visible, TextRow("Show more")]
        }

        func showMore() {
            for spec in hidden { visible.appendChild(TextRow(spec)) }
            hidden = []
        }
    }

    private final class CartSection: CascadingSectionNode {
        init(items: [String]) {
            super.init(children: items.map(TextRow.init))
            childrenOffset = 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(children.count) items"
            return cell
        }
    }

    @MainActor
    @Suite struct ComposingGuideTests {
        @Test func theGuidesPageShowsItsModulesAndUpdatesThem() throws {
            let tableView = CountingTable()
            let root = CascadingRootNode(
                children: [
                    ReviewsModule(reviews: ["Great", "Too small"]),
                    SpecsSection(specs: ["Steel", "2 kg", "Dishwasher safe"]),
                    CartSection(items: ["Kettle"]),
                ],
                tableView: tableView)
            #expect(
                tableView.shownRows() == [
                    ["Great", "Too small"], ["Write a review"],
                    ["Dimensions and weight", "Steel", "2 kg", "Show more"],
                    ["1 items", "Kettle"],
                ])
            let specs = try #require(root.children[1] as? SpecsSection)
            tableView.forgetOperations()
            specs.showMore()
            #expect(tableView.operations == ["insert rows [[2, 3]]"])
            #expect(specs.visible.localIndex(of: IndexPath(row: 3, section: 2)) == 2)
            let cart = try #require(root.children[2] as? CartSection)
            cart.appendChild(TextRow("Mug"))
            #expect(tableView.operations.last == "insert rows [[3, 2]]")
            root.removeChild(at: 0)
            #expect(tableView.operations.last == "delete sections [0, 1]")
            #expect(tableView.violations.isEmpty)
        }

        @Test func everyCodeBlockOfTheGuideIsInThisFile() throws {
            let guide = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/Composing.md"), encoding: .utf8)
            let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            let blocks = guide.components(separatedBy: "```swift\n").dropFirst().map {
                $0.components(separatedBy: "```")[0]
            }
            #expect(blocks.count == 4)
            for block in blocks {
                let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                for line in lines where !line.isEmpty {
                    #expect(source.contains(line), "Docs/Composing.md: \(line)")
                }
            }
        }
    }
#endif

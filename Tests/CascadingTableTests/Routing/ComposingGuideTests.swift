// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    // The code of Docs/Composing.md, compiled here; DocumentationSnippetTests checks that the guide's
    // blocks equal the snippets.
    private enum ComposingGuide {
        final class TextRow: CascadingNode {
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

        class TitledSection: CascadingSectionNode {
            let title: String
            init(_ title: String, rows: [CascadingNode]) {
                self.title = title
                super.init(children: rows)
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
        }

        // snippet: composing-reviews-module
        final class ReviewsModule: CascadingGroupNode {
            init(reviews: [String]) {
                super.init(children: [
                    TitledSection("Reviews", rows: reviews.map(TextRow.init)),
                    TitledSection("Your review", rows: [TextRow("Write a review")]),
                ])
            }
        }
        // end snippet

        // snippet: composing-specs-section
        final class SpecsSection: TitledSection {
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
        // end snippet

        // snippet: composing-cart-section
        final class CartSection: CascadingSectionNode {
            init(items: [String]) {
                super.init(children: items.map(TextRow.init))
                childrenOffset = 1
            }

            override func childrenDidChange() {
                reconfigureOwnRows()
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(children.count) items"
                return cell
            }
        }
        // end snippet

        // snippet: composing-tasks-section
        final class TasksSection: CascadingSectionNode {
            init(tasks: [String]) {
                super.init(children: tasks.map(TextRow.init))
                childrenTrailingOffset = 1
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard ownRow(at: indexPath) == .afterChildren(0) else {
                    return super.tableView(tableView, cellForRowAt: indexPath)
                }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Add a task"
                return cell
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                guard ownRow(at: indexPath) == .afterChildren(0) else {
                    return super.tableView(tableView, didSelectRowAt: indexPath)
                }
                appendChild(TextRow("Task \(children.count + 1)"))
            }
        }
        // end snippet

        // snippet: composing-divided-section
        final class ChecklistSection: CascadingSectionNode {
            init(done: [String], open: [String]) {
                super.init(children: done.map(TextRow.init) + [CascadingOwnRowNode("to do")] + open.map(TextRow.init))
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard case .amongChildren(let name)? = ownRow(at: indexPath) else {
                    return super.tableView(tableView, cellForRowAt: indexPath)
                }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = name.uppercased()
                return cell
            }
        }
        // end snippet
    }

    @MainActor
    @Suite struct ComposingGuideTests {
        private typealias ReviewsModule = ComposingGuide.ReviewsModule
        private typealias SpecsSection = ComposingGuide.SpecsSection
        private typealias CartSection = ComposingGuide.CartSection
        private typealias TasksSection = ComposingGuide.TasksSection
        private typealias ChecklistSection = ComposingGuide.ChecklistSection
        private typealias TextRow = ComposingGuide.TextRow
        @Test func theGuidesPageShowsItsModulesAndUpdatesThem() throws {
            let tableView = CountingTable()
            // snippet: composing-page
            let root = CascadingRootNode(
                children: [
                    ReviewsModule(reviews: ["Great", "Too small"]),
                    SpecsSection(specs: ["Steel", "2 kg", "Dishwasher safe"]),
                    CartSection(items: ["Kettle"]),
                ],
                tableView: tableView)
            // end snippet
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
            tableView.forgetOperations()
            cart.appendChild(TextRow("Mug"))
            // The summary follows its children: its own row alone is reconfigured.
            #expect(tableView.operations == ["insert rows [[3, 2]]", "reconfigure rows [[3, 0]]"])
            #expect(tableView.shownRows()[3] == ["2 items", "Kettle", "Mug"])
            root.performUpdates { cart.removeChild(at: 0) }
            #expect(tableView.shownRows()[3] == ["1 items", "Mug"])
            root.removeChild(at: 0)
            #expect(tableView.operations.last == "delete sections [0, 1]")
            #expect(tableView.violations.isEmpty)
        }

        @Test func theAddRowAfterTheChildrenStaysLastAndAnimates() throws {
            let tableView = CountingTable()
            let tasks = TasksSection(tasks: ["Buy milk", "Call Ann"])
            let root = CascadingRootNode(children: [tasks], tableView: tableView)
            #expect(tableView.shownRows() == [["Buy milk", "Call Ann", "Add a task"]])
            tableView.forgetOperations()
            root.tableView(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
            #expect(tableView.operations == ["insert rows [[0, 2]]"])
            #expect(tableView.shownRows() == [["Buy milk", "Call Ann", "Task 3", "Add a task"]])
            tableView.forgetOperations()
            tasks.removeChild(at: 0)
            #expect(tableView.operations == ["delete rows [[0, 0]]"])
            #expect(tableView.shownRows() == [["Call Ann", "Task 3", "Add a task"]])
            #expect(tableView.violations.isEmpty)
        }

        @Test func aRowTheSectionDrawsAmongItsChildrenMovesWithThem() {
            let tableView = CountingTable()
            let checklist = ChecklistSection(done: ["Milk"], open: ["Bread", "Eggs"])
            let root = CascadingRootNode(children: [checklist], tableView: tableView)
            #expect(tableView.shownRows() == [["Milk", "TO DO", "Bread", "Eggs"]])
            tableView.forgetOperations()
            // "Bread" is done: it moves above the divider, one animated move.
            checklist.moveChild(from: 2, to: 1)
            #expect(tableView.operations == ["move row [0, 2] to [0, 1]"])
            #expect(tableView.shownRows() == [["Milk", "Bread", "TO DO", "Eggs"]])
            #expect(tableView.reloads == 0)
            withExtendedLifetime(root) {}
        }
    }
#endif

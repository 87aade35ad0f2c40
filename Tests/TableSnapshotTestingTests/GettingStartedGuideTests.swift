#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    // The code of Docs/GettingStarted.md, compiled and run here; each block of the guide except
    // the manifest is a snippet of this file (DocumentationSnippetTests), so the two cannot drift.

    // snippet: getting-started-1
    final class FruitRow: CascadingNode {
        let name: String
        let onOpen: (String) -> Void

        init(_ name: String, onOpen: @escaping (String) -> Void) {
            self.name = name
            self.onOpen = onOpen
            super.init()
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onOpen(name) }
    }

    final class FruitSection: CascadingSectionNode {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
    }

    final class FruitListViewController: UIViewController {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        var onOpen: (String) -> Void = { _ in }
        private let fruit: [String]
        private var root: CascadingRootNode?

        init(fruit: [String]) {
            self.fruit = fruit
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            let rows = fruit.map { FruitRow($0) { [weak self] name in self?.onOpen(name) } }
            root = CascadingRootNode(children: [FruitSection(children: rows)], tableView: tableView)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            tableView.frame = view.bounds
        }
    }
    // end snippet

    @MainActor
    @Suite struct GettingStartedGuideTests {
        // snippet: getting-started-2
        @Test func theFruitListOpensTheTappedFruit() {
            let controller = FruitListViewController(fruit: ["Apple", "Pear", "Plum"])
            var opened: [String] = []
            controller.onOpen = { opened.append($0) }
            controller.headlessAppear(size: CGSize(width: 375, height: 300))

            controller.tableView.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(opened == ["Pear"])
            assertTableSnapshot(of: controller.tableView, named: "fruit-list")
            assertTableSnapshot(of: controller.tableView, as: .svg, named: "fruit-list")
        }
        // end snippet

    }
#endif

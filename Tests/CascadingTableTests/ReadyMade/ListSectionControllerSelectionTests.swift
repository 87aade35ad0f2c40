// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A picker screen that chooses its fruits in `viewDidLoad`, as a new user writes one.
    private final class FruitPickerController: UITableViewController {
        let list = ListSection(fruits("Apple", "Pear", "Fig")) { cell, fruit in
            cell.textLabel?.text = fruit.name
        }
        private lazy var root = CascadingRootNode(tableView: tableView)

        init(clearsSelection: Bool) {
            super.init(style: .plain)
            clearsSelectionOnViewWillAppear = clearsSelection
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.allowsMultipleSelection = true
            root.children = [list]
            list.selectedItems = [list.items[0], list.items[2]]
        }
    }

    /// A list section shows its selected items as selected whenever their rows are displayed, so a
    /// `UITableViewController`'s own `reloadData()` on first appearance does not lose a selection made in
    /// `viewDidLoad`; `clearsSelectionOnViewWillAppear` decides what a reappearance shows.
    @MainActor
    @Suite("List section: selection in a table view controller")
    struct ListSectionControllerSelectionTests {
        private let size = CGSize(width: 320, height: 600)

        private func selectedNames(_ controller: FruitPickerController) -> [String] {
            tableSelectedItems(of: controller.list, in: controller.tableView).map(\.name)
        }

        @Test(arguments: [false, true])
        func aSelectionSetInViewDidLoadShowsWhenTheControllerFirstAppears(clearsSelection: Bool) {
            let controller = FruitPickerController(clearsSelection: clearsSelection)
            controller.headlessAppear(size: size)
            #expect(selectedNames(controller) == ["Apple", "Fig"])
            #expect(controller.list.selectedItems.map(\.name) == ["Apple", "Fig"])
        }

        @Test func aControllerThatKeepsTheSelectionShowsItAfterEveryReappearance() {
            let controller = FruitPickerController(clearsSelection: false)
            controller.headlessAppear(size: size)
            for _ in 0..<2 {
                controller.headlessDisappear()
                controller.headlessAppear(size: size)
                #expect(selectedNames(controller) == ["Apple", "Fig"])
                #expect(controller.list.selectedItems.map(\.name) == ["Apple", "Fig"])
            }
        }

        @Test func aControllerThatClearsTheSelectionShowsNoneAfterReappearingUntilTheRowsShowAgain() {
            var reported: [[String]] = []
            let controller = FruitPickerController(clearsSelection: true)
            controller.headlessAppear(size: size)
            controller.list.onSelectionChange { reported.append($0.map(\.name)) }
            controller.headlessDisappear()
            controller.headlessAppear(size: size)
            // UIKit deselects the rows without telling a delegate: the section still holds the items.
            #expect(selectedNames(controller).isEmpty)
            #expect(controller.list.selectedItems.map(\.name) == ["Apple", "Fig"])
            #expect(reported.isEmpty)
            // Rows displayed again (here after a reload the section did not make) show the selection.
            controller.tableView.reloadData()
            controller.tableView.layoutIfNeeded()
            #expect(selectedNames(controller) == ["Apple", "Fig"])
            #expect(reported.isEmpty)
        }
    }
#endif

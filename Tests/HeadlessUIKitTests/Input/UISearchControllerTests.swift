// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A list screen that filters its fruit with a search controller, as Apple's search sample does.
    @MainActor
    private final class SearchableFruitListController: UITableViewController, UISearchResultsUpdating,
        UISearchControllerDelegate,
        UISearchBarDelegate
    {
        let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
        var shown: [String] = []
        var events: [String] = []
        let searchController = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = fruit
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.searchBar.delegate = self
            searchController.searchBar.scopeButtonTitles = ["All", "Starts with B"]
            navigationItem.searchController = searchController
            definesPresentationContext = true
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            let scope = searchController.searchBar.selectedScopeButtonIndex
            events.append("update \"\(text)\" scope \(scope)")
            shown = fruit.filter {
                (text.isEmpty || $0.localizedCaseInsensitiveContains(text)) && (scope == 0 || $0.hasPrefix("B"))
            }
            tableView.reloadData()
        }

        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            events.append("textDidChange \"\(searchText)\"")
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    @MainActor
    struct UISearchControllerTests {
        private func titles(of table: UITableView) -> [String] {
            table.layoutIfNeeded()
            return (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
        }

        @Test func whenTheUserSearches_thatTheUpdaterFiltersTheListAndCancelRestoresIt() {
            let screen = SearchableFruitListController(style: .plain)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let bar = screen.searchController.searchBar
            // A navigation bar would show the search bar; headlessly it sits in the window directly.
            window.addSubview(bar)
            #expect(titles(of: screen.tableView).count == 5)

            #expect(bar.becomeFirstResponder())
            #expect(screen.searchController.isActive && bar.showsCancelButton)
            #expect(screen.events == ["willPresent", "didPresent", "update \"\" scope 0"])

            screen.events = []
            bar.headlessType("ap")
            #expect(screen.events == ["textDidChange \"ap\"", "update \"ap\" scope 0"])
            #expect(titles(of: screen.tableView) == ["Apple", "Apricot"])
            #expect(screen.searchController.showsSearchResultsController)

            screen.events = []
            bar.text = "b"
            #expect(screen.events.isEmpty)
            bar.headlessSelectScopeButton(at: 1)
            #expect(titles(of: screen.tableView) == ["Banana", "Blueberry"])

            screen.events = []
            bar.headlessTapCancelButton()
            #expect(!screen.searchController.isActive && !bar.isFirstResponder && bar.text == "")
            #expect(screen.events == ["cancel", "willDismiss", "didDismiss", "update \"\" scope 1"])
            #expect(titles(of: screen.tableView) == ["Banana", "Blueberry"])
            bar.headlessSelectScopeButton(at: 0)
            #expect(titles(of: screen.tableView).count == 5)
        }

        @Test func whenActiveIsSetInCode_thatTheSearchPresentsAndDismissesTheSameWay() {
            let updater = SearchableFruitListController(style: .plain)
            updater.loadViewIfNeeded()
            updater.events = []
            updater.searchController.isActive = true
            #expect(updater.events == ["willPresent", "didPresent", "update \"\" scope 0"])
            updater.searchController.showsSearchResultsController = true
            #expect(!updater.searchController.automaticallyShowsSearchResultsController)
            updater.searchController.isActive = false
            #expect(updater.events.suffix(3) == ["willDismiss", "didDismiss", "update \"\" scope 0"])
        }
    }
#endif

import CascadingTable
import Testing

// The table libraries this package descends from, their scenarios rebuilt with ListRow and
// RowSection and driven through the headless table.

// snippet: customer-list
struct Customer {
    let id: Int
    var name: String
    var address: String
    var logo: UIImage?
}

final class CustomerStore {
    var customers: [Customer] = []

    func remove(_ customer: Customer) -> Bool {
        customers.removeAll { $0.id == customer.id }
        return true
    }
}

@MainActor
func customerSection(_ store: CustomerStore) -> RowSection {
    RowSection(
        header: "My Customers",
        rows: store.customers.map { customer in
            ListRow(customer.name, subtitle: customer.address, image: customer.logo, id: customer.id)
                .onDelete { store.remove(customer) }
        })
}
// end snippet

#if !canImport(UIKit)
    @MainActor
    @Suite struct ListRowSeedScenarioTests {
        /// EZTableViewSource: customers with name, address as subtitle and logo as image; swipe to delete.
        @Test func theCustomerListShowsCustomersAndDeletesOneBySwiping() {
            let store = CustomerStore()
            store.customers = [
                Customer(id: 1, name: "Acme", address: "1 Road", logo: UIImage(named: "acme")),
                Customer(id: 2, name: "Globex", address: "2 Street", logo: UIImage(named: "globex")),
                Customer(id: 3, name: "Initech", address: "3 Lane", logo: nil),
            ]
            let table = CountingTable()
            let root = CascadingRootNode(children: [customerSection(store)], tableView: table)
            #expect(
                renderedContent(table) == [
                    "[header 0] \"My Customers\"", "[0,0] [acme] \"Acme\" | \"1 Road\"",
                    "[0,1] [globex] \"Globex\" | \"2 Street\"", "[0,2] \"Initech\" | \"3 Lane\"",
                ])
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 1, section: 0)).map(\.title) == ["Delete"])
            table.forgetOperations()
            table.headlessTapSwipeAction()
            #expect(store.customers.map(\.name) == ["Acme", "Initech"])
            #expect(table.operations == ["delete rows [[0, 1]]"])
            #expect(shownTitles(table) == [["Acme", "Initech"]])

            // The model changes elsewhere; rebuilding the rows diffs them by customer id.
            store.customers[1].address = "4 Avenue"
            store.customers.insert(Customer(id: 4, name: "Hooli", address: "5 Way"), at: 0)
            table.forgetOperations()
            root.children = [customerSection(store)]
            #expect(table.operations.filter { !$0.hasPrefix("reconfigure") } == ["insert rows [[0, 0]]"])
            #expect(table.operations.filter { $0.hasPrefix("reconfigure") }.count == 1)
            #expect(renderedContent(table).last == "[0,2] \"Initech\" | \"4 Avenue\"")
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        /// LLTableViewAdapter: two sections, per-row action and delete blocks, a default action and a
        /// default height for all rows.
        @Test func theAdapterTableRunsRowBlocksAndTheDefaultAction() {
            var log: [String] = []
            let defaultAction = { (row: ListRow) in log.append("default \(row.title ?? "")") }
            let table = CountingTable()
            let root = CascadingRootNode(
                children: [
                    RowSection(header: "Section 1") {
                        ListRow("Row 1").onSelect { log.append("action 1.1") }
                        ListRow("Row 2").height(80).onDelete {
                            log.append("delete 1.2")
                            return true
                        }
                    }
                    .rowHeight(50).onSelectRow(defaultAction),
                    RowSection(header: "Section 2") {
                        ListRow("Row 1")
                        ListRow("Row 2").onDelete {
                            log.append("refuse 2.2")
                            return false
                        }
                    }
                    .rowHeight(50).onSelectRow(defaultAction),
                ],
                tableView: table)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
            for (section, row) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                table.headlessTap(rowAt: IndexPath(row: row, section: section))
            }
            #expect(log == ["action 1.1", "default Row 2", "default Row 1", "default Row 2"])
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 1)).isEmpty)
            for path in [IndexPath(row: 1, section: 1), IndexPath(row: 1, section: 0)] {
                table.headlessSwipe(rowAt: path)
                table.headlessTapSwipeAction()
            }
            #expect(log.suffix(2) == ["refuse 2.2", "delete 1.2"])
            #expect(shownTitles(table) == [["Row 1"], ["Row 1", "Row 2"]])
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }
    }
#endif

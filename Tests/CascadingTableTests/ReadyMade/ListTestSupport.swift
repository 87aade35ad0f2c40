// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    /// An identified item whose content is its name.
    struct Fruit: Identifiable, Equatable {
        let id: Int
        var name: String

        init(_ id: Int, _ name: String) {
            self.id = id
            self.name = name
        }
    }

    /// Fruits numbered from 1, named by `names`.
    func fruits(_ names: String...) -> [Fruit] {
        names.enumerated().map { Fruit($0.offset + 1, $0.element) }
    }

    /// The root of the list tests: it records the duplicate identifiers and inconsistencies reported to it.
    typealias ListRoot = RecoveringRoot

    /// A list section of fruits showing each name, attached as the only section of a validating table.
    @MainActor
    func attachedFruits(_ items: [Fruit]) -> (table: CountingTable, root: ListRoot, list: ListSection<Fruit>) {
        let table = CountingTable()
        let list = ListSection(items) { cell, fruit in cell.textLabel?.text = fruit.name }
        let root = ListRoot(children: [list], tableView: table)
        table.layoutIfNeeded()
        return (table, root, list)
    }

    /// The items whose rows the table selects among the rows of `list`'s items, in row order.
    @MainActor
    func tableSelectedItems(of list: ListSection<Fruit>, in table: UITableView) -> [Fruit] {
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        return list.items.indices.filter { list.indexPath(forItemAt: $0).map(selected.contains) == true }
            .map { list.items[$0] }
    }

    /// The shown items the section counts as selected, in row order.
    @MainActor
    func shownSelectedItems(of list: ListSection<Fruit>) -> [Fruit] {
        list.items.filter { list.selectedIDs.contains($0.id) }
    }
#endif

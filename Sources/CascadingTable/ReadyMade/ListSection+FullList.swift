// The full list behind a search: while a query filters the items, each mutation of the shown items
// applies to every item too, by identity, so that clearing the query shows the changes.
extension ListSection {
    /// Every item: while a query filters them, the full list (then the shown items it lacks, such as
    /// results of an `async` search), else the items.
    /// - Complexity: O(*n*).
    var everyItem: [Item] {
        guard let all = searchState?.allItems else { return storage }
        let known = Set(all.lazy.map(identity.identifier))
        return all + storage.filter { !known.contains(identity.identifier($0)) }
    }

    /// While a query filters, inserts `newItems` into the full list where they go among the shown items
    /// at `index`. Call before the shown items change.
    func insertIntoFullList(_ newItems: some Collection<Item>, at index: Int) {
        guard let search = searchState, var all = search.allItems else { return }
        all.insert(contentsOf: newItems, at: fullListPosition(forShownIndex: index, among: storage, in: all))
        search.allItems = all
    }

    /// While a query filters, removes from the full list the first item with the identifier of `item`.
    func removeFromFullList(_ item: Item) {
        guard let search = searchState, let all = search.allItems, let index = identity.firstIndex(item, all)
        else { return }
        search.allItems?.remove(at: index)
    }

    /// While a query filters, moves the shown item at `source` in the full list so that it follows the
    /// shown item that will come before it at `destination`. Call before the shown items change.
    func moveInFullList(from source: Int, to destination: Int) {
        guard searchState?.allItems != nil else { return }
        var shown = storage
        let item = shown.remove(at: source)
        removeFromFullList(item)
        guard let search = searchState, var all = search.allItems else { return }
        all.insert(item, at: fullListPosition(forShownIndex: destination, among: shown, in: all))
        search.allItems = all
    }

    /// While a query filters, replaces in the full list the first item with the identifier of `old`.
    func replaceInFullList(_ old: Item, with new: Item) {
        guard let search = searchState, let all = search.allItems, let index = identity.firstIndex(old, all)
        else { return }
        search.allItems?[index] = new
    }

    /// Where an item inserted at `index` among the `shown` items goes in the full list `all`: after
    /// the shown item before it, else before the shown item after it, else at the end.
    private func fullListPosition(forShownIndex index: Int, among shown: [Item], in all: [Item]) -> Int {
        if index > 0, let before = identity.firstIndex(shown[index - 1], all) { return before + 1 }
        if index == 0, let after = shown.first.flatMap({ identity.firstIndex($0, all) }) { return after }
        return all.count
    }
}

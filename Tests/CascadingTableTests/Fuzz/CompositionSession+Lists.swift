// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    @testable import CascadingReadyMade

    // Steps on list sections: each change of a list section's items or selection is made the same way to
    // its copy in the collection run.
    extension CompositionFuzz.Session {
        typealias FuzzList = ListSection<CompositionFuzz.FuzzItem>

        func makeItem() -> CompositionFuzz.FuzzItem {
            let id = name()
            return CompositionFuzz.FuzzItem(id: id, text: id)
        }

        func makeList() -> FuzzList {
            let list = FuzzList((0..<pick(4)).map { _ in makeItem() }).content { item, content in
                content.text = item.text
            }
            // Half the list sections show an empty-state row; a tap on the error row loads again. After a
            // drag the empty-state row switches once the main queue runs again, which the test lets it do
            // after every step.
            let reorderable = pick(2) == 0
            if statusPick(2) == 0 { list.emptyState(CompositionFuzz.emptyText) }
            list.onRetry { [weak list] in list?.loadState = .loading }
            // Half the list sections can be searched: a query filters their items (see `search(in:)`).
            if searchPick(2) == 0 { CompositionFuzz.makeSearchable(list) }
            // One in eight lays out as a grid of two columns in a collection view (a table shows rows).
            if searchPick(8) == 0 { list.grid(columns: 2, itemHeight: .absolute(44)) }
            // A third of them have a header title, which a loading header replaces while it shows.
            if searchPick(3) == 0 { list.header("head \(name())") }
            return reorderable ? list.onMove() : list
        }

        typealias FuzzListGroup = ListSectionGroup<CompositionFuzz.FuzzItem>

        /// A group of one or two list sections searched together.
        func makeListGroup() -> FuzzListGroup {
            FuzzListGroup((0...searchPick(2)).map { _ in makeSearchableList() })
        }

        /// A list section as `makeList()` makes one, searchable in any case (as a group's sections must be).
        private func makeSearchableList() -> FuzzList {
            let list = makeList()
            if list.searchState == nil { CompositionFuzz.makeSearchable(list) }
            return list
        }

        /// A change of a group of list sections (`chosen`, else one drawn) and of its copy: a query set or
        /// cleared (two times in three), or its sections assigned again (some dropped, a new one,
        /// reordered); `nil` when the tree has no such group. A search made alone notes what the group
        /// must show once it ran.
        func changeAListGroup(_ chosen: FuzzListGroup? = nil, alone: Bool) -> (String, Int)? {
            let groups = nodes().compactMap { $0 as? FuzzListGroup }
            guard let group = chosen ?? (groups.isEmpty ? nil : groups[searchPick(groups.count)]) else { return nil }
            let copy = twins?.existing(group) as? FuzzListGroup
            defer { if let copy, twins?.isShown(copy) == true { mirrored += 1 } }
            if searchPick(3) != 0 {
                let query = searchPick(3) == 0 ? "" : String(1 + searchPick(20))
                if alone { groupSearchExpectation = group }
                group.searchQuery = query
                copy?.searchQuery = query
                return ("search \(group) for \"\(query)\"", depth(group))
            }
            var sections = group.sections.filter { _ in searchPick(4) != 0 }
            if searchPick(2) == 0 { sections.insert(makeSearchableList(), at: searchPick(sections.count + 1)) }
            for index in sections.indices.reversed() where searchPick(3) == 0 {
                sections.swapAt(index, searchPick(index + 1))
            }
            group.sections = sections
            if let twins, let copy { copy.sections = sections.compactMap { twins.twin(of: $0) as? FuzzList } }
            return ("assign \(sections.count) sections to \(group)", depth(group))
        }

        /// What a group search made alone leaves wrong once it ran: the group must show the sections with
        /// items (every section for an empty query); `nil` when it does.
        func groupSearchMismatch() -> String? {
            guard let group = groupSearchExpectation else { return nil }
            groupSearchExpectation = nil
            let expected = group.searchQuery.isEmpty ? group.sections : group.sections.filter { !$0.items.isEmpty }
            guard group.children.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) else { return nil }
            return
                "\(group) searching for \"\(group.searchQuery)\" shows \(group.children.count) of its \(group.sections.count) sections, \(expected.count) have items"
        }

        /// Sets a query on a searchable list section and its copy, or clears it (a third of the time):
        /// the search runs at once, and the test awaits it (`settleSearches()`) before it checks the views.
        /// A search made alone (`expecting`) notes what the list section must show once it ran
        /// (`searchMismatch()`).
        func search(in list: FuzzList, expecting: Bool) -> String {
            let query = searchPick(3) == 0 ? "" : String(1 + searchPick(20))
            if expecting {
                let items =
                    query == list.searchQuery
                    ? list.items
                    : list.everyItem.filter { query.isEmpty || CompositionFuzz.matches($0, query) }
                searchExpectation = (list, items, list.selectedIDs)
            }
            both(list) { $0.searchQuery = query }
            return query.isEmpty ? "clear the search of \(list)" : "search \(list) for \"\(query)\""
        }

        /// Awaits the searches on their way in both trees, so that each step's check sees their results.
        func settleSearches() async {
            var trees: [CascadingNode] = [root]
            if let twins { trees.append(twins.root) }
            for tree in trees {
                var pending = [tree]
                while let node = pending.popLast() {
                    pending += node.children
                    if let task = (node as? FuzzListGroup)?.searchTask { await task.value }
                    if let task = (node as? FuzzList)?.searchTask { await task.value }
                }
            }
        }

        /// What a search step leaves wrong, once its search ran: the items the list section shows (its full
        /// list, or the items of it that match the query) and the items it keeps selected (a query hides
        /// selected items without deselecting them); `nil` when both are right.
        func searchMismatch() -> String? {
            guard let (list, expectedItems, selected) = searchExpectation else { return nil }
            searchExpectation = nil
            if list.items != expectedItems {
                return
                    "\(list) searching for \"\(list.searchQuery)\" shows \(list.items.map(\.id)), its items say \(expectedItems.map(\.id))"
            }
            if list.selectedIDs != selected {
                return "\(list) selects \(list.selectedIDs) after a search, \(selected) before it"
            }
            return nil
        }

        /// Fails the load of a list section (its error row replaces its loading or empty row) and of its copy.
        func failLoading(of list: FuzzList, animated: Bool) {
            both(list) { $0.setLoadState(.failed(CompositionFuzz.LoadError()), animated: animated) }
        }

        /// Taps the error row of a list section whose load failed, in both views: each loads again; `nil`
        /// when no list section shows one.
        func tapAnErrorRow() -> String? {
            // (A list section loading in its header or footer too would then show both.)
            let failed = nodes().compactMap { $0 as? FuzzList }.filter {
                $0.loadState.error != nil && $0.loadingStyle == nil
            }
            guard let list = failed.isEmpty ? nil : failed[statusPick(failed.count)] else { return nil }
            for run in [tableRun] + (collectionRun.map { [$0] } ?? []) {
                guard let shown = run.projection.counterpart(list) else { continue }
                for (section, model) in CompositionFuzz.modelSections(of: root, as: run.projection).enumerated() {
                    guard let row = model.rows.firstIndex(where: { $0.statusOf == ObjectIdentifier(shown) }) else {
                        continue
                    }
                    run.view.tap(at: IndexPath(row: row, section: section))
                }
            }
            return "tap the error row of \(list)"
        }

        /// Makes a change to a list section and the same change to its copy in the collection run.
        func both(_ list: FuzzList, _ change: (FuzzList) -> Void) {
            change(list)
            if let copy = twins?.existing(list) as? FuzzList { change(copy) }
        }

        // MARK: List sections

        /// One random change of a list section's items, as a mutation or as a new array diffed by identity,
        /// of its selection (or its selection mode) from code, or of its search query. A search made alone (`alone`) notes what
        /// the section must show once it ran.
        func editItems(of list: FuzzList, alone: Bool = false) -> String {
            if list.searchState != nil, searchPick(5) == 0 { return search(in: list, expecting: alone) }
            let count = list.items.count
            let both = { (change: (FuzzList) -> Void) in self.both(list, change) }
            switch pick(9) {
            case 7:
                // (A switch between one selected item and several in a quarter of these changes.)
                if searchPick(4) == 0 {
                    let mode: ListSelectionMode = list.selectionMode == .single ? .multiple : .single
                    both { $0.selectionMode = mode }
                    return "select \(mode == .single ? "one item" : "several items") in \(list)"
                }
                let selected = list.items.filter { _ in pick(2) == 0 }
                both { $0.selectedItems = selected }
                return "select \(list.selectedIDs.count) in \(list)"
            case 0:
                let item = makeItem()
                both { $0.appendItem(item) }
                return "append to \(list)"
            case 1:
                let (item, position) = (makeItem(), pick(count + 1))
                both { $0.insertItem(item, at: position) }
                return "insert into \(list)"
            case 2 where count > 0:
                let position = pick(count)
                both { $0.removeItem(at: position) }
                return "remove from \(list)"
            case 3 where count > 0:
                let (from, to) = (pick(count), pick(count))
                both { $0.moveItem(from: from, to: to) }
                return "move in \(list)"
            case 4 where count > 0:
                var item = list.items[pick(count)]
                item.text += "*"
                both { $0.updateItem(item) }
                return "update in \(list)"
            case 5 where count > 0:
                let (position, item) = (pick(count), makeItem())
                both { $0.replaceItem(at: position, with: item) }
                return "replace in \(list)"
            default:
                // A new array: some items dropped, some renamed, some new ones, some repeated ids, shuffled.
                var items = list.items.filter { _ in pick(4) != 0 }
                for index in items.indices where pick(3) == 0 { items[index].text += "'" }
                for _ in 0..<pick(3) { items.insert(makeItem(), at: pick(items.count + 1)) }
                if pick(6) == 0, let first = items.first {
                    items.append(CompositionFuzz.FuzzItem(id: first.id, text: first.text + "2"))
                }
                for index in items.indices.reversed() where pick(3) == 0 { items.swapAt(index, pick(index + 1)) }
                var seen: Set<String> = []
                for item in items where !seen.insert(item.id).inserted { repeatedIdentifiersAssigned.insert(item.id) }
                both { $0.items = items }
                return "assign \(items.map(\.id)) to \(list)"
            }
        }

        /// Moves an item, selected or not, from one list section to another inside `performUpdates`: between
        /// list sections that are sections it stays the same row, and keeps its selection.
        func transferAnItem() -> String {
            let lists = nodes().compactMap { $0 as? FuzzList }
            let sources = lists.filter { !$0.items.isEmpty }
            guard lists.count > 1, let source = sources.isEmpty ? nil : sources[pick(sources.count)] else {
                return "nothing"
            }
            let item = source.items[pick(source.items.count)]
            if pick(2) == 0 { both(source) { $0.selectedIDs.insert(item.id) } }
            let wasSelected = source.selectedIDs.contains(item.id)
            var moved: (log: String, destination: FuzzList?) = ("nothing", nil)
            grouped { moved = transfer(item, from: source, among: lists) }
            guard let destination = moved.destination else { return moved.log }
            // Only an item whose identifier is unique is followed: repeated identifiers are paired in order.
            let followed =
                [source, destination].allSatisfy { placesSections($0.parent ?? $0) }
                && destination.items.filter { $0.id == item.id }.count == 1
                && !source.items.contains { $0.id == item.id }
            if followed && wasSelected != destination.selectedIDs.contains(item.id) {
                tableRun.mismatch =
                    "\(item.id) moved from \(source) to \(destination) \(wasSelected ? "lost" : "gained") its selection"
            }
            return "grouped [\(moved.log)\(wasSelected ? ", selected" : "")]"
        }

        /// An item moving between list sections inside the grouped update being made.
        func transferredItem() -> (String, Int)? {
            let lists = nodes().compactMap { $0 as? FuzzList }
            let sources = lists.filter { !$0.items.isEmpty }
            guard lists.count > 1, let source = sources.isEmpty ? nil : sources[pick(sources.count)] else { return nil }
            let (log, destination) = transfer(source.items[pick(source.items.count)], from: source, among: lists)
            return destination.map { (log, depth($0)) }
        }

        private func transfer(_ item: CompositionFuzz.FuzzItem, from source: FuzzList, among lists: [FuzzList])
            -> (String, FuzzList?)
        {
            let destinations = lists.filter { $0 !== source }
            guard let index = source.items.firstIndex(of: item), !destinations.isEmpty else { return ("nothing", nil) }
            let destination = destinations[pick(destinations.count)]
            let position = pick(destination.items.count + 1)
            both(source) { $0.removeItem(at: index) }
            both(destination) { $0.insertItem(item, at: position) }
            return ("move \(item.id) from \(source) to \(destination)", destination)
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    /// The randomized composition test: its nodes, its model, its runs and its session.
    enum CompositionFuzz {
        /// The reuse identifier of the collection-view cells of the fuzz's nodes.
        static let cellIdentifier = "composition"

        /// A table cell showing `text`.
        @MainActor
        static func tableCell(_ text: String) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }

        /// A dequeued collection-view cell whose list content shows `text`.
        @MainActor
        static func collectionCell(_ text: String, in collectionView: UICollectionView, at indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = text
            cell.contentConfiguration = content
            return cell
        }
    }

    // The view-neutral nodes: each answers the table's and the collection view's members the same way,
    // so the same tree runs in both views.
    extension CompositionFuzz {
        /// A row identified by a name, so that rebuilt nodes with the same name diff as the same row.
        final class TokenRow: CascadingNode {
            let name: String
            var text: String
            init(_ name: String, text: String? = nil) {
                self.name = name
                self.text = text ?? name
                super.init()
            }
            override var diffIdentifier: AnyHashable { name }
            override func isContentEqual(to other: CascadingNode) -> Bool { (other as? TokenRow)?.text == text }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableCell(text)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionCell(text, in: collectionView, at: indexPath) }
            override var description: String { "row \(name)" }
        }

        /// A model-backed run of rows: it shows `count` rows itself and announces changes with `reloadContent()`.
        final class RunRow: CascadingNode {
            let name: String
            var count: Int
            init(_ name: String, count: Int) {
                self.name = name
                self.count = count
                super.init()
            }
            override var rowSpan: Int { count }
            override var diffIdentifier: AnyHashable { name }
            func text(at indexPath: IndexPath) -> String { "\(name).\(localIndex(of: indexPath) ?? -1)" }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableCell(text(at: indexPath))
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionCell(text(at: indexPath), in: collectionView, at: indexPath) }
            override var description: String { "run \(name)" }
        }

        /// A model-backed run among a section's rows that shows one row per item, then its children's rows
        /// (`ItemRowsNode`): its items change item by item (`announceItemChange`), its children as any
        /// router's.
        class TaggedRun: CascadingNode, ItemRowsNode {
            let name: String
            private(set) var items: [String]
            private var itemsBeforeUpdate: [String]?
            required init(_ name: String, items: [String], children: [CascadingNode] = []) {
                self.name = name
                self.items = items
                super.init()
                self.children = children
            }
            override var rowSpan: Int { items.count + childRowCount }
            override var diffIdentifier: AnyHashable { name }
            /// Replaces the items, announcing the change item by item.
            func setItems(_ new: [String]) {
                let old = items
                announceItemChange(
                    { ItemChanges(FlatDiff(oldValues: old, newValues: new)) },
                    beginGroupedChange: { itemsBeforeUpdate = items }
                ) { items = new }
            }
            func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges {
                defer { itemsBeforeUpdate = nil }
                return ItemChanges(FlatDiff(oldValues: itemsBeforeUpdate ?? items, newValues: items))
            }
            /// The text of the item row at `indexPath`; `nil` for a child's row.
            private func itemText(_ indexPath: IndexPath) -> String? {
                guard let local = localIndex(of: indexPath), items.indices.contains(local) else { return nil }
                return "\(name):\(items[local])"
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                itemText(indexPath).map(tableCell) ?? super.tableView(tableView, cellForRowAt: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                itemText(indexPath).map { collectionCell($0, in: collectionView, at: indexPath) }
                    ?? super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            override var description: String { "tagged run \(name)" }
        }

        /// A tagged run whose own model keeps which items are selected, by name (`SelectionModelNode`):
        /// taps and code star items, taps unstar them, the tree shows the starred items' rows, and an item
        /// that leaves the run leaves the model once the update reached the view.
        final class StarredRun: TaggedRun, SelectionModelNode {
            private(set) var starred: Set<String> = []
            var rowsSelectedByModel: Set<IndexPath> {
                Set(items.indices.filter { starred.contains(items[$0]) }.compactMap(indexPath(forLocalIndex:)))
            }
            func modelDecidesSelection(ofRow indexPath: IndexPath) -> Bool {
                localIndex(of: indexPath).map(items.indices.contains) ?? false
            }
            func modelDidLoseSelection(ofRows rows: [IndexPath]) {
                starred.subtract(
                    rows.compactMap { localIndex(of: $0) }.filter(items.indices.contains).map { items[$0] })
            }
            func treeUpdateDidReachTable() {
                starred.formIntersection(items)
                modelDidLoseSelection(ofRows: showSelectionModel())
            }
            /// Stars an item from code, a choice as a tap is, and shows the model.
            func star(_ item: String) {
                starred.insert(item)
                selectionWasChosen()
                showSelectionModel()
            }
            /// Stars or unstars the item a tap selected or deselected, and shows the model.
            private func follow(_ indexPath: IndexPath, selected: Bool) {
                guard let local = localIndex(of: indexPath), items.indices.contains(local) else { return }
                guard selected else {
                    starred.remove(items[local])
                    return
                }
                star(items[local])
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                super.tableView(tableView, didSelectRowAt: indexPath)
                follow(indexPath, selected: true)
            }
            override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                super.tableView(tableView, didDeselectRowAt: indexPath)
                follow(indexPath, selected: false)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                super.collectionView(collectionView, didSelectItemAt: indexPath)
                follow(indexPath, selected: true)
            }
            override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                super.collectionView(collectionView, didDeselectItemAt: indexPath)
                follow(indexPath, selected: false)
            }
            override var description: String { "starred run \(name)" }
        }

        /// A section identified by its name that shows its first row itself, with `firstRowText`.
        class FirstRowSection: CascadingSectionNode {
            let name: String
            var firstRowText: String { name }
            init(_ name: String) {
                self.name = name
                super.init()
            }
            override var diffIdentifier: AnyHashable { name }
            override func isContentEqual(to other: CascadingNode) -> Bool { true }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
                return tableCell(firstRowText)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                guard indexPath.item == 0 else { return super.collectionView(collectionView, cellForItemAt: indexPath) }
                return collectionCell(firstRowText, in: collectionView, at: indexPath)
            }
        }

        /// A section that shows a summary row itself before its children (`childrenOffset`), while
        /// `childrenTrailingOffset` is 1 a total row after them, and while it has no children (and does not
        /// load in a row) an "empty" status row after them (`makeStatusRow()`), switched whenever its
        /// children change.
        final class SummarySection: FirstRowSection {
            init(_ name: String, total: Bool = false) {
                super.init(name)
                childrenOffset = 1
                childrenTrailingOffset = total ? 1 : 0
                updateStatusRow(animated: false)
            }
            var emptyText: String { "empty \(name)" }
            override func makeStatusRow() -> CascadingNode? { children.isEmpty ? TokenRow(emptyText) : nil }
            override func childrenDidChange() {
                super.childrenDidChange()
                updateStatusRow()
            }
            override var firstRowText: String { "summary \(name)" }
            var totalText: String { "total \(name)" }
            /// What the section draws at `indexPath` itself after its first row: its total row after the
            /// children, or an own row among them; `nil` for the others.
            private func ownText(_ indexPath: IndexPath) -> String? {
                switch ownRow(at: indexPath) {
                case .afterChildren(0)?: totalText
                case .amongChildren(let name)?: CompositionFuzz.ownRowText(name)
                default: nil
                }
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                ownText(indexPath).map(tableCell) ?? super.tableView(tableView, cellForRowAt: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                ownText(indexPath).map { collectionCell($0, in: collectionView, at: indexPath) }
                    ?? super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            override var description: String { "summary section \(name)" }
        }

        /// A section that draws a summary row itself through the routing hooks, without declaring it: row 0
        /// is its own, rows 1…n go to its children (rows of one row each). The tree cannot see where these
        /// hooks put rows, so an update either shows them right or reloads and reports the section.
        final class HookedSummarySection: FirstRowSection {
            override var firstRowText: String { "hooked \(name)" }
            override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
                indexPath[1] == 0
                    ? nil : super.child(forRowAt: IndexPath(indexes: [indexPath[0], indexPath[1] - 1]))
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                super.tableView(tableView, numberOfRowsInSection: section) + 1
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { super.collectionView(collectionView, numberOfItemsInSection: section) + 1 }
            override var description: String { "hooked section \(name)" }
        }

        /// A section that spreads its first child's rows between its other children's rows (one of each in
        /// turn, then the rest of the longer run), through its routing hook alone. The nodes under it find
        /// which of their rows they are asked for through the hooks (`localIndex(of:)`), and an update
        /// under it reloads the section, reported once.
        final class SpreadSection: CascadingSectionNode {
            let name: String
            init(_ name: String, children: [CascadingNode] = []) {
                self.name = name
                super.init(children: children)
            }
            override var diffIdentifier: AnyHashable { name }
            override func isContentEqual(to other: CascadingNode) -> Bool { true }
            /// Where the hook sends `row` of a section whose first child shows `first` rows and whose other
            /// children (and status row) `others`: to the first child or to the others, as their `index`-th row.
            static func spread(_ row: Int, first: Int, others: Int) -> (toFirst: Bool, index: Int) {
                let pairs = min(first, others)
                if row < 2 * pairs { return (row.isMultiple(of: 2), row / 2) }
                return (first > others, row - pairs)
            }
            override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
                guard let first = children.first else { return super.child(forRowAt: indexPath) }
                // The first child's rows as the tree counts them until a change is announced (a run's
                // `rowSpan` reads its model, which changes just before `reloadContent()`): the rows the
                // library's routing sends it, a prefix of the section's, found by halving.
                var (shown, end) = (0, childrenSpan)
                while shown < end {
                    let middle = (shown + end) / 2
                    if super.child(forRowAt: IndexPath(indexes: [indexPath[0], middle])) === first {
                        shown = middle + 1
                    } else {
                        end = middle
                    }
                }
                let (toFirst, index) = Self.spread(indexPath[1], first: shown, others: childrenSpan - shown)
                return toFirst ? first : super.child(forRowAt: IndexPath(indexes: [indexPath[0], shown + index]))
            }
            override var description: String { "spread section \(name)" }
        }

        /// A group that draws a head before its children (`childrenOffset`) and a tail after them
        /// (`childrenTrailingOffset`), each shown and hidden as a step of its own, and its own rows among
        /// its children (`CascadingOwnRowNode`). Among a section's rows these are rows; among sections they
        /// are sections of one row each, which the group answers.
        final class FramedGroup: CascadingGroupNode {
            let name: String
            /// Whether the group stands among sections (it never moves among rows).
            let amongSections: Bool
            init(_ name: String, amongSections: Bool, head: Bool, tail: Bool, children: [CascadingNode] = []) {
                self.name = name
                self.amongSections = amongSections
                super.init(children: children)
                childrenOffset = head ? 1 : 0
                childrenTrailingOffset = tail ? 1 : 0
            }
            var headText: String { "head \(name)" }
            var tailText: String { "tail \(name)" }
            private func text(of own: CascadingOwnRow?) -> String? {
                switch own {
                case .beforeChildren(0)?: headText
                case .afterChildren(0)?: tailText
                case .amongChildren(let name)?: CompositionFuzz.ownRowText(name)
                default: nil
                }
            }
            /// The text of what the group draws itself at `indexPath`: a row of its own, or the row of a
            /// section of its own; `nil` for its children's rows.
            private func ownText(_ indexPath: IndexPath) -> String? {
                text(of: amongSections ? ownSection(at: indexPath.section) : ownRow(at: indexPath))
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                amongSections && text(of: ownSection(at: section)) != nil
                    ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            {
                amongSections && text(of: ownSection(at: section)) != nil
                    ? 1 : super.collectionView(collectionView, numberOfItemsInSection: section)
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                ownText(indexPath).map(tableCell) ?? super.tableView(tableView, cellForRowAt: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                ownText(indexPath).map { collectionCell($0, in: collectionView, at: indexPath) }
                    ?? super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            override var description: String { "framed group \(name)" }
        }

        /// A group among a section's rows that shows its children's rows in reverse order through its
        /// routing hook, without declaring it: the tree cannot see where the hook puts rows, so an update
        /// under it shows them right by reloading its section, reported once. Its children are rows of one
        /// row each; its loading row stays after them.
        final class ReversedGroup: CascadingGroupNode {
            /// Whether a reversed group is among a section owner's rows, at any depth.
            static func routesThroughOne(_ owner: CascadingNode) -> Bool {
                owner.children.contains { $0 is ReversedGroup || ($0 is CascadingGroupNode && routesThroughOne($0)) }
            }
            override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
                // The child the library's routing finds stands for the place counted from the other end.
                let child = super.child(forRowAt: indexPath)
                guard let child, let index = children.firstIndex(where: { $0 === child }) else { return child }
                return children[children.count - 1 - index]
            }
            override var description: String { "reversed group" }
        }

        /// A group among sections that shows its children's sections in reverse order through its own
        /// routing hooks, without declaring it: the tree cannot see where the hooks put sections, so an
        /// update under it reloads the table, reported once. Its children are sections of one section
        /// each; its loading section stays after them.
        final class ReversedSectionsGroup: CascadingGroupNode {
            /// Whether a reversed sections group is among the groups of sections under `node`.
            static func isAmong(_ node: CascadingNode) -> Bool {
                node is CascadingGroupNode && node.children.contains { $0 is ReversedSectionsGroup || isAmong($0) }
            }
            override func child(forSection section: Int) -> CascadingNode? {
                let child = super.child(forSection: section)
                guard let child, let index = children.firstIndex(where: { $0 === child }) else { return child }
                return children[children.count - 1 - index]
            }
            override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
                indexPath.count == 2 ? child(forSection: indexPath[0]) : super.child(forRowAt: indexPath)
            }
            override var description: String { "reversed sections group" }
        }

        /// A leaf section that answers its rows from its own array.
        final class ModelSectionNode: CascadingNode {
            let name: String
            var items: [String]
            init(_ name: String, items: [String]) {
                self.name = name
                self.items = items
                super.init()
            }
            override var diffIdentifier: AnyHashable { name }
            override func isContentEqual(to other: CascadingNode) -> Bool { true }
            func text(at index: Int) -> String { items.indices.contains(index) ? items[index] : "?" }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { items.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableCell(text(at: indexPath.row))
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionCell(text(at: indexPath.item), in: collectionView, at: indexPath) }
            override var description: String { "model section \(name)" }
        }

        /// A root that keeps every inconsistency it is told of, to tell the routing reports of sections that
        /// route by their own hooks from the recoveries no step may cause.
        class FuzzRoot: RecoveringRoot {
            private(set) var inconsistencies: [CascadingInconsistency] = []
            override func tableUpdateDidRecover(from inconsistency: CascadingInconsistency) {
                inconsistencies.append(inconsistency)
                super.tableUpdateDidRecover(from: inconsistency)
            }
        }

        /// The text of the own row (or own section's row) named `name` that a router draws among its
        /// children.
        static func ownRowText(_ name: String) -> String { "own \(name)" }

        /// A root that draws a section of one row for each `CascadingOwnRowNode` among its children, and
        /// a head section before them and a tail section after them while `childrenOffset` and
        /// `childrenTrailingOffset` are 1 (each shown and hidden as a step of its own). It answers row calls
        /// itself, so the forwarding shortcut does not pass over it: only some seeds use it.
        final class BannerRoot: FuzzRoot {
            static let headText = "root head"
            static let tailText = "root tail"
            private func ownText(_ section: Int) -> String? {
                switch ownSection(at: section) {
                case .beforeChildren(0)?: Self.headText
                case .afterChildren(0)?: Self.tailText
                case .amongChildren(let name)?: CompositionFuzz.ownRowText(name)
                default: nil
                }
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                ownText(section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            {
                ownText(section) == nil ? super.collectionView(collectionView, numberOfItemsInSection: section) : 1
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                ownText(indexPath.section).map(CompositionFuzz.tableCell)
                    ?? super.tableView(tableView, cellForRowAt: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                ownText(indexPath.section).map { CompositionFuzz.collectionCell($0, in: collectionView, at: indexPath) }
                    ?? super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            override var description: String { "banner root" }
        }

        /// Makes a fuzzed list section searchable: a query shows the items whose text contains it, with no
        /// pause.
        @MainActor static func makeSearchable(_ list: ListSection<FuzzItem>) {
            list.searchable(delay: -1, matches: matches)
        }

        /// Whether a searched list section shows `item` for `query`: its text contains the query.
        static func matches(_ item: FuzzItem, _ query: String) -> Bool {
            item.text.contains(query)
        }

        /// An item of the fuzzed list sections: identified by its name, shown by its text.
        struct FuzzItem: Identifiable, Equatable {
            let id: String
            var text: String
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// The items of one section as an outline: items with children, each parent expanded or collapsed.
    ///
    /// Applied to a section of a `UICollectionViewDiffableDataSource`, the section shows its
    /// `visibleItems`: the root items and, under each expanded parent, its children, depth first.
    /// Items are unique in a section snapshot: appending or inserting one it already holds does nothing.
    ///
    ///     var outline = NSDiffableDataSourceSectionSnapshot<String>()
    ///     outline.append(["Fruit", "Vegetables"])
    ///     outline.append(["Apple", "Pear"], to: "Fruit")
    ///     outline.expand(["Fruit"])
    ///     outline.visibleItems  // ["Fruit", "Apple", "Pear", "Vegetables"]
    public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
        /// The items without a parent, in order.
        public private(set) var rootItems: [ItemIdentifierType] = []
        private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
        private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
        private var expanded: Set<ItemIdentifierType> = []

        /// An empty section snapshot.
        public init() {}

        // MARK: Reading

        /// Every item, depth first: each parent before its children.
        public var items: [ItemIdentifierType] { flatten(rootItems, visibleOnly: false) }

        /// The items a section shows: roots, and the children of expanded parents, depth first.
        public var visibleItems: [ItemIdentifierType] { flatten(rootItems, visibleOnly: true) }

        /// Whether the snapshot holds an item.
        public func contains(_ item: ItemIdentifierType) -> Bool {
            parents[item] != nil || rootItems.contains(item)
        }

        /// The position of an item in `items`, or `nil` when the snapshot does not hold it.
        public func index(of item: ItemIdentifierType) -> Int? {
            items.firstIndex(of: item)
        }

        /// How deep an item is: 0 for a root item; -1 for an item the snapshot does not hold.
        public func level(of item: ItemIdentifierType) -> Int {
            guard contains(item) else { return -1 }
            var level = 0
            var current = item
            while let parent = parents[current] {
                level += 1
                current = parent
            }
            return level
        }

        /// An item's parent, or `nil` for a root item or an item the snapshot does not hold.
        public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
            parents[child]
        }

        /// Whether an item is expanded.
        public func isExpanded(_ item: ItemIdentifierType) -> Bool {
            expanded.contains(item)
        }

        /// Whether an item is shown: the snapshot holds it and every one of its ancestors is expanded.
        public func isVisible(_ item: ItemIdentifierType) -> Bool {
            guard contains(item) else { return false }
            var current = item
            while let parent = parents[current] {
                guard expanded.contains(parent) else { return false }
                current = parent
            }
            return true
        }

        /// The part of the outline under a parent, as a snapshot of its own, with the parent as its root
        /// when `includingParent` is `true`; empty for an item the snapshot does not hold.
        public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
            var result = Self()
            guard contains(parent) else { return result }
            if includingParent {
                result.append([parent])
                result.copySubtree(of: parent, from: self, under: parent)
            } else {
                result.append(children[parent] ?? [])
                for child in children[parent] ?? [] { result.copySubtree(of: child, from: self, under: child) }
            }
            return result
        }

        /// The outline as indented text, one item a line, a `+` before collapsed parents and a `-` before
        /// expanded ones.
        public func visualDescription() -> String {
            items.map { item in
                let marker = children[item]?.isEmpty == false ? (expanded.contains(item) ? "- " : "+ ") : "  "
                return String(repeating: "  ", count: level(of: item)) + marker + "\(item)"
            }.joined(separator: "\n")
        }

        // MARK: Changing

        /// Appends items at the end of the roots, or of a parent's children.
        public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
            let fresh = unique(items)
            guard let parent else { return rootItems += fresh }
            guard contains(parent) else { return }
            children[parent, default: []] += fresh
            for item in fresh { parents[item] = parent }
        }

        /// Inserts items just before an item, under the same parent.
        public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
            insert(items, at: item, offset: 0)
        }

        /// Inserts items just after an item, under the same parent.
        public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
            insert(items, at: item, offset: 1)
        }

        /// Appends another section snapshot's outline, with its expansion, at the end of the roots or of a
        /// parent's children; items this snapshot already holds are left where they are, with their
        /// children. Not public: UIKit's section snapshot has no such overload.
        mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
            guard parent.map(contains) ?? true else { return }
            let roots = unique(snapshot.rootItems)
            append(roots, to: parent)
            adoptSubtrees(of: roots, from: snapshot)
        }

        /// Inserts another section snapshot's outline, with its expansion, just before an item, under the
        /// same parent.
        public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
            let roots = unique(snapshot.rootItems)
            insert(roots, at: item, offset: 0)
            adoptSubtrees(of: roots, from: snapshot)
        }

        /// Inserts another section snapshot's outline, with its expansion, just after an item, under the
        /// same parent.
        public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
            let roots = unique(snapshot.rootItems)
            insert(roots, at: item, offset: 1)
            adoptSubtrees(of: roots, from: snapshot)
        }

        /// Replaces a parent's children (and everything under them) with another section snapshot's
        /// outline, with its expansion; the parent keeps its own expansion. Nothing happens when this
        /// snapshot does not hold the parent.
        public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
            guard contains(parent) else { return }
            delete(children[parent] ?? [])
            append(snapshot, to: parent)
        }

        /// Deletes items and everything under them.
        public mutating func delete(_ items: [ItemIdentifierType]) {
            for item in items where contains(item) {
                for child in children[item] ?? [] { delete([child]) }
                children[item] = nil
                expanded.remove(item)
                if let parent = parents.removeValue(forKey: item) {
                    children[parent]?.removeAll { $0 == item }
                } else {
                    rootItems.removeAll { $0 == item }
                }
            }
        }

        /// Deletes every item.
        public mutating func deleteAll() {
            self = Self()
        }

        /// Expands parents, so that their children are shown.
        public mutating func expand(_ items: [ItemIdentifierType]) {
            expanded.formUnion(items.filter(contains))
        }

        /// Collapses parents, so that their children are hidden.
        public mutating func collapse(_ items: [ItemIdentifierType]) {
            expanded.subtract(items)
        }

        // MARK: Helpers

        private func flatten(_ level: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
            level.flatMap { item -> [ItemIdentifierType] in
                guard !visibleOnly || expanded.contains(item) else { return [item] }
                return [item] + flatten(children[item] ?? [], visibleOnly: visibleOnly)
            }
        }

        /// The items not yet in the snapshot, each once.
        private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
            var seen = Set<ItemIdentifierType>()
            return items.filter { !contains($0) && seen.insert($0).inserted }
        }

        private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
            guard contains(anchor) else { return }
            let fresh = unique(items)
            if let parent = parents[anchor], let position = children[parent]?.firstIndex(of: anchor) {
                children[parent]?.insert(contentsOf: fresh, at: position + offset)
                for item in fresh { parents[item] = parent }
            } else if let position = rootItems.firstIndex(of: anchor) {
                rootItems.insert(contentsOf: fresh, at: position + offset)
            }
        }

        /// Copies, for each of `items` this snapshot now holds, its children in `source` and their
        /// expansion under it.
        private mutating func adoptSubtrees(of items: [ItemIdentifierType], from source: Self) {
            for item in items where contains(item) { copySubtree(of: item, from: source, under: item) }
        }

        /// Copies the children of `item` in `source`, recursively, under `parent` here, with their expansion.
        private mutating func copySubtree(
            of item: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType
        ) {
            if source.expanded.contains(item) { expanded.insert(parent) }
            let kids = source.children[item] ?? []
            append(kids, to: parent)
            for kid in kids { copySubtree(of: kid, from: source, under: kid) }
        }
    }
#endif

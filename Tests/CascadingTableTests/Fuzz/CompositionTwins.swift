// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    @testable import CascadingReadyMade

    extension CompositionFuzz {
        /// The collection run's tree beside the table run's: each view-neutral node of the table run has a
        /// copy (its twin), and the twin of a view-neutral node has as children the twins of its
        /// view-neutral children, in their order. The ready-made `ListRow`, `RowSection` and `ListSection`
        /// are view-neutral; a loading indicator's row has no twin: the twin of a loading node loads as it
        /// does and makes its own.
        @MainActor
        final class Twins {
            private var pairs: [ObjectIdentifier: (node: CascadingNode, twin: CascadingNode)] = [:]
            /// The collection run's root.
            let root: CascadingNode

            init(tableRoot: CascadingNode, collectionRoot: CascadingNode) {
                root = collectionRoot
                pairs[ObjectIdentifier(tableRoot)] = (tableRoot, collectionRoot)
            }

            /// The twin of a node of the table run, if it has one yet.
            func existing(_ node: CascadingNode) -> CascadingNode? {
                pairs[ObjectIdentifier(node)]?.twin
            }

            /// The twin of a node of the table run, made (with the twins of its subtree) on first use; `nil`
            /// for a table-only node.
            func twin(of node: CascadingNode) -> CascadingNode? {
                if let twin = existing(node) { return twin }
                let twin: CascadingNode
                switch node {
                case let row as TokenRow: twin = TokenRow(row.name, text: row.text)
                case let run as RunRow: twin = RunRow(run.name, count: run.count)
                case let run as StarredRun: twin = StarredRun(run.name, items: run.items)
                case let run as TaggedRun: twin = TaggedRun(run.name, items: run.items)
                case let summary as SummarySection:
                    twin = SummarySection(summary.name, total: summary.childrenTrailingOffset == 1)
                case let hooked as HookedSummarySection: twin = HookedSummarySection(hooked.name)
                case let spread as SpreadSection: twin = SpreadSection(spread.name)
                case let own as CascadingOwnRowNode: twin = CascadingOwnRowNode(own.name)
                case let model as ModelSectionNode: twin = ModelSectionNode(model.name, items: model.items)
                case let row as ListRow:
                    let agrees = row.onDelete?() ?? false
                    twin = ListRow(row.title, subtitle: row.subtitle, id: row.id).onDelete { agrees }
                        .movable(row.isMovable)
                case let section as RowSection: twin = RowSection(header: section.header)
                case let list as ListSection<FuzzItem>:
                    let copy = ListSection(list.items).content { item, content in content.text = item.text }
                    if list.statusRows.hasEmptyRow { copy.emptyState(CompositionFuzz.emptyText) }
                    copy.onRetry { [weak copy] in copy?.loadState = .loading }
                    copy.selectionMode = list.selectionMode
                    if let title = list.appearance.headerTitle { copy.header(title) }
                    if list.searchState != nil { CompositionFuzz.makeSearchable(copy) }
                    if let grid = list.appearance.grid {
                        copy.grid(columns: grid.columns, itemHeight: grid.itemHeight, spacing: grid.spacing)
                    }
                    twin = list.actions.move == nil ? copy : copy.onMove()
                case let group as ListSectionGroup<FuzzItem>:
                    twin = ListSectionGroup(group.sections.compactMap { self.twin(of: $0) as? ListSection<FuzzItem> })
                case is ReversedGroup: twin = ReversedGroup()
                case is ReversedSectionsGroup: twin = ReversedSectionsGroup()
                case let framed as FramedGroup:
                    twin = FramedGroup(
                        framed.name, amongSections: framed.amongSections, head: framed.childrenOffset == 1,
                        tail: framed.childrenTrailingOffset == 1)
                case _ where type(of: node) == CascadingGroupNode.self: twin = CascadingGroupNode()
                case _ where type(of: node) == CascadingSectionNode.self: twin = CascadingSectionNode()
                default: return nil
                }
                // Both are kept: an identifier stays unique while its node lives.
                pairs[ObjectIdentifier(node)] = (node, twin)
                // A list section has no children: each list section keeps its status row itself. A group of list
                // sections made its copy's sections.
                if !(node is ListSection<FuzzItem>), !(node is ListSectionGroup<FuzzItem>) {
                    twin.children = node.children.compactMap { self.twin(of: $0) }
                }
                return twin
            }

            /// Where the twin of `child` (a child of `node`) sits among the twins of `node`'s children.
            func position(of child: CascadingNode, in node: CascadingNode) -> Int {
                node.children.prefix { $0 !== child }.lazy.filter { self.existing($0) != nil }.count
            }

            /// Moves the twins to where the table run's tree has their nodes after a change the table made
            /// itself (a drag, a swipe-delete): the collection run's tree changes the same way, by code.
            func follow(_ node: CascadingNode) {
                if let list = node as? ListSection<FuzzItem>, let copy = existing(list) as? ListSection<FuzzItem> {
                    if copy.items != list.items { Self.repeatOneChange(of: list.items, in: copy) }
                    // An item dragged to another list section keeps its selection there.
                    if copy.selectedIDs != list.selectedIDs { copy.selectedIDs = list.selectedIDs }
                }
                guard let twin = existing(node), !(node is ListSection<FuzzItem>) else { return }
                let expected = node.children.compactMap(existing)
                let staying = Set(expected.map(ObjectIdentifier.init))
                for index in twin.children.indices.reversed()
                where !staying.contains(ObjectIdentifier(twin.children[index])) {
                    twin.removeChild(at: index)
                }
                for (position, child) in expected.enumerated()
                where twin.children.indices.contains(position) == false
                    || twin.children[position] !== child
                {
                    if child.parent === twin {
                        twin.moveChild(from: child.index, to: position)
                    } else {
                        child.removeFromParent()
                        twin.insertChild(child, at: position)
                    }
                }
                for child in node.children { follow(child) }
            }

            /// Makes the one change a user's drag made to a list section's items (an item moved within it, taken
            /// out of it or dropped into it) to its copy with the same mutation, as the section made it, so that
            /// a query the copy searches for hides the same items; other changes assign the items.
            private static func repeatOneChange(of items: [FuzzItem], in copy: ListSection<FuzzItem>) {
                let old = copy.items
                let first = zip(old, items).prefix { $0 == $1 }.count
                if old.count == items.count + 1, Array(old[..<first] + old[(first + 1)...]) == items {
                    copy.removeItem(at: first)
                    return
                }
                if old.count + 1 == items.count, Array(items[..<first] + items[(first + 1)...]) == old {
                    return copy.insertItem(items[first], at: first)
                }
                if old.count == items.count {
                    for (from, to) in [
                        (first, items.firstIndex(of: old[first])), (old.firstIndex(of: items[first]), first),
                    ] {
                        guard let from, let to else { continue }
                        var moved = old
                        moved.insert(moved.remove(at: from), at: to)
                        if moved == items { return copy.moveItem(from: from, to: to) }
                    }
                }
                copy.items = items
            }

            /// Whether a twin is in the collection run's tree.
            func isShown(_ twin: CascadingNode) -> Bool {
                var top = twin
                while let parent = top.parent { top = parent }
                return top === root
            }

            /// Where the collection run's tree differs from the copies of the table run's view-neutral nodes,
            /// or `nil` (a check of the test itself: a difference is a step mirrored wrongly).
            func mismatch(from node: CascadingNode) -> String? {
                guard let twin = existing(node) else { return nil }
                if let list = node as? ListSection<FuzzItem>, let copy = twin as? ListSection<FuzzItem> {
                    guard list.items == copy.items, list.selectedIDs == copy.selectedIDs,
                        list.statusRow?.description == copy.statusRow?.description
                    else {
                        return
                            "\(copy) has \(copy.items) selecting \(copy.selectedIDs) with \(String(describing: copy.statusRow)), \(list) \(list.items) selecting \(list.selectedIDs) with \(String(describing: list.statusRow))"
                    }
                    return nil
                }
                let expected = node.children.compactMap(existing)
                if twin.children.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) {
                    return "\(twin) has \(twin.children), the copy of \(node) needs \(expected)"
                }
                for child in node.children {
                    if let mismatch = mismatch(from: child) { return mismatch }
                }
                return nil
            }
        }
    }
#endif

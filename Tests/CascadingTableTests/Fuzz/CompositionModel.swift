// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    @testable import CascadingReadyMade

    // The model: what a view must show, computed from the table run's tree by plain recursion, without the
    // placement mapping. Each view sees it through a projection: the table shows every node, the collection
    // view the view-neutral nodes (through their copies in its tree) and their loading rows, headers and
    // footers (the copies load as their originals do).
    extension CompositionFuzz {
        /// A row as the tree describes it: its text, and the node that answers for it in the view (`nil`:
        /// a status row node, described as `statusRow`: a loading indicator's row, or a list section's
        /// loading, error or empty row).
        struct ModelRow: Equatable, CustomStringConvertible {
            var text: String
            var owner: ObjectIdentifier?
            var statusRow = "loading row"
            /// For a list section's status row, the list section it follows.
            var statusOf: ObjectIdentifier?
            var description: String { text }
        }

        /// The text of the empty-state row of the list sections that have one.
        static let emptyText = "Nothing here"

        /// The text of a list section's error row.
        static let errorText = "Couldn't load. Tap to retry."

        /// The error of a list section's failed load.
        struct LoadError: Error {}

        /// A section as the tree describes it: its rows, and whether its header or footer is a loading
        /// indicator.
        struct ModelSection: Equatable {
            var rows: [ModelRow]
            var loadingHeader = false
            var loadingFooter = false
            /// The header title of the list section that owns the section, if it has one.
            var headerTitle: String?
        }

        /// How one view shows the table run's tree.
        @MainActor
        struct Projection {
            /// The node that stands for a node of the table run's tree in this view, or `nil` where this
            /// view does not show it (nor anything under it).
            let counterpart: (CascadingNode) -> CascadingNode?

            /// The table: every node as it is, loading indicators included.
            static let table = Projection(counterpart: { $0 })
        }

        /// What a view must show of the tree under `root`: a node loading with style `.row` shows
        /// "Loading…" after its rows (a section of it after its sections).
        @MainActor
        static func modelSections(of root: CascadingNode, as projection: Projection) -> [ModelSection] {
            func loading(_ node: CascadingNode, _ style: LoadingIndicatorStyle) -> Bool {
                node.loadingStyle == style
                    && (style != .row || projection.counterpart(node) != nil)
            }
            // Every loading row is a node of its own: a list section's status row, another node's loading row.
            func loadingRow(_ node: CascadingNode) -> [ModelRow] {
                loading(node, .row) ? [ModelRow(text: "Loading…", owner: nil)] : []
            }
            // After its items, a list section shows its loading row, its error row, or (idle without items)
            // its empty-state row if it has one.
            func statusRow(_ list: ListSection<FuzzItem>, shown: CascadingNode) -> [ModelRow] {
                let row: ModelRow
                if list.loadState.error != nil {
                    row = ModelRow(text: errorText, owner: nil, statusRow: "failed row")
                } else if list.loadState.isLoading {
                    row = ModelRow(text: "Loading…", owner: nil)
                } else if list.items.isEmpty, list.statusRows.hasEmptyRow {
                    row = ModelRow(text: emptyText, owner: nil, statusRow: "empty row")
                } else {
                    return []
                }
                return [
                    ModelRow(text: row.text, owner: nil, statusRow: row.statusRow, statusOf: ObjectIdentifier(shown))
                ]
            }
            func rows(of node: CascadingNode) -> [ModelRow] {
                guard let shown = projection.counterpart(node) else { return [] }
                let owned = { (text: String) in ModelRow(text: text, owner: ObjectIdentifier(shown)) }
                switch node {
                case let row as TokenRow: return [owned(row.text)]
                // The router that draws it answers for it.
                case let own as CascadingOwnRowNode:
                    let drawer = own.parent.flatMap(projection.counterpart).map(ObjectIdentifier.init)
                    return [ModelRow(text: CompositionFuzz.ownRowText(own.name), owner: drawer)]
                case let row as ListRow: return [owned(row.title ?? "")]
                case let run as RunRow: return (0..<run.count).map { owned("\(run.name).\($0)") }
                // Its children's rows backwards, then its loading row.
                case let reversed as ReversedGroup:
                    return reversed.children.reversed().flatMap(rows) + loadingRow(reversed)
                // Its item rows, then its children's rows and its loading row.
                case let run as TaggedRun:
                    return run.items.map { owned("\(run.name):\($0)") } + run.children.flatMap(rows) + loadingRow(run)
                case let section as FirstRowSection:
                    let summary = section as? SummarySection
                    let total = summary.flatMap { $0.childrenTrailingOffset == 1 ? $0 : nil }
                    // Its status row: the loading row, else (a summary section whose view shows no children)
                    // its empty row, a token row of its own.
                    let empty = summary.flatMap { $0.loadingStyle != .row && shown.children.isEmpty ? $0 : nil }
                    let emptyRow = empty.map {
                        ModelRow(text: $0.emptyText, owner: nil, statusRow: "row \($0.emptyText)")
                    }
                    return [owned(section.firstRowText)] + section.children.flatMap(rows) + loadingRow(section)
                        + (emptyRow.map { [$0] } ?? []) + (total.map { [owned($0.totalText)] } ?? [])
                case let list as ListSection<FuzzItem>:
                    return list.items.map { owned($0.text) } + statusRow(list, shown: shown)
                // Its first child's rows spread between its other children's rows and its loading row.
                case let spread as SpreadSection:
                    let shown = spread.children.filter { projection.counterpart($0) != nil }
                    guard let first = shown.first else { return loadingRow(spread) }
                    let (ownRows, others) = (rows(of: first), shown.dropFirst().flatMap(rows) + loadingRow(spread))
                    return (0..<ownRows.count + others.count).map { row in
                        let (toFirst, index) = SpreadSection.spread(row, first: ownRows.count, others: others.count)
                        return toFirst ? ownRows[index] : others[index]
                    }
                // Its head, its children's rows, its loading row, its tail.
                case let framed as FramedGroup:
                    let head = framed.childrenOffset == 1 ? [owned(framed.headText)] : []
                    let tail = framed.childrenTrailingOffset == 1 ? [owned(framed.tailText)] : []
                    return head + framed.children.flatMap(rows) + loadingRow(framed) + tail
                default: return node.children.flatMap(rows) + loadingRow(node)
                }
            }
            func sections(of node: CascadingNode) -> [ModelSection] {
                guard let shown = projection.counterpart(node) else { return [] }
                var result: [ModelSection]
                switch node {
                case let own as CascadingOwnRowNode:
                    let drawer = own.parent.flatMap(projection.counterpart).map(ObjectIdentifier.init)
                    result = [ModelSection(rows: [ModelRow(text: CompositionFuzz.ownRowText(own.name), owner: drawer)])]
                // Its head section, its children's sections, its loading section, its tail section.
                case let framed as FramedGroup:
                    let own = { (text: String) in
                        [ModelSection(rows: [ModelRow(text: text, owner: ObjectIdentifier(shown))])]
                    }
                    result =
                        (framed.childrenOffset == 1 ? own(framed.headText) : []) + framed.children.flatMap(sections)
                        + (loading(framed, .row) ? [ModelSection(rows: loadingRow(framed))] : [])
                        + (framed.childrenTrailingOffset == 1 ? own(framed.tailText) : [])
                // Its children's sections backwards, then its loading section.
                case let reversed as ReversedSectionsGroup:
                    result =
                        reversed.children.reversed().flatMap(sections)
                        + (loading(reversed, .row) ? [ModelSection(rows: loadingRow(reversed))] : [])
                case let group as CascadingGroupNode:
                    result =
                        group.children.flatMap(sections)
                        + (loading(group, .row) ? [ModelSection(rows: loadingRow(group))] : [])
                case let model as ModelSectionNode:
                    result = [
                        ModelSection(rows: model.items.map { ModelRow(text: $0, owner: ObjectIdentifier(shown)) })
                    ]
                default:
                    result = [
                        ModelSection(
                            rows: rows(of: node), headerTitle: (node as? ListSection<FuzzItem>)?.appearance.headerTitle)
                    ]
                }
                if loading(node, .header), !result.isEmpty { result[0].loadingHeader = true }
                if loading(node, .footer), !result.isEmpty { result[result.count - 1].loadingFooter = true }
                return result
            }
            // A root's head section, its children's sections, its loading section, its tail section.
            let drawer = projection.counterpart(root).map(ObjectIdentifier.init)
            let own = { (text: String) in [ModelSection(rows: [ModelRow(text: text, owner: drawer)])] }
            return (root.childrenOffset == 1 ? own(BannerRoot.headText) : []) + root.children.flatMap(sections)
                + (loading(root, .row) ? [ModelSection(rows: loadingRow(root))] : [])
                + (root.childrenTrailingOffset == 1 ? own(BannerRoot.tailText) : [])
        }

        /// The name the selection model gives the row at `indexPath` of a view showing `expected` from the
        /// tree under `root`: a token row's name; else the text of a row a node answers for itself (a run's
        /// row, an item of a tagged run or of a model section, a row or section a router shows itself);
        /// `nil` for the rows the model leaves to others (a list section's, a ready-made row's, loading and
        /// status rows).
        @MainActor
        static func selectionName(
            at indexPath: IndexPath, under root: CascadingNode, expected: [ModelSection]
        ) -> String? {
            guard expected.indices.contains(indexPath.section),
                expected[indexPath.section].rows.indices.contains(indexPath.row)
            else { return nil }
            let row = expected[indexPath.section].rows[indexPath.row]
            guard row.owner != nil, row.statusOf == nil else { return nil }
            let owner = owner(of: indexPath, under: root)
            if owner is ListSection<FuzzItem> || owner is ListRow || owner is StarredRun { return nil }
            return (owner as? TokenRow)?.name ?? row.text
        }

        /// The names `selectionName(at:under:expected:)` gives the rows of the nodes under `node`, itself
        /// included, whether shown or not.
        @MainActor
        static func selectionNames(under node: CascadingNode) -> [String] {
            var names: [String] = []
            var pending = [node]
            while let node = pending.popLast() {
                pending += node.children
                switch node {
                case let row as TokenRow: names.append(row.name)
                case let run as RunRow: names += (0..<run.count).map { "\(run.name).\($0)" }
                case is StarredRun: break
                case let run as TaggedRun: names += run.items.map { "\(run.name):\($0)" }
                case let own as CascadingOwnRowNode: names.append(ownRowText(own.name))
                case let framed as FramedGroup: names += [framed.headText, framed.tailText]
                case let model as ModelSectionNode: names += model.items
                case let section as SummarySection: names += [section.firstRowText, section.totalText]
                case let section as FirstRowSection: names.append(section.firstRowText)
                default: break
                }
            }
            return names
        }

        /// The node that answers for a row (an item) of the tree under `root`, found through the routing
        /// hooks as every forwarded call is: the last node on the way down that no child takes over from.
        @MainActor
        static func owner(of indexPath: IndexPath, under root: CascadingNode) -> CascadingNode {
            var node = root
            for _ in 0..<32 {
                guard let next = node.child(forRowAt: indexPath), next !== node else { break }
                node = next
            }
            return node
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    extension CompositionFuzz {
        /// The collection run's tree beside the table run's: each view-neutral node of the table run has a
        /// copy (its twin), and the twin of a view-neutral node has as children the twins of its
        /// view-neutral children, in their order. Table-only nodes (the ready-made `ListRow`, `RowSection`
        /// and `ListSection`, which answer the table's members only so far, and loading indicators, whose
        /// row and header answer the table's members only) have no twin, nor does anything under them.
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
                case let summary as SummarySection: twin = SummarySection(summary.name)
                case let hooked as HookedSummarySection: twin = HookedSummarySection(hooked.name)
                case let model as ModelSectionNode: twin = ModelSectionNode(model.name, items: model.items)
                case _ where type(of: node) == CascadingGroupNode.self: twin = CascadingGroupNode()
                case _ where type(of: node) == CascadingSectionNode.self: twin = CascadingSectionNode()
                default: return nil
                }
                // Both are kept: an identifier stays unique while its node lives.
                pairs[ObjectIdentifier(node)] = (node, twin)
                twin.children = node.children.compactMap { self.twin(of: $0) }
                return twin
            }

            /// Where the twin of `child` (a child of `node`) sits among the twins of `node`'s children.
            func position(of child: CascadingNode, in node: CascadingNode) -> Int {
                node.children.prefix { $0 !== child }.lazy.filter { self.existing($0) != nil }.count
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

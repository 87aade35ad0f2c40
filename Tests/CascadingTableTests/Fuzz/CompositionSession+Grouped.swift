// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    // Grouped updates: one `performUpdates` of each root mixing changes at two depths or more.
    extension CompositionFuzz.Session {
        /// One `performUpdates` mixing changes until it changed the tree at two depths or more (children
        /// of the root, of groups of sections, of sections, of groups of rows; items of list sections as
        /// sections and as runs of rows, and items moving between them; runs, texts, loading indicators,
        /// selections from code), in each view: changes of table-only nodes do not count for the
        /// collection view.
        func groupedStep() -> String {
            var log: [String] = []
            var depths = Set<Int>()
            var collectionDepths = Set<Int>()
            grouped {
                var attempts = 0
                while attempts < 40, depths.count < 2 || (attempts < 6 && pick(3) == 0) {
                    attempts += 1
                    let reached = mirrored
                    guard let (entry, depth) = groupedChange() else { continue }
                    log.append(entry)
                    depths.insert(depth)
                    if mirrored > reached { collectionDepths.insert(depth) }
                }
                if depths.count >= 2, collectionRun != nil, collectionDepths.count < 2,
                    let (entry, rowDepth) = twoDepthsInTheCollection()
                {
                    // The changes so far reached only the table (loading switches): two that reach both follow.
                    log.append(entry)
                    collectionDepths.formUnion([0, rowDepth])
                }
                if depths.count < 2 || (collectionRun != nil && collectionDepths.count < 2) {
                    // A new section at depth 0 and a row inside it at depth 1, in place of another section
                    // where the root has many.
                    if root.children.count > 4 { remove(at: pick(root.children.count), from: root) }
                    let section = CascadingSectionNode()
                    insert(section, into: root, at: pick(root.children.count + 1))
                    append(CompositionFuzz.TokenRow(name()), to: section)
                    log.append("insert a section with a row")
                    depths.formUnion([0, 1])
                    collectionDepths.formUnion([0, 1])
                }
            }
            tally.grouped += 1
            if depths.count >= 2 { tally.deep += 1 }
            if collectionRun != nil {
                tally.collectionGrouped += 1
                if collectionDepths.count >= 2 { tally.collectionDeep += 1 }
            }
            return "grouped at depths \(depths.sorted()) [\(log.joined(separator: ", "))]"
        }

        /// One change made inside a grouped update, with the depth of the node it changed.
        private func groupedChange() -> (String, Int)? {
            let all = routers()
            let node = all[pick(all.count)]
            switch pick(10) {
            case 0, 1:
                let child = makeChild(for: node)
                insert(child, into: node, at: pick(node.children.count + 1))
                return ("insert \(child) into \(node)", depth(node))
            case 2:
                guard !node.children.isEmpty else { return nil }
                remove(at: pick(node.children.count), from: node)
                return ("remove from \(node)", depth(node))
            case 3:
                guard node.children.count > 1 else { return nil }
                move(from: pick(node.children.count), to: pick(node.children.count), in: node)
                return ("move in \(node)", depth(node))
            case 4: return moveAChild(of: node, among: all)
            case 5:
                if statusPick(3) == 0, let toggled = toggleAnOwnRow() { return toggled }
                if statusPick(3) == 0, let changed = changeTaggedItems() { return changed }
                let rows = nodes().filter { $0 is CompositionFuzz.TokenRow || $0 is CompositionFuzz.RunRow }
                guard let row = rows.isEmpty ? nil : rows[pick(rows.count)] else { return nil }
                if let run = row as? CompositionFuzz.RunRow {
                    let count = pick(4)
                    edit(run) { $0.count = count }
                } else if let token = row as? CompositionFuzz.TokenRow {
                    edit(token) { $0.text += "*" }
                }
                return ("change \(row)", depth(row))
            case 6:
                if searchPick(4) == 0, let changed = changeAListGroup(alone: false) { return changed }
                let lists = nodes().compactMap { $0 as? ListSection<CompositionFuzz.FuzzItem> }
                guard let list = lists.isEmpty ? nil : lists[pick(lists.count)] else { return nil }
                return (editItems(of: list), depth(list))
            case 7: return switchLoadingInGroup(among: all)
            case 8: return transferredItem()
            default:
                guard !placesSections(node), !node.children.isEmpty else { return nil }
                return (rebuildListRows(of: node), depth(node))
            }
        }

        /// Two changes that reach the collection run's tree at two depths without growing it: a section
        /// that both views show moves among the root's children (depth 0), and a row that both show
        /// changes its text (depth 2 or more); `nil` where the trees offer neither.
        private func twoDepthsInTheCollection() -> (String, Int)? {
            guard let twins else { return nil }
            let sections = root.children.indices.filter { twins.existing(root.children[$0]) != nil }
            let rows = nodes().compactMap { node in
                (node as? CompositionFuzz.TokenRow).flatMap { row in
                    twins.existing(row).map(twins.isShown) == true ? row : nil
                }
            }
            guard sections.count > 1, let row = rows.isEmpty ? nil : rows[pick(rows.count)] else { return nil }
            let source = sections[pick(sections.count)]
            let others = sections.filter { $0 != source }
            let destination = others[pick(others.count)]
            move(from: source, to: destination, in: root)
            edit(row, reconfiguring: pick(2) == 0) { $0.text += "*" }
            return ("move \(source) → \(destination) in the root, retext \(row.name)", depth(row))
        }

        /// A child moving to another router of the same kind (a row to another section, a section into or
        /// out of a group).
        private func moveAChild(of node: CascadingNode, among all: [CascadingNode]) -> (String, Int)? {
            let targets = all.filter { $0 !== node && placesSections($0) == placesSections(node) }
            guard !node.children.isEmpty, let target = targets.isEmpty ? nil : targets[pick(targets.count)]
            else { return nil }
            let child = node.children[pick(node.children.count)]
            // A loading row belongs to its node's indicator.
            guard !isAncestor(child, of: target), "\(child)" != "loading row", !(child is CascadingOwnRowNode),
                child is CompositionFuzz.TokenRow
                    || !(target is CompositionFuzz.HookedSummarySection || target is CompositionFuzz.TaggedRun
                        || target is CompositionFuzz.ReversedGroup || target is CompositionFuzz.SpreadSection
                        || target is CompositionFuzz.ReversedSectionsGroup)
            else { return nil }
            detach(child)
            insert(child, into: target, at: pick(target.children.count + 1))
            return ("move \(child) from \(node) to \(target)", depth(target))
        }
    }
#endif

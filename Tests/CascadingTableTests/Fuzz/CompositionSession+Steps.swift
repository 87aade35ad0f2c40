// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    @testable import CascadingReadyMade

    // The single steps. Every change of the tree is made in both runs; the steps the table takes first
    // (swipe-deletes, drags, loading indicators) are described in `CompositionSession+Interactions.swift`.
    extension CompositionFuzz.Session {
        /// The kinds of single step drawn when the step is not a grouped update (`groupedStep()`, two draws
        /// in five).
        static let stepKinds = 19

        func step() -> String {
            tally.steps += 1
            tableRun.reloadRequested = showsLoadingSupplements()
            collectionRun?.reloadRequested = tableRun.reloadRequested
            tableRun.beginStep()
            collectionRun?.beginStep()
            if pick(5) < 2 { return groupedStep() }
            let all = routers()
            let node = all[pick(all.count)]
            switch pick(Self.stepKinds) {
            case 0, 1:
                let child = makeChild(for: node)
                let position = pick(node.children.count + 1)
                insert(child, into: node, at: position)
                return "insert \(child) into \(node) at \(position)"
            case 2:
                guard !node.children.isEmpty else { return "nothing" }
                let position = pick(node.children.count)
                remove(at: position, from: node)
                return "remove \(position) of \(node)"
            case 3:
                guard node.children.count > 1 else { return "nothing" }
                let (from, to) = (pick(node.children.count), pick(node.children.count))
                move(from: from, to: to, in: node)
                return "move \(from) → \(to) in \(node)"
            case 4: return rebuildTokenRows(of: node)
            case 5:
                // (The total row of a summary section or the head or tail of a framed group, shown or hidden, in
                // a third of these steps; the items of a tagged run changed in a third of the others.)
                if statusPick(3) == 0, let (toggled, _) = toggleAnOwnRow() { return toggled }
                if statusPick(3) == 0, let (changed, _) = changeTaggedItems() { return changed }
                let runs = nodes().compactMap { $0 as? CompositionFuzz.RunRow }
                guard let run = runs.isEmpty ? nil : runs[pick(runs.count)] else { return "nothing" }
                let count = pick(4)
                edit(run) { $0.count = count }
                return "resize \(run.name) to \(count)"
            case 6:
                let models = nodes().compactMap { $0 as? CompositionFuzz.ModelSectionNode }
                guard let model = models.isEmpty ? nil : models[pick(models.count)] else { return "nothing" }
                let newName = name()
                edit(model) { $0.items.append(newName) }
                tableRun.reloadRequested = true
                collectionRun?.reloadRequested = true
                return "append to \(model.name)"
            case 7:
                let rows = nodes().compactMap { $0 as? CompositionFuzz.TokenRow }
                guard let row = rows.isEmpty ? nil : rows[pick(rows.count)] else { return "nothing" }
                edit(row, reconfiguring: pick(2) == 0) { $0.text += "*" }
                return "retext \(row.name)"
            case 8:
                let lists = nodes().compactMap { $0 as? ListSection<CompositionFuzz.FuzzItem> }
                guard !lists.isEmpty else { return "nothing" }
                if searchPick(4) == 0, let (changed, _) = changeAListGroup(alone: true) { return changed }
                return editItems(of: lists[pick(lists.count)], alone: true)
            case 9:
                let lists = nodes().compactMap { $0 as? ListSection<CompositionFuzz.FuzzItem> }
                guard !lists.isEmpty else { return "nothing" }
                var log: [String] = []
                grouped {
                    for _ in 0..<1 + pick(4) { log.append(editItems(of: lists[pick(lists.count)])) }
                }
                return "grouped [\(log.joined(separator: ", "))]"
            // Ready-made rows.
            case 10: return rebuildListRows(of: node)
            case 11: return swipeToDeleteAListRow()
            // Loading indicators.
            case 12, 13: return switchLoading()
            // Selection.
            // (A list section's error row, tapped to retry, in half of these steps when one shows; an item of a
            // run that keeps its selection in a model, tapped or starred from code, in half of the others.)
            case 14:
                return (statusPick(2) == 0 ? tapAnErrorRow() : nil) ?? (pick(2) == 0 ? chooseAStarredItem() : nil)
                    ?? tapAListRow()
            case 15: return tapARow()
            // Reordering by the user.
            case 16: return pick(2) == 0 ? dragAnItem() : dragARow()
            // Items moving between list sections.
            case 17: return transferAnItem()
            default:
                let fraction = CGFloat(pick(1_000)) / 1_000
                for run in [tableRun] + (collectionRun.map { [$0] } ?? []) {
                    run.view.contentOffset = CGPoint(x: 0, y: (run.view.contentSize.height * fraction).rounded())
                }
                return "scroll"
            }
        }

        /// Rebuilds a router's rows by identity: same names, some with new text, shuffled.
        private func rebuildTokenRows(of node: CascadingNode) -> String {
            guard !placesSections(node) else { return "nothing" }
            var rebuilt = node.children.map { child -> CascadingNode in
                guard let row = child as? CompositionFuzz.TokenRow else { return child }
                return CompositionFuzz.TokenRow(row.name, text: pick(3) == 0 ? row.text + "'" : row.text)
            }
            for index in rebuilt.indices.reversed() where pick(3) == 0 {
                rebuilt.swapAt(index, pick(index + 1))
            }
            for child in node.children where !rebuilt.contains(where: { $0 === child }) {
                detach(child)
            }
            for child in rebuilt where child.parent != nil && child.parent !== node { detach(child) }
            assign(rebuilt, to: node)
            return "rebuild \(node)"
        }

        // MARK: Checking

        /// What is wrong with what either view shows, or `nil`.
        func problem() -> String? {
            forgetSelectionOfRowsGone()
            if let unexplained = unexplainedDuplicateReport() { return unexplained }
            let expected = CompositionFuzz.modelSections(of: root, as: .table)
            if let mismatch = searchMismatch() ?? groupSearchMismatch() { return mismatch }
            if let problem = tableRun.problem(expected: expected) ?? tableOnlyProblem(expected: expected) {
                return "table: \(problem)"
            }
            guard let run = collectionRun, let twins else { return nil }
            if let mismatch = twins.mismatch(from: root) { return "collection run's tree: \(mismatch)" }
            let collectionExpected = CompositionFuzz.modelSections(of: root, as: run.projection)
            if let problem = run.problem(expected: collectionExpected) ?? selectionMismatch(in: run)
                ?? (run.view as? UICollectionView).flatMap({
                    collectionLoadingSupplementMismatch(in: $0, expected: collectionExpected)
                })
            {
                return "collection view: \(problem)"
            }
            return nil
        }

        /// A repeated identifier a root reported that no two list items of the tree shared before or after
        /// the step and no array assigned during it repeated, or `nil`. Steps repeat identifiers on purpose
        /// (an assigned array may repeat one); each update whose rows or assigned items repeat one reports it.
        private func unexplainedDuplicateReport() -> String? {
            var counts: [String: Int] = [:]
            for case let list as FuzzList in nodes() {
                // (Items a search hides count too: clearing the query shows them again.)
                for item in list.everyItem { counts[item.id, default: 0] += 1 }
            }
            let repeated = Set(counts.filter { $0.value > 1 }.keys)
            let explained = repeated.union(repeatedIdentifiersBefore).union(repeatedIdentifiersAssigned)
            defer {
                repeatedIdentifiersBefore = repeated
                repeatedIdentifiersAssigned = []
            }
            for run in [tableRun] + (collectionRun.map { [$0] } ?? []) {
                for identifier in run.newDuplicateReports() where !explained.contains(identifier) {
                    return "reported the repeated identifier \(identifier), which no two list items shared"
                }
            }
            return nil
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    // Steps the table takes first: swipe-deletes and drags (the rows that can move and the rows that delete
    // themselves answer the table's swipe and move members; the tree changes they make reach the
    // collection run's tree as the same changes made by code; half the drags are made in the collection
    // view first and then in the table, and both trees must land alike), and loading indicators (the collection
    // run's copies load as the table's nodes do, rows, headers and footers alike; a header or footer the
    // section's layout lacks is added while it loads). Changes of other nodes they make go to both trees.
    extension CompositionFuzz.Session {
        // MARK: Ready-made rows

        /// A `ListRow` identified by its name, which agrees or refuses to be deleted by a swipe.
        func makeListRow(_ name: String? = nil, title: String? = nil, agrees: Bool? = nil) -> ListRow {
            let name = name ?? self.name()
            let agrees = agrees ?? (pick(2) == 0)
            return ListRow(title ?? name, subtitle: agrees ? "deletable" : nil, id: name).onDelete { agrees }
                .movable(pick(3) == 0)
        }

        /// Rebuilds the `ListRow`s among a router's children by identity, some retitled, others kept.
        func rebuildListRows(of node: CascadingNode) -> String {
            guard !placesSections(node), node.children.contains(where: { $0 is ListRow }) else { return "nothing" }
            let rebuilt = node.children.map { child -> CascadingNode in
                guard let row = child as? ListRow, let name = row.id as? String else { return child }
                let title = pick(3) == 0 ? (row.title ?? name) + "'" : row.title
                return makeListRow(name, title: title, agrees: row.subtitle != nil)
            }
            assign(rebuilt, to: node)
            return "rebuild the table rows of \(node)"
        }

        /// Swipes a `ListRow` and taps Delete; it leaves exactly when its callback agrees.
        func swipeToDeleteAListRow() -> String {
            let rows = nodes().compactMap { $0 as? ListRow }
            guard let row = rows.isEmpty ? nil : rows[pick(rows.count)],
                case .rows(let range, let section)? = row.tablePlacement
            else { return "nothing" }
            let agrees = row.subtitle != nil
            table.headlessSwipe(rowAt: IndexPath(row: range.lowerBound, section: section))
            table.headlessTapSwipeAction()
            twins?.follow(root)
            if (row.parent == nil) != agrees {
                tableRun.mismatch = "\(row) \(agrees ? "stayed" : "left") after a swipe-delete"
            }
            return "swipe-delete \(row)"
        }

        // MARK: Drags and taps

        /// Drags a row that can move (a movable `ListRow`, an item of a reorderable list section) to a
        /// random place in editing mode: the tree must follow whatever the table shows afterwards.
        func dragARow() -> String {
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            let movable = counts.indices.flatMap { section in
                (0..<counts[section]).map { IndexPath(row: $0, section: section) }
            }.filter { root.tableView(table, canMoveRowAt: $0) }
            guard let source = movable.isEmpty ? nil : movable[pick(movable.count)] else { return "nothing" }
            let section = pick(counts.count)
            let proposed = IndexPath(
                row: pick(counts[section] + (section == source.section ? 0 : 1)), section: section)
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: source, to: proposed)
            table.setEditing(false, animated: false)
            twins?.follow(root)
            return "drag \(source) to \(proposed), landed at \(landed.map { "\($0)" } ?? "nothing")"
        }

        /// Drags an item that can move (a movable `ListRow`, an item of a reorderable list section) over
        /// another item in the collection view, then drags the same row to the same place in the table:
        /// each tree follows its own view, and both must land alike. Without a collection view, a row drag.
        func dragAnItem() -> String {
            guard let run = collectionRun, let view = run.view as? UICollectionView, let twins else {
                return dragARow()
            }
            view.layoutIfNeeded()
            let items = (0..<view.numberOfSections).flatMap { section in
                (0..<view.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
            }
            let movable = items.filter { run.root.collectionView(view, canMoveItemAt: $0) }
            guard let source = movable.isEmpty ? nil : movable[pick(movable.count)] else { return "nothing" }
            let target = items[pick(items.count)]
            guard let frame = view.layoutAttributesForItem(at: target)?.frame,
                view.beginInteractiveMovementForItem(at: source)
            else { return "nothing" }
            view.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
            view.endInteractiveMovement()
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(
                at: IndexPath(row: source.item, section: source.section),
                to: IndexPath(row: target.item, section: target.section))
            table.setEditing(false, animated: false)
            if let mismatch = twins.mismatch(from: root) {
                run.mismatch = "after dragging \(source) over \(target), the trees differ: \(mismatch)"
            }
            twins.follow(root)
            return
                "drag item \(source) over \(target), the table's row landed at \(landed.map { "\($0)" } ?? "nothing")"
        }

        /// Taps a row of a list section's item in both views, which selects or deselects it.
        func tapAListRow() -> String {
            let lists = nodes().compactMap { $0 as? FuzzList }.filter { !$0.items.isEmpty }
            guard let list = lists.isEmpty ? nil : lists[pick(lists.count)] else { return "nothing" }
            let item = pick(list.items.count)
            guard let indexPath = list.indexPath(forItemAt: item) else { return "nothing" }
            table.headlessTap(rowAt: indexPath)
            if let run = collectionRun, let copy = twins?.existing(list) as? FuzzList, twins?.isShown(copy) == true,
                let shown = copy.indexPath(forItemAt: item)
            {
                run.view.tap(at: shown)
            }
            return "tap \(indexPath) of \(list)"
        }

        /// Taps an item of a run that keeps its selection in a model (`SelectionModelNode`) in both views, or
        /// stars one from code in both trees; `nil` when no such run has items.
        func chooseAStarredItem() -> String? {
            let runs = nodes().compactMap { $0 as? CompositionFuzz.StarredRun }.filter { !$0.items.isEmpty }
            guard let run = runs.isEmpty ? nil : runs[pick(runs.count)] else { return nil }
            let item = pick(run.items.count)
            let twin = (twins?.existing(run) as? CompositionFuzz.StarredRun).flatMap {
                twins?.isShown($0) == true ? $0 : nil
            }
            if pick(2) == 0 {
                for node in [run] + (twin.map { [$0] } ?? []) { node.star(run.items[item]) }
                return "star \(run.items[item]) of \(run) from code"
            }
            guard let indexPath = run.indexPath(forLocalIndex: item) else { return nil }
            table.headlessTap(rowAt: indexPath)
            if let collectionRun, let shown = twin?.indexPath(forLocalIndex: item) { collectionRun.view.tap(at: shown) }
            return "tap \(indexPath) of \(run)"
        }

        // MARK: Loading

        /// Whether a node shows its loading indicator as a header or footer: changes next to it reload
        /// the sections whose header or footer shows it.
        func showsLoadingSupplements() -> Bool {
            nodes().contains { $0 !== root && ($0.loadingStyle == .header || $0.loadingStyle == .footer) }
        }

        /// Switches a node's loading indicator (a row, a header or a footer, on or off, animated or not),
        /// alone or in one grouped update with a change of its children or items.
        func switchLoading() -> String {
            let candidates = nodes().filter { node in
                node === root || node is CascadingGroupNode || node is CascadingSectionNode || node is FuzzList
            }
            let node = candidates[pick(candidates.count)]
            let standsForSections = node !== root && placesSections(node.parent ?? node)
            var styles: [LoadingIndicatorStyle] = [.row]
            if standsForSections || node === root { styles += [.header, .footer] }
            let style = styles[pick(styles.count)]
            if style != .row || (node.loadingStyle != nil && node.loadingStyle != .row) {
                tableRun.reloadRequested = true
                collectionRun?.reloadRequested = true
            }
            let isLoading = pick(3) != 0
            let animated = pick(2) == 0
            let switching = "\(isLoading ? "on" : "off") \(style) \(animated ? "animated" : "at once")"
            // A list section's load fails as often as it stops: its error row replaces its loading row.
            let fails = style == .row && !isLoading && node is FuzzList && statusPick(2) == 0
            guard pick(3) == 0 else {
                setLoading(node, isLoading, style: style, animated: animated, failing: fails)
                return "loading \(fails ? "failed" : switching) on \(node)"
            }
            var log: [String] = []
            grouped {
                setLoading(node, isLoading, style: style, animated: animated, failing: fails)
                if let list = node as? FuzzList {
                    log.append(editItems(of: list))
                } else if let group = node as? FuzzListGroup {
                    // A group of list sections changes its children through its sections.
                    log.append(changeAListGroup(group, alone: false)?.0 ?? "nothing")
                } else if pick(2) == 0 {
                    let child = makeChild(for: node)
                    append(child, to: node)
                    log.append("append \(child)")
                } else if !node.children.isEmpty {
                    move(from: pick(node.children.count), to: pick(node.children.count), in: node)
                    log.append("move a child")
                }
            }
            return "grouped [loading \(fails ? "failed" : switching), \(log.joined(separator: ", "))] on \(node)"
        }

        /// A loading switch made inside the grouped update being made.
        func switchLoadingInGroup(among routers: [CascadingNode]) -> (String, Int)? {
            let candidates = routers + nodes().filter { $0 is FuzzList }
            let loading = candidates[pick(candidates.count)]
            let rowOnly = loading !== root && !placesSections(loading.parent ?? loading)
            let style: LoadingIndicatorStyle = rowOnly ? .row : [.row, .header, .footer][pick(3)]
            if style != .row || (loading.loadingStyle != nil && loading.loadingStyle != .row) {
                tableRun.reloadRequested = true
                collectionRun?.reloadRequested = true
            }
            let isLoading = pick(2) == 0
            let fails = style == .row && !isLoading && loading is FuzzList && statusPick(2) == 0
            setLoading(loading, isLoading, style: style, animated: pick(2) == 0, failing: fails)
            return ("loading \(fails ? "failed" : isLoading ? "on" : "off") \(style) on \(loading)", depth(loading))
        }

        /// Switches a node's loading indicator, and its copy's in the collection run the same way.
        private func setLoading(
            _ node: CascadingNode, _ isLoading: Bool, style: LoadingIndicatorStyle, animated: Bool,
            failing: Bool = false
        ) {
            if failing, let list = node as? FuzzList { return failLoading(of: list, animated: animated) }
            node.setLoading(isLoading, style: style, animated: animated)
            guard let twin = twins?.existing(node) else { return }
            twin.setLoading(isLoading, style: style, animated: animated)
            if twin.loadingStyle != node.loadingStyle, let run = collectionRun {
                run.mismatch =
                    "\(twin) loads as \(String(describing: twin.loadingStyle)), its table original as "
                    + String(describing: node.loadingStyle)
            }
        }

        // MARK: Checking

        /// What is wrong with what only the table shows (the selection of list sections, loading headers and
        /// footers), or `nil`.
        func tableOnlyProblem(expected: [CompositionFuzz.ModelSection]) -> String? {
            selectionMismatch(in: tableRun) ?? loadingSupplementMismatch(expected: expected)
        }

        /// A section of the collection view whose header or footer on screen does not show what the tree
        /// says about its loading indicator, or whose layout lacks the header or footer that shows it;
        /// `nil` when every section agrees.
        func collectionLoadingSupplementMismatch(
            in collectionView: UICollectionView, expected: [CompositionFuzz.ModelSection]
        ) -> String? {
            collectionView.layoutIfNeeded()
            for (section, model) in expected.enumerated() {
                let first = IndexPath(item: 0, section: section)
                let boundaries = [
                    ("header", UICollectionView.elementKindSectionHeader, model.loadingHeader),
                    ("footer", UICollectionView.elementKindSectionFooter, model.loadingFooter),
                ]
                for (name, kind, loads) in boundaries {
                    // A flow layout shows no list section's title: the section answers no header size.
                    let titled =
                        kind == UICollectionView.elementKindSectionHeader && model.headerTitle != nil
                        && collectionView.collectionViewLayout is UICollectionViewCompositionalLayout
                    if loads || titled,
                        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: first) == nil
                    {
                        return "section \(section) has no \(name) for its \(loads ? "loading indicator" : "title")"
                    }
                    guard let view = collectionView.supplementaryView(forElementKind: kind, at: first) else { continue }
                    let shown =
                        ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
                        .text
                    if (shown == "Loading…") != loads { return "\(name) of section \(section) shows \(shown ?? "nil")" }
                    if titled, !loads, shown != model.headerTitle {
                        return
                            "\(name) of section \(section) shows \(shown ?? "nil"), its list section's title is \(model.headerTitle ?? "")"
                    }
                }
            }
            return nil
        }

        /// A list section whose shown selected items are not the rows the view selects among its rows, or a
        /// run whose selection model's rows are not the ones the view selects among the rows it decides.
        func selectionMismatch(in run: CompositionFuzz.Run) -> String? {
            let selectedRows = Set(run.view.selectedIndexPaths)
            var pending: [CascadingNode] = [run.root]
            var lists: [FuzzList] = []
            while let node = pending.popLast() {
                pending += node.children
                if let list = node as? FuzzList { lists.append(list) }
                if let starred = node as? CompositionFuzz.StarredRun,
                    starred.rowsSelectedByModel != selectedRows.filter(starred.modelDecidesSelection(ofRow:))
                {
                    return "\(starred) stars \(starred.starred.sorted()), the view selects other rows of it"
                }
            }
            for list in lists {
                // Of items that share an identifier (a misuse the root is told of) the first is selected.
                var unseen = list.selectedIDs
                let shown = list.items.filter { unseen.remove($0.id) != nil }.map(\.id)
                let inTable = list.items.indices.filter { index in
                    list.indexPath(forItemAt: index).map(selectedRows.contains) == true
                }.map { list.items[$0].id }
                if shown != inTable { return "\(list) selects \(shown), the view \(inTable)" }
                if list.selectionMode == .single, list.selectedIDs.count > 1 {
                    return "\(list) selects \(list.selectedIDs.count) items in the mode that selects one"
                }
            }
            return nil
        }

        /// A section whose header or footer does not show what the tree says about its loading indicator.
        private func loadingSupplementMismatch(expected: [CompositionFuzz.ModelSection]) -> String? {
            for (section, model) in expected.enumerated() {
                let header = table.headerView(forSection: section)?.textLabel?.text == "Loading…"
                let footer = table.footerView(forSection: section)?.textLabel?.text == "Loading…"
                if let view = table.headerView(forSection: section), header != model.loadingHeader {
                    return "header of section \(section) shows \(view.textLabel?.text ?? "nil")"
                }
                if let title = model.headerTitle, !model.loadingHeader,
                    let view = table.headerView(forSection: section),
                    view.textLabel?.text != title
                {
                    return
                        "header of section \(section) shows \(view.textLabel?.text ?? "nil"), its list section's title is \(title)"
                }
                if let view = table.footerView(forSection: section), footer != model.loadingFooter {
                    return "footer of section \(section) shows \(view.textLabel?.text ?? "nil")"
                }
            }
            let tableLoading = (table.tableHeaderView ?? table.tableFooterView) != nil
            if tableLoading != (root.loadingStyle == .header || root.loadingStyle == .footer) {
                return "the table's header and footer views disagree with the root's loading style"
            }
            return nil
        }
    }
#endif

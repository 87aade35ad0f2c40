#if !canImport(UIKit)
    import Foundation

    // Self-checks of the table's bookkeeping. Their bodies are compiled only with
    // `-DCASCADING_INTERNAL_CHECKS` (always on in `run_tests.sh`); without the flag the calls do nothing.
    // A broken invariant traps with `Invariant broken: …` naming the values involved.
    extension UITableView {
        /// Where an invariant check runs, which decides what it checks and what it costs.
        enum InvariantCheckpoint {
            /// After loading: cached counts against the data source's, and the selection.
            /// O(sections) data-source calls, not recorded.
            case load
            /// After a layout pass: displayed cells and headers/footers against the visible items,
            /// their superview and frames, and the reuse pools.
            /// O(visible × log rows + queued views); the data source is not asked anything.
            case layoutPass
            /// After a batch update or a reorder: everything the other two check.
            case update
        }

        /// Traps with `Invariant broken: …` when the table's bookkeeping is inconsistent (only with
        /// `CASCADING_INTERNAL_CHECKS`; otherwise does nothing).
        func checkInvariants(after checkpoint: InvariantCheckpoint) {
            #if CASCADING_INTERNAL_CHECKS
                if let broken = brokenInvariant(after: checkpoint) {
                    preconditionFailure("Invariant broken: \(broken)")
                }
            #endif
        }

        #if CASCADING_INTERNAL_CHECKS
            /// The first invariant the table's bookkeeping breaks at a checkpoint, described with the values
            /// involved; `nil` when everything is consistent.
            ///
            /// A table marked for a full reload is not checked: everything it caches is about to be discarded.
            func brokenInvariant(after checkpoint: InvariantCheckpoint) -> String? {
                guard !needsReload else { return nil }
                if checkpoint != .layoutPass, let broken = brokenCachedCount() ?? brokenSelection() {
                    return broken
                }
                if checkpoint != .load, let broken = brokenDisplayedViews() ?? brokenReusePools() {
                    return broken
                }
                return nil
            }

            /// An item as `header 2`, `row [2, 0]` or `footer 2`.
            private func describe(_ item: TableItem) -> String {
                switch item {
                case .header(let section): "header \(section)"
                case .row(let indexPath): "row \(indexPath)"
                case .footer(let section): "footer \(section)"
                }
            }

            /// A rectangle as `(x, y, width, height)`.
            private func describe(_ rect: CGRect) -> String {
                "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
            }

            /// The cached section and row counts equal the data source's. Asks the data source directly,
            /// so the recorder does not see these calls.
            private func brokenCachedCount() -> String? {
                guard let dataSource else { return nil }
                let sections = max(0, dataSource.numberOfSections(in: self))
                if sections != layout.sections.count {
                    return "the table caches \(layout.sections.count) sections, its data source has \(sections)."
                }
                for section in 0..<sections {
                    let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                    let cached = layout.sections[section].rows.count
                    if rows != cached {
                        return "the table caches \(cached) rows in section \(section), its data source has \(rows)."
                    }
                }
                return nil
            }

            /// Every selected index path names a cached row.
            private func brokenSelection() -> String? {
                guard let indexPath = selectedRows.sorted().first(where: { !layout.contains($0) }) else { return nil }
                return "row \(indexPath) is selected, but the table caches \(layout.rowCounts) rows per section."
            }

            /// The displayed cells are exactly the visible rows, the displayed headers and footers exactly
            /// the visible ones, each a subview of the table with its item's frame; no other cell is a subview.
            private func brokenDisplayedViews() -> String? {
                let visible = itemsIntersectingBounds()
                var visibleRows: [IndexPath] = []
                var visibleSupplementaryItems: [TableItem] = []
                for item in visible {
                    if case .row(let indexPath) = item {
                        visibleRows.append(indexPath)
                    } else {
                        visibleSupplementaryItems.append(item)
                    }
                }
                let displayedRows = displayedCells.keys.sorted()
                if displayedRows != visibleRows {
                    return
                        "the table displays cells for rows \(displayedRows), but rows \(visibleRows) are visible in \(describe(bounds))."
                }
                let displayedSupplementaryItems = displayedSupplementaryViews.keys.sorted()
                if displayedSupplementaryItems != visibleSupplementaryItems {
                    return
                        "the table displays \(displayedSupplementaryItems.map(describe)), but \(visibleSupplementaryItems.map(describe)) are visible in \(describe(bounds))."
                }
                for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
                    if let broken = brokenPlacement(
                        of: cell, as: .row(indexPath), named: "the cell of row \(indexPath)")
                    {
                        return broken
                    }
                }
                for (item, view) in displayedSupplementaryViews.sorted(by: { $0.key < $1.key }) {
                    if let broken = brokenPlacement(of: view, as: item, named: "the view of \(describe(item))") {
                        return broken
                    }
                }
                let displayed = Set(displayedCells.values.map(ObjectIdentifier.init))
                for case let cell as UITableViewCell in subviews where !displayed.contains(ObjectIdentifier(cell)) {
                    return "a cell (\(cell.textLabel?.text ?? "no text")) is a subview of the table but shows no row."
                }
                return nil
            }

            private func brokenPlacement(of view: UIView, as item: TableItem, named name: String) -> String? {
                if view.superview !== self {
                    return "\(name) is displayed but is not a subview of the table."
                }
                let expected = frame(of: item)
                if view.frame != expected {
                    return "\(name) has the frame \(describe(view.frame)), its item's frame is \(describe(expected))."
                }
                return nil
            }

            /// No displayed cell or header-footer view also waits in a reuse pool.
            private func brokenReusePools() -> String? {
                brokenQueue(displayedCells, in: cellPool) { "the cell of row \($0)" }
                    ?? brokenQueue(displayedSupplementaryViews, in: headerFooterPool) { "the view of \(describe($0))" }
            }

            /// A view of `displayed` that waits in one of `pools`, if any.
            private func brokenQueue<Item, View: UIView>(
                _ displayed: [Item: View], in pools: [String: [View]], named name: (Item) -> String
            ) -> String? {
                var itemOfView: [ObjectIdentifier: Item] = [:]
                for (item, view) in displayed { itemOfView[ObjectIdentifier(view)] = item }
                for (identifier, views) in pools.sorted(by: { $0.key < $1.key }) {
                    for view in views {
                        if let item = itemOfView[ObjectIdentifier(view)] {
                            return "\(name(item)) is displayed and waits in the reuse pool \"\(identifier)\"."
                        }
                    }
                }
                return nil
            }

            /// The items with a height that intersect the bounds, in on-screen order, computed from the
            /// layout alone (no layout pass, no data-source call).
            private func itemsIntersectingBounds() -> [TableItem] {
                let top = bounds.minY
                let bottom = bounds.maxY
                var items: [TableItem] = []
                var item = firstItem(atOrBelow: top)
                while let current = item {
                    let extent = layout.extent(of: current)
                    if extent.top >= bottom { break }
                    if extent.height > 0, extent.top + extent.height > top { items.append(current) }
                    item = layout.item(after: current)
                }
                return items
            }
        #endif
    }
#endif

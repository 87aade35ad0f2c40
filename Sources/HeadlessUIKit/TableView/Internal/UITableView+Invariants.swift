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
        ///
        /// A table marked for a full reload is not checked: everything it caches is about to be discarded.
        func checkInvariants(after checkpoint: InvariantCheckpoint) {
            #if CASCADING_INTERNAL_CHECKS
                guard !needsReload else { return }
                if checkpoint != .layoutPass {
                    checkCachedCounts()
                    checkSelection()
                }
                if checkpoint != .load {
                    checkDisplayedViews()
                    checkReusePools()
                }
            #endif
        }

        #if CASCADING_INTERNAL_CHECKS
            private func invariantBroken(_ message: String) -> Never {
                preconditionFailure("Invariant broken: \(message)")
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
            private func checkCachedCounts() {
                guard let dataSource else { return }
                let sections = max(0, dataSource.numberOfSections(in: self))
                if sections != layout.sections.count {
                    invariantBroken(
                        "the table caches \(layout.sections.count) sections, its data source has \(sections).")
                }
                for section in 0..<sections {
                    let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                    let cached = layout.sections[section].rows.count
                    if rows != cached {
                        invariantBroken(
                            "the table caches \(cached) rows in section \(section), its data source has \(rows).")
                    }
                }
            }

            /// Every selected index path names a cached row.
            private func checkSelection() {
                for indexPath in selectedRows where !layout.contains(indexPath) {
                    invariantBroken(
                        "row \(indexPath) is selected, but the table caches \(layout.rowCounts) rows per section.")
                }
            }

            /// The displayed cells are exactly the visible rows, the displayed headers and footers exactly
            /// the visible ones, each a subview of the table with its item's frame; no other cell is a subview.
            private func checkDisplayedViews() {
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
                    invariantBroken(
                        "the table displays cells for rows \(displayedRows), but rows \(visibleRows) are visible in \(describe(bounds))."
                    )
                }
                let displayedSupplementaryItems = displayedSupplementaryViews.keys.sorted()
                if displayedSupplementaryItems != visibleSupplementaryItems {
                    invariantBroken(
                        "the table displays \(displayedSupplementaryItems.map(describe)), but \(visibleSupplementaryItems.map(describe)) are visible in \(describe(bounds))."
                    )
                }
                for (indexPath, cell) in displayedCells {
                    checkPlacement(of: cell, as: .row(indexPath), named: "the cell of row \(indexPath)")
                }
                for (item, view) in displayedSupplementaryViews {
                    checkPlacement(of: view, as: item, named: "the view of \(describe(item))")
                }
                let displayed = Set(displayedCells.values.map(ObjectIdentifier.init))
                for case let cell as UITableViewCell in subviews where !displayed.contains(ObjectIdentifier(cell)) {
                    invariantBroken(
                        "a cell (\(cell.textLabel?.text ?? "no text")) is a subview of the table but shows no row.")
                }
            }

            private func checkPlacement(of view: UIView, as item: TableItem, named name: String) {
                if view.superview !== self {
                    invariantBroken("\(name) is displayed but is not a subview of the table.")
                }
                let expected = frame(of: item)
                if view.frame != expected {
                    invariantBroken(
                        "\(name) has the frame \(describe(view.frame)), its item's frame is \(describe(expected)).")
                }
            }

            /// No displayed cell or header-footer view also waits in a reuse pool.
            private func checkReusePools() {
                checkNotQueued(displayedCells, in: cellPool) { "the cell of row \($0)" }
                checkNotQueued(displayedSupplementaryViews, in: headerFooterPool) { "the view of \(describe($0))" }
            }

            /// No view of `displayed` waits in one of `pools`.
            private func checkNotQueued<Item, View: UIView>(
                _ displayed: [Item: View], in pools: [String: [View]], named name: (Item) -> String
            ) {
                var itemOfView: [ObjectIdentifier: Item] = [:]
                for (item, view) in displayed { itemOfView[ObjectIdentifier(view)] = item }
                for (identifier, views) in pools {
                    for view in views {
                        if let item = itemOfView[ObjectIdentifier(view)] {
                            invariantBroken("\(name(item)) is displayed and waits in the reuse pool \"\(identifier)\".")
                        }
                    }
                }
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

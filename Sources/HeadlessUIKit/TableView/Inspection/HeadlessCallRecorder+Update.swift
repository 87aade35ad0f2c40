#if !canImport(UIKit)
    import Foundation

    extension HeadlessCallRecorder {
        /// One update call the table received, named after the UIKit member, with its arguments (headless
        /// addition, not UIKit API).
        ///
        /// The calls are recorded as they arrive, whoever makes them: your code, a data source, or a
        /// `UITableViewController` reloading its own table. The row and section changes made inside a
        /// `performBatchUpdates(_:completion:)` call follow its ``performBatchUpdates`` entry. A
        /// `UITableViewDiffableDataSource` hands its changes to the table as one batch value, not as calls,
        /// so applying a snapshot is recorded as ``performBatchUpdates`` alone.
        ///
        /// A `UICollectionView` records into the same list: its item calls as ``insertItems(_:)``,
        /// ``deleteItems(_:)``, ``reloadItems(_:)``, ``reconfigureItems(_:)`` and ``moveItem(at:to:)``, and
        /// its section calls as the table's section cases with `.automatic`, since a collection view's
        /// section calls take no animation and animate their own way.
        ///
        ///     let recorder = HeadlessCallRecorder()
        ///     controller.tableView.headlessRecorder = recorder
        ///     list.items.append(item)
        ///     #expect(recorder.updates == [.performBatchUpdates, .insertRows([IndexPath(row: 3, section: 0)], .automatic)])
        public enum Update: Hashable, Sendable, CustomStringConvertible {
            /// `reloadData()`.
            case reloadData
            /// `performBatchUpdates(_:completion:)`, recorded when the call begins.
            case performBatchUpdates
            /// `beginUpdates()`.
            case beginUpdates
            /// `endUpdates()`.
            case endUpdates
            /// `insertRows(at:with:)`.
            case insertRows([IndexPath], UITableView.RowAnimation)
            /// `deleteRows(at:with:)`.
            case deleteRows([IndexPath], UITableView.RowAnimation)
            /// `reloadRows(at:with:)`.
            case reloadRows([IndexPath], UITableView.RowAnimation)
            /// `reconfigureRows(at:)`.
            case reconfigureRows([IndexPath])
            /// `moveRow(at:to:)`.
            case moveRow(at: IndexPath, to: IndexPath)
            /// `insertSections(_:with:)`.
            case insertSections(IndexSet, UITableView.RowAnimation)
            /// `deleteSections(_:with:)`.
            case deleteSections(IndexSet, UITableView.RowAnimation)
            /// `reloadSections(_:with:)`.
            case reloadSections(IndexSet, UITableView.RowAnimation)
            /// `moveSection(_:toSection:)`.
            case moveSection(Int, toSection: Int)
            /// A collection view's `insertItems(at:)`.
            case insertItems([IndexPath])
            /// A collection view's `deleteItems(at:)`.
            case deleteItems([IndexPath])
            /// A collection view's `reloadItems(at:)`.
            case reloadItems([IndexPath])
            /// A collection view's `reconfigureItems(at:)`.
            case reconfigureItems([IndexPath])
            /// A collection view's `moveItem(at:to:)`.
            case moveItem(at: IndexPath, to: IndexPath)

            /// The animation the call asked for; `nil` for a call that takes none.
            public var animation: UITableView.RowAnimation? {
                switch self {
                case .insertRows(_, let animation), .deleteRows(_, let animation), .reloadRows(_, let animation),
                    .insertSections(_, let animation), .deleteSections(_, let animation),
                    .reloadSections(_, let animation):
                    animation
                default: nil
                }
            }

            /// Whether the call replaces cells instead of animating a change: `reloadData()`,
            /// `reloadRows(at:with:)`, `reloadItems(at:)` or a reload of sections.
            ///
            /// `reconfigureRows(at:)` and `reconfigureItems(at:)` are not reloads: they configure the
            /// existing cells again in place.
            public var isReload: Bool {
                switch self {
                case .reloadData, .reloadRows, .reloadItems, .reloadSections: true
                default: false
                }
            }

            /// Whether the call changes rows, items or sections: an insert, delete, move, reload or
            /// reconfigure of rows, items or sections. `reloadData()` and the grouping calls are not changes.
            public var isChange: Bool {
                switch self {
                case .reloadData, .performBatchUpdates, .beginUpdates, .endUpdates: false
                default: true
                }
            }

            /// The call in words, with its animation, such as `insert rows [[0, 2]] automatic`.
            public var description: String {
                description(showingAnimation: true)
            }

            /// The call in words, such as `insert rows [[0, 2]]`, followed by its animation when asked and
            /// the call has one.
            ///
            /// - Parameter showingAnimation: Whether to end with the animation's name, such as `fade`.
            public func description(showingAnimation: Bool) -> String {
                let words = words
                guard showingAnimation, let animation else { return words }
                return "\(words) \(Self.name(of: animation))"
            }

            private var words: String {
                switch self {
                case .reloadData: "reload data"
                case .performBatchUpdates: "perform batch updates"
                case .beginUpdates: "begin updates"
                case .endUpdates: "end updates"
                case .insertRows(let rows, _): "insert rows \(Self.pairs(rows))"
                case .deleteRows(let rows, _): "delete rows \(Self.pairs(rows))"
                case .reloadRows(let rows, _): "reload rows \(Self.pairs(rows))"
                case .reconfigureRows(let rows): "reconfigure rows \(Self.pairs(rows))"
                case .moveRow(let from, let to): "move row \(Self.pair(from)) to \(Self.pair(to))"
                case .insertSections(let sections, _): "insert sections \(Array(sections))"
                case .deleteSections(let sections, _): "delete sections \(Array(sections))"
                case .reloadSections(let sections, _): "reload sections \(Array(sections))"
                case .moveSection(let from, let to): "move section \(from) to \(to)"
                case .insertItems(let items): "insert items \(Self.pairs(items))"
                case .deleteItems(let items): "delete items \(Self.pairs(items))"
                case .reloadItems(let items): "reload items \(Self.pairs(items))"
                case .reconfigureItems(let items): "reconfigure items \(Self.pairs(items))"
                case .moveItem(let from, let to): "move item \(Self.pair(from)) to \(Self.pair(to))"
                }
            }

            private static func pair(_ indexPath: IndexPath) -> [Int] { [indexPath.section, indexPath.row] }

            private static func pairs(_ indexPaths: [IndexPath]) -> [[Int]] { indexPaths.map(pair) }

            private static func name(of animation: UITableView.RowAnimation) -> String {
                switch animation {
                case .fade: "fade"
                case .right: "right"
                case .left: "left"
                case .top: "top"
                case .bottom: "bottom"
                case .none: "none"
                case .middle: "middle"
                case .automatic: "automatic"
                }
            }
        }

        /// Appends an update call the table or collection view received.
        public func record(_ update: Update) {
            updates.append(update)
        }
    }
#endif

import CascadingTable
import Foundation

// The shared model of the table benchmarks and its two data sources: a tree of nodes built from it,
// and `Baseline`, the flat data source an app would write without the package.

/// One row of the benchmark tables: a style that decides the height, and a tag that identifies the row.
struct BenchRowModel {
    enum Style {
        case compact
        case tall
    }

    var style: Style
    var tag: Int

    /// The row's height: what both data sources answer for `heightForRowAt`.
    var height: CGFloat {
        switch style {
        case .compact: 44
        case .tall: 88
        }
    }

    /// The estimate both data sources use when estimating.
    static let estimatedHeight: CGFloat = 44

    /// `sections` sections of `rows` rows, every third row tall.
    static func sections(_ sections: Int, rows: Int) -> [[BenchRowModel]] {
        (0..<sections).map { section in
            (0..<rows).map { row in
                BenchRowModel(style: (section + row) % 3 == 0 ? .tall : .compact, tag: section * rows + row)
            }
        }
    }
}

/// The reuse identifier both data sources dequeue cells with.
let benchCellIdentifier = "row"

/// A headless table of an iPhone's size with the benchmark cell registered.
@MainActor
func makeBenchTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: benchCellIdentifier)
    return table
}

/// Hides a value's concrete type from the optimiser, as a table view's `delegate` property does:
/// calls through the result are dynamic for the baseline and the tree alike.
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value {
    value
}

// MARK: The tree

/// A row leaf: answers its height and dequeues a cell; estimates are left to the node's default.
@MainActor
class HeightRowNode: CascadingNode {
    let row: BenchRowModel

    init(row: BenchRowModel) {
        self.row = row
        super.init()
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row.height
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
        cell.tag = row.tag
        return cell
    }
}

/// A row leaf that also gives an explicit estimate, as a user who wants estimation writes it, and
/// declares it so the table asks for it.
@MainActor
final class EstimatingRowNode: HeightRowNode {
    override var providedOptionalMembers: CascadingOptionalMembers {
        super.providedOptionalMembers.union(.estimatedHeightForRow)
    }

    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        BenchRowModel.estimatedHeight
    }
}

/// A row leaf that keeps its cell, so `cellForRowAt` allocates nothing.
@MainActor
final class KeptCellRowNode: CascadingNode {
    let row: BenchRowModel
    let cell: UITableViewCell

    init(row: BenchRowModel) {
        self.row = row
        cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.tag = row.tag
        super.init()
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row.height
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell
    }
}

/// A root of `CascadingSectionNode`s, one per model section, with one leaf per row.
@MainActor
func makeTree(_ model: [[BenchRowModel]], leaf: (BenchRowModel) -> CascadingNode) -> CascadingRootNode {
    CascadingRootNode(children: model.map { rows in CascadingSectionNode(children: rows.map(leaf)) })
}

// MARK: The baseline

/// The data source and delegate an app writes without the package, at its best: a `final` class,
/// the model in a `let` (never mutated, so no exclusivity check guards a read), and each index path's
/// section and row read once into locals (on Linux `IndexPath`'s getters are out-of-line calls, and
/// reading them between array accesses keeps the array retained across the call).
@MainActor
final class Baseline: NSObject, UITableViewDataSource, UITableViewDelegate {
    let sections: [[BenchRowModel]]

    /// Cells kept per row (the dispatch benchmark), or `nil` to dequeue.
    let keptCells: [[UITableViewCell]]?

    init(sections: [[BenchRowModel]], keepsCells: Bool = false) {
        self.sections = sections
        keptCells = keepsCells ? sections.map { rows in rows.map(makeKeptCell) } : nil
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (section, row) = (indexPath.section, indexPath.row)
        if let keptCells {
            return keptCells[section][row]
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
        cell.tag = sections[section][row].tag
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let (section, row) = (indexPath.section, indexPath.row)
        switch sections[section][row].style {
        case .compact: return 44
        case .tall: return 88
        }
    }
}

/// A cell tagged with its row, made once and returned for every call.
@MainActor
func makeKeptCell(_ row: BenchRowModel) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.tag = row.tag
    return cell
}

/// The mutation scenarios' data source: the model is appended to while the table is loaded, so it is
/// a `var` (the other scenarios use `Baseline`, whose model never changes).
@MainActor
final class MutableBaseline: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [BenchRowModel] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
        cell.tag = rows[indexPath.row].tag
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rows[indexPath.row].height
    }
}

#if !canImport(UIKit)
    // UIKit sees that the baseline lacks these optional members; the headless table is told.
    extension Baseline: HeadlessOptionalMembersReporting {
        var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> {
            [.commitEditingStyle, .moveRow, .estimatedHeightForRow]
        }
    }

    extension MutableBaseline: HeadlessOptionalMembersReporting {
        var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> {
            [.commitEditingStyle, .moveRow, .estimatedHeightForRow]
        }
    }
#endif

// MARK: Measuring

/// Every index path of a model, section by section.
func allIndexPaths(_ model: [[BenchRowModel]]) -> [IndexPath] {
    model.enumerated().flatMap { section, rows in rows.indices.map { IndexPath(row: $0, section: section) } }
}

/// The height `delegate` gives the row at `indexPath`, asked as the table asks it.
///
/// UIKit's `heightForRowAt` is an optional requirement (called with `?(…)`, the table's `rowHeight` when
/// it is missing); HeadlessUIKit's is a requirement with a default, which `?(…)` does not accept.
@MainActor @inline(__always)
func rowHeight(_ delegate: any UITableViewDelegate, _ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat {
    #if canImport(UIKit)
        delegate.tableView?(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
    #else
        delegate.tableView(tableView, heightForRowAt: indexPath)
    #endif
}

/// Calls `heightForRowAt` `calls` times, cycling through `indexPaths`, and returns the sum of the heights.
@MainActor
func sumHeights(
    _ delegate: any UITableViewDelegate, _ tableView: UITableView, _ indexPaths: [IndexPath], calls: Int
) -> Int {
    var sum: CGFloat = 0
    var position = 0
    for _ in 0..<calls {
        sum += rowHeight(delegate, tableView, indexPaths[position])
        position += 1
        if position == indexPaths.count { position = 0 }
    }
    return Int(sum)
}

/// Calls `cellForRowAt` `calls` times, cycling through `indexPaths`, and returns the wrapping sum of the cells' tags.
@MainActor
func sumCellTags(
    _ dataSource: any UITableViewDataSource, _ tableView: UITableView, _ indexPaths: [IndexPath], calls: Int
) -> Int {
    var sum = 0
    var position = 0
    for _ in 0..<calls {
        sum &+= dataSource.tableView(tableView, cellForRowAt: indexPaths[position]).tag
        position += 1
        if position == indexPaths.count { position = 0 }
    }
    return sum
}

/// Calls `heightForRowAt` `calls` times on the delegate of each index path (cycling through both
/// arrays together) and returns the sum of the heights.
@MainActor
func sumHeights(
    _ delegates: [any UITableViewDelegate & UITableViewDataSource], _ tableView: UITableView,
    _ indexPaths: [IndexPath], calls: Int
) -> Int {
    var sum: CGFloat = 0
    var position = 0
    for _ in 0..<calls {
        sum += rowHeight(delegates[position], tableView, indexPaths[position])
        position += 1
        if position == indexPaths.count { position = 0 }
    }
    return Int(sum)
}

/// Calls `cellForRowAt` `calls` times on the data source of each index path (cycling through both
/// arrays together) and returns the wrapping sum of the cells' tags.
@MainActor
func sumCellTags(
    _ dataSources: [any UITableViewDelegate & UITableViewDataSource], _ tableView: UITableView,
    _ indexPaths: [IndexPath], calls: Int
) -> Int {
    var sum = 0
    var position = 0
    for _ in 0..<calls {
        sum &+= dataSources[position].tableView(tableView, cellForRowAt: indexPaths[position]).tag
        position += 1
        if position == indexPaths.count { position = 0 }
    }
    return sum
}

/// What `sumHeights` must return.
func expectedHeightSum(_ model: [[BenchRowModel]], _ indexPaths: [IndexPath], calls: Int) -> Int {
    var sum: CGFloat = 0
    for call in 0..<calls {
        let indexPath = indexPaths[call % indexPaths.count]
        sum += model[indexPath.section][indexPath.row].height
    }
    return Int(sum)
}

/// What `sumCellTags` must return.
func expectedTagSum(_ model: [[BenchRowModel]], _ indexPaths: [IndexPath], calls: Int) -> Int {
    var sum = 0
    for call in 0..<calls {
        let indexPath = indexPaths[call % indexPaths.count]
        sum &+= model[indexPath.section][indexPath.row].tag
    }
    return sum
}

/// A result that differs from what it must be.
struct BenchCheckFailure: Error, CustomStringConvertible {
    let scenario: String
    let detail: String
    var description: String { "\(scenario): \(detail)" }
}

/// Throws unless `actual` equals `expected`.
func expect<Value: Equatable>(_ actual: Value, _ expected: Value, _ scenario: String, _ what: String) throws {
    guard actual == expected else {
        throw BenchCheckFailure(scenario: scenario, detail: "\(what) is \(actual), expected \(expected)")
    }
}

import CascadingTable

/// A row for the fuzzer: dequeues a registered cell, can move, and deletes itself on swipe.
final class FuzzRow: CascadingNode {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FuzzSection.cellIdentifier, for: indexPath)
        cell.textLabel?.text = name
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + name.count)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        removeFromParent()
    }
}

/// A titled section of fuzz rows; registers the cell class when prepared.
final class FuzzSection: CascadingSectionNode {
    static let cellIdentifier = "fuzz"
    let name: String
    init(_ name: String, rows: [String]) {
        self.name = name
        super.init(children: rows.map { FuzzRow($0) })
    }
    override func prepare(tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        super.prepare(tableView: tableView)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { name }
}

/// The plain model the table must show: sections of row names, and the selected row's name.
struct FuzzModel: Equatable, CustomStringConvertible {
    var sections: [(name: String, rows: [String])]
    var selected: String?

    static func == (lhs: FuzzModel, rhs: FuzzModel) -> Bool {
        lhs.selected == rhs.selected && lhs.sections.map(\.name) == rhs.sections.map(\.name)
            && lhs.sections.map(\.rows) == rhs.sections.map(\.rows)
    }

    var description: String {
        sections.map { "\($0.name)\($0.rows)" }.joined(separator: " ") + " selected: \(selected ?? "none")"
    }

    /// The location of a row by its flat position among all rows, if there are rows.
    func row(atFlat position: UInt64) -> IndexPath? {
        let total = sections.reduce(0) { $0 + $1.rows.count }
        guard total > 0 else { return nil }
        var remaining = Int(position % UInt64(total))
        for (section, content) in sections.enumerated() {
            if remaining < content.rows.count { return IndexPath(row: remaining, section: section) }
            remaining -= content.rows.count
        }
        return nil
    }

    subscript(indexPath: IndexPath) -> String { sections[indexPath.section].rows[indexPath.row] }
}

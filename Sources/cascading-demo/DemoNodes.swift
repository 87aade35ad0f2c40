import CascadingTable

/// The page's first section: one row introducing the destination, under a titled header.
final class DestinationHeaderSection: CascadingNode {
    let name: String
    let summary: String

    init(name: String, summary: String) {
        self.name = name
        self.summary = summary
        super.init()
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: SubtitleCell.identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Destination" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SubtitleCell.identifier, for: indexPath)
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = summary
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
}

/// A list section: one child node per attraction, so each row is its own small node.
final class AttractionsSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Things to do"
    }
}

/// One attraction row: it configures its cell, reacts to a tap and deletes itself on swipe.
final class AttractionRow: CascadingNode {
    let title: String
    let onSelect: (String) -> Void

    init(_ title: String, onSelect: @escaping (String) -> Void) {
        self.title = title
        self.onSelect = onSelect
        super.init()
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "attraction")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "attraction", for: indexPath)
        cell.textLabel?.text = title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect(title)
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .delete
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        removeFromParent()  // the attached tree deletes the row from the table
    }
}

/// The last section: practical facts, closed by a footer note.
final class PracticalInfoSection: CascadingNode {
    let facts: [(String, String)]

    init(facts: [(String, String)]) {
        self.facts = facts
        super.init()
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        tableView.register(ValueCell.self, forCellReuseIdentifier: ValueCell.identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Opening hours may change on public holidays."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ValueCell.identifier, for: indexPath)
        cell.textLabel?.text = facts[indexPath.row].0
        cell.detailTextLabel?.text = facts[indexPath.row].1
        return cell
    }
}

/// A cell with a title and a subtitle.
final class SubtitleCell: UITableViewCell {
    static let identifier = "subtitle"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell with a title on the left and a value on the right.
final class ValueCell: UITableViewCell {
    static let identifier = "value"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

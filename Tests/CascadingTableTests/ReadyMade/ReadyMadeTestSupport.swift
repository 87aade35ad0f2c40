import CascadingTable

/// What a table shows, per section: each row's text as its cell's list content (else its text label)
/// shows it, asked through the table's own counts.
@MainActor
func shownTitles(_ tableView: UITableView) -> [[String]] {
    guard let dataSource = tableView.dataSource else { return [] }
    return (0..<tableView.numberOfSections).map { section in
        (0..<tableView.numberOfRows(inSection: section)).map {
            let cell = dataSource.tableView(tableView, cellForRowAt: IndexPath(row: $0, section: section))
            return (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? cell.textLabel?.text ?? ""
        }
    }
}

/// A cell class of a user's own, counting how often it was configured.
final class BadgeCell: UITableViewCell {
    var badge = ""
}

/// A second cell class, for the wrong-type checks.
final class OtherCell: UITableViewCell {}

import CascadingTable
import TableSnapshotTesting

/// What a table shows, per section: each row's text, read from its cell's list content or text label.
@MainActor
func shownTitles(_ tableView: UITableView) -> [[String]] {
    tableView.cellContents().map { $0.map { $0.text ?? "" } }
}

#if !canImport(UIKit)
    /// What the headless table shows, without geometry: one line per visible row, and per header or
    /// footer that shows something, such as `[0,1] "Wi-Fi" | "Home" >`.
    @MainActor
    func renderedContent(_ tableView: UITableView) -> [String] {
        tableView.headlessRenderedText().split(separator: "\n").dropFirst().compactMap { line in
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " ")
            let position = parts.prefix { !$0.hasPrefix("y=") }.joined(separator: " ")
            let content = parts.drop { !$0.hasPrefix("h=") }.dropFirst().joined(separator: " ")
            return content.isEmpty ? nil : "\(position) \(content)"
        }
    }
#endif

/// A cell class of a user's own, counting how often it was configured.
final class BadgeCell: UITableViewCell {
    var badge = ""
}

/// A second cell class, for the wrong-type checks.
final class OtherCell: UITableViewCell {}

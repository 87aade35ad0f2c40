import CascadingTable

/// A row built from a model: identified by the model's id, equal in content when the text is equal, so
/// that a row rebuilt with its id and new text is the same row with new content.
final class MessageRow: CascadingNode {
    let id: Int
    let text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
        super.init()
    }
    override var diffIdentifier: AnyHashable { id }
    override func isContentEqual(to other: CascadingNode) -> Bool { (other as? MessageRow)?.text == text }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = text
        return cell
    }
}

import HeadlessUIKit

// Cells laid out with stack views, written the way Swift 5 apps write them; the same lines compile
// against UIKit on iOS.

/// A settings row: an icon, a title that takes the free width and a switch, in one horizontal stack
/// inside the content view's margins.
final class ToggleSettingCell: UITableViewCell {
    let icon = UIImageView()
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let row = UIStackView(arrangedSubviews: [icon, titleLabel, toggle])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A message row: the sender above the wrapping text, with an optional footnote that is hidden when
/// there is none.
final class MessageCell: UITableViewCell {
    let senderLabel = UILabel()
    let bodyLabel = UILabel()
    let footnoteLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.numberOfLines = 0
        let column = UIStackView(arrangedSubviews: [senderLabel, bodyLabel, footnoteLabel])
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(sender: String, body: String, footnote: String?) {
        senderLabel.text = sender
        bodyLabel.text = body
        footnoteLabel.text = footnote
        footnoteLabel.isHidden = footnote == nil
    }
}

/// Messages in `MessageCell`s, rows sized by their constraints.
final class MessagesDataSource: NSObject, UITableViewDataSource {
    var messages: [(sender: String, body: String, footnote: String?)] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
        let message = messages[indexPath.row]
        cell.show(sender: message.sender, body: message.body, footnote: message.footnote)
        return cell
    }
}

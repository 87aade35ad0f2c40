import HeadlessUIKit

// Cells laid out with stack views, written the way Swift 5 apps write them; the same lines compile
// against UIKit on iOS.

extension UITableViewCell {
    /// Adds a view to the content view with its edges on the content view's margins.
    func fillMargins(with view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

/// A settings row: an icon, a title that takes the free width and a switch, in one horizontal stack
/// inside the content view's margins.
final class ToggleSettingCell: UITableViewCell {
    let icon = UIImageView()
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let line = UIStackView(arrangedSubviews: [icon, titleLabel, toggle])
        line.spacing = 12
        line.alignment = .center
        fillMargins(with: line)
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
        fillMargins(with: column)
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

import CascadingTable
import Testing

/// A screen written from the README and the guides alone: a section of contacts whose cells stack a
/// name over an address with `UIStackView`, the rows left at their default automatic height. The
/// table gives each row the height its stack asks for, and a contact whose address grows to two
/// lines gets a taller row after an animated reload.
@MainActor
@Suite struct SelfSizingStackScreenTests {
    final class ContactCell: UITableViewCell {
        let name = UILabel()
        let address = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            address.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [name, address])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    struct AddressEntry {
        var name: String
        var address: String
    }

    final class ContactRow: CascadingNode {
        var contact: AddressEntry

        init(_ contact: AddressEntry) {
            self.contact = contact
            super.init()
        }

        override func prepare(tableView: UITableView) {
            super.prepare(tableView: tableView)
            tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            if let cell = cell as? ContactCell {
                cell.name.text = contact.name
                cell.address.text = contact.address
            }
            return cell
        }
    }

    /// The height a row of `contact` should get: the two labels at the table's width less the
    /// stack's insets, the spacing, and the insets above and below.
    private func expectedHeight(of contact: AddressEntry, width: CGFloat) -> CGFloat {
        let name = UILabel()
        name.text = contact.name
        let address = UILabel()
        address.numberOfLines = 0
        address.text = contact.address
        address.preferredMaxLayoutWidth = width - 32
        return 12 + name.intrinsicContentSize.height + 4 + address.intrinsicContentSize.height + 12
    }

    @Test func rowsTakeTheHeightTheirStackAsksForAndGrowWhenTheAddressDoes() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let ada = ContactRow(AddressEntry(name: "Ada Lovelace", address: "12 St James's Square"))
        let alan = ContactRow(AddressEntry(name: "Alan Turing", address: "Bletchley Park"))
        let section = CascadingSectionNode(children: [ada, alan])
        let root = CascadingRootNode(children: [section], tableView: tableView)
        tableView.layoutIfNeeded()

        let first = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let second = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(first.height == expectedHeight(of: ada.contact, width: 320))
        #expect(second.minY == first.maxY)
        #expect(first.height > 44, "two stacked labels and their insets are taller than the default row")

        ada.contact.address = String(repeating: "A long address line that wraps. ", count: 6)
        ada.reloadContent()
        tableView.layoutIfNeeded()
        let grown = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(grown.height == expectedHeight(of: ada.contact, width: 320))
        #expect(grown.height > first.height)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == grown.maxY)
        withExtendedLifetime(root) {}
    }
}

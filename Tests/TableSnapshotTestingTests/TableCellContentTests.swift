import Foundation
import HeadlessUIKit
import TableSnapshotTesting
import Testing

/// A data source of one section whose cells a closure makes.
@MainActor
private final class CellSource: NSObject, UITableViewDataSource {
    let cells: [() -> UITableViewCell]
    init(_ cells: [() -> UITableViewCell]) { self.cells = cells }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cells[indexPath.row]()
    }
}

@MainActor
@Suite struct TableCellContentTests {
    @Test func whenACellUsesTheLegacyLabels_thatTheyAreRead() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let image = UIImage(systemName: "wifi")
        cell.textLabel?.text = "Wi-Fi"
        cell.textLabel?.textColor = .systemRed
        cell.detailTextLabel?.text = "Home"
        cell.imageView?.image = image
        cell.accessoryType = .disclosureIndicator
        let content = TableCellContent(cell)
        #expect(content.text == "Wi-Fi")
        #expect(content.secondaryText == "Home")
        #expect(content.image === image)
        #expect(content.textColor == .systemRed)
        #expect(content.accessoryType == .disclosureIndicator)
        #expect(content.accessoryView == nil && content.isOn == nil)
    }

    @Test func whenACellUsesAListConfiguration_thatItIsReadInsteadOfTheLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var list = cell.defaultContentConfiguration()
        list.attributedText = NSAttributedString(string: "Sign Out")
        list.secondaryText = "ada@example.com"
        list.textProperties.color = .systemRed
        cell.contentConfiguration = list
        let toggle = UISwitch()
        cell.accessoryView = toggle
        let content = TableCellContent(cell)
        #expect(content.text == "Sign Out")
        #expect(content.secondaryText == "ada@example.com")
        #expect(content.textColor == .systemRed)
        #expect(content.image == nil)
        #expect(content.accessoryView === toggle)
        #expect(content.isOn == false)
        toggle.isOn = true
        #expect(content.isOn == true)
    }

    @Test func whenTheCellIsEditing_thatTheEditingAccessoryIsRead() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        cell.editingAccessoryType = .detailButton
        #expect(TableCellContent(cell).accessoryType == .checkmark)
        cell.setEditing(true, animated: false)
        #expect(TableCellContent(cell).accessoryType == .detailButton)
    }

    @Test func aTablesRowsAreReadThroughItsDataSourceAndItsVisibleCellsInRowOrder() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 60), style: .plain)
        #expect(table.cellContents().isEmpty)
        let source = CellSource(
            ["Bread", "Milk", "Eggs"].map { name in
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = name
                    return cell
                }
            })
        table.dataSource = source
        #expect(table.cellContents().map { $0.map(\.text) } == [["Bread", "Milk", "Eggs"]])
        #if !canImport(UIKit)  // the headless table's rows are 44 points high: two fit in 60
            #expect(table.visibleCellContents().map(\.text) == ["Bread", "Milk"])
        #endif
    }
}

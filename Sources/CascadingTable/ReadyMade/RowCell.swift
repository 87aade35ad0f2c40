/// How a row's cell is made and configured: a cell class registered for you, a reuse identifier you
/// registered yourself, or a standard cell of a style; plus a closure that configures the cell each
/// time the row is shown, reused or not.
///
/// `Row` is what the closure receives along with the cell: the `ListRow` for rows and for a
/// section's `RowDefaults`.
///
///     ListRow("Wi-Fi").cell(SwitchCell.self) { cell in cell.toggle.isOn = settings.wifi }
///     section.rowDefaults.cell = .type(ContactCell.self) { cell, row in cell.name.text = row.title }
public struct RowCell<Row> {
    /// Where the cell comes from.
    enum Source {
        /// A class registered under the reuse identifier the first time a row needs it.
        case type(UITableViewCell.Type)
        /// A reuse identifier the user registered (a class, a nib or a storyboard prototype).
        case registered
        /// A standard cell of a style, dequeued without registration or created.
        case style(UITableViewCell.CellStyle)
    }

    /// The reuse identifier the cell is dequeued with.
    public let reuseIdentifier: String

    /// Where the cell comes from.
    let source: Source

    /// Configures a dequeued cell for a row.
    let configure: (UITableViewCell, Row) -> Void

    /// A cell class, registered for you under `reuseIdentifier` and dequeued with reuse, configured
    /// by a closure that receives the typed cell.
    ///
    /// - Parameters:
    ///   - cellType: The cell class.
    ///   - reuseIdentifier: The identifier to register it under. Default: the class's full name.
    ///   - configure: Run each time the row is shown. Default: nothing.
    public static func type<Cell: UITableViewCell>(
        _ cellType: Cell.Type, reuseIdentifier: String? = nil,
        configure: @escaping (Cell, Row) -> Void = { _, _ in }
    ) -> RowCell {
        let identifier = reuseIdentifier ?? String(reflecting: cellType)
        return RowCell(reuseIdentifier: identifier, source: .type(cellType)) { cell, row in
            guard let typed = cell as? Cell else {
                preconditionFailure(
                    "\(row) dequeued a \(Swift.type(of: cell)) for reuse identifier \"\(identifier)\", but its configure closure expects a \(Cell.self). Register \(Cell.self) for \"\(identifier)\" or give this cell type its own reuse identifier."
                )
            }
            configure(typed, row)
        }
    }

    /// A reuse identifier you registered yourself (a class, a nib or a storyboard prototype),
    /// configured by a closure.
    ///
    /// Dequeuing an identifier that was never registered fails with UIKit's message.
    public static func reuseIdentifier(
        _ reuseIdentifier: String, configure: @escaping (UITableViewCell, Row) -> Void = { _, _ in }
    ) -> RowCell {
        RowCell(reuseIdentifier: reuseIdentifier, source: .registered, configure: configure)
    }

    /// A standard `UITableViewCell` of a style, reused among the rows of that style, configured by a
    /// closure after the row's title, subtitle and image.
    public static func style(
        _ style: UITableViewCell.CellStyle, configure: @escaping (UITableViewCell, Row) -> Void = { _, _ in }
    ) -> RowCell {
        RowCell(reuseIdentifier: "CascadingTable.RowCell.\(style)", source: .style(style), configure: configure)
    }

    /// Whether the cell is a standard cell whose content the row's title, subtitle and image fill.
    var isStandard: Bool {
        if case .style = source { return true }
        return false
    }

    /// A queued or new cell for the row at `indexPath`, registering the cell class first when
    /// `register` is set.
    @MainActor
    func dequeue(from tableView: UITableView, for indexPath: IndexPath, register: Bool) -> UITableViewCell {
        switch source {
        case .type(let cellType):
            if register { tableView.register(cellType, forCellReuseIdentifier: reuseIdentifier) }
            return tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        case .registered:
            return tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        case .style(let style):
            return tableView.dequeueReusableCell(withIdentifier: reuseIdentifier)
                ?? UITableViewCell(style: style, reuseIdentifier: reuseIdentifier)
        }
    }
}

#if !canImport(UIKit)
    import Foundation

    extension UITableView {
        /// A deterministic text picture of what is on screen (headless addition, not UIKit API).
        ///
        /// One line for the table, then one line per visible header, row and footer, top to bottom:
        /// its position and height, its text, accessory, and selection, highlight and editing state.
        /// Rendering lays the table out if needed but asks the data source and delegate nothing else.
        ///
        ///     UITableView plain 320x200, offset 0, content 320x116, 1 section
        ///     [header 0] y=0 h=28 "Fruit"
        ///       [0,0] y=28 h=44 "Apple" > (selected)
        ///       [0,1] y=72 h=44 "Pear"
        public func headlessRenderedText() -> String {
            layoutIfNeeded()
            return HeadlessTextRenderer(tableView: self).render()
        }
    }

    /// Renders a laid-out table as text, one line per visible item.
    @MainActor
    struct HeadlessTextRenderer {
        let tableView: UITableView

        func render() -> String {
            TextPicture.picture(summary: header(), lines: tableView.displayedItems.sorted().map(line(for:)))
        }

        private func header() -> String {
            TextPicture.summary(
                of: "UITableView \(tableView.style.headlessName)", size: tableView.bounds.size,
                offset: number(tableView.bounds.minY),
                content: CGSize(width: tableView.bounds.width, height: tableView.layout.contentHeight),
                sections: tableView.layout.sections.count, isEditing: tableView.isEditing)
        }

        private func line(for item: TableItem) -> String {
            let frame = tableView.frame(of: item)
            let geometry = "y=\(number(frame.minY)) h=\(number(frame.height))"
            switch item {
            case .header(let section), .footer(let section):
                let kind = if case .header = item { "header" } else { "footer" }
                let view = tableView.displayedSupplementaryViews[item]
                return "[\(kind) \(section)] \(geometry)\(describe(view))"
            case .row(let indexPath):
                guard let cell = tableView.displayedCells[indexPath] else { return "" }
                return "  [\(indexPath[0]),\(indexPath[1])] \(geometry)\(describe(cell))"
            }
        }

        private func describe(_ view: UIView?) -> String {
            guard let view else { return "" }
            guard let standard = view as? UITableViewHeaderFooterView else {
                return " <\(String(describing: type(of: view)))>"
            }
            if let list = standard.contentConfiguration as? UIListContentConfiguration {
                return describe(list)
            }
            return standard.textLabel?.text.map { " \(quoted($0))" } ?? ""
        }

        private func describe(_ cell: UITableViewCell) -> String {
            var text = ""
            if let list = cell.headlessListContentConfiguration {
                text += describe(list)
            } else {
                if let title = cell.textLabel?.text { text += " \(quoted(title))" }
                if let detail = cell.detailTextLabel?.text { text += " | \(quoted(detail))" }
            }
            if let accessory = accessorySymbol(cell) { text += " \(accessory)" }
            var editing: [String] = []
            if cell.isEditing {
                switch cell.editingStyle {
                case .delete: editing.append("editing: delete")
                case .insert: editing.append("editing: insert")
                case .none: editing.append("editing")
                }
                if cell.showsReorderControl { editing.append("reorder") }
            }
            if cell.showingDeleteConfirmation { editing.append("swiped") }
            text += TextPicture.states(selected: cell.isSelected, highlighted: cell.isHighlighted, more: editing)
            return text
        }

        private func accessorySymbol(_ cell: UITableViewCell) -> String? {
            if let view = cell.accessoryView { return "<\(Self.describeAccessory(view))>" }
            switch cell.isEditing ? cell.editingAccessoryType : cell.accessoryType {
            case .none: return nil
            case .disclosureIndicator: return ">"
            case .detailDisclosureButton: return "(i) >"
            case .checkmark: return "[checkmark]"
            case .detailButton: return "(i)"
            }
        }

        /// What a list configuration shows: its image, text and secondary text.
        private func describe(_ list: UIListContentConfiguration) -> String {
            var text = ""
            if let image = list.image { text += " [\(image.headlessName)]" }
            if let title = list.text ?? list.attributedText?.string { text += " \(quoted(title))" }
            if let detail = list.secondaryText ?? list.secondaryAttributedText?.string {
                text += " | \(quoted(detail))"
            }
            return text
        }

        /// An accessory view's class, and the state a control shows: a switch on or off, a button's
        /// title, the segments with the selected one in brackets, a spinner animating or stopped. The
        /// collection view's picture describes its custom-view accessories the same way.
        static func describeAccessory(_ view: UIView) -> String {
            var text = String(describing: type(of: view))
            switch view {
            case let control as UISwitch: text += control.isOn ? " on" : " off"
            case let button as UIButton: if let title = button.currentTitle { text += " \(Self.quoted(title))" }
            case let segments as UISegmentedControl:
                let titles = (0..<segments.numberOfSegments).map { index in
                    let title = segments.titleForSegment(at: index) ?? "#\(index)"
                    return index == segments.selectedSegmentIndex ? "[\(title)]" : title
                }
                text += " " + titles.joined(separator: "|")
            case let spinner as UIActivityIndicatorView: text += spinner.isAnimating ? " animating" : " stopped"
            default: break
            }
            if let control = view as? UIControl, !control.isEnabled { text += " disabled" }
            return text
        }

        private static func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
        }

        private func quoted(_ text: String) -> String { Self.quoted(text) }

        private func number(_ value: CGFloat) -> String { TextPicture.number(value) }
    }

    extension UITableView.Style {
        /// The style's name as the text rendering prints it.
        var headlessName: String {
            switch self {
            case .plain: "plain"
            case .grouped: "grouped"
            case .insetGrouped: "insetGrouped"
            }
        }
    }
#endif

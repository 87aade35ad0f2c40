#if !canImport(UIKit)
    import Foundation

    /// What the text pictures of a table and of a collection view write alike (`headlessRenderedText()`):
    /// numbers, the view's summary line and a cell's state.
    enum TextPicture {
        /// A whole picture: the summary line, then one line per visible element, or a note that
        /// nothing is visible.
        static func picture(summary: String, lines: [String]) -> String {
            ([summary] + (lines.isEmpty ? ["  (nothing visible)"] : lines)).joined(separator: "\n")
        }

        /// A whole number without decimals, anything else with one.
        static func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }

        /// The first line of a picture: the view's name, its size, its offset, its content size, its
        /// number of sections and whether it is editing, such as
        /// `UITableView plain 320x200, offset 0, content 320x116, 1 section`.
        static func summary(
            of view: String, size: CGSize, offset: String, content: CGSize, sections: Int, isEditing: Bool
        ) -> String {
            var line = "\(view) \(number(size.width))x\(number(size.height))"
            line += ", offset \(offset)"
            line += ", content \(number(content.width))x\(number(content.height))"
            line += ", \(sections) section\(sections == 1 ? "" : "s")"
            if isEditing { line += ", editing" }
            return line
        }

        /// A cell's states in brackets after a space, such as ` (selected, highlighted)`, or nothing.
        static func states(selected: Bool, highlighted: Bool, more: [String] = []) -> String {
            var states: [String] = []
            if selected { states.append("selected") }
            if highlighted { states.append("highlighted") }
            states += more
            return states.isEmpty ? "" : " (\(states.joined(separator: ", ")))"
        }
    }
#endif

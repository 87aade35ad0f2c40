#if !canImport(UIKit)
    import Foundation

    /// What a list row shows (text, detail text, an image) and how the pictures draw it: the one drawing of
    /// a row's content, used by the table's picture for its rows and by the collection view's for its cells.
    ///
    /// From the leading edge: a rounded square standing in for the image, then the text and detail placed
    /// as `layout` places them (the detail below the text, at the trailing edge, or after a label column).
    struct SVGListContent {
        var text: String?
        var detail: String?
        var imageName: String?
        /// Where the detail goes: below the text (`.subtitle`), at the trailing edge (`.value1`), after a
        /// label column (`.value2`), or nowhere (`.default`).
        var layout: UITableViewCell.CellStyle

        init(text: String?, detail: String?, imageName: String?, layout: UITableViewCell.CellStyle) {
            self.text = text
            self.detail = detail
            self.imageName = imageName
            self.layout = layout
        }

        /// What a list content configuration shows: the detail below the text, or at the trailing edge when
        /// the configuration prefers text and secondary text side by side.
        init(_ list: UIListContentConfiguration) {
            self.init(
                text: list.text ?? list.attributedText?.string,
                detail: list.secondaryText ?? list.secondaryAttributedText?.string,
                imageName: list.image?.headlessName,
                layout: list.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle)
        }

        /// The image placeholder and texts between `leading` and `trailing`, centred on the frame's middle.
        ///
        /// When there is nothing to show, `viewClass` (the class of a cell of the user's, which draws itself
        /// in ways the picture cannot see) is written in grey instead; `nil` draws nothing.
        func elements(leading: CGFloat, trailing: CGFloat, frame: CGRect, viewClass: String?) -> [SVGElement] {
            var leading = leading
            var elements: [SVGElement] = []
            if let imageName {
                elements.append(Self.imagePlaceholder(imageName, x: leading, midY: frame.midY))
                leading += 29 + 16
            }
            elements += texts(leading: leading, trailing: trailing, frame: frame)
            if text == nil, detail == nil, imageName == nil, let viewClass {
                elements.append(
                    .text(
                        "<\(viewClass)>", x: leading, y: frame.midY + 5,
                        ["class": "custom-view", "font-size": "13", "fill": SVGPalette.gray]))
            }
            return elements
        }

        /// The title and detail, placed as the layout places them.
        private func texts(leading: CGFloat, trailing: CGFloat, frame: CGRect) -> [SVGElement] {
            let room = trailing - leading
            var elements: [SVGElement] = []
            let detail = detail.flatMap { $0.isEmpty ? nil : $0 }
            switch (layout, detail) {
            case (.subtitle, let detail?):
                if let text {
                    elements.append(
                        .text(
                            Self.fitted(text, fontSize: 17, width: room), x: leading, y: frame.midY - 1,
                            ["class": "text"]))
                }
                elements.append(
                    .text(
                        Self.fitted(detail, fontSize: 13, width: room), x: leading, y: frame.midY + 15,
                        ["class": "detail", "font-size": "13", "fill": SVGPalette.secondaryLabel]))
            case (.value1, let detail?):
                let detailRoom = min(room / 2, CGFloat(detail.count + 1) * 17 * SVGPalette.averageGlyphWidth)
                elements.append(
                    .text(
                        Self.fitted(detail, fontSize: 17, width: detailRoom), x: trailing, y: frame.midY + 6,
                        anchor: "end", ["class": "detail", "fill": SVGPalette.secondaryLabel]))
                if let text {
                    elements.append(
                        .text(
                            Self.fitted(text, fontSize: 17, width: room - detailRoom - 8), x: leading,
                            y: frame.midY + 6, ["class": "text"]))
                }
            case (.value2, let detail?):
                let column: CGFloat = 80
                if let text {
                    elements.append(
                        .text(
                            Self.fitted(text, fontSize: 15, width: column), x: leading + column, y: frame.midY + 5,
                            anchor: "end",
                            ["class": "text", "font-size": "15", "font-weight": "600", "fill": SVGPalette.tint]))
                }
                elements.append(
                    .text(
                        Self.fitted(detail, fontSize: 17, width: room - column - 8), x: leading + column + 8,
                        y: frame.midY + 6, ["class": "detail"]))
            default:
                if let text {
                    elements.append(
                        .text(
                            Self.fitted(text, fontSize: 17, width: room), x: leading, y: frame.midY + 6,
                            ["class": "text"]))
                }
            }
            return elements
        }

        /// A rounded square standing in for an image, with the image's name as its tooltip.
        private static func imagePlaceholder(_ name: String, x: CGFloat, midY: CGFloat) -> SVGElement {
            var square = SVGElement.rect(
                CGRect(x: x, y: midY - 14.5, width: 29, height: 29), radius: 6,
                ["fill": SVGPalette.lightGray, "stroke": SVGPalette.gray, "stroke-width": "0.5"])
            square.children = [SVGElement("title", text: name)]
            let initial = name.first.map { String($0).uppercased() } ?? "?"
            return .group(
                ["class": "image", "data-name": name],
                [
                    square,
                    .text(initial, x: x + 14.5, y: midY + 5, anchor: "middle", ["font-size": "14", "fill": "#ffffff"]),
                ])
        }

        /// Text cut with an ellipsis to fit an estimated width, since the picture cannot measure glyphs.
        static func fitted(_ text: String, fontSize: CGFloat, width: CGFloat) -> String {
            let single = text.replacingOccurrences(of: "\n", with: " ")
            let fitting = Int(max(width, 0) / (fontSize * SVGPalette.averageGlyphWidth))
            guard single.count > fitting else { return single }
            return String(single.prefix(max(fitting - 1, 0))) + "…"
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // Rows: background, separator, content (image, texts, accessory), editing controls and swipe buttons.
    extension HeadlessSVGRenderer {
        /// What a cell shows, whether it comes from a list content configuration or the classic labels.
        struct CellContent {
            var text: String?
            var detail: String?
            var imageName: String?
            var layout: UITableViewCell.CellStyle
        }

        /// The row's group, then, when the row is swiped, the group of its revealed buttons.
        func row(at indexPath: IndexPath) -> [SVGElement] {
            guard let cell = tableView.displayedCells[indexPath] else { return [] }
            let frame = tableView.frame(of: .row(indexPath))
            let card = frame.insetBy(dx: cardInset, dy: 0)
            var group = SVGElement.group(["class": "row", "data-index-path": "\(indexPath[0]),\(indexPath[1])"], [])
            let states = Self.states(of: cell)
            if !states.isEmpty { group = group.with("data-state", states.joined(separator: " ")) }
            let isLast = indexPath[1] == tableView.numberOfRows(inSection: indexPath[0]) - 1
            if cardInset > 0 {
                group.children.append(.rect(frame, ["class": "frame", "fill": "none"]))
                let radius: CGFloat = 10
                let path = roundedPath(card, top: indexPath[1] == 0 ? radius : 0, bottom: isLast ? radius : 0)
                group.children.append(
                    SVGElement("path", ["class": "background", "d": path, "fill": background(of: cell)]))
            } else {
                group.children.append(.rect(frame, ["class": "frame", "fill": background(of: cell)]))
            }
            if tableView.separatorStyle != .none, !(cardInset > 0 && isLast) {
                group.children.append(separator(below: card))
            }
            let swipe = tableView.activeSwipe.flatMap { $0.indexPath == indexPath ? $0 : nil }
            let buttons = swipe.map { swipeButtons($0, in: card) }
            var content = SVGElement.group(["class": "content"], contents(of: cell, in: card))
            if let swipe, let buttons {
                let shift = buttons.width * (swipe.edge == .trailing ? -1 : 1)
                content = content.with("transform", "translate(\(svgNumber(shift)) 0)")
                // The content slides under the buttons and out of the row, which clips it.
                var clip = SVGElement("clipPath", ["id": "swiped-row"])
                clip.children = [.rect(card)]
                group.children.append(clip)
                content = SVGElement.group(["clip-path": "url(#swiped-row)"], [content])
            }
            group.children.append(content)
            return [group] + (buttons.map { [$0.group] } ?? [])
        }

        /// The words the text rendering also uses: selected, highlighted, editing, reorder, swiped.
        static func states(of cell: UITableViewCell) -> [String] {
            var states: [String] = []
            if cell.isSelected { states.append("selected") }
            if cell.isHighlighted { states.append("highlighted") }
            if cell.isEditing { states.append("editing") }
            if cell.isEditing && cell.showsReorderControl { states.append("reorder") }
            if cell.showingDeleteConfirmation { states.append("swiped") }
            return states
        }

        private func background(of cell: UITableViewCell) -> String {
            guard cell.selectionStyle != .none else { return SVGPalette.background }
            if cell.isHighlighted { return SVGPalette.highlighted }
            return cell.isSelected ? SVGPalette.selected : SVGPalette.background
        }

        private func separator(below frame: CGRect) -> SVGElement {
            SVGElement(
                "line",
                [
                    "class": "separator", "x1": svgNumber(frame.minX + SVGPalette.margin),
                    "y1": svgNumber(frame.maxY - 0.25),
                    "x2": svgNumber(frame.maxX), "y2": svgNumber(frame.maxY - 0.25), "stroke": SVGPalette.separator,
                    "stroke-width": "0.5",
                ])
        }

        /// A rectangle's outline with its top corners, bottom corners or both rounded.
        private func roundedPath(_ rect: CGRect, top: CGFloat, bottom: CGFloat) -> String {
            let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
            func arc(_ radius: CGFloat, _ dx: CGFloat, _ dy: CGFloat) -> String {
                radius > 0 ? "A\(svgNumber(radius)) \(svgNumber(radius)) 0 0 1 \(svgNumber(dx)) \(svgNumber(dy))" : ""
            }
            return "M\(svgNumber(minX)) \(svgNumber(minY + top))" + arc(top, minX + top, minY)
                + "H\(svgNumber(maxX - top))" + arc(top, maxX, minY + top)
                + "V\(svgNumber(maxY - bottom))" + arc(bottom, maxX - bottom, maxY)
                + "H\(svgNumber(minX + bottom))" + arc(bottom, minX, maxY - bottom) + "Z"
        }

        // MARK: Content

        private func contents(of cell: UITableViewCell, in frame: CGRect) -> [SVGElement] {
            var elements: [SVGElement] = []
            var leading = frame.minX + SVGPalette.margin + CGFloat(cell.indentationLevel) * cell.indentationWidth
            var trailing = frame.maxX - SVGPalette.margin - indexWidth
            if cell.isEditing {
                if let control = editingControl(cell.editingStyle, x: leading, midY: frame.midY) {
                    elements.append(control)
                }
                if cell.shouldIndentWhileEditing && cell.editingStyle != .none { leading += 38 }
                if cell.showsReorderControl {
                    elements.append(reorderControl(x: trailing - 18, midY: frame.midY))
                    trailing -= 18 + 16
                }
            }
            if let accessory = accessory(of: cell, trailing: trailing, midY: frame.midY) {
                elements.append(accessory.element)
                trailing -= accessory.width + 10
            }
            let content = Self.content(of: cell)
            if let name = content.imageName {
                elements.append(imagePlaceholder(name, x: leading, midY: frame.midY))
                leading += 29 + 16
            }
            elements += texts(content, leading: leading, trailing: trailing, frame: frame)
            if content.text == nil, content.detail == nil, content.imageName == nil,
                type(of: cell) != UITableViewCell.self
            {
                elements.append(
                    .text(
                        "<\(String(describing: type(of: cell)))>", x: leading, y: frame.midY + 5,
                        ["class": "custom-view", "font-size": "13", "fill": SVGPalette.gray]))
            }
            return elements
        }

        static func content(of cell: UITableViewCell) -> CellContent {
            if let list = cell.headlessListContentConfiguration {
                return CellContent(
                    text: list.text ?? list.attributedText?.string,
                    detail: list.secondaryText ?? list.secondaryAttributedText?.string,
                    imageName: list.image?.headlessName,
                    layout: list.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle)
            }
            return CellContent(
                text: cell.textLabel?.text, detail: cell.detailTextLabel?.text,
                imageName: cell.imageView?.image?.headlessName, layout: cell.headlessStyle)
        }

        /// The title and detail, placed as the cell style places them.
        private func texts(_ content: CellContent, leading: CGFloat, trailing: CGFloat, frame: CGRect) -> [SVGElement] {
            let room = trailing - leading
            var elements: [SVGElement] = []
            let detail = content.detail.flatMap { $0.isEmpty ? nil : $0 }
            switch (content.layout, detail) {
            case (.subtitle, let detail?):
                if let text = content.text {
                    elements.append(
                        .text(fitted(text, fontSize: 17, width: room), x: leading, y: frame.midY - 1, ["class": "text"])
                    )
                }
                elements.append(
                    .text(
                        fitted(detail, fontSize: 13, width: room), x: leading, y: frame.midY + 15,
                        ["class": "detail", "font-size": "13", "fill": SVGPalette.secondaryLabel]))
            case (.value1, let detail?):
                let detailRoom = min(room / 2, CGFloat(detail.count + 1) * 17 * SVGPalette.averageGlyphWidth)
                elements.append(
                    .text(
                        fitted(detail, fontSize: 17, width: detailRoom), x: trailing, y: frame.midY + 6, anchor: "end",
                        ["class": "detail", "fill": SVGPalette.secondaryLabel]))
                if let text = content.text {
                    elements.append(
                        .text(
                            fitted(text, fontSize: 17, width: room - detailRoom - 8), x: leading, y: frame.midY + 6,
                            ["class": "text"]))
                }
            case (.value2, let detail?):
                let column: CGFloat = 80
                if let text = content.text {
                    elements.append(
                        .text(
                            fitted(text, fontSize: 15, width: column), x: leading + column, y: frame.midY + 5,
                            anchor: "end",
                            ["class": "text", "font-size": "15", "font-weight": "600", "fill": SVGPalette.tint]))
                }
                elements.append(
                    .text(
                        fitted(detail, fontSize: 17, width: room - column - 8), x: leading + column + 8,
                        y: frame.midY + 6, ["class": "detail"]))
            default:
                if let text = content.text {
                    elements.append(
                        .text(fitted(text, fontSize: 17, width: room), x: leading, y: frame.midY + 6, ["class": "text"])
                    )
                }
            }
            return elements
        }

        /// A rounded square standing in for an image, with the image's name as its tooltip.
        private func imagePlaceholder(_ name: String, x: CGFloat, midY: CGFloat) -> SVGElement {
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

        // MARK: Editing

        /// The red minus or green plus on the leading edge of an editing row.
        private func editingControl(_ style: UITableViewCell.EditingStyle, x: CGFloat, midY: CGFloat) -> SVGElement? {
            let (color, isPlus): (String, Bool)
            switch style {
            case .none: return nil
            case .delete: (color, isPlus) = (SVGPalette.red, false)
            case .insert: (color, isPlus) = (SVGPalette.green, true)
            }
            let centerX = x + 11
            var strokes = "M\(svgNumber(centerX - 6)) \(svgNumber(midY))h12"
            if isPlus { strokes += "M\(svgNumber(centerX)) \(svgNumber(midY - 6))v12" }
            return .group(
                ["class": "editing-control", "data-style": isPlus ? "insert" : "delete"],
                [
                    SVGElement(
                        "circle", ["cx": svgNumber(centerX), "cy": svgNumber(midY), "r": "11", "fill": color]),
                    SVGElement("path", ["d": strokes, "stroke": "#ffffff", "stroke-width": "2.5"]),
                ])
        }

        /// Three grey bars on the trailing edge of a row that can be moved.
        private func reorderControl(x: CGFloat, midY: CGFloat) -> SVGElement {
            let path = [-6, 0, 6].map { "M\(svgNumber(x)) \(svgNumber(midY + $0))h18" }.joined()
            return SVGElement(
                "path", ["class": "reorder-control", "d": path, "stroke": SVGPalette.gray, "stroke-width": "1.5"])
        }

        // MARK: Swipe actions

        /// The revealed buttons of a swipe, outermost at the row's edge, and their total width.
        private func swipeButtons(_ swipe: ActiveSwipe, in frame: CGRect)
            -> (group: SVGElement, width: CGFloat)
        {
            let actions = tableView.headlessRevealedSwipeActions
            let widths = actions.map {
                max(74, (CGFloat(($0.title ?? "").count) * 15 * SVGPalette.averageGlyphWidth + 30).rounded(.up))
            }
            let total = widths.reduce(0, +)
            var buttons: [SVGElement] = []
            // Outermost first: on the trailing edge it ends at the right, on the leading edge it starts at the left.
            var edge = swipe.edge == .trailing ? frame.maxX : frame.minX
            for (action, buttonWidth) in zip(actions, widths) {
                let x = swipe.edge == .trailing ? edge - buttonWidth : edge
                edge += swipe.edge == .trailing ? -buttonWidth : buttonWidth
                let button = CGRect(x: x, y: frame.minY, width: buttonWidth, height: frame.height)
                buttons.append(
                    .group(
                        ["class": "swipe-action", "data-title": action.title ?? ""],
                        [
                            .rect(button, ["fill": action.isDestructive ? SVGPalette.red : SVGPalette.gray]),
                            .text(
                                action.title ?? "", x: button.midX, y: button.midY + 5, anchor: "middle",
                                ["font-size": "15", "fill": "#ffffff"]),
                        ]))
            }
            let indexPath = swipe.indexPath.map { "\($0[0]),\($0[1])" } ?? ""
            return (
                .group(
                    [
                        "class": "swipe-actions", "data-index-path": indexPath,
                        "data-edge": swipe.edge == .trailing ? "trailing" : "leading",
                    ],
                    buttons),
                total
            )
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // Rows: background, separator, content (accessory, then image and texts as `SVGListContent` draws them), editing
    // controls and swipe buttons.
    extension HeadlessSVGRenderer {
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
            let looks = SVGLayerLook.elements(of: cell, in: frame)
            if !looks.isEmpty { group.children.append(.group(["class": "layers"], looks)) }
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
            let viewClass = type(of: cell) == UITableViewCell.self ? nil : String(describing: type(of: cell))
            return elements
                + Self.content(of: cell).elements(
                    leading: leading, trailing: trailing, frame: frame, viewClass: viewClass)
        }

        /// What a cell shows, whether it comes from a list content configuration or the classic labels.
        static func content(of cell: UITableViewCell) -> SVGListContent {
            if let list = cell.headlessListContentConfiguration { return SVGListContent(list) }
            return SVGListContent(
                text: cell.textLabel?.text, detail: cell.detailTextLabel?.text,
                imageName: cell.imageView?.image?.headlessName, layout: cell.headlessStyle)
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

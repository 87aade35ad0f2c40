#if !canImport(UIKit)
    import Foundation

    // Accessories: the standard symbols (`SVGAccessorySymbol`), and the controls an accessory view can be, in their
    // current state.
    extension HeadlessSVGRenderer {
        /// The accessory a cell shows, right-aligned at `trailing`, and the width it takes.
        func accessory(of cell: UITableViewCell, trailing: CGFloat, midY: CGFloat)
            -> (element: SVGElement, width: CGFloat)?
        {
            if let view = cell.accessoryView {
                guard !view.isHidden else { return nil }
                var drawn = control(view, trailing: trailing, midY: midY)
                drawn.element = drawn.element.with("class", "accessory").with("data-kind", drawn.kind)
                if let control = view as? UIControl, !control.isEnabled {
                    drawn.element = drawn.element.with("opacity", "0.4")
                }
                return (drawn.element, drawn.width)
            }
            let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
            let symbols: [SVGAccessorySymbol]
            switch type {
            case .none: return nil
            case .disclosureIndicator: symbols = [.chevron]
            case .checkmark: symbols = [.checkmark]
            case .detailButton: symbols = [.info]
            case .detailDisclosureButton: symbols = [.chevron, .info]
            }
            return SVGAccessorySymbol.accessory(symbols, kind: Self.name(of: type), trailing: trailing, midY: midY)
        }

        private static func name(of type: UITableViewCell.AccessoryType) -> String {
            switch type {
            case .none: "none"
            case .disclosureIndicator: "disclosureIndicator"
            case .checkmark: "checkmark"
            case .detailButton: "detailButton"
            case .detailDisclosureButton: "detailDisclosureButton"
            }
        }

        /// An accessory view drawn as the control it is, in its state, ending at `trailing`.
        private func control(_ view: UIView, trailing: CGFloat, midY: CGFloat)
            -> (element: SVGElement, width: CGFloat, kind: String)
        {
            switch view {
            case let toggle as UISwitch:
                let frame = CGRect(x: trailing - 51, y: midY - 15.5, width: 51, height: 31)
                let knobX = toggle.isOn ? frame.maxX - 15.5 : frame.minX + 15.5
                return (
                    .group(
                        ["data-on": toggle.isOn ? "true" : "false"],
                        [
                            .rect(frame, radius: 15.5, ["fill": toggle.isOn ? SVGPalette.green : "#e9e9ea"]),
                            SVGElement(
                                "circle",
                                [
                                    "cx": svgNumber(knobX), "cy": svgNumber(midY), "r": "13.5", "fill": "#ffffff",
                                    "stroke": "#d9d9d9", "stroke-width": "0.5",
                                ]),
                        ]), 51, "UISwitch"
                )
            case let button as UIButton:
                let title = button.currentTitle ?? ""
                return (
                    .group(
                        [:],
                        [
                            .text(
                                title, x: trailing, y: midY + 6, anchor: "end",
                                ["class": "title", "fill": SVGPalette.tint])
                        ]), CGFloat(title.count) * 17 * SVGPalette.averageGlyphWidth, "UIButton"
                )
            case let segments as UISegmentedControl:
                return segmented(segments, trailing: trailing, midY: midY)
            case let spinner as UIActivityIndicatorView:
                let ticks = (0..<8).map { index -> SVGElement in
                    let angle = Double(index) * .pi / 4
                    let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
                    return SVGElement(
                        "line",
                        [
                            "x1": svgNumber(trailing - 10 + dx * 5), "y1": svgNumber(midY + dy * 5),
                            "x2": svgNumber(trailing - 10 + dx * 9), "y2": svgNumber(midY + dy * 9),
                            "stroke-opacity": spinner.isAnimating ? svgNumber(0.3 + 0.7 * CGFloat(index) / 7) : "0.3",
                        ])
                }
                return (
                    .group(
                        [
                            "data-animating": spinner.isAnimating ? "true" : "false", "stroke": SVGPalette.gray,
                            "stroke-width": "2", "stroke-linecap": "round",
                        ], ticks), 20, "UIActivityIndicatorView"
                )
            default:
                let frame = CGRect(x: trailing - 44, y: midY - 15, width: 44, height: 30)
                return (.placeholder(for: view, in: frame), 44, String(describing: type(of: view)))
            }
        }

        /// Segments in a rounded box, the selected one filled white.
        private func segmented(_ segments: UISegmentedControl, trailing: CGFloat, midY: CGFloat)
            -> (element: SVGElement, width: CGFloat, kind: String)
        {
            let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "#\($0)" }
            let widths = titles.map { max(36, CGFloat($0.count) * 13 * SVGPalette.averageGlyphWidth + 16) }
            let total = widths.reduce(0, +)
            var parts: [SVGElement] = [
                .rect(
                    CGRect(x: trailing - total, y: midY - 15, width: total, height: 30), radius: 8, ["fill": "#eeeeef"])
            ]
            var x = trailing - total
            for (index, (title, segmentWidth)) in zip(titles, widths).enumerated() {
                let frame = CGRect(x: x, y: midY - 13, width: segmentWidth, height: 26)
                let isSelected = index == segments.selectedSegmentIndex
                if isSelected {
                    parts.append(
                        .rect(
                            frame.insetBy(dx: 2, dy: 0), radius: 6,
                            ["fill": "#ffffff", "stroke": "#d9d9d9", "stroke-width": "0.5"]))
                }
                parts.append(
                    .text(
                        title, x: frame.midX, y: midY + 4.5, anchor: "middle",
                        ["font-size": "13", "font-weight": isSelected ? "600" : "400", "fill": SVGPalette.label]))
                x += segmentWidth
            }
            let selected = segments.selectedSegmentIndex
            return (.group(["data-selected": String(selected)], parts), total, "UISegmentedControl")
        }
    }
#endif

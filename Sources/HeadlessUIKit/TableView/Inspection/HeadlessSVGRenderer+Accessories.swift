#if !canImport(UIKit)
    import Foundation

    // Accessories: the standard symbols, and the controls an accessory view can be, in their current state.
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
            let symbols: [AccessorySymbol]
            switch type {
            case .none: return nil
            case .disclosureIndicator: symbols = [.chevron]
            case .checkmark: symbols = [.checkmark]
            case .detailButton: symbols = [.info]
            case .detailDisclosureButton: symbols = [.chevron, .info]
            }
            var x = trailing
            var parts: [SVGElement] = []
            for symbol in symbols {
                parts.append(draw(symbol, maxX: x, midY: midY))
                x -= symbol.width + 12
            }
            let width = trailing - x - 12
            return (.group(["class": "accessory", "data-kind": Self.name(of: type)], parts), width)
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

        /// The marks a standard accessory is made of.
        private enum AccessorySymbol {
            case chevron, checkmark, info

            var width: CGFloat {
                switch self {
                case .chevron: 8
                case .checkmark: 15
                case .info: 22
                }
            }
        }

        /// A chevron, checkmark or info button ending at `maxX`.
        private func draw(_ symbol: AccessorySymbol, maxX: CGFloat, midY: CGFloat) -> SVGElement {
            switch symbol {
            case .chevron:
                stroke(
                    "M\(svgNumber(maxX - 7)) \(svgNumber(midY - 6.5))l6.5 6.5l-6.5 6.5", SVGPalette.lightGray, width: 2)
            case .checkmark:
                stroke("M\(svgNumber(maxX - 14)) \(svgNumber(midY))l5 5l9 -11", SVGPalette.tint, width: 2.2)
            case .info:
                .group(
                    [:],
                    [
                        SVGElement(
                            "circle",
                            [
                                "cx": svgNumber(maxX - 11), "cy": svgNumber(midY), "r": "10", "fill": "none",
                                "stroke": SVGPalette.tint, "stroke-width": "1.5",
                            ]),
                        .text(
                            "i", x: maxX - 11, y: midY + 5, anchor: "middle",
                            ["font-size": "14", "font-weight": "700", "fill": SVGPalette.tint]),
                    ])
            }
        }

        /// An open path with round ends and joins.
        private func stroke(_ path: String, _ color: String, width: CGFloat) -> SVGElement {
            SVGElement(
                "path",
                [
                    "d": path, "fill": "none", "stroke": color, "stroke-width": svgNumber(width),
                    "stroke-linecap": "round", "stroke-linejoin": "round",
                ])
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
                return (placeholder(for: view, in: frame), 44, String(describing: type(of: view)))
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

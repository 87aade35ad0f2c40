#if !canImport(UIKit)
    import Foundation

    /// A mark a standard accessory is made of, as the pictures draw it: the one drawing of a disclosure
    /// chevron, a checkmark and a detail button, used by the table's rows and the collection view's list cells.
    enum SVGAccessorySymbol {
        case chevron, checkmark, info

        /// The width the mark takes.
        var width: CGFloat {
            switch self {
            case .chevron: 8
            case .checkmark: 15
            case .info: 22
            }
        }

        /// The marks of one accessory, the first outermost, as a group ending at `trailing`, and the width they take.
        static func accessory(_ symbols: [Self], kind: String, trailing: CGFloat, midY: CGFloat)
            -> (element: SVGElement, width: CGFloat)
        {
            var x = trailing
            var parts: [SVGElement] = []
            for symbol in symbols {
                parts.append(symbol.element(maxX: x, midY: midY))
                x -= symbol.width + 12
            }
            return (.group(["class": "accessory", "data-kind": kind], parts), trailing - x - 12)
        }

        /// The mark, ending at `maxX`.
        func element(maxX: CGFloat, midY: CGFloat) -> SVGElement {
            switch self {
            case .chevron:
                Self.stroke(
                    "M\(svgNumber(maxX - 7)) \(svgNumber(midY - 6.5))l6.5 6.5l-6.5 6.5", SVGPalette.lightGray, width: 2)
            case .checkmark:
                Self.stroke("M\(svgNumber(maxX - 14)) \(svgNumber(midY))l5 5l9 -11", SVGPalette.tint, width: 2.2)
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
        private static func stroke(_ path: String, _ color: String, width: CGFloat) -> SVGElement {
            SVGElement(
                "path",
                [
                    "d": path, "fill": "none", "stroke": color, "stroke-width": svgNumber(width),
                    "stroke-linecap": "round", "stroke-linejoin": "round",
                ])
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// One element of an SVG document, written one element per line so that two renderings diff well.
    struct SVGElement {
        let name: String
        var attributes: [(name: String, value: String)]
        var children: [SVGElement] = []
        var text: String?

        init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil) {
            self.name = name
            self.attributes = attributes.map { (name: $0.key, value: $0.value) }
            self.text = text
        }

        /// The root of a picture of a view: an `svg` element whose size and view box are the view's bounds,
        /// in the pictures' font, titled with a one-line summary of the view.
        static func picture(of bounds: CGRect, title: String) -> SVGElement {
            var root = SVGElement(
                "svg",
                [
                    "xmlns": "http://www.w3.org/2000/svg",
                    "width": svgNumber(bounds.width), "height": svgNumber(bounds.height),
                    "viewBox": [bounds.minX, bounds.minY, bounds.width, bounds.height].map(svgNumber).joined(
                        separator: " "),
                    "font-family": SVGPalette.fontFamily, "font-size": "17",
                ])
            root.children = [SVGElement("title", text: title)]
            return root
        }

        /// The element as a standalone document: the XML declaration, then its lines, ending in a newline.
        var document: String {
            (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"] + lines()).joined(separator: "\n") + "\n"
        }

        /// A rectangle at a frame, rounded by `radius`.
        static func rect(_ frame: CGRect, radius: CGFloat = 0, _ attributes: KeyValuePairs<String, String> = [:])
            -> SVGElement
        {
            var element = SVGElement("rect")
            element.attributes = [
                ("x", svgNumber(frame.minX)), ("y", svgNumber(frame.minY)),
                ("width", svgNumber(frame.width)), ("height", svgNumber(frame.height)),
            ]
            if radius > 0 { element.attributes.append(("rx", svgNumber(radius))) }
            element.attributes += attributes.map { (name: $0.key, value: $0.value) }
            return element
        }

        /// A run of text whose baseline starts (or, with `anchor: "end"`, ends) at a point.
        static func text(
            _ string: String, x: CGFloat, y: CGFloat, anchor: String = "start",
            _ attributes: KeyValuePairs<String, String> = [:]
        ) -> SVGElement {
            var element = SVGElement("text", text: string)
            element.attributes = [("x", svgNumber(x)), ("y", svgNumber(y))]
            if anchor != "start" { element.attributes.append(("text-anchor", anchor)) }
            element.attributes += attributes.map { (name: $0.key, value: $0.value) }
            return element
        }

        /// A group of elements.
        static func group(_ attributes: KeyValuePairs<String, String> = [:], _ children: [SVGElement]) -> SVGElement {
            var element = SVGElement("g", attributes)
            element.children = children
            return element
        }

        /// A custom view the picture cannot draw: a dashed outline inside a frame, named after the view's class.
        static func placeholder(for view: UIView, in frame: CGRect) -> SVGElement {
            .group(
                ["class": "custom-view"],
                [
                    .rect(
                        frame.insetBy(dx: 4, dy: 4), radius: 4,
                        ["fill": "none", "stroke": SVGPalette.gray, "stroke-dasharray": "4 3"]),
                    .text(
                        "<\(String(describing: type(of: view)))>", x: frame.midX, y: frame.midY + 5, anchor: "middle",
                        ["font-size": "13", "fill": SVGPalette.gray]),
                ])
        }

        /// Sets an attribute, replacing one of the same name (XML allows each name once); returns the
        /// element for chaining.
        func with(_ name: String, _ value: String) -> SVGElement {
            var copy = self
            if let index = copy.attributes.firstIndex(where: { $0.name == name }) {
                copy.attributes[index].value = value
            } else {
                copy.attributes.append((name, value))
            }
            return copy
        }

        /// The element and its children as indented XML lines.
        func lines(indent: Int = 0) -> [String] {
            let padding = String(repeating: "  ", count: indent)
            let opening =
                "<\(name)" + attributes.map { " \($0.name)=\"\(Self.escape($0.value))\"" }.joined()
            if let text {
                return [padding + opening + ">" + Self.escape(text) + "</\(name)>"]
            }
            if children.isEmpty { return [padding + opening + "/>"] }
            return [padding + opening + ">"] + children.flatMap { $0.lines(indent: indent + 1) } + [
                padding + "</\(name)>"
            ]
        }

        /// Text made safe for XML character data and attribute values; characters XML cannot hold are dropped.
        static func escape(_ text: String) -> String {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"": escaped += "&quot;"
                case "\n", "\t", "\r": escaped += " "
                case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): continue
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }
    }

    /// A coordinate as SVG writes it: whole numbers plainly, others to two decimals without trailing zeros.
    func svgNumber(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
#endif

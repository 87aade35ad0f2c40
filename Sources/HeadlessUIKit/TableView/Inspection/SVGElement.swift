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

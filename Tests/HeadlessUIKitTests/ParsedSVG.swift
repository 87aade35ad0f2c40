// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    #if canImport(FoundationXML)
        import FoundationXML
    #endif

    /// An SVG document read back with Foundation's XML parser, for tests that check what a picture draws.
    final class ParsedSVG: NSObject, XMLParserDelegate {
        /// One element: its name, attributes, text and children, in document order.
        final class Element {
            let name: String
            let attributes: [String: String]
            var text = ""
            var children: [Element] = []

            init(name: String, attributes: [String: String]) {
                self.name = name
                self.attributes = attributes
            }

            subscript(_ attribute: String) -> String? { attributes[attribute] }

            /// Every element below this one, depth first, in document order.
            var descendants: [Element] { children.flatMap { [$0] + $0.descendants } }

            /// The first child with the class.
            func child(class name: String) -> Element? { children.first { $0["class"] == name } }

            /// The first descendant with the class.
            func descendant(class name: String) -> Element? { descendants.first { $0["class"] == name } }

            /// The rectangle an element's `x`, `y`, `width` and `height` describe.
            var rect: CGRect? {
                guard let x = number("x"), let y = number("y"), let width = number("width"),
                    let height = number("height")
                else { return nil }
                return CGRect(x: x, y: y, width: width, height: height)
            }

            func number(_ attribute: String) -> CGFloat? {
                attributes[attribute].flatMap(Double.init).map { CGFloat($0) }
            }
        }

        private(set) var root: Element?
        private var stack: [Element] = []
        private(set) var error: Error?

        /// Parses the document; `nil` when it is not well-formed XML.
        static func parse(_ text: String) -> Element? {
            let document = ParsedSVG()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = document
            guard parser.parse(), document.error == nil else { return nil }
            return document.root
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: elementName, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            error = parseError
        }
    }
#endif

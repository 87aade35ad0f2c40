#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// A picture of what is on screen as a standalone SVG document (headless addition, not UIKit API).
        ///
        /// The view box is the collection view's bounds; every visible cell and supplementary view is a
        /// group at its laid-out frame, carrying what it stands for:
        ///
        ///     <g class="cell" data-index-path="0,1" data-state="selected">
        ///       <rect class="frame" x="115" y="50" width="90" height="50" fill="#d1d1d6" stroke="#c6c6c8"/>
        ///       <text class="text" x="123" y="80">0.1</text>
        ///
        /// The text form of the same screen is `headlessRenderedText()`.
        public func headlessRenderedSVG() -> String {
            layoutIfNeeded()
            return CollectionSVGRenderer(collectionView: self).render()
        }
    }

    /// Renders a laid-out collection view as SVG, in the order the text rendering lists the elements.
    @MainActor
    struct CollectionSVGRenderer {
        let collectionView: UICollectionView

        func render() -> String {
            let bounds = collectionView.bounds
            var root = SVGElement(
                "svg",
                [
                    "xmlns": "http://www.w3.org/2000/svg",
                    "width": svgNumber(bounds.width), "height": svgNumber(bounds.height),
                    "viewBox": [bounds.minX, bounds.minY, bounds.width, bounds.height].map(svgNumber).joined(
                        separator: " "),
                    "font-family": SVGPalette.fontFamily, "font-size": "15",
                ])
            root.children.append(
                SVGElement("title", text: CollectionTextRenderer(collectionView: collectionView).summary()))
            root.children.append(.rect(bounds, ["class": "collection", "fill": SVGPalette.background]))
            for line in CollectionRows(collectionView).lines {
                switch line {
                case .supplementary(let kind, let indexPath, let view):
                    root.children.append(supplementary(kind, indexPath, view))
                case .row(let cells):
                    root.children += cells.map { cell(at: $0.indexPath, $0.cell) }
                }
            }
            return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"] + root.lines()).joined(separator: "\n") + "\n"
        }

        private func supplementary(_ kind: String, _ indexPath: IndexPath, _ view: UICollectionReusableView)
            -> SVGElement
        {
            .group(
                ["class": "supplementary", "data-kind": kind, "data-section": String(indexPath[0])],
                [.rect(view.frame, ["class": "frame", "fill": SVGPalette.plainHeader])])
        }

        private func cell(at indexPath: IndexPath, _ cell: UICollectionViewCell) -> SVGElement {
            let frame = cell.frame
            let fill =
                cell.isHighlighted
                ? SVGPalette.highlighted : cell.isSelected ? SVGPalette.selected : SVGPalette.background
            var children: [SVGElement] = [
                .rect(frame, ["class": "frame", "fill": fill, "stroke": SVGPalette.separator])
            ]
            if let title = cell.headlessListContentConfiguration?.text {
                children.append(
                    .text(title, x: frame.minX + 8, y: frame.midY + 5, ["class": "text", "fill": SVGPalette.label]))
            }
            if let list = cell as? UICollectionViewListCell,
                list.headlessShownAccessories.contains(where: { $0.headlessKind == .disclosureIndicator })
            {
                children.append(
                    .text(
                        "›", x: frame.maxX - 8, y: frame.midY + 5, anchor: "end",
                        ["class": "accessory", "fill": SVGPalette.gray]))
            }
            var group = SVGElement.group(
                ["class": "cell", "data-index-path": "\(indexPath[0]),\(indexPath[1])"], children)
            if cell.isSelected { group = group.with("data-state", "selected") }
            return group
        }
    }
#endif

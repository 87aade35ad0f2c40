#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// A picture of what is on screen as a standalone SVG document (headless addition, not UIKit API).
        ///
        /// The view box is the collection view's bounds, and every visible cell, supplementary and decoration
        /// view sits at its laid-out frame (a decoration view, such as a section background, behind its
        /// section), drawn as the table's picture draws its rows, headers and footers: a header or footer
        /// with its title in the look its list content configuration was made for (a plain list's
        /// header on a grey band, a grouped list's in small capitals, a footer in small grey text); a cell
        /// filled as selected or highlighted, with its image placeholder, text and secondary text (below
        /// the text, or at the trailing edge when the configuration prefers them side by side) and its
        /// disclosure, detail and checkmark accessories. A view the picture cannot draw is outlined and named
        /// after its class. The picture uses generic font families and no scripts, so any browser opens it.
        ///
        /// Each element is a group carrying what it stands for, for tests and tools to read back:
        ///
        ///     <g class="supplementary" data-kind="UICollectionElementKindSectionHeader" data-section="0">
        ///       <rect x="0" y="0" width="320" height="38" class="frame" fill="none"/>
        ///       <text x="16" y="31" class="title" font-size="13" fill="#6d6d72">FRUIT</text>
        ///     </g>
        ///     <g class="cell" data-index-path="0,0" data-state="selected">
        ///       <rect x="0" y="54" width="320" height="44" class="frame" fill="#d1d1d6" stroke="#c6c6c8"/>
        ///       <g class="image" data-name="apple"> …
        ///       <text x="61" y="75" class="text">Apple</text>
        ///       <text x="61" y="91" class="detail" font-size="13" fill="#6d6d72">red</text>
        ///
        /// The text form of the same screen is `headlessRenderedText()`.
        public func headlessRenderedSVG() -> String {
            layoutIfNeeded()
            return CollectionSVGRenderer(collectionView: self).render()
        }
    }

    /// Renders a laid-out collection view as SVG: decoration views first, then the other elements in the
    /// order the text rendering lists them.
    @MainActor
    struct CollectionSVGRenderer {
        let collectionView: UICollectionView

        func render() -> String {
            let bounds = collectionView.bounds
            var root = SVGElement.picture(
                of: bounds, title: CollectionTextRenderer(collectionView: collectionView).summary())
            root.children.append(.rect(bounds, ["class": "collection", "fill": SVGPalette.background]))
            let lines = CollectionRows(collectionView).lines
            // Decoration views first, so that every cell and supplementary view is drawn over them.
            for case .decoration(let kind, let indexPath, let view) in lines {
                root.children.append(decoration(kind, indexPath, view))
            }
            for line in lines {
                switch line {
                case .supplementary(let kind, let indexPath, let view):
                    root.children.append(supplementary(kind, indexPath, view))
                case .decoration:
                    break
                case .row(let cells):
                    root.children += cells.map { cell(at: $0.indexPath, $0.cell) }
                }
            }
            return root.document
        }

        /// A header, footer or other supplementary view: its frame and its title in the look its list content
        /// configuration was made for, drawn as the table draws its headers and footers; a view shown in
        /// place of a title is a placeholder named after its class.
        private func supplementary(_ kind: String, _ indexPath: IndexPath, _ view: UICollectionReusableView)
            -> SVGElement
        {
            let frame = view.frame
            let list = (view as? UICollectionViewCell)?.headlessListContentConfiguration
            let look = SVGBoundaryLook(
                style: list?.headlessStyle, isFooter: kind == UICollectionView.elementKindSectionFooter)
            var children = [look.frame(frame)]
            if let list {
                if let title = list.text ?? list.attributedText?.string {
                    children.append(look.title(title, in: frame, inset: 0))
                }
            } else if let shown = Self.customView(of: view) {
                children.append(.placeholder(for: shown, in: frame))
            }
            return .group(
                ["class": "supplementary", "data-kind": kind, "data-section": String(indexPath[0])], children)
        }

        /// A decoration view (a section background): its frame, and a view of the user's class named after
        /// it; drawn before every cell and supplementary view, so behind them.
        private func decoration(_ kind: String, _ indexPath: IndexPath, _ view: UICollectionReusableView)
            -> SVGElement
        {
            var children: [SVGElement] = [
                .rect(view.frame, ["class": "frame", "fill": "none", "stroke": SVGPalette.separator])
            ]
            if let shown = Self.customView(of: view) { children.append(.placeholder(for: shown, in: view.frame)) }
            return .group(["class": "decoration", "data-kind": kind, "data-section": String(indexPath[0])], children)
        }

        /// The view a supplementary view without a list configuration shows: the view placed in a cell's
        /// content view, else the supplementary view itself when it is a class of the user's; `nil` for an
        /// empty view of a UIKit class.
        private static func customView(of view: UICollectionReusableView) -> UIView? {
            if let cell = view as? UICollectionViewCell, let shown = cell.contentView.subviews.first { return shown }
            let bare: [UICollectionReusableView.Type] = [
                UICollectionReusableView.self, UICollectionViewCell.self, UICollectionViewListCell.self,
            ]
            return bare.contains { $0 == type(of: view) } ? nil : view
        }

        /// A cell: its frame, filled as its state, then its trailing accessories, image and texts, drawn as
        /// the table draws a row's.
        private func cell(at indexPath: IndexPath, _ cell: UICollectionViewCell) -> SVGElement {
            let frame = cell.frame
            let fill =
                cell.isHighlighted
                ? SVGPalette.highlighted : cell.isSelected ? SVGPalette.selected : SVGPalette.background
            var children: [SVGElement] = [
                .rect(frame, ["class": "frame", "fill": fill, "stroke": SVGPalette.separator])
            ]
            var leading = frame.minX + SVGPalette.margin
            var trailing = frame.maxX - SVGPalette.margin
            if let list = cell as? UICollectionViewListCell {
                leading += CGFloat(list.indentationLevel) * list.indentationWidth
                for accessory in Self.symbols(of: list) {
                    let drawn = SVGAccessorySymbol.accessory(
                        [accessory.symbol], kind: accessory.kind, trailing: trailing, midY: frame.midY)
                    children.append(drawn.element)
                    trailing -= drawn.width + 10
                }
            }
            let content =
                cell.headlessListContentConfiguration.map(SVGListContent.init)
                ?? SVGListContent(text: nil, detail: nil, imageName: nil, layout: .default)
            let bare = [UICollectionViewCell.self, UICollectionViewListCell.self].contains { $0 == type(of: cell) }
            children += content.elements(
                leading: leading, trailing: trailing, frame: frame,
                viewClass: bare ? nil : String(describing: type(of: cell)))
            var group = SVGElement.group(
                ["class": "cell", "data-index-path": "\(indexPath[0]),\(indexPath[1])"], children)
            if cell.isSelected { group = group.with("data-state", "selected") }
            return group
        }

        /// The shown trailing accessories the picture draws as marks (disclosure indicator, detail,
        /// checkmark), outermost first, as UIKit orders these system accessories whatever their order in the array.
        private static func symbols(of cell: UICollectionViewListCell) -> [(symbol: SVGAccessorySymbol, kind: String)] {
            let marks: [(UICellAccessory.HeadlessKind, SVGAccessorySymbol, String)] = [
                (.disclosureIndicator, .chevron, "disclosureIndicator"), (.detail, .info, "detail"),
                (.checkmark, .checkmark, "checkmark"),
            ]
            let shown = Set(cell.headlessShownAccessories.filter { !$0.headlessIsLeading }.map(\.headlessKind))
            return marks.filter { shown.contains($0.0) }.map { ($0.1, $0.2) }
        }
    }
#endif

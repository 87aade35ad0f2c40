#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// A deterministic text picture of what is on screen (headless addition, not UIKit API).
        ///
        /// One line for the collection view, then, top to bottom, one line per visible decoration view (such
        /// as a section background), one per visible supplementary view
        /// and one line per visual row of cells (cells whose frames start at the same y), left to right,
        /// so a grid reads as a grid: each cell with its index path, its x and width, its text or class,
        /// its shown accessories and its state. A custom-view accessory shows the state its control
        /// shows, as in a table's picture: a switch on or off, a button's title.
        ///
        ///     UICollectionView 320x480, offset 0,0, content 320x230, 1 section
        ///     [header 0] y=0 h=40
        ///       y=50 h=50 | [0,0] x=10 w=90 "0.0" (selected) | [0,1] x=115 w=90 "0.1" | [0,2] x=220 w=90 "0.2"
        public func headlessRenderedText() -> String {
            layoutIfNeeded()
            return CollectionTextRenderer(collectionView: self).render()
        }
    }

    /// Renders a laid-out collection view as text, one line per supplementary view or row of cells.
    @MainActor
    struct CollectionTextRenderer {
        let collectionView: UICollectionView

        func render() -> String {
            TextPicture.picture(summary: summary(), lines: CollectionRows(collectionView).lines.map(text(of:)))
        }

        /// The line of a supplementary view, a decoration view or a row of cells.
        private func text(of line: CollectionRows.Line) -> String {
            switch line {
            case .supplementary(let kind, let indexPath, let view):
                return
                    "[\(name(of: kind)) \(indexPath[0])] y=\(number(view.frame.minY)) h=\(number(view.frame.height))\(describe(view))"
            case .decoration(let kind, let indexPath, let view):
                let frame = view.frame
                return
                    "[decoration \(kind) \(indexPath[0])] x=\(number(frame.minX)) y=\(number(frame.minY)) w=\(number(frame.width)) h=\(number(frame.height))\(describe(view))"
            case .row(let cells):
                let frame = cells[0].cell.frame
                let items = cells.map { describe($0.indexPath, $0.cell) }
                return "  y=\(number(frame.minY)) h=\(number(frame.height)) | " + items.joined(separator: " | ")
            }
        }

        func summary() -> String {
            let bounds = collectionView.bounds
            return TextPicture.summary(
                of: "UICollectionView", size: bounds.size, offset: "\(number(bounds.minX)),\(number(bounds.minY))",
                content: collectionView.contentSize, sections: collectionView.numberOfSections,
                isEditing: collectionView.isEditing)
        }

        private func name(of kind: String) -> String {
            switch kind {
            case UICollectionView.elementKindSectionHeader: "header"
            case UICollectionView.elementKindSectionFooter: "footer"
            default: kind
            }
        }

        private func describe(_ indexPath: IndexPath, _ cell: UICollectionViewCell) -> String {
            var text = "[\(indexPath[0]),\(indexPath[1])] x=\(number(cell.frame.minX)) w=\(number(cell.frame.width))"
            text += describe(cell)
            if let list = cell as? UICollectionViewListCell {
                for accessory in list.headlessShownAccessories { text += " " + symbol(accessory) }
            }
            return text + TextPicture.states(selected: cell.isSelected, highlighted: cell.isHighlighted)
        }

        /// A view's text: its list configuration's text and secondary text, else its class.
        private func describe(_ view: UICollectionReusableView) -> String {
            let list = (view as? UICollectionViewCell)?.headlessListContentConfiguration
            guard let list else {
                return view is UICollectionViewCell || type(of: view) != UICollectionReusableView.self
                    ? " <\(String(describing: type(of: view)))>" : ""
            }
            var text = ""
            if let title = list.text { text += " \"\(title)\"" }
            if let detail = list.secondaryText { text += " | \"\(detail)\"" }
            return text
        }

        private func symbol(_ accessory: UICellAccessory) -> String {
            switch accessory.headlessKind {
            case .disclosureIndicator: ">"
            case .checkmark: "[checkmark]"
            case .delete: "(-)"
            case .reorder: "[reorder]"
            case .outlineDisclosure: "[outline]"
            case .detail: "(i)"
            case .customView:
                if case .customView(let view) = accessory.accessoryType {
                    "<\(HeadlessTextRenderer.describeAccessory(view))>"
                } else {
                    "<view>"
                }
            }
        }

        private func number(_ value: CGFloat) -> String { TextPicture.number(value) }
    }

    /// The visible elements of a collection view as lines, top to bottom: decoration and supplementary
    /// views on their own, cells grouped into rows by their top edge and ordered left to right.
    @MainActor
    struct CollectionRows {
        enum Line {
            case supplementary(kind: String, IndexPath, UICollectionReusableView)
            case decoration(kind: String, IndexPath, UICollectionReusableView)
            case row([(indexPath: IndexPath, cell: UICollectionViewCell)])
        }

        let lines: [Line]

        init(_ collectionView: UICollectionView) {
            // Elements at one place (a zero-height header beside the next section's, say) are ordered by index
            // path and kind, so the order never depends on the order the dictionary of displayed views lists them.
            var lines: [(y: CGFloat, x: CGFloat, order: Int, indexPath: IndexPath, kind: String, line: Line)] = []
            var rows: [CGFloat: [(indexPath: IndexPath, cell: UICollectionViewCell)]] = [:]
            for (element, view) in collectionView.displayed {
                switch element {
                case .cell(let indexPath):
                    if let cell = view as? UICollectionViewCell {
                        rows[cell.frame.minY, default: []].append((indexPath, cell))
                    }
                case .supplementary(let kind, let indexPath):
                    let order = kind == UICollectionView.elementKindSectionFooter ? 2 : 0
                    lines.append(
                        (
                            view.frame.minY, view.frame.minX, order, indexPath, kind,
                            .supplementary(kind: kind, indexPath, view)
                        ))
                case .decoration(let kind, let indexPath):
                    // Before everything that starts where it does: it is drawn behind the content.
                    lines.append(
                        (
                            view.frame.minY, view.frame.minX, -1, indexPath, kind,
                            .decoration(kind: kind, indexPath, view)
                        ))
                }
            }
            for (y, cells) in rows {
                let sorted = cells.sorted { ($0.cell.frame.minX, $0.indexPath) < ($1.cell.frame.minX, $1.indexPath) }
                lines.append((y, sorted[0].cell.frame.minX, 1, sorted[0].indexPath, "", .row(sorted)))
            }
            self.lines = lines.sorted {
                ($0.y, $0.order, $0.x, $0.indexPath, $0.kind) < ($1.y, $1.order, $1.x, $1.indexPath, $1.kind)
            }.map(\.line)
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The collection view's picture of a list: headers, footers, secondary text, images and accessories,
    /// drawn as the table's picture draws them.
    @MainActor
    @Suite struct UICollectionViewSVGRenderingTests {
        /// One cell of the fruit list: its text, secondary text, image and whether it prefers side by side.
        struct Fruit: Hashable {
            var name: String
            var color: String?
            var image: String?
            var sideBySide = false
        }

        /// A 320-point list in `appearance` of one section under the header "Fruit" and over the footer
        /// "2 kinds", made with `header` and `footer` styles; the first cell has a disclosure indicator.
        private func fruitList(
            _ fruits: [Fruit], appearance: UICollectionLayoutListConfiguration.Appearance = .grouped,
            header: UIListContentConfiguration = .groupedHeader(), footer: UIListContentConfiguration = .groupedFooter()
        ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Fruit>) {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Fruit> { cell, indexPath, fruit in
                var content = fruit.sideBySide ? UIListContentConfiguration.valueCell() : .subtitleCell()
                content.text = fruit.name
                content.secondaryText = fruit.color
                content.image = fruit.image.flatMap { UIImage(systemName: $0) }
                cell.contentConfiguration = content
                cell.accessories = indexPath.item == 0 ? [.disclosureIndicator()] : []
            }
            let boundary = { (kind: String, content: UIListContentConfiguration, title: String) in
                UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { view, _, _ in
                    var content = content
                    content.text = title
                    view.contentConfiguration = content
                }
            }
            let headers = boundary(UICollectionView.elementKindSectionHeader, header, "Fruit")
            let footers = boundary(UICollectionView.elementKindSectionFooter, footer, "2 kinds")
            let dataSource = UICollectionViewDiffableDataSource<Int, Fruit>(collectionView: collectionView) {
                collectionView, indexPath, fruit in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: fruit)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath -> UICollectionReusableView? in
                let registration = kind == UICollectionView.elementKindSectionHeader ? headers : footers
                return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Fruit>()
            snapshot.appendSections([0])
            snapshot.appendItems(fruits)
            dataSource.apply(snapshot, animatingDifferences: false)
            return (collectionView, dataSource)
        }

        private func picture(of collectionView: UICollectionView) throws -> ParsedSVG.Element {
            let svg = collectionView.headlessRenderedSVG()
            return try #require(ParsedSVG.parse(svg), "not well-formed:\n\(svg)")
        }

        private func groups(_ svg: ParsedSVG.Element, _ kind: String) -> [ParsedSVG.Element] {
            svg.children.filter { $0["class"] == "supplementary" && $0["data-kind"] == kind }
        }

        private func cell(_ svg: ParsedSVG.Element, _ indexPath: String) throws -> ParsedSVG.Element {
            try #require(svg.children.first { $0["class"] == "cell" && $0["data-index-path"] == indexPath })
        }

        @Test func whenAListHasAHeaderAndFooter_thatTheirTitlesAreDrawnInsideTheirFrames() throws {
            let (collectionView, dataSource) = fruitList([Fruit(name: "Apple", color: "red")])
            let svg = try picture(of: collectionView)

            let header = try #require(groups(svg, UICollectionView.elementKindSectionHeader).first)
            let headerFrame = try #require(header.child(class: "frame")?.rect)
            let headerTitle = try #require(header.child(class: "title"))
            #expect(headerTitle.text == "FRUIT", "a grouped header in capitals, as the table draws it")
            #expect(header.child(class: "frame")?["fill"] == "none")
            #expect(headerTitle.number("x") == headerFrame.minX + 16)
            let headerY = try #require(headerTitle.number("y"))
            #expect(headerY > headerFrame.midY && headerY < headerFrame.maxY, "just above the rows")
            let footer = try #require(groups(svg, UICollectionView.elementKindSectionFooter).first)
            let footerFrame = try #require(footer.child(class: "frame")?.rect)
            #expect(footer.child(class: "title")?.text == "2 kinds")
            let footerY = try #require(footer.child(class: "title")?.number("y"))
            #expect(footerY > footerFrame.minY && footerY < footerFrame.midY, "just below the rows")
            let cellFrame = try #require(try cell(svg, "0,0").child(class: "frame")?.rect)
            #expect(headerFrame.maxY <= cellFrame.minY && cellFrame.maxY <= footerFrame.minY)
            _ = dataSource
        }

        @Test func whenAPlainListHasAHeader_thatItIsABandWithTheTitleAsWritten() throws {
            let (collectionView, dataSource) = fruitList(
                [Fruit(name: "Apple")], appearance: .plain, header: .plainHeader(), footer: .plainFooter())
            let header = try #require(
                groups(try picture(of: collectionView), UICollectionView.elementKindSectionHeader).first)
            #expect(header.child(class: "frame")?["fill"] == "#f7f7f7")
            #expect(header.child(class: "title")?.text == "Fruit")
            #expect(header.child(class: "title")?["font-weight"] == "600")
            _ = dataSource
        }

        @Test func whenACellHasSecondaryTextAndAnImage_thatTheImageLeadsAndTheSecondaryTextSitsBelow() throws {
            let (collectionView, dataSource) = fruitList([
                Fruit(name: "Apple", color: "red", image: "apple"),
                Fruit(name: "Pear", color: "green", sideBySide: true),
            ])
            let svg = try picture(of: collectionView)

            let apple = try cell(svg, "0,0")
            let frame = try #require(apple.child(class: "frame")?.rect)
            let image = try #require(apple.child(class: "image"))
            #expect(image["data-name"] == "apple")
            let square = try #require(image.children.first?.rect)
            #expect(frame.contains(square) && square.minX == frame.minX + 16)
            #expect(image.descendants.first { $0.name == "title" }?.text == "apple", "the image's name as its tooltip")
            let text = try #require(apple.child(class: "text"))
            let detail = try #require(apple.child(class: "detail"))
            #expect(text.text == "Apple" && detail.text == "red")
            #expect(try #require(text.number("x")) > square.maxX)
            #expect(detail.number("x") == text.number("x"))
            let (textY, detailY) = (try #require(text.number("y")), try #require(detail.number("y")))
            #expect(textY < detailY && frame.minY < textY && detailY < frame.maxY)
            #expect(apple.child(class: "accessory")?["data-kind"] == "disclosureIndicator")

            let pear = try cell(svg, "0,1")
            let pearFrame = try #require(pear.child(class: "frame")?.rect)
            #expect(pear.child(class: "image") == nil)
            #expect(pear.child(class: "text")?.number("x") == pearFrame.minX + 16)
            #expect(pear.child(class: "detail")?.text == "green")
            #expect(pear.child(class: "detail")?["text-anchor"] == "end", "side by side: at the trailing edge")
            #expect(pear.child(class: "detail")?.number("x") == pearFrame.maxX - 16)
            _ = dataSource
        }

        /// The same header title and cell content drawn by a grouped table and a grouped collection-view list
        /// come out as the same elements, at the same places within their frames.
        @Test func whenTheTableAndTheCollectionViewShowTheSameList_thatTheyDrawItAlike() throws {
            let (collectionView, dataSource) = fruitList([Fruit(name: "Apple", color: "red", image: "apple")])
            let svg = try picture(of: collectionView)
            let model = TableModel([["Apple"]])
            model.headerTitles = [0: "Fruit"]
            let (table, _) = makeTable(model, height: 400, style: .grouped)
            let row = try #require(table.cellForRow(at: ip(0, 0)))
            var content = row.defaultContentConfiguration()
            content.text = "Apple"
            content.secondaryText = "red"
            content.image = UIImage(systemName: "apple")
            row.contentConfiguration = content
            row.accessoryType = .disclosureIndicator
            let tableSVG = try #require(ParsedSVG.parse(table.headlessRenderedSVG()))

            let tableRow = try #require(tableSVG.children.first { $0["class"] == "row" })
            let tableHeader = try #require(tableSVG.children.first { $0["class"] == "header" })
            let header = try #require(groups(svg, UICollectionView.elementKindSectionHeader).first)
            #expect(try drawing(header.children, in: header) == drawing(tableHeader.children, in: tableHeader))
            let cell = try cell(svg, "0,0")
            let cellContent = try drawing(cell.children.filter { $0["class"] != "frame" }, in: cell)
            let rowContent = try drawing(try #require(tableRow.child(class: "content")).children, in: tableRow)
            #expect(cellContent == rowContent)
            #expect(cellContent.contains { $0.hasPrefix("text detail red ") })
            #expect(cellContent.contains { $0.hasPrefix("g image  ") })
            #expect(cellContent.contains { $0.hasPrefix("path  ") }, "the disclosure chevron")
            _ = dataSource
        }

        /// Each element under `elements` as its name, class, text and place within the frame of `group`; a
        /// path's place is where it starts.
        private func drawing(_ elements: [ParsedSVG.Element], in group: ParsedSVG.Element) throws -> [String] {
            let frame = try #require(group.child(class: "frame")?.rect)
            return elements.flatMap { [$0] + $0.descendants }.map { element in
                var (x, y) = (element.number("x"), element.number("y"))
                if let path = element["d"], path.hasPrefix("M") {
                    let start = path.dropFirst().prefix { !$0.isLetter }.split(separator: " ").compactMap { Double($0) }
                    (x, y) = (start.first.map { CGFloat($0) }, start.last.map { CGFloat($0) })
                }
                let place = [x.map { $0 - frame.minX }, y.map { $0 - frame.minY }].map { $0.map { "\($0)" } ?? "-" }
                let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
                return "\(element.name) \(element["class"] ?? "") \(text) \(place.joined(separator: " "))"
            }
        }

        @Test func whenAHeaderShowsAViewOrAViewIsTheUsersClass_thatTheClassIsNamed() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let model = CollectionModel(sections: 1, items: 1)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout.list(using: configuration))
            collectionView.register(
                BadgeHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.register(
                Stamp.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                withReuseIdentifier: "footer")
            let svg = try picture(of: collectionView)

            let header = try #require(groups(svg, UICollectionView.elementKindSectionHeader).first)
            #expect(header.descendant(class: "custom-view")?.children.last?.text == "<Badge>")
            let footer = try #require(groups(svg, UICollectionView.elementKindSectionFooter).first)
            #expect(footer.descendant(class: "custom-view")?.children.last?.text == "<Stamp>")
            #expect(try cell(svg, "0,0").child(class: "custom-view")?.text == "<LabelCell>")
        }
    }

    /// A view of the user's that the picture cannot draw.
    private final class Badge: UIView {}

    /// A footer of the user's class.
    private final class Stamp: UICollectionReusableView {}

    /// A list cell used as a header that shows a badge in its content view instead of a configuration.
    private final class BadgeHeader: UICollectionViewListCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(Badge())
        }

        required init?(coder: NSCoder) { nil }
    }
#endif

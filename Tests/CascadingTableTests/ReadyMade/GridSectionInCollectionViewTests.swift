#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section of the test's own laid out as a grid with a header, whose header view shows a title.
    private final class TitledGrid: CascadingSectionNode {
        override func prepare(collectionView: UICollectionView) {
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "title")
            super.prepare(collectionView: collectionView)
        }

        override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
            -> CascadingSectionLayout?
        {
            .grid(columns: 2).withBoundaries(header: true)
        }

        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Pinned"
            (view as? UICollectionViewListCell)?.contentConfiguration = content
            return view
        }
    }

    @MainActor
    @Suite("Grid sections: ready-made sections laid out as grids, with headers and footers")
    struct GridSectionInCollectionViewTests {
        private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        private func boundaryFrame(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }

        @Test func aListSectionLaidOutAsAGridShowsItsHeaderAboveAndFooterBelowItsItems() throws {
            // snippet: collection-views-grid-section
            let photos = ListSection(["Beach", "Dunes", "Pier", "Cove"], id: \.self)
                .content { name, content in content.text = name }
                .grid(columns: 3, itemHeight: .absolute(100), spacing: 10)
                .header("Recents")
                .footer("4 photos")
            // end snippet
            let (root, collectionView) = attachedList([photos])
            let header = try #require(boundaryFrame(collectionView, UICollectionView.elementKindSectionHeader, 0))
            let footer = try #require(boundaryFrame(collectionView, UICollectionView.elementKindSectionFooter, 0))
            // The header's estimated 28 points, then rows of three 100-point-tall items, 5 points inset
            // on every side of each.
            #expect(header == CGRect(x: 0, y: 0, width: 320, height: 28))
            let width: CGFloat = 320.0 / 3 - 10
            let first = try #require(frame(collectionView, 0, 0))
            #expect(abs(first.minX - 5) < 0.01 && first.minY == 33 && abs(first.width - width) < 0.01)
            #expect(first.height == 90)
            let fourth = try #require(frame(collectionView, 3, 0))
            #expect(abs(fourth.minX - 5) < 0.01 && fourth.minY == 133)
            #expect(footer == CGRect(x: 0, y: 228, width: 320, height: 28))
            let text = collectionView.headlessRenderedText()
            #expect(text.contains("[header 0] y=0 h=28 \"Recents\""), "\(text)")
            #expect(text.contains("[footer 0] y=228 h=28 \"4 photos\""), "\(text)")
            let guide = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/CollectionViews.md"),
                encoding: .utf8)
            let shown = text.split(separator: "\n").dropFirst().prefix(2).joined(separator: "\n")
            #expect(guide.contains(shown), "\(shown)")
            _ = root
        }

        @Test func aGridWithoutAHeaderOrFooterHasNoBoundaries() throws {
            let photos = ListSection(["a", "b"], id: \.self).grid(columns: 2)
            let (root, collectionView) = attachedList([photos])
            #expect(boundaryFrame(collectionView, UICollectionView.elementKindSectionHeader, 0) == nil)
            #expect(try #require(frame(collectionView, 1, 0)) == CGRect(x: 160, y: 0, width: 160, height: 160))
            _ = root
        }

        @Test func aRowSectionLaidOutAsAGridKeepsItsHeaderAndTheTableStillShowsRows() throws {
            let shortcuts = RowSection(header: "Shortcuts") {
                ListRow("Scan")
                ListRow("Share")
                ListRow("Print")
            }
            .grid(columns: 2, itemHeight: .absolute(60))
            let (root, collectionView) = attachedList([shortcuts])
            let text = collectionView.headlessRenderedText()
            #expect(
                text.contains(
                    """
                    [header 0] y=0 h=28 "Shortcuts"
                      y=28 h=60 | [0,0] x=0 w=160 "Scan" | [0,1] x=160 w=160 "Share"
                      y=88 h=60 | [0,2] x=0 w=160 "Print"
                    """), "\(text)")
            _ = root
            // In a table the same section is rows under its title.
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            let tableRoot = CascadingRootNode(
                children: [RowSection(header: "Shortcuts") { ListRow("Scan") }.grid(columns: 2)], tableView: table)
            #expect(table.headlessRenderedText().contains("[0,0] y=28 h=44 \"Scan\""))
            _ = tableRoot
        }

        @Test func aNodesGridWithBoundariesShowsItsHeaderView() throws {
            let (root, collectionView) = attachedList([TitledGrid(children: [TitleItem("a"), TitleItem("b")])])
            let text = collectionView.headlessRenderedText()
            #expect(text.contains("[header 0] y=0 h=28 \"Pinned\""), "\(text)")
            #expect(try #require(frame(collectionView, 0, 0)).minY == 28)
            _ = root
        }

        @Test func boundariesAddedToAListTurnOnItsHeaderAndFooterModes() {
            let layout = CascadingSectionLayout.list(UICollectionLayoutListConfiguration(appearance: .grouped))
                .withBoundaries(header: true, footer: true)
            guard case .list(let configuration) = layout else {
                Issue.record("a list stays a list")
                return
            }
            #expect(configuration.headerMode == .supplementary && configuration.footerMode == .supplementary)
            #expect(configuration.appearance == .grouped)
            guard case .grid = CascadingSectionLayout.grid(columns: 2).withBoundaries() else {
                Issue.record("no boundaries leaves the layout as it is")
                return
            }
        }

        @Test func aSectionOfTheNodesOwnGetsOnlyTheBoundariesItLacks() throws {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            let layout = CascadingSectionLayout.section { _ in
                let section = NSCollectionLayoutSection(
                    group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
                return section
            }
            .withBoundaries(header: true, footer: true)
            let (root, collectionView) = attachedList([LaidOutSection(layout, titles: ["a", "b"])])
            // The section's own 40-point header stays; the footer it lacked follows the items.
            let header = try #require(boundaryFrame(collectionView, UICollectionView.elementKindSectionHeader, 0))
            let footer = try #require(boundaryFrame(collectionView, UICollectionView.elementKindSectionFooter, 0))
            #expect(header == CGRect(x: 0, y: 0, width: 320, height: 40))
            #expect(try #require(frame(collectionView, 1, 0)).maxY == 120)
            #expect(footer == CGRect(x: 0, y: 120, width: 320, height: 28))
            _ = root
        }
    }
#endif

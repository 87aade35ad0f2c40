#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// `setLoading(_:style:animated:)` in a collection-view list: the loading row is an item whose list
    /// cell shows the text and the indicator view, and it stays after the items a section gains.
    @MainActor
    @Suite struct LoadingRowInCollectionViewTests {
        @Test func aSectionLoadingMoreShowsALoadingItemAfterItsItemsUntilItIsDone() throws {
            let section = CascadingSectionNode(children: [ListRow("Apple")])
            var shown = 0
            var hidden = 0
            section.loadingIndicator({ UIView() }, willShow: { _ in shown += 1 }, didHide: { _ in hidden += 1 })
            let (root, collectionView) = attachedList([section])
            section.setLoading(true)
            #expect(shownItemTitles(collectionView) == [["Apple", "Loading…"]])
            let cell = try #require(collectionView.listCell(1, 0))
            #expect(cell.accessories.map(\.headlessKind) == [.customView])
            #expect(cell.accessories.first?.accessoryType == .customView(section.loadingIndicatorView))
            #expect(shown == 1)

            // A row appended while loading lands before the loading item, which stays last.
            section.appendChild(ListRow("Pear"))
            #expect(shownItemTitles(collectionView) == [["Apple", "Pear", "Loading…"]])
            #expect(section.children.count == 2)

            collectionView.headlessTap(itemAt: IndexPath(item: 2, section: 0))
            #expect(collectionView.indexPathsForSelectedItems?.isEmpty != false)

            section.setLoading(false)
            #expect(shownItemTitles(collectionView) == [["Apple", "Pear"]])
            #expect(hidden == 1)
            _ = root
        }

        @Test func aSectionsHeaderOrFooterShowsTheIndicatorWhileItLoadsAndItsOwnAfter() throws {
            let section = RowSection(header: "Fruit", footer: "Fresh today") { ListRow("Apple") }
                .listAppearance(.grouped)
            var shown = 0
            var hidden = 0
            section.loadingIndicator({ UIView() }, willShow: { _ in shown += 1 }, didHide: { _ in hidden += 1 })
            let (root, collectionView) = attachedList([section])
            func text(_ kind: String) -> String? {
                collectionView.layoutIfNeeded()
                let view = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
                return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
            }
            let header = UICollectionView.elementKindSectionHeader
            let footer = UICollectionView.elementKindSectionFooter
            #expect(text(header) == "Fruit")

            section.setLoading(true, style: .header)
            #expect(text(header) == "Loading…")
            #expect(text(footer) == "Fresh today")
            let view = try #require(
                collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
                    as? UICollectionViewListCell)
            #expect(view.accessories.first?.accessoryType == .customView(section.loadingIndicatorView))
            let style = (view.contentConfiguration as? UIListContentConfiguration)?.headlessStyle
            #expect(style == UIListContentConfiguration.groupedHeader().headlessStyle)
            #expect(shown == 1)

            section.setLoading(true, style: .footer)
            #expect(text(header) == "Fruit")
            #expect(text(footer) == "Loading…")

            section.setLoading(false)
            #expect(text(footer) == "Fresh today")
            // Shown as the header, then as the footer; hidden from each place once.
            #expect(shown == 2 && hidden == 2)
            #expect(shownItemTitles(collectionView) == [["Apple"]])
            _ = root
        }

        @Test func aPlainListSectionLoadingInItsHeaderShowsAPlainHeader() throws {
            let plain = RowSection(header: "Fruit") { ListRow("Apple") }
            let inset = RowSection(footer: "Fresh today") { ListRow("Pear") }.listAppearance(.insetGrouped)
            let (root, collectionView) = attachedList([plain, inset])
            plain.setLoading(true, style: .header)
            inset.setLoading(true, style: .footer)
            collectionView.layoutIfNeeded()
            func style(_ kind: String, _ section: Int) -> UIListContentConfiguration.HeadlessStyle? {
                let view = collectionView.supplementaryView(
                    forElementKind: kind, at: IndexPath(item: 0, section: section))
                return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
                    .headlessStyle
            }
            #expect(
                style(UICollectionView.elementKindSectionHeader, 0)
                    == UIListContentConfiguration.plainHeader().headlessStyle)
            #expect(
                style(UICollectionView.elementKindSectionFooter, 1)
                    == UIListContentConfiguration.groupedFooter().headlessStyle)
            _ = root
        }

        /// A section laid out as a grid, whose layout has no boundary items of its own.
        final class GridSection: CascadingSectionNode {
            override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
                -> CascadingSectionLayout?
            {
                .grid(columns: 2, itemHeight: .absolute(44))
            }
        }

        /// The text of the section's header or footer view, or `nil` when the section shows none.
        private func boundaryText(_ kind: String, _ section: Int, in collectionView: UICollectionView) -> String? {
            collectionView.layoutIfNeeded()
            let view = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
            return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }

        @Test func aGridOrAListWithoutBoundariesGainsAHeaderOrFooterForTheIndicatorWhileItLoads() {
            let grid = GridSection(children: [ListRow("Apple"), ListRow("Pear")])
            let list = CascadingSectionNode(children: [ListRow("Plum")])
            var shown = 0
            var hidden = 0
            grid.loadingIndicator({ UIView() }, willShow: { _ in shown += 1 }, didHide: { _ in hidden += 1 })
            let (root, collectionView) = attachedList([grid, list])
            let header = UICollectionView.elementKindSectionHeader
            let footer = UICollectionView.elementKindSectionFooter
            #expect(boundaryText(header, 0, in: collectionView) == nil)
            #expect(boundaryText(header, 1, in: collectionView) == nil)

            grid.setLoading(true, style: .header)
            list.setLoading(true, style: .footer)
            #expect(boundaryText(header, 0, in: collectionView) == "Loading…")
            #expect(boundaryText(footer, 0, in: collectionView) == nil)
            #expect(boundaryText(footer, 1, in: collectionView) == "Loading…")
            #expect(shown == 1)
            #expect(shownItemTitles(collectionView) == [["Apple", "Pear"], ["Plum"]])

            grid.setLoading(true, style: .footer)
            #expect(boundaryText(header, 0, in: collectionView) == nil)
            #expect(boundaryText(footer, 0, in: collectionView) == "Loading…")

            grid.setLoading(false)
            list.setLoading(false)
            #expect(boundaryText(footer, 0, in: collectionView) == nil)
            #expect(boundaryText(footer, 1, in: collectionView) == nil)
            #expect(shown == 2 && hidden == 2)
            _ = root
        }

        @Test func aFlowLayoutGivesTheIndicatorsHeaderOrFooterTheIndicatorsHeight() throws {
            let section = CascadingSectionNode(children: [ListRow("Apple")])
            section.loadingIndicator = LoadingIndicator(height: 52)
            let root = CascadingRootNode(children: [section])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            root.prepare(collectionView: collectionView)
            let first = IndexPath(item: 0, section: 0)
            let header = UICollectionView.elementKindSectionHeader
            let footer = UICollectionView.elementKindSectionFooter
            collectionView.layoutIfNeeded()
            #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first) == nil)

            section.setLoading(true, style: .header)
            collectionView.layoutIfNeeded()
            let attributes = try #require(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first))
            #expect(attributes.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
            #expect(collectionView.layoutAttributesForItem(at: first)?.frame.minY == 52)
            #expect(boundaryText(header, 0, in: collectionView) == "Loading…")

            section.setLoading(true, style: .footer)
            collectionView.layoutIfNeeded()
            #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first) == nil)
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: first)?.frame.height == 52)
            _ = root
        }

        @Test func theRootLoadingMoreShowsALoadingSectionOfOneItemAfterItsSections() {
            let root = CascadingRootNode(children: [CascadingSectionNode(children: [ListRow("Apple")])])
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: root.makeCompositionalLayout()
            )
            root.prepare(collectionView: collectionView)
            root.setLoading(true, animated: false)
            #expect(shownItemTitles(collectionView) == [["Apple"], ["Loading…"]])
            root.appendChild(CascadingSectionNode(children: [ListRow("Pear")]))
            #expect(shownItemTitles(collectionView) == [["Apple"], ["Pear"], ["Loading…"]])
            root.setLoading(false, animated: false)
            #expect(shownItemTitles(collectionView) == [["Apple"], ["Pear"]])
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting
    import Testing

    /// A `RowSection` in a collection-view list: a list section whose headers and footers show its
    /// titles (or views), and whose rows keep their order when the user moves them.
    @MainActor
    @Suite("RowSection in a collection-view list")
    struct RowSectionInCollectionViewListTests {
        /// The header and footer modes of a section's list layout.
        private func modes(_ root: CascadingRootNode, _ collectionView: UICollectionView, _ section: Int)
            -> (UICollectionLayoutListConfiguration.HeaderMode, UICollectionLayoutListConfiguration.FooterMode)?
        {
            guard case .list(let configuration) = root.collectionView(collectionView, layoutForSectionAt: section)
            else { return nil }
            return (configuration.headerMode, configuration.footerMode)
        }

        @Test func headerAndFooterTitlesShowAsTheListsHeadersAndFooters() {
            let (root, collectionView) = attachedList([
                RowSection(header: "Account", footer: "Signed in as ada@example.com") { ListRow("Name") },
                RowSection(id: "actions") { ListRow("Sign Out") },
                RowSection(header: "About") { ListRow("Version") },
            ])
            let lines = collectionView.headlessRenderedText().split(separator: "\n").map(String.init)
            let boundaries = lines.filter { $0.hasPrefix("[") }
            #expect(boundaries.count == 3)
            #expect(boundaries[0].hasPrefix("[header 0]") && boundaries[0].hasSuffix("\"Account\""))
            #expect(
                boundaries[1].hasPrefix("[footer 0]") && boundaries[1].hasSuffix("\"Signed in as ada@example.com\""))
            #expect(boundaries[2].hasPrefix("[header 2]") && boundaries[2].hasSuffix("\"About\""))
            #expect(
                modes(root, collectionView, 0).map { [$0.0 == .supplementary, $0.1 == .supplementary] } == [true, true])
            #expect(modes(root, collectionView, 1).map { [$0.0 == .none, $0.1 == .none] } == [true, true])
            #expect(modes(root, collectionView, 2).map { [$0.0 == .supplementary, $0.1 == .none] } == [true, true])
        }

        @Test func theHeaderTakesTheStyleOfTheSectionsAppearance() throws {
            let (root, collectionView) = attachedList([
                RowSection(header: "Plain") { ListRow("A") },
                RowSection(header: "Grouped") { ListRow("B") }.listAppearance(.insetGrouped),
            ])
            collectionView.layoutIfNeeded()
            func header(_ section: Int) -> UIListContentConfiguration? {
                collectionView.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
                )
                .flatMap { ($0 as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration }
            }
            #expect(try #require(header(0)).headlessStyle == UIListContentConfiguration.plainHeader().headlessStyle)
            #expect(try #require(header(1)).headlessStyle == UIListContentConfiguration.groupedHeader().headlessStyle)
            guard case .list(let grouped) = root.collectionView(collectionView, layoutForSectionAt: 1) else {
                Issue.record("the second section is no list")
                return
            }
            #expect(grouped.appearance == .insetGrouped)
        }

        @Test func aHeaderViewFillsTheHeader() {
            let banner = UIView()
            let (root, collectionView) = attachedList([RowSection { ListRow("A") }.headerView(banner)])
            collectionView.layoutIfNeeded()
            let header = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(banner.superview != nil)
            #expect(banner.superview === (header as? UICollectionViewCell)?.contentView)
            _ = root
        }

        @Test func aHeaderViewThatMadeWayForATitleLeavesNoTraceInTheReusedHeader() {
            let banner = UIView()
            let section = RowSection { ListRow("A") }.headerView(banner)
            let (root, collectionView) = attachedList([section])
            section.headerView = nil
            section.header = "Title"
            collectionView.layoutIfNeeded()
            let header = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            let cell = header as? UICollectionViewListCell
            #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Title")
            #expect(banner.superview !== cell?.contentView)
            _ = root
        }

        @Test func aNewHeaderTitleShowsAfterTheSectionReloads() {
            let section = RowSection(header: "Old") { ListRow("A") }
            let (root, collectionView) = attachedList([section])
            section.header = "New"
            let lines = collectionView.headlessRenderedText().split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("[header 0]") && $0.hasSuffix("\"New\"") })
            _ = root
        }

        @Test func theSectionsRowContentAdjustsRowsWithoutTheirOwnInBothViews() throws {
            func section() -> RowSection {
                RowSection {
                    ListRow("Photos")
                    ListRow("Music").content { content in content.secondaryText = "own" }
                }
                .rowContent { content, row in content.secondaryText = "\(row.title ?? "") · default" }
            }
            let (root, collectionView) = attachedList([section()])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            let tableRoot = CascadingRootNode(children: [section()], tableView: table)
            let inTable = table.cellContents()[0].map(\.secondaryText)
            let inList = [
                collectionView.listContent(0, 0)?.secondaryText, collectionView.listContent(1, 0)?.secondaryText,
            ]
            #expect(inTable == ["Photos · default", "own"])
            #expect(inList == inTable)
            _ = (root, tableRoot)
        }
    }
#endif

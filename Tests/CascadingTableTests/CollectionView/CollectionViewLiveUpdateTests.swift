#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// An item that stands for a title, so that rebuilt children diff by title.
    private final class Item: TitleItem {
        override var diffIdentifier: AnyHashable { title }
        override func isContentEqual(to other: CascadingNode) -> Bool { (other as? Item)?.title == title }
    }

    /// A section of titled items that stands for a name.
    private final class Section: CascadingSectionNode {
        let name: String
        init(_ name: String, _ titles: [String]) {
            self.name = name
            super.init(children: titles.map(Item.init))
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { true }
    }

    @MainActor
    @Suite("Collection view: live updates through the commit path")
    struct CollectionViewLiveUpdateTests {
        private let collectionView: CountingCollectionView
        private let root: CascadingRootNode
        private var violations: [UITableView.HeadlessViolation] { recorded.violations }
        private let recorded = Recorded()

        final class Recorded { var violations: [UITableView.HeadlessViolation] = [] }

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 20)
            collectionView = CountingCollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            root = CascadingRootNode(
                children: [Section("fruit", ["Apple", "Pear"]), Section("nuts", ["Pecan"])],
                collectionView: collectionView)
            let recorded = self.recorded
            collectionView.headlessViolationHandler = { recorded.violations.append($0) }
            collectionView.layoutIfNeeded()
        }

        /// What the collection view shows: the titles of each section's items, from its cells.
        private func shown() -> [[String]] {
            shownItemTitles(collectionView)
        }

        /// What the tree says.
        private func model() -> [[String]] {
            root.children.map { section in section.children.map { ($0 as! TitleItem).title } }
        }

        @Test func itemsAndSectionsChangedOneAtATimeReachTheCollectionView() {
            let reloads = collectionView.reloads
            root.children[0].appendChild(Item("Fig"))
            #expect(collectionView.batches == 1)
            #expect(shown() == [["Apple", "Pear", "Fig"], ["Pecan"]])
            _ = root.children[0].removeChild(at: 0)
            root.children[1].insertChild(Item("Almond"), at: 0)
            #expect(shown() == [["Pear", "Fig"], ["Almond", "Pecan"]])
            root.moveChild(from: 1, to: 0)
            root.appendChild(Section("seeds", ["Chia"]))
            #expect(shown() == model())
            #expect(shown() == [["Almond", "Pecan"], ["Pear", "Fig"], ["Chia"]])
            #expect(collectionView.batches == 5 && collectionView.reloads == reloads)
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test func rebuiltChildrenAreDiffedByIdentityAndAnimatedAsOneBatch() {
            let reloads = collectionView.reloads
            root.performUpdates {
                root.children = [Section("nuts", ["Pecan", "Walnut"]), Section("fruit", ["Pear", "Apple", "Kiwi"])]
            }
            #expect(shown() == [["Pecan", "Walnut"], ["Pear", "Apple", "Kiwi"]])
            #expect(shown() == model())
            #expect(collectionView.batches >= 1 && collectionView.reloads == reloads)
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test func aNodeThatJoinsLaterIsPreparedForTheCollectionView() {
            final class BadgeItem: CascadingNode {
                override func prepare(collectionView: UICollectionView) {
                    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "badge")
                    super.prepare(collectionView: collectionView)
                }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
                    var content = UIListContentConfiguration.cell()
                    content.text = "Badge"
                    cell.contentConfiguration = content
                    return cell
                }
            }
            let group = CascadingGroupNode()
            root.children[1].appendChild(group)
            group.appendChild(BadgeItem())
            #expect(shown() == [["Apple", "Pear"], ["Pecan", "Badge"]])
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test func anUpdateTheRuleBookRefusesIsReportedInTheCollectionViewsWords() {
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            #expect(violations.first?.message.contains("invalid number of items in section 0") == true, "\(violations)")
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section whose items a flow layout sizes from the node's answer.
    private final class SizedSection: CascadingSectionNode {
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 100, height: 40)
        }
    }

    @MainActor
    @Suite("Collection view: attaching a root to a view and its layout")
    struct CollectionViewAttachTests {
        private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

        private func itemFrame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        @Test func theRootMakesTheCollectionViewAndItsLayoutInOneStep() throws {
            let root = CascadingRootNode(children: [
                LaidOutSection(.grid(columns: 4), titles: ["1", "2", "3", "4", "5"])
            ])
            let collectionView = root.makeCollectionView(frame: frame)
            #expect(collectionView.frame == frame)
            #expect(collectionView.dataSource === root && collectionView.delegate === root)
            #expect(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
            #expect(shownItemTitles(collectionView) == [["1", "2", "3", "4", "5"]])
            // Four 80-point columns: the fifth item starts the second row.
            #expect(try #require(itemFrame(collectionView, 3, 0)) == CGRect(x: 240, y: 0, width: 80, height: 80))
            #expect(try #require(itemFrame(collectionView, 4, 0)) == CGRect(x: 0, y: 80, width: 80, height: 80))
            #expect(CascadingRootNode().makeCollectionView().frame == .zero)
        }

        @Test func aViewMadeBeforeItsRootIsLaidOutAsTheAttachedNodesDescribe() throws {
            let layout = CascadingRootNode.makeCompositionalLayout()
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            let root = CascadingRootNode(
                children: [LaidOutSection(.grid(columns: 2), titles: ["a", "b", "c"])], collectionView: collectionView)
            #expect(collectionView.collectionViewLayout === layout)
            collectionView.layoutIfNeeded()
            #expect(try #require(itemFrame(collectionView, 1, 0)) == CGRect(x: 160, y: 0, width: 160, height: 160))
            #expect(try #require(itemFrame(collectionView, 2, 0)) == CGRect(x: 0, y: 160, width: 160, height: 160))
            // The layout follows the root: a section added later describes its own layout.
            root.children.append(LaidOutSection(nil, titles: ["row"]))
            #expect(try #require(itemFrame(collectionView, 0, 1)).width == 320)
        }

        @Test func aFlowLayoutTheCallerChoseIsKeptAndSizesItemsFromTheNodes() throws {
            let flow = UICollectionViewFlowLayout()
            flow.minimumInteritemSpacing = 10
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: flow)
            let section = SizedSection(children: [TitleItem("a"), TitleItem("b")])
            let root = CascadingRootNode(children: [section], collectionView: collectionView)
            collectionView.layoutIfNeeded()
            #expect(collectionView.collectionViewLayout === flow)
            #expect(shownItemTitles(collectionView) == [["a", "b"]])
            let first = try #require(itemFrame(collectionView, 0, 0))
            let second = try #require(itemFrame(collectionView, 1, 0))
            #expect(first.size == CGSize(width: 100, height: 40) && second.size == first.size)
            #expect(second.minY == first.minY && second.minX > first.maxX)
            _ = root
        }

        @Test func aCompositionalLayoutOfTheCallersOwnIsKeptOverTheNodesDescriptions() throws {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(30))
            let own = UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(
                    group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: own)
            let root = CascadingRootNode(
                children: [LaidOutSection(.grid(columns: 2), titles: ["a", "b"])], collectionView: collectionView)
            collectionView.layoutIfNeeded()
            #expect(collectionView.collectionViewLayout === own)
            // One 50 x 30 item to a group, groups one under the other; not the nodes' two columns.
            #expect(try #require(itemFrame(collectionView, 1, 0)) == CGRect(x: 0, y: 30, width: 50, height: 30))
            _ = root
        }
    }
#endif

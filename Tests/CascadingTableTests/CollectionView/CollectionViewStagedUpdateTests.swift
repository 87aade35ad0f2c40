#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Grouped updates that take more than one batch reach a collection view batch by batch, as they reach
    /// a table: between two batches the root answers the counts of the batch being applied.
    @MainActor
    @Suite("Collection view: updates that take several batches")
    struct CollectionViewStagedUpdateTests {
        @Test func anItemMovingToAnotherSectionWhileTheSectionsSwapIsAnimatedWithoutAReload() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 20)
            let collectionView = CountingCollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            var violations: [String] = []
            collectionView.headlessViolationHandler = { violations.append($0.message) }
            let apple = TitleItem("Apple")
            let fruit = CascadingSectionNode(children: [apple, TitleItem("Pear")])
            let nuts = CascadingSectionNode(children: [TitleItem("Pecan")])
            let root = RecoveringRoot(children: [fruit, nuts], collectionView: collectionView)
            #expect(shownItemTitles(collectionView) == [["Apple", "Pear"], ["Pecan"]])

            root.performUpdates {
                apple.removeFromParent()
                nuts.appendChild(apple)
                root.moveChild(from: 1, to: 0)
            }

            #expect(shownItemTitles(collectionView) == [["Pecan", "Apple"], ["Pear"]])
            #expect(root.recoveries.isEmpty, "\(root.recoveries)")
            #expect(collectionView.reloads == 1, "only the first load")
            #expect(collectionView.batches >= 2)
            #expect(violations.isEmpty, "\(violations)")
        }
    }
#endif

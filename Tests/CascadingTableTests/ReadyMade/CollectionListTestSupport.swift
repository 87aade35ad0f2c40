#if !canImport(UIKit)
    import CascadingTable

    /// A collection-view list attached to a root of `sections`, laid out by the root's compositional
    /// layout and laid out once.
    @MainActor
    func attachedList(_ sections: [CascadingNode], height: CGFloat = 480) -> (CascadingRootNode, UICollectionView) {
        let root = CascadingRootNode(children: sections)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: root.makeCompositionalLayout())
        root.prepare(collectionView: collectionView)
        collectionView.layoutIfNeeded()
        return (root, collectionView)
    }

    extension UICollectionView {
        /// The list cell shown for an item, after laying the collection view out.
        func listCell(_ item: Int, _ section: Int) -> UICollectionViewListCell? {
            layoutIfNeeded()
            return cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }

        /// The list content an item's cell shows.
        func listContent(_ item: Int, _ section: Int) -> UIListContentConfiguration? {
            listCell(item, section)?.contentConfiguration as? UIListContentConfiguration
        }

        /// The kinds of accessories an item's cell shows now, leading ones first.
        func shownAccessories(_ item: Int, _ section: Int) -> [UICellAccessory.HeadlessKind] {
            listCell(item, section)?.headlessShownAccessories.map(\.headlessKind) ?? []
        }
    }
#endif

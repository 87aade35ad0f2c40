// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A table that writes down the row and section changes it is told about, then carries them out.
    private final class ChangeListingTable: UITableView {
        var calls: [String] = []

        override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            calls.append("insertSections \(Array(sections))")
            super.insertSections(sections, with: animation)
        }

        override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            calls.append("deleteRows \(indexPaths.sorted())")
            super.deleteRows(at: indexPaths, with: animation)
        }

        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            calls.append("insertRows \(indexPaths.sorted())")
            super.insertRows(at: indexPaths, with: animation)
        }

        override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            calls.append("moveRow \(indexPath) -> \(newIndexPath)")
            super.moveRow(at: indexPath, to: newIndexPath)
        }
    }

    /// A collection view that writes down the item and section changes it is told about, then carries
    /// them out.
    private final class ChangeListingCollectionView: UICollectionView {
        var calls: [String] = []

        override func insertSections(_ sections: IndexSet) {
            calls.append("insertSections \(Array(sections))")
            super.insertSections(sections)
        }

        override func deleteItems(at indexPaths: [IndexPath]) {
            calls.append("deleteRows \(indexPaths.sorted())")
            super.deleteItems(at: indexPaths)
        }

        override func insertItems(at indexPaths: [IndexPath]) {
            calls.append("insertRows \(indexPaths.sorted())")
            super.insertItems(at: indexPaths)
        }

        override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            calls.append("moveRow \(indexPath) -> \(newIndexPath)")
            super.moveItem(at: indexPath, to: newIndexPath)
        }
    }

    /// An item that stands for its title, in a collection view or a table.
    private final class TitledItem: TitleItem {
        override var diffIdentifier: AnyHashable { title }
    }

    @MainActor
    @Suite("The tree's commits reach a view subclass's update calls")
    struct AttachedViewUpdateCallsTests {
        /// The same tree changes, in order: append a row, insert one at the top, move the last to the
        /// top, remove the second, append a section.
        private func change(_ section: CascadingNode, _ root: CascadingRootNode, row: (String) -> CascadingNode) {
            section.appendChild(row("c"))
            section.insertChild(row("z"), at: 0)
            section.moveChild(from: 3, to: 0)
            section.removeChild(at: 1)
            root.appendChild(CascadingSectionNode(children: [row("d")]))
        }

        private let expectedCalls = [
            "insertRows [[0, 2]]", "insertRows [[0, 0]]", "moveRow [0, 3] -> [0, 0]", "deleteRows [[0, 1]]",
            "insertSections [1]",
        ]

        @Test func aTableSubclassHearsEveryChangeOfTheTree() {
            let table = ChangeListingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            let section = NamedSection("A", rows: ["a", "b"])
            let root = CascadingRootNode(children: [section], tableView: table)
            table.layoutIfNeeded()
            change(section, root) { NamedRow($0) }
            #expect(table.calls == expectedCalls)
            #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [3, 1])
            #expect(section.children.compactMap { ($0 as? NamedRow)?.name } == ["c", "a", "b"])
        }

        @Test func aCollectionSubclassHearsTheSameChangesAsATable() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 20)
            let collectionView = ChangeListingCollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let section = CascadingSectionNode(children: [TitledItem("a"), TitledItem("b")])
            let root = CascadingRootNode(children: [section], collectionView: collectionView)
            collectionView.layoutIfNeeded()
            change(section, root) { TitledItem($0) }
            #expect(collectionView.calls == expectedCalls)
            #expect((0..<2).map { collectionView.numberOfItems(inSection: $0) } == [3, 1])
        }
    }
#endif

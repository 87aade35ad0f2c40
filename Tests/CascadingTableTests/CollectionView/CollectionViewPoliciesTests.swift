#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A cell that shows one line of text.
    final class TitleCell: UICollectionViewCell {}

    /// An item that dequeues a cell showing its title and reports its selection.
    class TitleItem: CascadingNode {
        let title: String
        var selected: [IndexPath] = []

        init(_ title: String) {
            self.title = title
            super.init()
        }

        override func prepare(collectionView: UICollectionView) {
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            super.prepare(collectionView: collectionView)
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @MainActor
    @Suite("Collection view: the root and the policies of members without one address")
    struct CollectionViewPoliciesTests {
        @Test func theRootBecomesTheCollectionViewsDataSourceAndDelegates() {
            let collectionView = makeCollectionView()
            let root = CascadingRootNode(children: [CascadingSectionNode()], collectionView: collectionView)
            #expect(collectionView.dataSource === root)
            #expect(collectionView.delegate === root)
            #expect(collectionView.prefetchDataSource === root)
            #expect(collectionView.dragDelegate === root)
            #expect(collectionView.dropDelegate === root)
            #expect(root.children[0].collectionView === collectionView)
            #expect(CascadingNode().collectionView == nil)
        }

        @Test func theCollectionViewShowsTheTreeAndTapsReachTheItemsNode() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            let collectionView = makeCollectionView(layout: layout)
            let fig = TitleItem("Fig")
            let root = CascadingRootNode(
                children: [
                    CascadingSectionNode(children: [TitleItem("Apple"), TitleItem("Pear")]),
                    CascadingSectionNode(children: [CascadingGroupNode(children: [TitleItem("Plum"), fig])]),
                ], collectionView: collectionView)
            collectionView.layoutIfNeeded()
            #expect(collectionView.numberOfSections == 2)
            #expect(collectionView.numberOfItems(inSection: 1) == 2)
            let text = collectionView.headlessRenderedText()
            for title in ["Apple", "Pear", "Plum", "Fig"] { #expect(text.contains("\"\(title)\""), "\(text)") }
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 1))
            #expect(fig.selected == [IndexPath(item: 1, section: 1)])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
            _ = root
        }

        @Test func viewWideEventsReachTheObservingNodesOnly() {
            let collectionView = makeCollectionView()
            let observer = RecordingCollectionNode()
            observer.observedTableEvents = [.scrollView, .multipleSelectionInteraction, .dropSession]
            let bystander = RecordingCollectionNode()
            let root = CascadingRootNode(children: [bystander, CascadingSectionNode(children: [observer])])
            for name in [
                "collectionViewDidEndMultipleSelectionInteraction", "dropSessionDidEnter", "dropSessionDidExit",
                "dropSessionDidEnd",
            ] {
                let member = CollectionMemberCatalogue.entry(name)
                #expect(member.invoke(root, collectionView, IndexPath()) == member.scripted)
            }
            let offset = CollectionMemberCatalogue.entry("targetContentOffsetForProposedContentOffset")
            #expect(offset.invoke(root, collectionView, IndexPath()) == offset.scripted)
            let canHandle = CollectionMemberCatalogue.entry("canHandle")
            #expect(canHandle.invoke(root, collectionView, IndexPath()) == "false")
            #expect(
                observer.calls == [
                    "collectionViewDidEndMultipleSelectionInteraction", "dropSessionDidEnter", "dropSessionDidExit",
                    "dropSessionDidEnd", "targetContentOffsetForProposedContentOffset", "canHandle",
                ])
            #expect(bystander.calls.isEmpty)
        }

        @Test func theDragSessionReachesTheNodesThatSuppliedItsItems() {
            let collectionView = makeCollectionView()
            let supplier = RecordingCollectionNode()
            let other = RecordingCollectionNode()
            let root = CascadingRootNode(children: [CascadingSectionNode(children: [other, supplier])])
            #expect(root.collectionView(collectionView, itemsForBeginning: DragSession(), at: [0, 1]).count == 1)
            root.collectionView(collectionView, dragSessionWillBegin: DragSession())
            #expect(!root.collectionView(collectionView, dragSessionAllowsMoveOperation: DragSession()))
            #expect(root.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: DragSession()))
            root.collectionView(collectionView, dragSessionDidEnd: DragSession())
            root.collectionView(collectionView, dragSessionWillBegin: DragSession())
            #expect(
                supplier.calls == [
                    "itemsForBeginning [0, 1]", "dragSessionWillBegin", "dragSessionAllowsMoveOperation",
                    "dragSessionIsRestrictedToDraggingApplication", "dragSessionDidEnd",
                ])
            #expect(other.calls.isEmpty)
        }

        @Test func menuFollowUpsReachTheNodeThatProducedTheMenu() {
            let collectionView = makeCollectionView()
            let owner = RecordingCollectionNode()
            let root = CascadingRootNode(children: [CascadingSectionNode(children: [CascadingNode(), owner])])
            #expect(root.collectionView(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
            let menu = root.collectionView(collectionView, contextMenuConfigurationForItemsAt: [[0, 1]], point: .zero)
            #expect(menu === owner.menu)
            for name in [
                "highlightPreviewForItemAt", "dismissalPreviewForItemAt", "willDisplayContextMenu",
                "willEndContextMenuInteraction", "willPerformPreviewActionForMenuWith",
            ] {
                let member = CollectionMemberCatalogue.entry(name)
                // The catalogue passes the recording node's menu only to that node: here the root forwards it.
                let answer = member.invoke(owner, collectionView, [0, 1])
                #expect(answer == member.scripted)
            }
            #expect(
                root.collectionView(
                    collectionView, contextMenuConfiguration: owner.menu, highlightPreviewForItemAt: [0, 1])
                    === owner.preview)
            #expect(
                root.collectionView(
                    collectionView, contextMenuConfiguration: UIContextMenuConfiguration(),
                    highlightPreviewForItemAt: [0, 1]) == nil)
            #expect(owner.calls.first == "contextMenuConfigurationForItemsAt [0, 1]")
            #expect(owner.calls.last == "highlightPreviewForItemAt [0, 1]")
        }

        @Test func indexTitlesAreCollectedInSectionOrderAndMappedBack() {
            let collectionView = makeCollectionView()
            let first = RecordingCollectionNode()
            let second = RecordingCollectionNode()
            let root = CascadingRootNode(children: [first, CascadingNode(), second])
            #expect(root.indexTitles(for: collectionView) == ["R", "S", "R", "S"])
            #expect(
                root.collectionView(collectionView, indexPathForIndexTitle: "S", at: 3)
                    == IndexPath(item: 4, section: 4))
            #expect(second.calls.last == "indexPathForIndexTitle S 1")
            #expect(CascadingRootNode().indexTitles(for: collectionView) == nil)
            #expect(CascadingNode().collectionView(collectionView, indexPathForIndexTitle: "A", at: 2) == [2, 0])
            #expect(root.children[1].collectionView(collectionView, indexPathForIndexTitle: "A", at: 2) == [1, 0])
        }

        @Test func theFirstChildWithAnAnswerChoosesTheFocus() {
            let collectionView = makeCollectionView()
            let root = CascadingRootNode(children: [CascadingNode(), RecordingCollectionNode()])
            #expect(root.indexPathForPreferredFocusedView(in: collectionView) == IndexPath(item: 5, section: 5))
        }

        @Test func aMoveReachesTheSourceAndDestinationSections() {
            let collectionView = makeCollectionView()
            let source = RecordingCollectionNode()
            let destination = RecordingCollectionNode()
            let root = CascadingRootNode(children: [source, destination])
            root.collectionView(collectionView, moveItemAt: [0, 1], to: [1, 0])
            #expect(source.calls == ["moveItemAt [0, 1]→[1, 0]"])
            #expect(destination.calls == ["moveItemAt [0, 1]→[1, 0]"])
        }

        @Test func aCollectionViewCanHandleADropWhenAnyObserverAccepts() {
            final class DropTarget: CascadingNode {
                let accepts: Bool
                private(set) var asked = 0
                init(accepts: Bool) {
                    self.accepts = accepts
                    super.init()
                    observedTableEvents = .dropSession
                }
                override func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
                    -> Bool
                {
                    asked += 1
                    return accepts
                }
            }
            let collectionView = makeCollectionView()
            let session = DropSession()
            let refusing = DropTarget(accepts: false)
            let accepting = DropTarget(accepts: true)
            let root = CascadingRootNode(children: [accepting, refusing])
            #expect(root.collectionView(collectionView, canHandle: session))
            #expect(accepting.asked == 1 && refusing.asked == 1)
            refusing.removeFromParent()
            #expect(root.collectionView(collectionView, canHandle: session))
            accepting.removeFromParent()
            root.children = [refusing]
            #expect(!root.collectionView(collectionView, canHandle: session))
            root.children = []
            #expect(root.collectionView(collectionView, canHandle: session))
        }

        @Test func aDropAtAnIndexPathThatIsNoItemReachesNoSectionAndIsReportedAsAMiss() {
            let collectionView = makeCollectionView()
            let section = RecordingCollectionNode()
            let root = ProbeRoot(children: [section])
            let proposal = root.collectionView(
                collectionView, dropSessionDidUpdate: DropSession(), withDestinationIndexPath: IndexPath(index: 0))
            #expect(proposal.operation == .cancel)
            #expect(section.calls.isEmpty)
            #expect(root.misses == [.row(IndexPath(index: 0))])
        }

        @Test func aDropWithoutDestinationGoesToTheLastSection() {
            let collectionView = makeCollectionView()
            let last = RecordingCollectionNode()
            let root = CascadingRootNode(children: [RecordingCollectionNode(), last])
            let proposal = root.collectionView(
                collectionView, dropSessionDidUpdate: DropSession(), withDestinationIndexPath: nil)
            #expect(proposal.operation == .move)
            #expect(last.calls == ["dropSessionDidUpdate nil"])
        }

        @Test func anOverrideThatCallsSuperKeepsRouting() {
            final class WideSection: CascadingSectionNode {
                override func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize {
                    let size = super.collectionView(
                        collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
                    return CGSize(width: size.width * 2, height: size.height)
                }
            }
            let collectionView = makeCollectionView()
            let root = CascadingRootNode(children: [WideSection(children: [RecordingCollectionNode()])])
            let size = root.collectionView(
                collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: [0, 0])
            #expect(size == CGSize(width: 22, height: 12))
        }

        @Test func displayCallsTellTheOwningNodesTheyAreVisible() {
            final class WatchedSection: CascadingSectionNode {
                var visible = false
                override func didBecomeVisible() { visible = true }
                override func didEndBeingVisible() { visible = false }
            }
            let collectionView = makeCollectionView()
            let section = WatchedSection(children: [CascadingNode()])
            let root = CascadingRootNode(children: [section])
            let cell = UICollectionViewCell(frame: .zero)
            root.collectionView(collectionView, willDisplay: cell, forItemAt: [0, 0])
            #expect(section.visible)
            root.collectionView(collectionView, didEndDisplaying: cell, forItemAt: [0, 0])
            #expect(!section.visible)
        }
    }
#endif

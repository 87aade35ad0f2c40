#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A collection model that declares which optional members it lacks, as a forwarding data source
    /// (one that implements every member and answers for parts of itself) does.
    @MainActor
    final class DeclaringCollectionModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
        HeadlessOptionalMembersReporting
    {
        var items: [String]
        var missing: Set<UICollectionView.HeadlessOptionalMember>
        var calls: [String] = []
        /// The flow-layout members asked, apart from the other calls.
        var flowCalls: [String] = []
        var answeredItemSize = CGSize(width: 100, height: 100)
        var answeredHeaderSize = CGSize.zero
        var canMove = true
        var retarget: ((IndexPath) -> IndexPath)?
        var headlessUnimplementedCollectionViewMembers: Set<UICollectionView.HeadlessOptionalMember> { missing }

        init(_ items: [String], missing: Set<UICollectionView.HeadlessOptionalMember>) {
            self.items = items
            self.missing = missing
        }

        func makeCollectionView(layout: UICollectionViewFlowLayout = .init()) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            return collectionView
        }

        /// The titles the visible cells show, in item order.
        func shownTitles(_ collectionView: UICollectionView) -> [String] {
            collectionView.indexPathsForVisibleItems.sorted().compactMap {
                (collectionView.cellForItem(at: $0) as? LabelCell)?.title
            }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? LabelCell)?.title = items[indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            calls.append("viewForSupplementary")
            return UICollectionReusableView(frame: .zero)
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            calls.append("canMove \(indexPath.item)")
            return canMove
        }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            calls.append("move \(sourceIndexPath.item) \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }

        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "C"] }

        func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            IndexPath(item: title == "A" ? 0 : 2, section: 0)
        }

        func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            calls.append("target \(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
            return retarget?(proposedIndexPath) ?? proposedIndexPath
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            flowCalls.append("size")
            return answeredItemSize
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            flowCalls.append("header size")
            return answeredHeaderSize
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("menu \(indexPaths.map(\.item)) \(Int(point.x)),\(Int(point.y))")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        }
    }

    @MainActor
    @Suite("Collection view: behaviour that depends on which optional members exist")
    struct UICollectionViewOptionalMembersTests {
        @Test func whenTheUserMovesAnItemByHand_thatTheDataSourceMovesItAndTheCellsFollow() {
            let model = DeclaringCollectionModel(["A", "B", "C", "D"], missing: [])
            let collectionView = model.makeCollectionView()
            collectionView.layoutIfNeeded()
            let movedCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            // Over item 2 (x 220...320 in the first line of three).
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
            collectionView.endInteractiveMovement()
            #expect(model.calls == ["canMove 0", "target 0 0 2", "move 0 2"])
            #expect(model.items == ["B", "C", "A", "D"])
            #expect(model.shownTitles(collectionView) == ["B", "C", "A", "D"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === movedCell)
        }

        @Test func whenTheDelegateRetargetsTheMove_thatTheItemLandsWhereItSays() {
            let model = DeclaringCollectionModel(["A", "B", "C", "D"], missing: [.canMoveItem])
            model.retarget = { _ in IndexPath(item: 3, section: 0) }
            let collectionView = model.makeCollectionView()
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 5000, y: 5000))
            collectionView.endInteractiveMovement()
            #expect(model.calls == ["target 0 0 1", "move 0 3"])
            #expect(model.items == ["B", "C", "D", "A"])
        }

        @Test func whenTheUserCancelsOrDropsInPlace_thatNothingMoves() {
            let model = DeclaringCollectionModel(["A", "B", "C"], missing: [.canMoveItem])
            let collectionView = model.makeCollectionView()
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
            collectionView.cancelInteractiveMovement()
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            collectionView.endInteractiveMovement()
            collectionView.endInteractiveMovement()
            #expect(model.calls == ["target 0 0 1"])
            #expect(model.items == ["A", "B", "C"])
        }

        @Test func whenTheDataSourceCannotMoveItems_thatMovementNeverBegins() {
            let lacking = DeclaringCollectionModel(["A", "B"], missing: [.moveItem])
            let collectionView = lacking.makeCollectionView()
            #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(lacking.calls.isEmpty)
            let refusing = DeclaringCollectionModel(["A", "B"], missing: [])
            refusing.canMove = false
            let other = refusing.makeCollectionView()
            #expect(!other.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(!other.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
            #expect(refusing.calls == ["canMove 0"])
        }

        @Test func whenTheLayoutPlacesAHeaderTheDataSourceHasNoViewFor_thatUIKitsExceptionIsReported() {
            let model = DeclaringCollectionModel(["A"], missing: [.viewForSupplementaryElement])
            model.answeredHeaderSize = CGSize(width: 0, height: 30)
            let collectionView = model.makeCollectionView()
            let log = CollectionViolationLog(collectionView)
            collectionView.layoutIfNeeded()
            #expect(log.messages.count == 1)
            #expect(
                log.messages.first?.hasPrefix(
                    "-[DeclaringCollectionModel collectionView:viewForSupplementaryElementOfKind:atIndexPath:]: "
                        + "unrecognized selector sent to instance 0x") == true)
            #expect(!model.calls.contains("viewForSupplementary"))
            #expect(
                collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        }

        @Test func whenTheDelegateLacksTheFlowLayoutMembers_thatTheLayoutUsesItsOwnProperties() {
            let model = DeclaringCollectionModel(["A", "B"], missing: [.sizeForItem, .referenceSizeForHeader])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 40)
            layout.headerReferenceSize = CGSize(width: 0, height: 20)
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.layoutIfNeeded()
            #expect(
                collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
                    == CGSize(width: 60, height: 40))
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.size.height
                    == 20)
            #expect(model.flowCalls.isEmpty)
            model.missing = []
            model.answeredItemSize = CGSize(width: 1, height: 1)
            collectionView.delegate = model
            collectionView.layoutIfNeeded()
            #expect(
                collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
                    == CGSize(width: 1, height: 1))
        }

        @Test func whenTheUserTapsAnIndexTitle_thatTheCollectionViewScrollsToItsItem() {
            let model = DeclaringCollectionModel((0..<40).map(String.init), missing: [])
            let collectionView = model.makeCollectionView()
            #expect(collectionView.headlessIndexTitles == ["A", "C"])
            #expect(collectionView.headlessTapIndexTitle(at: 1) == IndexPath(item: 2, section: 0))
            #expect(collectionView.headlessTapIndexTitle(at: 2) == nil)
            model.missing = [.indexTitles]
            collectionView.dataSource = model
            #expect(collectionView.headlessIndexTitles == nil)
            #expect(collectionView.headlessTapIndexTitle(at: 0) == nil)
        }

        @Test func whenIndexTitlesHaveNoItem_thatTappingOneIsReported() {
            let model = DeclaringCollectionModel(["A"], missing: [.indexPathForIndexTitle])
            let collectionView = model.makeCollectionView()
            let log = CollectionViolationLog(collectionView)
            #expect(collectionView.headlessTapIndexTitle(at: 0) == nil)
            #expect(log.messages.first?.contains("collectionView:indexPathForIndexTitle:atIndex:") == true)
        }

        @Test func whenTheUserLongPressesAnItem_thatTheDelegatesMenuShowsUnlessItHasNone() {
            let model = DeclaringCollectionModel(["A", "B"], missing: [])
            let collectionView = model.makeCollectionView()
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 1, section: 0)) != nil)
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 5, section: 0)) == nil)
            #expect(model.calls == ["menu [1] 270,50"])
            model.missing = [.contextMenuConfiguration]
            collectionView.delegate = model
            #expect(collectionView.headlessLongPress(itemAt: IndexPath(item: 1, section: 0), at: .zero) == nil)
            #expect(model.calls == ["menu [1] 270,50"])
        }

        @Test func whenAPlainDataSourceDeclaresNothing_thatItsMissingMoveIsReportedWhenReached() {
            final class Plain: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    2
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            }
            let plain = Plain()
            let layout = UICollectionViewFlowLayout()
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = plain
            let log = CollectionViolationLog(collectionView)
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 295, y: 25))
            collectionView.endInteractiveMovement()
            #expect(log.messages.count == 1)
            #expect(log.messages.first?.contains("collectionView:moveItemAtIndexPath:toIndexPath:") == true)
        }
    }
#endif

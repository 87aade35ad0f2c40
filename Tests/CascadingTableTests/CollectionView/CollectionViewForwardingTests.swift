#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    /// A tree with a recording node at each kind of owner: `itemOwner` owns item 3 of section 1 (its
    /// section node, inside a group, shows one item itself first) and `sectionOwner` owns section 2.
    @MainActor
    private struct RecordingTree {
        let root = ProbeRoot()
        let sectionNode = ProbeSection(children: [CascadingNode(), CascadingNode()])
        let itemOwner = RecordingCollectionNode()
        let sectionOwner = RecordingCollectionNode()
        let collectionView = makeCollectionView()

        static let item = IndexPath(item: 3, section: 1)
        static let section = IndexPath(item: 0, section: 2)

        init() {
            sectionNode.childrenOffset = 1
            sectionNode.children.append(itemOwner)
            root.children = [CascadingNode(), CascadingGroupNode(children: [sectionNode, sectionOwner])]
            root.prepare(collectionView: collectionView)
        }

        /// The recording node that owns what a member of `addressing` is addressed to, and the address.
        func owner(for addressing: CollectionAddressing) -> (RecordingCollectionNode, IndexPath) {
            switch addressing {
            case .item, .items: (itemOwner, Self.item)
            default: (sectionOwner, Self.section)
            }
        }
    }

    @MainActor
    @Suite("Collection view: forwarding of every member")
    struct CollectionViewForwardingTests {
        nonisolated static let positional = CollectionMemberCatalogue.all.filter {
            [.item, .section, .supplementary, .items, .move, .drop].contains($0.addressing)
        }
        nonisolated static let everyMember = CollectionMemberCatalogue.all

        @Test func theCatalogueListsEveryMemberOnce() {
            let names = CollectionMemberCatalogue.all.map(\.name)
            #expect(names.count == 73)
            #expect(Set(names).count == names.count)
            #expect(CollectionMemberCatalogue.dataSource.count == 10)
            #expect(CollectionMemberCatalogue.delegate.count == 40)
            #expect(CollectionMemberCatalogue.flowLayout.count == 6)
            #expect(CollectionMemberCatalogue.dragAndDrop.count == 14)
            #expect(CollectionMemberCatalogue.nodeLayout.count == 3)
        }

        @Test("A plain leaf answers the documented default", arguments: everyMember)
        func aPlainLeafAnswersTheDefault(_ member: CollectionMemberCase) {
            let collectionView = makeCollectionView()
            let target = IndexPath(item: 0, section: 0)
            #expect(
                member.invoke(CascadingNode(), collectionView, target) == member.defaultAnswer(collectionView, target))
        }

        @Test("A routed member reaches its owner with the same address", arguments: positional)
        func aRoutedMemberReachesItsOwner(_ member: CollectionMemberCase) {
            let tree = RecordingTree()
            let (owner, target) = tree.owner(for: member.addressing)
            let answer = member.invoke(tree.root, tree.collectionView, target)
            #expect(owner.calls == [member.recordedCall(for: target)])
            #expect(answer == member.scripted)
            #expect(tree.root.misses.isEmpty && tree.sectionNode.misses.isEmpty)
        }

        @Test("An address no node owns gets the default", arguments: positional)
        func anUnownedAddressGetsTheDefault(_ member: CollectionMemberCase) {
            let tree = RecordingTree()
            let addresses = [
                IndexPath(item: 0, section: 7), IndexPath(item: 0, section: -1), IndexPath(item: 9, section: 1),
                IndexPath(indexes: [1]), IndexPath(indexes: [1, 3, 0]),
            ]
            // A section member reads only the section: of these addresses, sections 7 and -1 are unowned.
            for address in addresses where member.addressing != .section || address.count == 2 && address[0] != 1 {
                let answer = member.invoke(tree.root, tree.collectionView, address)
                #expect(answer == member.defaultAnswer(tree.collectionView, address), "\(Array(address))")
            }
            #expect(tree.itemOwner.calls.isEmpty && tree.sectionOwner.calls.isEmpty)
            #expect(!(tree.root.misses + tree.sectionNode.misses).isEmpty)
        }

        @Test("The item the section node shows itself gets the default, unreported")
        func theSectionNodesOwnItemGetsTheDefault() {
            let tree = RecordingTree()
            let member = CollectionMemberCatalogue.entry("sizeForItemAt")
            let own = IndexPath(item: 0, section: 1)
            #expect(
                member.invoke(tree.root, tree.collectionView, own) == member.defaultAnswer(tree.collectionView, own))
            #expect(tree.root.misses.isEmpty && tree.sectionNode.misses.isEmpty)
        }

        @Test func theDefaultsPageHasOneRowPerMember() throws {
            let text = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/DefaultReturnValues.md"),
                encoding: .utf8)
            let start = try #require(text.range(of: "## The collection view's 73 members")).upperBound
            let members = text[start...].split(separator: "\n").filter { $0.hasPrefix("| `") }
                .map { $0.split(separator: "|")[0] }
            // The Swift names of the two display members omit the word "Cell".
            let labels = ["willDisplayCell": "willDisplay", "didEndDisplayingCell": "didEndDisplaying"]
            for member in CollectionMemberCatalogue.all {
                let label = labels[member.name] ?? member.name
                let rows = members.filter { $0.contains(":\(label):") || $0.contains("`\(label)(") }
                #expect(rows.count == 1, "\(member.name)")
            }
            #expect(members.count == CollectionMemberCatalogue.all.count)
        }

        @Test func countsComeFromThePlacement() {
            let tree = RecordingTree()
            #expect(tree.root.numberOfSections(in: tree.collectionView) == 3)
            #expect(tree.root.collectionView(tree.collectionView, numberOfItemsInSection: 0) == 0)
            #expect(tree.root.collectionView(tree.collectionView, numberOfItemsInSection: 1) == 4)
            #expect(tree.root.collectionView(tree.collectionView, numberOfItemsInSection: 2) == 7)
            tree.root.childrenOffset = 1
            #expect(tree.root.numberOfSections(in: tree.collectionView) == 4)
            #expect(tree.root.collectionView(tree.collectionView, numberOfItemsInSection: 2) == 4)
        }
    }
#endif

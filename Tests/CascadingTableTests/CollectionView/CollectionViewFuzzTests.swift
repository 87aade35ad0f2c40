#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport
    import Testing

    /// An item identified by its name.
    private final class NamedItem: TitleItem {
        override var diffIdentifier: AnyHashable { title }
        override func isContentEqual(to other: CascadingNode) -> Bool { (other as? NamedItem)?.title == title }
    }

    /// A section identified by its name that shows a summary item itself before its children.
    private final class SummarySection: CascadingSectionNode {
        let name: String
        init(_ name: String, summary: Bool) {
            self.name = name
            super.init()
            childrenOffset = summary ? 1 : 0
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            guard childrenOffset == 1, indexPath.item == 0 else {
                return super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "summary \(name)"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// Random trees of sections, groups of sections, items and groups of items, changed at every level;
    /// after every step the collection view shows exactly what a plain recursive flattening of the tree
    /// says, and the rule book refused nothing.
    @MainActor
    @Suite("Collection view: randomized live updates")
    struct CollectionViewFuzzTests {
        @Test(arguments: 0..<UInt64(8))
        func theCollectionViewShowsTheTreeAfterEveryStep(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            var counter = 0
            func name() -> String {
                counter += 1
                return "n\(counter)"
            }
            func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 1)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100_000), collectionViewLayout: layout)
            var violations: [String] = []
            collectionView.headlessViolationHandler = { violations.append($0.message) }
            let root = CascadingRootNode(children: [], collectionView: collectionView)
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")

            func placesSections(_ node: CascadingNode) -> Bool {
                node === root || (node is CascadingGroupNode && node.parent.map(placesSections) == true)
            }
            func newChild(of parent: CascadingNode) -> CascadingNode {
                if placesSections(parent) {
                    return pick(4) == 0
                        ? CascadingGroupNode() : SummarySection(name(), summary: pick(2) == 0)
                }
                return pick(5) == 0 ? CascadingGroupNode() : NamedItem(name())
            }
            func nodes() -> [CascadingNode] {
                var all: [CascadingNode] = []
                var pending: [CascadingNode] = [root]
                while let node = pending.popLast() {
                    all.append(node)
                    if !(node is NamedItem) { pending += node.children }
                }
                return all
            }
            func model() -> [[String]] {
                func items(_ node: CascadingNode) -> [String] {
                    if let item = node as? NamedItem { return [item.title] }
                    let own = (node as? SummarySection).map { $0.childrenOffset == 1 ? ["summary \($0.name)"] : [] }
                    return (own ?? []) + node.children.flatMap(items)
                }
                func sections(_ node: CascadingNode) -> [[String]] {
                    node is CascadingGroupNode ? node.children.flatMap(sections) : [items(node)]
                }
                return root.children.flatMap(sections)
            }
            func shown() -> [[String]] { shownItemTitles(collectionView) }

            for step in 0..<250 {
                let candidates = nodes().filter { !($0 is NamedItem) }
                let node = candidates[pick(candidates.count)]
                switch pick(6) {
                case 0, 1, 2:
                    node.insertChild(newChild(of: node), at: pick(node.children.count + 1))
                case 3 where !node.children.isEmpty:
                    _ = node.removeChild(at: pick(node.children.count))
                case 4 where node.children.count > 1:
                    node.moveChild(from: pick(node.children.count), to: pick(node.children.count))
                default:
                    // Rebuilt by identity: some children kept (in another order), some dropped, one new.
                    var rebuilt = node.children.filter { _ in pick(3) != 0 }
                    rebuilt.shuffle(using: &random)
                    rebuilt.insert(newChild(of: node), at: pick(rebuilt.count + 1))
                    root.performUpdates { node.children = rebuilt.map { $0.parent == nil ? $0 : detached($0) } }
                }
                #expect(shown() == model(), "seed \(seed), step \(step)")
                if shown() != model() { break }
            }
            #expect(violations.isEmpty, "\(violations)")
            #expect(model().joined().count > 10, "the steps built a tree worth checking")
        }
    }

    /// A copy of a node that is not in the tree, standing for the same row or section.
    @MainActor
    private func detached(_ node: CascadingNode) -> CascadingNode {
        switch node {
        case let item as NamedItem: return NamedItem(item.title)
        case let section as SummarySection:
            let copy = SummarySection(section.name, summary: section.childrenOffset == 1)
            copy.children = section.children.map(detached)
            return copy
        default:
            return CascadingGroupNode(children: node.children.map(detached))
        }
    }
#endif

import CascadingTable
import Foundation

/// The collection-view dispatch scenarios: `cellForItemAt` and the flow layout's `sizeForItemAt`
/// through root → section → item, against a hand-written collection data source, judged by the same
/// routing target as the table's dispatch.
@MainActor
enum CollectionScenarios {
    static let group = "collection"

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        let sections = options.scaled(100, quickDivisor: 1)
        let items = options.scaled(100, quickDivisor: 1)
        return [
            scenario("collection cellForItemAt (kept cells)", sections: sections, items: items, options: options) {
                $0.collectionView($1, cellForItemAt: $2).tag
            },
            scenario("collection sizeForItemAt (flow layout)", sections: sections, items: items, options: options) {
                Int(itemSize($0, $1, $2).height)
            },
        ]
    }

    /// One dispatch measurement: `call` on the tree, on the baseline and on each item's own node.
    private static func scenario(
        _ name: String, sections: Int, items: Int, options: BenchmarkOptions,
        _ call: @escaping @MainActor (any CollectionBenchDelegate, UICollectionView, IndexPath) -> Int
    ) -> Scenario {
        let calls = options.dispatchCalls
        return Scenario(
            group: group, name: name, family: name, scale: 1, size: "\(sections)x\(items), \(calls) calls",
            items: calls, unit: "calls", repetitions: options.dispatchRepetitions,
            ratioLimit: DispatchScenarios.routingRatioLimit, referenceLabel: "leaf"
        ) {
            let model = BenchRowModel.sections(sections, rows: items)
            let indexPaths = model.indices.flatMap { section in
                model[section].indices.map { IndexPath(item: $0, section: section) }
            }
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
            let root = CascadingRootNode(
                children: model.map { items in CascadingSectionNode(children: items.map(KeptCellItemNode.init)) })
            let baseline = CollectionBaseline(sections: model)
            let tree: any CollectionBenchDelegate = opaque(root)
            let hand: any CollectionBenchDelegate = opaque(baseline)
            let leaves: [any CollectionBenchDelegate] = opaque(
                indexPaths.map { root.children[$0.section].children[$0.item] })
            @MainActor func run(_ delegates: (Int) -> any CollectionBenchDelegate) -> WorkSummary {
                var sum = 0
                var position = 0
                for _ in 0..<calls {
                    sum &+= call(delegates(position), collectionView, indexPaths[position])
                    position += 1
                    if position == indexPaths.count { position = 0 }
                }
                return WorkSummary(checksum: sum)
            }
            return Workload(
                subject: TimedBody { withExtendedLifetime(root) { run { _ in tree } } },
                baseline: TimedBody { withExtendedLifetime(baseline) { run { _ in hand } } },
                reference: TimedBody { withExtendedLifetime(root) { run { leaves[$0] } } },
                check: {
                    let expected = run { _ in hand }.checksum
                    try expect(run { _ in tree }.checksum, expected, name, "the tree's sum")
                    try expect(run { leaves[$0] }.checksum, expected, name, "the leaves' sum")
                },
                metrics: [:])
        }
    }
}

/// UIKit's `sizeForItemAt` is an optional requirement (called with `?(…)`, the layout's `itemSize` when
/// it is missing); HeadlessUIKit's is a requirement with a default, which `?(…)` does not accept.
@MainActor @inline(__always)
func itemSize(
    _ delegate: any UICollectionViewDelegateFlowLayout, _ collectionView: UICollectionView, _ indexPath: IndexPath
) -> CGSize {
    let layout = collectionView.collectionViewLayout
    #if canImport(UIKit)
        return delegate.collectionView?(collectionView, layout: layout, sizeForItemAt: indexPath)
            ?? (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    #else
        return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    #endif
}

/// What a collection view calls on its data source and flow-layout delegate.
typealias CollectionBenchDelegate = UICollectionViewDataSource & UICollectionViewDelegateFlowLayout

/// An item leaf that keeps its cell and answers its size from the model.
@MainActor
final class KeptCellItemNode: CascadingNode {
    let row: BenchRowModel
    let cell: UICollectionViewCell

    init(row: BenchRowModel) {
        self.row = row
        cell = UICollectionViewCell(frame: .zero)
        cell.tag = row.tag
        super.init()
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: row.height)
    }
}

/// The collection data source and flow-layout delegate an app writes without the package, written as
/// `Baseline` is: a `final` class, the model and the kept cells in `let`s, the index path read once.
@MainActor
final class CollectionBaseline: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sections: [[BenchRowModel]]
    let cells: [[UICollectionViewCell]]

    init(sections: [[BenchRowModel]]) {
        self.sections = sections
        cells = sections.map { rows in
            rows.map { row in
                let cell = UICollectionViewCell(frame: .zero)
                cell.tag = row.tag
                return cell
            }
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let (section, item) = (indexPath.section, indexPath.item)
        return cells[section][item]
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let (section, item) = (indexPath.section, indexPath.item)
        switch sections[section][item].style {
        case .compact: return CGSize(width: 100, height: 44)
        case .tall: return CGSize(width: 100, height: 88)
        }
    }
}

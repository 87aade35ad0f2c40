#if !canImport(UIKit)
    import CascadingTestSupport
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Seeded random batch updates and diffable snapshots on the collection view: after every step the
    /// cells on screen show exactly the model, surviving cells keep their views, and nothing is reported.
    /// A failure names its seed; replay it with `SplitMix64(seed:)`.
    @MainActor
    @Suite struct UICollectionViewRandomizedTests {
        /// Every item on screen at once: a three-column grid of 20-point rows in a tall collection view.
        private func gridLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        /// The titles the visible cells show, per section, in index path order.
        private func shown(_ collectionView: UICollectionView, sections: Int) -> [[String]] {
            var result = [[String]](repeating: [], count: sections)
            for indexPath in collectionView.indexPathsForVisibleItems {
                let cell = collectionView.cellForItem(at: indexPath)
                let title = (cell as? LabelCell)?.title ?? cell?.headlessListContentConfiguration?.text ?? "?"
                result[indexPath.section].append(title)
            }
            return result
        }

        @Test func whenRandomBatchesOfDeletesAndInsertsApply_thatTheScreenMatchesTheModel() {
            for seed in UInt64(0)..<150 {
                var random = SplitMix64(seed: seed)
                var next = 0
                func fresh() -> String {
                    next += 1
                    return "n\(next)"
                }
                let model = CollectionModel(
                    (0..<Int.random(in: 1...3, using: &random)).map { section in
                        (0..<Int.random(in: 0...8, using: &random)).map { "\(section).\($0)" }
                    })
                let collectionView = model.makeCollectionView(layout: gridLayout(), height: 2000)
                collectionView.layoutIfNeeded()
                let log = CollectionViolationLog(collectionView)
                for _ in 0..<4 {
                    let before = Dictionary(
                        uniqueKeysWithValues: collectionView.visibleCells.map { (($0 as? LabelCell)?.title ?? "", $0) })
                    let miscount = Int.random(in: 0..<6, using: &random) == 0
                    var deletes: [IndexPath] = []
                    var inserts: [IndexPath] = []
                    var after = model.sections
                    for (section, items) in model.sections.enumerated() {
                        let deleted = items.indices.filter { _ in
                            Bool.random(using: &random) && Bool.random(using: &random)
                        }
                        deletes += deleted.map { IndexPath(item: $0, section: section) }
                        after[section] = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
                        for _ in 0..<Int.random(in: 0...3, using: &random) {
                            let position = Int.random(in: 0...after[section].count, using: &random)
                            after[section].insert(fresh(), at: position)
                        }
                        inserts += after[section].indices.filter {
                            after[section][$0].hasPrefix("n") && !items.contains(after[section][$0])
                        }
                        .map { IndexPath(item: $0, section: section) }
                    }
                    if miscount, !after.isEmpty { after[0].append(fresh()) }
                    let expectedMessages = log.messages.count + (miscount ? 1 : 0)
                    collectionView.performBatchUpdates {
                        model.sections = after
                        collectionView.deleteItems(at: deletes)
                        collectionView.insertItems(at: inserts)
                    }
                    collectionView.layoutIfNeeded()
                    #expect(shown(collectionView, sections: after.count) == after, "seed \(seed)")
                    #expect(log.messages.count == expectedMessages, "seed \(seed)")
                    if !miscount {
                        for cell in collectionView.visibleCells {
                            let title = (cell as? LabelCell)?.title ?? ""
                            if let old = before[title] { #expect(old === cell, "seed \(seed): \(title) kept its cell") }
                        }
                    }
                }
            }
        }

        @Test func whenRandomSnapshotsApply_thatTheScreenMatchesTheSnapshotWithMovesAndReconfigures() {
            for seed in UInt64(0)..<150 {
                var random = SplitMix64(seed: seed)
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 300, height: 4000), collectionViewLayout: gridLayout())
                var configured: [String: Int] = [:]
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = "\(item)"
                    cell.contentConfiguration = content
                    configured["\(item)", default: 0] += 1
                }
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                }
                let log = CollectionViolationLog(collectionView)
                for step in 0..<5 {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    let sections = Array(0..<6).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
                    var pool = Array(0..<40).shuffled(using: &random)
                    for section in sections {
                        snapshot.appendSections([section])
                        let count = min(pool.count, Int.random(in: 0...9, using: &random))
                        snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
                        pool.removeFirst(count)
                    }
                    let shownBefore = Dictionary(
                        uniqueKeysWithValues: collectionView.visibleCells.compactMap { cell in
                            cell.headlessListContentConfiguration?.text.map { ($0, cell) }
                        })
                    let kept = snapshot.itemIdentifiers.filter { shownBefore["\($0)"] != nil }
                    let reconfigured = kept.filter { _ in Bool.random(using: &random) }
                    snapshot.reconfigureItems(reconfigured)
                    let countsBefore = configured
                    dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
                    collectionView.layoutIfNeeded()
                    let expected = snapshot.sectionIdentifiers.map {
                        snapshot.itemIdentifiers(inSection: $0).map(String.init)
                    }
                    #expect(shown(collectionView, sections: expected.count) == expected, "seed \(seed) step \(step)")
                    for item in kept {
                        let cell = collectionView.cellForItem(
                            at: dataSource.indexPath(for: item) ?? IndexPath(item: 0, section: 0))
                        #expect(cell === shownBefore["\(item)"], "seed \(seed) step \(step): \(item) kept its cell")
                        let again = (configured["\(item)"] ?? 0) - (countsBefore["\(item)"] ?? 0)
                        #expect(again == (reconfigured.contains(item) ? 1 : 0), "seed \(seed) step \(step): \(item)")
                    }
                }
                #expect(log.messages.isEmpty, "seed \(seed)")
            }
        }
    }
#endif

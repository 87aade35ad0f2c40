// A probe: written against UIKit's API only, so the same test runs headlessly on Linux and against real
// UIKit in the iOS simulator (.github/workflows/ios-simulator.yml runs it there). Apple does not say
// which of a view's update calls a diffable data source makes when it applies a snapshot; headlessly
// every change goes through the view's public calls, so a subclass overriding them sees all of it.
// Against real UIKit the probe prints the calls a subclass heard and records a difference as a known
// issue, so it reports what iOS does without failing the workflow.
import Foundation
import HeadlessUIKit
import Testing

/// A table that writes down every update call it receives, then lets `UITableView` carry it out.
@MainActor
final class CallListingTable: UITableView {
    var calls: [String] = []
    /// For each batch, whether view animations were enabled while it began.
    var batchesAnimated: [Bool] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("batch")
        batchesAnimated.append(UIView.areAnimationsEnabled)
        super.performBatchUpdates(updates, completion: completion)
    }

    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("deleteSections \(Array(sections))")
        super.deleteSections(sections, with: animation)
    }

    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("reloadSections \(Array(sections))")
        super.reloadSections(sections, with: animation)
    }

    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("insertSections \(Array(sections))")
        super.insertSections(sections, with: animation)
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        calls.append("moveSection \(section) -> \(newSection)")
        super.moveSection(section, toSection: newSection)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("deleteRows \(indexPaths.sorted())")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("reloadRows \(indexPaths.sorted())")
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows \(indexPaths.sorted())")
        super.insertRows(at: indexPaths, with: animation)
    }

    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls.append("moveRow \(indexPath) -> \(newIndexPath)")
        super.moveRow(at: indexPath, to: newIndexPath)
    }

    override func reconfigureRows(at indexPaths: [IndexPath]) {
        calls.append("reconfigureRows \(indexPaths.sorted())")
        super.reconfigureRows(at: indexPaths)
    }
}

/// A collection view that writes down every update call it receives, then lets `UICollectionView`
/// carry it out.
@MainActor
final class CallListingCollectionView: UICollectionView {
    var calls: [String] = []
    /// For each batch, whether view animations were enabled while it began.
    var batchesAnimated: [Bool] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("batch")
        batchesAnimated.append(UIView.areAnimationsEnabled)
        super.performBatchUpdates(updates, completion: completion)
    }

    override func deleteSections(_ sections: IndexSet) {
        calls.append("deleteSections \(Array(sections))")
        super.deleteSections(sections)
    }

    override func reloadSections(_ sections: IndexSet) {
        calls.append("reloadSections \(Array(sections))")
        super.reloadSections(sections)
    }

    override func insertSections(_ sections: IndexSet) {
        calls.append("insertSections \(Array(sections))")
        super.insertSections(sections)
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        calls.append("moveSection \(section) -> \(newSection)")
        super.moveSection(section, toSection: newSection)
    }

    override func deleteItems(at indexPaths: [IndexPath]) {
        calls.append("deleteRows \(indexPaths.sorted())")
        super.deleteItems(at: indexPaths)
    }

    override func reloadItems(at indexPaths: [IndexPath]) {
        calls.append("reloadRows \(indexPaths.sorted())")
        super.reloadItems(at: indexPaths)
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        calls.append("insertRows \(indexPaths.sorted())")
        super.insertItems(at: indexPaths)
    }

    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls.append("moveRow \(indexPath) -> \(newIndexPath)")
        super.moveItem(at: indexPath, to: newIndexPath)
    }

    override func reconfigureItems(at indexPaths: [IndexPath]) {
        calls.append("reconfigureRows \(indexPaths.sorted())")
        super.reconfigureItems(at: indexPaths)
    }
}

/// The two snapshots every probe applies: from the first to the second, section C goes and D comes,
/// item 2 goes and 7 comes in A, item 4 moves to the end of B, and items 1 and 3 are marked for a
/// reload and a reconfigure.
@MainActor
enum DiffableUpdateScenario {
    static var before: NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B", "C"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5, 10], toSection: "B")
        snapshot.appendItems([6], toSection: "C")
        return snapshot
    }

    static var after: NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B", "D"])
        snapshot.appendItems([1, 3, 7], toSection: "A")
        snapshot.appendItems([5, 10, 4], toSection: "B")
        snapshot.appendItems([8], toSection: "D")
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        return snapshot
    }

    /// The kinds of update calls in a list of calls, such as `insertRows`, in the order first seen.
    static func kinds(_ calls: [String]) -> [String] {
        var kinds: [String] = []
        for call in calls {
            let kind = String(call.prefix { $0 != " " })
            if kind != "batch", !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    /// Every kind of change the scenario makes, whichever order a view hears them in.
    static let everyKind: Set<String> = [
        "deleteSections", "insertSections", "deleteRows", "insertRows", "moveRow", "reloadRows", "reconfigureRows",
    ]

    /// Prints the calls a view heard, marked `DiffableUpdateCallsProbe` for the workflow's log, and checks
    /// that they include every kind of change: headlessly a miss fails; against real UIKit, whose
    /// choice Apple does not document, a miss is recorded as a known issue and the probe passes.
    static func expectEveryKind(heardBy view: String, _ calls: [String]) {
        print("DiffableUpdateCallsProbe \(view): \(calls.joined(separator: "; "))")
        #if canImport(UIKit)
            withKnownIssue("UIKit may update the view without its public calls", isIntermittent: true) {
                #expect(Set(kinds(calls)) == everyKind, "\(view) heard \(calls)")
            }
        #else
            #expect(Set(kinds(calls)) == everyKind, "\(view) heard \(calls)")
        #endif
    }

    /// A table of the scenario's first snapshot, laid out, with its calls forgotten.
    static func shownTable() -> (CallListingTable, UITableViewDiffableDataSource<String, Int>) {
        let table = CallListingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        dataSource.apply(DiffableUpdateScenario.before, animatingDifferences: false)
        table.layoutIfNeeded()
        table.calls = []
        table.batchesAnimated = []
        return (table, dataSource)
    }

    /// A collection view of the scenario's first snapshot, laid out, with its calls forgotten.
    static func shownCollectionView() -> (CallListingCollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let collectionView = CallListingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        dataSource.apply(DiffableUpdateScenario.before, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.calls = []
        collectionView.batchesAnimated = []
        return (collectionView, dataSource)
    }
}

@MainActor
@Suite struct DiffableUpdateCallsProbeTests {
    @Test func whenATableDiffableDataSourceApplies_thatASubclassHearsEveryKindOfChange() {
        let (table, dataSource) = DiffableUpdateScenario.shownTable()
        dataSource.apply(DiffableUpdateScenario.after, animatingDifferences: true)
        DiffableUpdateScenario.expectEveryKind(heardBy: "UITableView", table.calls)
        #expect(table.numberOfRows(inSection: 1) == 3)
    }

    @Test func whenACollectionDiffableDataSourceApplies_thatASubclassHearsEveryKindOfChange() {
        let (collectionView, dataSource) = DiffableUpdateScenario.shownCollectionView()
        dataSource.apply(DiffableUpdateScenario.after, animatingDifferences: true)
        DiffableUpdateScenario.expectEveryKind(heardBy: "UICollectionView", collectionView.calls)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
    }
}

#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import TableSnapshotTesting
    import Testing

    @MainActor
    @Suite struct RecordedUpdatesTests {
        private struct Stop: Error {}

        private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

        @Test func whenATableHasARecorder_thatOnlyTheCallsDuringTheChangeAreReturnedAndItStaysAttached() {
            let table = UITableView(frame: .zero, style: .plain)
            let recorder = HeadlessCallRecorder()
            table.headlessRecorder = recorder
            table.reloadData()
            let updates = table.recordUpdates { table.reloadData() }
            #expect(updates == [.reloadData])
            #expect(recorder.updates == [.reloadData, .reloadData])
            #expect(table.headlessRecorder === recorder)
        }

        @Test func whenADiffableDataSourceAppliesASnapshot_thatItsChangesAreRecordedWithItsDefaultAnimation() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) {
                table, indexPath, fruit in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = fruit
                return cell
            }
            dataSource.defaultRowAnimation = .fade
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["fruit", "veg"])
            snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: "fruit")
            snapshot.appendItems(["Leek"], toSection: "veg")
            dataSource.apply(snapshot, animatingDifferences: false)
            table.layoutIfNeeded()
            var changed = NSDiffableDataSourceSnapshot<String, String>()
            changed.appendSections(["fruit", "veg"])
            changed.appendItems(["Banana", "Apple", "Date"], toSection: "fruit")
            changed.appendItems(["Leek", "Cherry"], toSection: "veg")
            let updates = table.recordUpdates { dataSource.apply(changed) }
            #expect(updates.animatesWithoutReloading)
            #expect(updates.changes.contains(.insertRows([row(2)], .fade)))
            #expect(
                updates.changes.contains { change in
                    if case .moveRow(let from, let to) = change {
                        return from == row(2) && to == IndexPath(row: 1, section: 1)
                    }
                    return false
                })
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Banana", "Apple", "Date", "Leek", "Cherry"])
        }

        @Test func whenTheChangeThrows_thatTheErrorPassesAndTheTemporaryRecorderIsRemoved() {
            let table = UITableView(frame: .zero, style: .plain)
            #expect(throws: Stop.self) { try table.recordUpdates { throw Stop() } }
            #expect(table.headlessRecorder == nil)
        }

        @Test(arguments: [
            (
                [HeadlessCallRecorder.Update.performBatchUpdates, .insertRows([IndexPath(row: 0, section: 0)], .fade)],
                true
            ),
            ([.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))], true),
            ([.reconfigureRows([IndexPath(row: 0, section: 0)])], true),
            ([], false),
            ([.performBatchUpdates], false),
            ([.insertRows([IndexPath(row: 0, section: 0)], .none)], false),
            ([.insertRows([IndexPath(row: 0, section: 0)], .fade), .reloadData], false),
            ([.reloadRows([IndexPath(row: 0, section: 0)], .automatic)], false),
            ([.deleteSections([0], .automatic), .reloadSections([1], .fade)], false),
        ])
        func animatesWithoutReloadingNeedsAChangeEveryAnimationAndNoReload(
            updates: [HeadlessCallRecorder.Update], expected: Bool
        ) {
            #expect(updates.animatesWithoutReloading == expected)
        }

        @Test func changesAndReloadsPickTheirCallsOutInOrder() {
            let updates: [HeadlessCallRecorder.Update] = [
                .beginUpdates, .deleteRows([row(0)], .fade), .reloadSections([0], .none), .endUpdates, .reloadData,
                .moveSection(0, toSection: 1),
            ]
            #expect(
                updates.changes == [
                    .deleteRows([row(0)], .fade), .reloadSections([0], .none), .moveSection(0, toSection: 1),
                ])
            #expect(updates.reloads == [.reloadSections([0], .none), .reloadData])
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// The die roller of the TableViewDataProvider blog, built with a list section: two kinds of roll
    /// mapped to two cell types, a selection callback, and the newest roll inserted at the top, animated.
    @MainActor
    @Suite("Seed scenario: the die roller")
    struct DieRollerScenarioTests {
        protocol Roll {
            var id: Int { get }
        }
        struct DieRoll: Roll {
            let id: Int
            let face: Int
        }
        struct DiceTotal: Roll {
            let id: Int
            let faces: [Int]
        }

        final class DieResultCell: UITableViewCell {
            let dieLabel = UILabel()
        }
        final class TotalCell: UITableViewCell {
            let totalLabel = UILabel()
        }

        /// The screen: one list of rolls, newest first.
        @MainActor
        final class DieRoller {
            let table = CountingTable()
            private(set) var picked: [Int] = []
            private var serial = 0
            lazy var rolls = ListSection<any Roll>(id: \.id)
                .cell(DieResultCell.self, for: DieRoll.self) { cell, roll in cell.dieLabel.text = "\(roll.face)" }
                .cell(TotalCell.self, for: DiceTotal.self) { cell, total in
                    cell.totalLabel.text =
                        total.faces.map(String.init).joined(separator: " + ") + " = \(total.faces.reduce(0, +))"
                }
                .onSelect { [unowned self] roll in picked.append(roll.id) }
            lazy var root = CascadingRootNode(children: [rolls], tableView: table)

            func roll(_ faces: Int...) {
                serial += 1
                rolls.insertItem(
                    faces.count == 1 ? DieRoll(id: serial, face: faces[0]) : DiceTotal(id: serial, faces: faces), at: 0)
            }

            /// What each visible row shows, through its typed cell.
            func shown() -> [String] {
                table.layoutIfNeeded()
                return (table.indexPathsForVisibleRows ?? []).map { indexPath in
                    switch table.cellForRow(at: indexPath) {
                    case let die as DieResultCell: "die \(die.dieLabel.text ?? "")"
                    case let total as TotalCell: "total \(total.totalLabel.text ?? "")"
                    default: "?"
                    }
                }
            }
        }

        @Test func theNewestRollIsInsertedAtTheTopAndSelectionReportsTheRoll() {
            let screen = DieRoller()
            _ = screen.root
            screen.roll(4)
            screen.roll(2, 6)
            screen.table.forgetOperations()
            let batches = screen.table.batches
            screen.roll(6)
            #expect(screen.table.operations == ["insert rows [[0, 0]]"])
            #expect(screen.table.batches == batches + 1)
            #expect(screen.shown() == ["die 6", "total 2 + 6 = 8", "die 4"])
            screen.table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            screen.table.headlessTap(rowAt: IndexPath(row: 2, section: 0))
            #expect(screen.picked == [2, 1])
            #expect(screen.table.reloads == 0 && screen.table.violations.isEmpty)
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Cells of a list section: one type for every item, several chosen by the item's type (with the
    /// superclass and protocol fallbacks) or by a predicate, and the fallback cell.
    @MainActor
    @Suite("ListSection cells")
    struct ListSectionCellsTests {
        class Shape: CustomStringConvertible {
            let id: Int
            init(id: Int) { self.id = id }
            var description: String { "shape \(id)" }
        }
        final class Box: Shape {}
        final class Circle: Shape {}
        final class Star: Shape, Pointy {}
        protocol Pointy {}
        struct Note: CustomStringConvertible {
            let id: Int
            var description: String { "note \(id)" }
        }

        final class ShapeCell: UITableViewCell {}
        final class CircleCell: UITableViewCell {}
        final class PointyCell: UITableViewCell {}

        @Test func oneCellTypeIsRegisteredDequeuedWithReuseAndConfiguredPerItem() {
            let (table, _, _) = attachedFruits(fruits("Apple", "Pear", "Fig"))
            #expect(table.visibleTexts() == ["Apple", "Pear", "Fig"])
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(cell?.reuseIdentifier == String(reflecting: UITableViewCell.self))
        }

        @Test func aTypedCellReceivesItsItem() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple"), cell: ShapeCell.self) { cell, fruit in
                cell.textLabel?.text = "\(type(of: cell)) \(fruit.name)"
            }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) { #expect(table.visibleTexts() == ["ShapeCell Apple"]) }
        }

        @Test func cellsAreChosenByTypeThenSuperclassThenProtocol() {
            let table = CountingTable()
            let list = ListSection<Shape>([Shape(id: 1), Box(id: 2), Circle(id: 3), Star(id: 4)], id: \.id)
                .cell(ShapeCell.self, for: Shape.self) { cell, shape in cell.textLabel?.text = "shape cell \(shape.id)"
                }
                .cell(PointyCell.self, for: (any Pointy).self) { cell, _ in cell.textLabel?.text = "pointy cell" }
                .cell(CircleCell.self, for: Circle.self) { cell, circle in
                    cell.textLabel?.text = "circle cell \(circle.id)"
                }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                // Box falls back to Shape's mapping; Star's superclass Shape is nearer than its protocol.
                #expect(table.visibleTexts() == ["shape cell 1", "shape cell 2", "circle cell 3", "shape cell 4"])
                #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is ShapeCell)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) is CircleCell)
            }
        }

        @Test func aProtocolMappingShowsValuesWithoutAClassMapping() {
            let table = CountingTable()
            let list = ListSection<Shape>([Star(id: 1), Box(id: 2)], id: \.id)
                .cell(PointyCell.self, for: (any Pointy).self) { cell, _ in cell.textLabel?.text = "pointy" }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                // The box matches nothing and gets the fallback cell, which describes the item.
                #expect(table.visibleTexts() == ["pointy", "shape 2"])
                #expect(
                    table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier
                        == ListSection<Shape>.fallbackReuseIdentifier)
            }
        }

        @Test func predicateMappingsComeFirst() {
            let table = CountingTable()
            let list = ListSection([Note(id: 1), Note(id: 2), Note(id: 3)], id: \.id)
                .cell(ShapeCell.self) { cell, note in cell.textLabel?.text = "plain \(note.id)" }
                .cell(CircleCell.self, when: { $0.id % 2 == 0 }) { cell, note in
                    cell.textLabel?.text = "even \(note.id)"
                }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) { #expect(table.visibleTexts() == ["plain 1", "even 2", "plain 3"]) }
        }

        @Test func aCellMappedAfterAttachingIsRegisteredRightAway() {
            let table = CountingTable()
            let list = ListSection([Note(id: 1)], id: \.id)
            let root = CascadingRootNode(children: [list], tableView: table)
            list.cell(CircleCell.self) { cell, note in cell.textLabel?.text = "late \(note.id)" }
            table.reloadData()
            withExtendedLifetime(root) {
                #expect(table.visibleTexts() == ["late 1"])
                #expect(table.violations.isEmpty)
            }
        }

        @Test func headerFooterIndexTitleAndHeightsComeFromTheSection() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .header("Fruit").footer("2 kinds").indexTitle("F")
                .rowHeight { CGFloat(40 + $0.name.count) }
                .estimatedRowHeight(30)
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                #expect(table.headlessRenderedText().contains("[header 0] y=0"))
                #expect(root.tableView(table, titleForHeaderInSection: 0) == "Fruit")
                #expect(root.tableView(table, titleForFooterInSection: 0) == "2 kinds")
                #expect(root.sectionIndexTitles(for: table) == ["F"])
                #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 45)
                #expect(root.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == 44)
                #expect(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 1, section: 0)) == 30)
                #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
            }
        }

        @Test func theTableIsToldOfRowEstimatesOnlyOnceASectionGivesSome() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
                #expect(root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
                list.estimatedRowHeight(30)
                #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
                #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
                #expect(table.visibleTexts() == ["Apple", "Pear"])
                list.removeFromParent()
                #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            }
        }

        @Test func headerAndFooterViewsAreShown() {
            let table = CountingTable()
            let header = UIView()
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .header(view: { header })
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                #expect(root.tableView(table, viewForHeaderInSection: 0) === header)
                #expect(root.tableView(table, heightForHeaderInSection: 0) == UITableView.automaticDimension)
                #expect(root.tableView(table, viewForFooterInSection: 0) == nil)
            }
        }

        @Test func insideASectionTheListIsARunOfRowsBetweenOtherRows() {
            let table = CountingTable()
            var selected: [String] = []
            let list = ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .onSelect { selected.append($0.name) }
            let section = NamedSection("Basket")
            section.children = [NamedRow("first"), list, NamedRow("last")]
            let root = CascadingRootNode(children: [section], tableView: table)
            withExtendedLifetime(root) {
                #expect(table.visibleTexts() == ["first", "Apple", "Pear", "last"])
                table.headlessTap(rowAt: IndexPath(row: 2, section: 0))
                #expect(selected == ["Pear"])
                #expect(list.item(at: IndexPath(row: 1, section: 0))?.name == "Apple")
                #expect(list.item(at: IndexPath(row: 3, section: 0)) == nil)
                #expect(list.indexPath(forItemAt: 1) == IndexPath(row: 2, section: 0))
            }
        }

        @Test func indexPathsOfItemsWhereTheListIsASection() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            root.insertChild(NamedSection("Before", rows: ["x"]), at: 0)
            withExtendedLifetime(table) {
                #expect(list.indexPath(forItemAt: 1) == IndexPath(row: 1, section: 1))
                #expect(list.indexPath(forItemAt: 2) == nil)
                #expect(list.item(at: IndexPath(row: 0, section: 1))?.name == "Apple")
                #expect(list.item(at: IndexPath(row: 5, section: 1)) == nil)
            }
        }

        @Test func describesItselfByItsHeader() {
            let list = ListSection(fruits("Apple")) { _, _ in }.header("Fruit")
            #expect(list.description == "ListSection<Fruit> \"Fruit\"")
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that records the animated setters its properties route through.
    @MainActor
    private final class RecordingCell: UITableViewCell {
        var calls: [String] = []

        override func setSelected(_ selected: Bool, animated: Bool) {
            calls.append("selected \(selected) animated \(animated)")
            super.setSelected(selected, animated: animated)
        }

        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            calls.append("highlighted \(highlighted) animated \(animated)")
            super.setHighlighted(highlighted, animated: animated)
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("editing \(editing) animated \(animated)")
            super.setEditing(editing, animated: animated)
        }
    }

    /// A cell that records the editing-state transitions it is told about.
    @MainActor
    private final class TransitionRecordingCell: UITableViewCell {
        var transitions: [String] = []

        override func willTransition(to state: StateMask) {
            transitions.append("will \(state.rawValue)")
        }

        override func didTransition(to state: StateMask) {
            transitions.append("did \(state.rawValue)")
        }
    }

    @MainActor
    @Suite("Cells and header-footer views behave like UIKit's")
    struct UITableViewCellTests {
        @Test func settingStatePropertiesGoesThroughTheUnanimatedSetters() {
            let cell = RecordingCell(style: .default, reuseIdentifier: "cell")
            cell.isSelected = true
            cell.isHighlighted = true
            cell.isEditing = true
            #expect(
                cell.calls == [
                    "selected true animated false", "highlighted true animated false", "editing true animated false",
                ])
            #expect(cell.isSelected && cell.isHighlighted && cell.isEditing)
            cell.prepareForReuse()
            #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing)
        }

        @Test func swipingAndEditingTellTheCellAboutEachStateItEntersAndLeaves() throws {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model)
            table.register(TransitionRecordingCell.self, forCellReuseIdentifier: "cell")
            let cell = try #require(table.cellForRow(at: ip(0, 0)) as? TransitionRecordingCell)
            let deleteConfirmation = UITableViewCell.StateMask.showingDeleteConfirmation.rawValue
            let editControl = UITableViewCell.StateMask.showingEditControl.rawValue

            table.headlessSwipe(rowAt: ip(0, 0))
            #expect(cell.transitions == ["will \(deleteConfirmation)", "did \(deleteConfirmation)"])
            table.headlessCancelSwipe()
            #expect(cell.transitions.suffix(2) == ["will 0", "did 0"])

            cell.transitions.removeAll()
            table.setEditing(true, animated: false)
            table.setEditing(true, animated: false)
            #expect(cell.transitions == ["will \(editControl)", "did \(editControl)"])
            cell.prepareForReuse()
            #expect(!cell.isEditing && cell.transitions.count == 2)
        }

        @Test func theImageViewIsCreatedOnFirstUseWithoutAnImage() throws {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let imageView = try #require(cell.imageView)
            #expect(imageView.image == nil)
            #expect(cell.imageView === imageView)
        }

        @Test func aCellCannotBeUnarchivedHeadlessly() {
            #expect(UITableViewCell(coder: NSCoder()) == nil)
        }

        @Test func stateMasksHaveUIKitsBits() {
            #expect(UITableViewCell.StateMask.showingEditControl.rawValue == 1)
            #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
            #expect(UITableViewCell.StateMask(rawValue: 3) == [.showingEditControl, .showingDeleteConfirmation])
        }

        @Test func theDestructiveRowActionStyleIsTheDefaultStyle() {
            // UIKit declares UITableViewRowActionStyleDestructive = UITableViewRowActionStyleDefault.
            #expect(UITableViewRowAction.Style.destructive == .default)
            #expect(UITableViewRowAction.Style.destructive.rawValue == 0)
        }

        // MARK: Header-footer views

        @Test func aHeaderFooterViewCreatedWithAFrameHasNoReuseIdentifier() {
            let view = UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
            #expect(view.reuseIdentifier == nil)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
            #expect(view.bounds.size == CGSize(width: 320, height: 28))
            #expect(view.contentView.superview === view)
        }

        @Test func theDetailLabelIsCreatedOnFirstUseInTheContentView() throws {
            let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
            let label = try #require(view.detailTextLabel)
            #expect(label.superview === view.contentView)
            #expect(view.detailTextLabel === label)
            #expect(label.text == nil)
        }

        @Test func anAccessoryViewIsASubviewOfTheCellAtItsTrailingEdge() throws {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model)
            table.layoutIfNeeded()
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            cell.accessoryView = button
            #expect(button.superview === cell)
            #expect(!cell.contentView.subviews.contains(button))
            #expect(
                button.frame
                    == CGRect(x: cell.bounds.width - 16 - 60, y: (cell.bounds.height - 30) / 2, width: 60, height: 30))
            // The pattern apps use to find a tapped accessory's row: walk up to the cell.
            var view: UIView? = button
            while let current = view, !(current is UITableViewCell) { view = current.superview }
            let found = try #require(view as? UITableViewCell)
            #expect(table.indexPath(for: found) == IndexPath(row: 1, section: 0))

            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            cell.accessoryView = toggle
            #expect(button.superview == nil)
            #expect(toggle.superview === cell)
            cell.accessoryView = nil
            #expect(toggle.superview == nil)
        }

        @Test func anAccessoryViewFollowsTheCellsWidth() {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            cell.accessoryView = badge
            cell.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
            cell.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 400 - 16 - 20, y: 20, width: 20, height: 20))
        }

        @Test func aHeaderFooterViewCannotBeUnarchivedHeadlessly() {
            #expect(UITableViewHeaderFooterView(coder: NSCoder()) == nil)
        }
    }
#endif

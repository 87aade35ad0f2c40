// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that records the states its configuration is updated for.
    @MainActor
    private final class StateRecordingCell: UITableViewCell {
        var states: [UICellConfigurationState] = []

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
        }
    }

    /// A data source whose cells show list configurations and follow their state through a handler.
    @MainActor
    private final class ConfiguredModel: NSObject, UITableViewDataSource, UITableViewDelegate {
        var handlerStates: [IndexPath: [UICellConfigurationState]] = [:]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            content.image = UIImage(systemName: "star")  // replaced by the handler before display
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { [weak self] cell, state in
                self?.handlerStates[indexPath, default: []].append(state)
                var updated = cell.defaultContentConfiguration()
                updated.text = "Row \(indexPath.row)"
                updated.secondaryText = state.isSelected ? "selected" : nil
                updated.image = state.isSelected ? UIImage(systemName: "checkmark") : nil
                cell.contentConfiguration = updated
            }
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var content = header.defaultContentConfiguration()
            content.text = "Header"
            header.contentConfiguration = content
            return header
        }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    }

    @MainActor
    @Suite struct UIListContentConfigurationTests {
        @Test func whenStylesAreMade_thatTheirDefaultsDiffer() {
            let cell = UIListContentConfiguration.cell()
            #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color == .label)
            #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil)
            #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
            #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
            #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
            #expect(UIListContentConfiguration.groupedHeader().textProperties.font.pointSize == 13)
            #expect(UIListContentConfiguration.sidebarCell().headlessStyle == .sidebarCell)
            var changed = cell
            changed.text = "Wi-Fi"
            changed.textProperties.numberOfLines = 1
            #expect(changed != cell && changed.textProperties.numberOfLines == 1)
            #expect(changed.updated(for: UICellConfigurationState()) == changed)
        }

        @Test(arguments: [
            (UITableViewCell.CellStyle.default, UIListContentConfiguration.HeadlessStyle.cell),
            (.subtitle, .subtitleCell), (.value1, .valueCell), (.value2, .valueCell),
        ])
        func whenACellMakesItsDefaultConfiguration_thatItMatchesTheCellStyle(
            style: UITableViewCell.CellStyle, expected: UIListContentConfiguration.HeadlessStyle
        ) {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            #expect(cell.defaultContentConfiguration().headlessStyle == expected)
        }

        @Test func whenAConfigurationIsSet_thatTheContentViewShowsIt() throws {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            let view = try #require(cell.contentView.subviews.last as? UIListContentView)
            #expect((view.configuration as? UIListContentConfiguration)?.text == "Wi-Fi")
            content.text = "Bluetooth"
            cell.contentConfiguration = content
            #expect(cell.contentView.subviews.last === view)
            #expect((view.configuration as? UIListContentConfiguration)?.text == "Bluetooth")
            #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Bluetooth"])
        }

        @Test func whenTheCellsStateChanges_thatItsConfigurationIsUpdatedWithTheState() {
            let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
            cell.setSelected(true, animated: false)
            cell.setSelected(true, animated: false)
            cell.setHighlighted(true, animated: false)
            cell.setEditing(true, animated: false)
            #expect(cell.states.map(\.isSelected) == [true, true, true])
            #expect(cell.states.map(\.isHighlighted) == [false, true, true])
            #expect(cell.states.last?.isEditing == true)
            cell.prepareForReuse()
            #expect(cell.states.last == UICellConfigurationState())
        }

        @Test func whenTheTableShowsAndSelectsRows_thatHandlersRunOncePerDisplayAndPerChange() {
            let model = ConfiguredModel()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = 44
            table.estimatedRowHeight = 0
            table.dataSource = model
            table.delegate = model
            table.layoutIfNeeded()
            #expect(model.handlerStates[IndexPath(row: 0, section: 0)]?.count == 1)
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            let states = model.handlerStates[IndexPath(row: 1, section: 0)] ?? []
            #expect(states.map(\.isSelected) == [false, false, true, true])
            #expect(states.map(\.isHighlighted) == [false, true, true, false])
            #expect(
                table.headlessRenderedText() == """
                    UITableView plain 320x200, offset 0, content 320x162, 1 section
                    [header 0] y=0 h=30 "Header"
                      [0,0] y=30 h=44 "Row 0"
                      [0,1] y=74 h=44 [checkmark] "Row 1" | "selected" (selected)
                      [0,2] y=118 h=44 "Row 2"
                    """)
        }

        @Test func whenASwipeShowsActions_thatTheStateIsSwiped() {
            let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
            cell.showingDeleteConfirmation = true
            #expect(cell.configurationState.isSwiped && cell.states.last?.isSwiped == true)
        }

        @Test func whenBackgroundsAreConfigured_thatTheyAreValues() {
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .systemYellow
            background.cornerRadius = 10
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundConfiguration = background
            #expect(cell.backgroundConfiguration == background)
            #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemYellow)
            #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .systemBlue) == .clear)
            #expect(background.headlessStyle == .listGroupedCell)
        }

        @Test func whenAHeaderViewHasAHandler_thatSettingItRunsIt() {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var runs = 0
            header.configurationUpdateHandler = { view, state in
                runs += 1
                var content = view.defaultContentConfiguration()
                content.text = state.isSelected ? "selected" : "Header"
                view.contentConfiguration = content
            }
            #expect(runs == 1)
            #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Header")
        }
    }
#endif

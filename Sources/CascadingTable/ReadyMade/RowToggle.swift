/// The switch a `ListRow` shows with `toggle(isOn:onChange:)`: its state, which a rebuilt row compares
/// as a `Bool`, and the handler the control calls, which a rebuilt row that keeps the old cell takes over.
@MainActor
final class RowToggle {
    /// Whether the row said the switch is on.
    let isOn: Bool

    /// Runs with the new value when the user flips the switch.
    var onChange: (Bool) -> Void

    /// The control; its action does not keep the toggle, which the rows that show it keep.
    let control = UISwitch()

    init(isOn: Bool, onChange: @escaping (Bool) -> Void) {
        self.isOn = isOn
        self.onChange = onChange
        control.isOn = isOn
        control.addAction(
            UIAction { [weak self, unowned control] _ in self?.onChange(control.isOn) }, for: .valueChanged)
    }
}

extension ListRow: KeepsDrawnCell {
    /// The switch the cell shows now calls this row's handler.
    public func keepCell(drawnFor old: CascadingNode) {
        guard let toggle, let drawn = (old as? ListRow)?.drawnToggle else { return }
        drawn.onChange = toggle.onChange
        drawnToggle = drawn
    }
}

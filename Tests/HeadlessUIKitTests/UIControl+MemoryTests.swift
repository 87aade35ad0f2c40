// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A weak reference, to check that an object is gone.
    private struct Weak {
        weak var object: AnyObject?
    }

    /// The controls a table row commonly holds.
    private enum ControlKind: String, CaseIterable, CustomStringConvertible {
        case toggle, button, segments, segmentAction
        var description: String { rawValue }
    }

    /// How the row reacts to its control: a `UIAction` whose handler captures the cell weakly, as
    /// UIKit's sample code writes it, or the cell as the target of an action method.
    private enum Wiring: String, CaseIterable, CustomStringConvertible {
        case action, targetAction
        var description: String { rawValue }
    }

    /// A cell that owns its control, in its content view, and counts what the control sent it.
    @MainActor
    private final class ControlCell: UITableViewCell, HeadlessActionPerforming {
        var control = UIControl()
        var received = 0

        func headlessPerform(_ action: Selector, sender: Any?) {
            if action == Selector("controlChanged:"), sender as AnyObject? === control { received += 1 }
        }
    }

    /// One row whose cell is built with a control of `kind`, wired as `wiring` says.
    @MainActor
    private final class ControlRowSource: NSObject, UITableViewDataSource {
        let kind: ControlKind
        let wiring: Wiring
        private(set) var action: UIAction?

        init(kind: ControlKind, wiring: Wiring) {
            self.kind = kind
            self.wiring = wiring
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = ControlCell(style: .default, reuseIdentifier: nil)
            let action = UIAction { [weak cell] action in
                if action.sender as AnyObject? === cell?.control { cell?.received += 1 }
            }
            let events: UIControl.Event
            switch kind {
            case .toggle:
                cell.control = UISwitch()
                events = .valueChanged
            case .button:
                cell.control =
                    wiring == .action ? UIButton(type: .system, primaryAction: action) : UIButton(type: .system)
                events = .touchUpInside
            case .segments:
                cell.control = UISegmentedControl(items: ["Day", "Week"])
                events = .valueChanged
            case .segmentAction:
                let week = wiring == .action ? action : UIAction(title: "Week") { _ in }
                cell.control = UISegmentedControl(frame: .zero, actions: [UIAction(title: "Day") { _ in }, week])
                events = .valueChanged
            }
            switch wiring {
            case .action:
                let ownAction = kind == .button || kind == .segmentAction
                if !ownAction { cell.control.addAction(action, for: events) }
                self.action = action
            case .targetAction:
                cell.control.addTarget(cell, action: Selector("controlChanged:"), for: events)
            }
            cell.contentView.addSubview(cell.control)
            return cell
        }
    }

    /// A screen whose pull-to-refresh reloads it, reacting through an action method or a `UIAction`.
    @MainActor
    private final class RefreshingController: UITableViewController, HeadlessActionPerforming {
        var refreshes = 0

        func headlessPerform(_ action: Selector, sender: Any?) {
            if action == Selector("refresh:") { refreshes += 1 }
        }
    }

    @MainActor
    @Suite("Controls: a control, its actions, its targets and its cell are freed with their table")
    struct UIControlMemoryTests {
        /// Shows the row, uses its control once, and returns what must be gone once the table is.
        private func useControl(_ kind: ControlKind, _ wiring: Wiring) throws -> (received: Int, traces: [Weak]) {
            let source = ControlRowSource(kind: kind, wiring: wiring)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.dataSource = source
            table.layoutIfNeeded()
            let cell = try #require(table.visibleCells.first as? ControlCell)
            switch cell.control {
            case let toggle as UISwitch: toggle.headlessToggle()
            case let button as UIButton: button.headlessTap()
            case let segments as UISegmentedControl: segments.headlessSelectSegment(at: 1)
            default: Issue.record("no control in the cell")
            }
            return (
                cell.received,
                [Weak(object: table), Weak(object: cell), Weak(object: cell.control)]
                    + (source.action.map { [Weak(object: $0)] } ?? [])
            )
        }

        @Test(arguments: ControlKind.allCases, Wiring.allCases)
        fileprivate func whenTheUserUsedAControlInARow_thatItsCellControlAndActionGoWithTheTable(
            kind: ControlKind, wiring: Wiring
        ) throws {
            let (received, traces) = try useControl(kind, wiring)
            #expect(received == 1)
            #expect(traces.count == (wiring == .action ? 4 : 3))
            #expect(traces.allSatisfy { $0.object == nil })
        }

        @Test(arguments: Wiring.allCases)
        fileprivate func whenTheUserPulledToRefresh_thatTheControllerTableAndRefreshControlAreFreed(wiring: Wiring) {
            var traces: [Weak] = []
            var refreshes = 0
            do {
                let controller = RefreshingController(style: .plain)
                controller.loadViewIfNeeded()
                let refresh = UIRefreshControl()
                switch wiring {
                case .action:
                    let action = UIAction { [weak controller] _ in controller?.refreshes += 1 }
                    refresh.addAction(action, for: .valueChanged)
                    traces.append(Weak(object: action))
                case .targetAction:
                    refresh.addTarget(controller, action: Selector("refresh:"), for: .valueChanged)
                }
                controller.refreshControl = refresh
                #expect(refresh.headlessPullToRefresh())
                refreshes = controller.refreshes
                traces += [Weak(object: controller), Weak(object: controller.tableView), Weak(object: refresh)]
            }
            #expect(refreshes == 1)
            #expect(traces.allSatisfy { $0.object == nil })
        }

        @Test func whenATargetIsFreed_thatTheControlNeitherKeepsNorCallsIt() {
            let control = UISwitch()
            var target: ControlCell? = ControlCell(style: .default, reuseIdentifier: nil)
            let weakTarget = Weak(object: target)
            control.addTarget(target, action: Selector("controlChanged:"), for: .valueChanged)
            #expect(control.allTargets.count == 1)
            target = nil
            #expect(weakTarget.object == nil)
            #expect(control.allTargets.isEmpty)
            control.headlessToggle()  // the action method's target is gone: nothing to call
            #expect(control.allControlEvents == .valueChanged)
        }

        @Test func whenTheSenderIsFreed_thatTheActionNoLongerNamesIt() {
            let action = UIAction { _ in }
            var control: UISwitch? = UISwitch()
            control?.addAction(action, for: .valueChanged)
            control?.headlessToggle()
            #expect(action.sender as AnyObject? === control)
            control = nil
            #expect(action.sender == nil)
        }
    }
#endif

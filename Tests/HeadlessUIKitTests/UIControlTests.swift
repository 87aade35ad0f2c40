// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A target that performs selectors by name, as the headless selector form requires.
    @MainActor
    private final class SelectorTarget: NSObject, HeadlessActionPerforming {
        private(set) var performed: [(Selector, ObjectIdentifier?)] = []

        func headlessPerform(_ action: Selector, sender: Any?) {
            performed.append((action, (sender as AnyObject?).map(ObjectIdentifier.init)))
        }
    }

    @MainActor
    @Suite struct UIControlTests {
        @Test func whenActionsAreAdded_thatEventsRunThemInOrderWithTheControlAsSender() {
            let control = UIControl(frame: .zero)
            var log: [String] = []
            var sender: AnyObject?
            control.addAction(
                UIAction { action in
                    log.append("a"); sender = action.sender as AnyObject?
                }, for: .valueChanged)
            control.addAction(UIAction { _ in log.append("b") }, for: [.valueChanged, .touchUpInside])
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .touchUpInside)
            #expect(log == ["a", "b", "b"])
            #expect(sender === control)
            #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
        }

        @Test func whenAnActionIsRenamed_thatItsTitleAndImageChangeButAMenusStayFixed() {
            let action = UIAction(title: "Mute") { _ in }
            action.title = "Unmute"
            action.image = UIImage(systemName: "speaker")
            #expect(action.title == "Unmute")
            #expect(action.image != nil)
            let element: UIMenuElement = action
            #expect(element.title == "Unmute")
            let menu = UIMenu(title: "Sound", children: [action])
            #expect(menu.title == "Sound")
        }

        @Test func whenAnActionWithTheSameIdentifierIsAdded_thatItReplacesTheFirst() {
            let control = UIControl(frame: .zero)
            var log: [String] = []
            let id = UIAction.Identifier("save")
            control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
            control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            control.removeAction(identifiedBy: id, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect(log == ["new"])
        }

        @Test func whenAControlIsMadeWithAPrimaryAction_thatThePrimaryEventRunsIt() {
            var runs = 0
            let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
            control.sendActions(for: .primaryActionTriggered)
            control.sendActions(for: .valueChanged)
            #expect(runs == 1)
            #expect(control.isAccessibilityElement)
        }

        @Test func whenATargetIsAdded_thatItIsListedAndAPerformingTargetReceivesTheSelector() {
            let control = UIControl(frame: .zero)
            let target = SelectorTarget()
            control.addTarget(target, action: Selector("changed:"), for: .valueChanged)
            control.addTarget(target, action: Selector("changed:"), for: .valueChanged)
            #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed:"])
            #expect(control.allTargets == [AnyHashable(target)])
            control.sendActions(for: .valueChanged)
            #expect(target.performed.count == 1)
            #expect(target.performed.first?.0 == Selector("changed:"))
            #expect(target.performed.first?.1 == ObjectIdentifier(control))
            control.removeTarget(target, action: nil, for: .allEvents)
            #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        }

        @Test func whenStatesChange_thatStateFollows() {
            let control = UIControl(frame: .zero)
            #expect(control.state == .normal)
            control.isEnabled = false
            control.isSelected = true
            #expect(control.state == [.disabled, .selected])
        }

        @Test func whenASwitchChangesInCode_thatNoEventIsSentButAToggleSendsThem() {
            let toggle = UISwitch(frame: .zero)
            var events: [Bool] = []
            toggle.addAction(
                UIAction { action in events.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
            toggle.setOn(true, animated: true)
            toggle.isOn = false
            #expect(events.isEmpty)
            toggle.headlessToggle()
            #expect(events == [true] && toggle.isOn && toggle.accessibilityValue == "1")
            toggle.isEnabled = false
            toggle.headlessToggle()
            #expect(events == [true] && toggle.isOn)
        }

        @Test func whenAButtonIsTapped_thatTouchAndPrimaryEventsAreSent() {
            var log: [String] = []
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
            button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
            #expect(button.currentTitle == "Save" && button.buttonType == .system)
            button.headlessTap()
            #expect(log == ["down", "up", "primary"])
            #expect(!button.isHighlighted)
            #expect(button.accessibilityTraits.contains(.button))
        }

        @Test func whenAButtonHasTitlesPerState_thatTheCurrentStatePicksOne() {
            let button = UIButton(type: .custom)
            button.setTitle("Follow", for: .normal)
            button.setTitle("Following", for: .selected)
            #expect(button.title(for: .highlighted) == "Follow")
            button.isSelected = true
            #expect(button.currentTitle == "Following")
            button.setTitleColor(.red, for: .normal)
            #expect(button.titleColor(for: .disabled) == .red)
        }

        @Test func whenAButtonHasAConfiguration_thatItShowsItAndUpdatesWithState() {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Buy"
            configuration.image = UIImage(systemName: "cart")
            let button = UIButton(configuration: configuration)
            var states: [Bool] = []
            button.configurationUpdateHandler = { button in
                states.append(button.isHighlighted)
                button.configuration?.subtitle = button.isHighlighted ? "pressed" : nil
            }
            #expect(button.currentTitle == "Buy" && button.currentImage?.headlessName == "cart")
            #expect(button.configuration?.headlessStyle == .filled)
            button.headlessTap()
            #expect(states == [false, true, false])
            #expect(button.configuration?.subtitle == nil)
        }

        @Test func whenASegmentIsTapped_thatItsActionAndEventsRunOnce() {
            var log: [String] = []
            let control = UISegmentedControl(
                frame: .zero,
                actions: [
                    UIAction(title: "Day") { _ in log.append("day") },
                    UIAction(title: "Week") { _ in log.append("week") },
                ])
            control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.selectedSegmentIndex = 0
            #expect(log.isEmpty)
            control.headlessSelectSegment(at: 1)
            control.headlessSelectSegment(at: 1)
            #expect(log == ["week", "changed"])
            #expect(control.selectedSegmentIndex == 1)
            control.insertSegment(withTitle: "Year", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Year")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
        }

        @Test func whenASpinnerStartsAndStops_thatItShowsAndHidesItself() {
            let spinner = UIActivityIndicatorView(style: .large)
            #expect(spinner.isHidden && !spinner.isAnimating)
            spinner.startAnimating()
            #expect(!spinner.isHidden && spinner.isAnimating)
            spinner.stopAnimating()
            #expect(spinner.isHidden)
        }

        @Test func whenARefreshControlIsPulled_thatValueChangedIsSentButBeginRefreshingSendsNothing() {
            let refresh = UIRefreshControl()
            var pulls = 0
            refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
            refresh.beginRefreshing()
            #expect(refresh.isRefreshing && pulls == 0)
            #expect(!refresh.headlessPullToRefresh())
            refresh.endRefreshing()
            #expect(refresh.headlessPullToRefresh())
            #expect(refresh.isRefreshing && pulls == 1)
        }

        @Test func whenACellHasAControlAccessory_thatTheRenderingShowsItsState() throws {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model)
            let toggle = UISwitch(frame: .zero)
            try #require(table.cellForRow(at: ip(0, 0))).accessoryView = toggle
            try #require(table.cellForRow(at: ip(0, 1))).accessoryView = UISegmentedControl(items: ["A", "B"])
            #expect(table.headlessRenderedText().contains("\"0.0\" <UISwitch off>"))
            toggle.headlessToggle()
            toggle.isEnabled = false
            #expect(table.headlessRenderedText().contains("\"0.0\" <UISwitch on disabled>"))
            #expect(table.headlessRenderedText().contains("\"0.1\" <UISegmentedControl A|B>"))
        }
    }
#endif

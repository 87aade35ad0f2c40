#if !canImport(UIKit)
    import Foundation

    /// The base class of controls: state (enabled, selected, highlighted) and target–action.
    ///
    /// Actions run when the user interacts with the control, never when code changes its value, as in
    /// UIKit. Headlessly the user's interaction is a `headless…` simulation of the subclass
    /// (`UISwitch.headlessToggle()`, `UIButton.headlessTap()`, …) or `sendActions(for:)`.
    @preconcurrency @MainActor
    open class UIControl: UIView {
        /// Whether the control responds to the user. Default `true`.
        open var isEnabled = true
        /// Whether the control is selected. Default `false`.
        open var isSelected = false
        /// Whether the control is highlighted. Default `false`.
        open var isHighlighted = false

        /// The control's state, derived from `isEnabled`, `isSelected` and `isHighlighted`.
        open var state: State {
            var state: State = []
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            if isHighlighted { state.insert(.highlighted) }
            return state
        }

        /// What runs for events: an action, which the control keeps, or a target's method, whose target
        /// the control does not keep (UIKit's rule: a control does not retain its targets).
        private enum Handler {
            case action(UIAction)
            case target(ActionTarget, Selector)
        }

        /// A target held weakly; `nil` target (the responder chain) stays distinct from a target that is gone.
        private struct ActionTarget {
            weak var object: AnyObject?
            /// Whether a target was given at all.
            let wasGiven: Bool

            init(_ object: AnyObject?) {
                self.object = object
                wasGiven = object != nil
            }

            /// Whether this names `other`: the same live object, or no target for `nil`.
            func names(_ other: AnyObject?) -> Bool {
                other == nil ? !wasGiven : object === other
            }
        }

        private var handlers: [(events: Event, handler: Handler)] = []

        /// Creates a control; controls are accessibility elements, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
        }

        /// Creates a control and adds an action for `.primaryActionTriggered`.
        public convenience init(frame: CGRect, primaryAction: UIAction?) {
            self.init(frame: frame)
            if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        // MARK: Actions

        /// Adds an action for events; an action with the same identifier replaces the earlier one.
        open func addAction(_ action: UIAction, for controlEvents: Event) {
            removeAction(identifiedBy: action.identifier, for: controlEvents)
            handlers.append((controlEvents, .action(action)))
        }

        /// Removes an action from events.
        open func removeAction(_ action: UIAction, for controlEvents: Event) {
            removeAction(identifiedBy: action.identifier, for: controlEvents)
        }

        /// Removes the action with an identifier from events.
        open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
            remove(from: controlEvents) {
                if case .action(let action) = $0 { return action.identifier == actionIdentifier }
                return false
            }
        }

        /// Adds a target and an action method for events; the control does not keep the target alive.
        ///
        /// Linux cannot call a method from its selector: a target that adopts `HeadlessActionPerforming`
        /// receives the selector; others are recorded for `allTargets` and `actions(forTarget:forControlEvent:)`
        /// but not called.
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            let exists = handlers.contains {
                if case .target(let existing, let selector) = $0.handler {
                    return existing.names(object) && selector == action && $0.events == controlEvents
                }
                return false
            }
            if !exists { handlers.append((controlEvents, .target(ActionTarget(object), action))) }
        }

        /// Removes a target's action (every action when `action` is `nil`) from events.
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            remove(from: controlEvents) {
                guard case .target(let existing, let selector) = $0 else { return false }
                return (object == nil || existing.object === object) && (action == nil || selector == action)
            }
        }

        /// The targets that have actions on the control.
        open var allTargets: Set<AnyHashable> {
            var targets = Set<AnyHashable>()
            for entry in handlers {
                if case .target(let target, _) = entry.handler, let object = target.object as? NSObject {
                    targets.insert(object)
                }
            }
            return targets
        }

        /// Every event that has an action or a target.
        open var allControlEvents: Event {
            handlers.reduce(into: []) { $0.formUnion($1.events) }
        }

        /// The names of a target's action methods for an event, `nil` when there are none.
        open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
            let object = target.map { $0 as AnyObject }
            let names = handlers.compactMap { entry -> String? in
                guard entry.events.contains(controlEvent), case .target(let existing, let selector) = entry.handler,
                    existing.names(object)
                else { return nil }
                return selector.description
            }
            return names.isEmpty ? nil : names
        }

        /// Runs the actions and target actions of events, in the order they were added.
        open func sendActions(for controlEvents: Event) {
            for entry in handlers where !entry.events.isDisjoint(with: controlEvents) {
                switch entry.handler {
                case .action(let action): sendAction(action)
                case .target(let target, let selector):
                    // A target that is gone receives nothing.
                    if !target.wasGiven || target.object != nil { sendAction(selector, to: target.object, for: nil) }
                }
            }
        }

        /// Runs an action with the control as its sender.
        open func sendAction(_ action: UIAction) {
            action.perform(sender: self)
        }

        /// Sends an action message to a target; headlessly only a `HeadlessActionPerforming` target receives it.
        open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            (target as? HeadlessActionPerforming)?.headlessPerform(action, sender: self)
        }

        /// Sends the events of a user interaction if the control is enabled.
        func sendUserEvents(_ events: Event) {
            guard isEnabled else { return }
            sendActions(for: events)
        }

        private func remove(from controlEvents: Event, where matches: (Handler) -> Bool) {
            var kept: [(events: Event, handler: Handler)] = []
            for entry in handlers {
                guard matches(entry.handler) else {
                    kept.append(entry)
                    continue
                }
                let remaining = entry.events.subtracting(controlEvents)
                if !remaining.isEmpty { kept.append((remaining, entry.handler)) }
            }
            handlers = kept
        }
    }
#endif

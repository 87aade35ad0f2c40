#if !canImport(UIKit)
    import Foundation

    extension UIControl {
        /// The events a control sends actions for; the raw bits are UIKit's.
        public struct Event: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates events from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// A touch went down in the control.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// A repeated touch went down in the control.
            public static let touchDownRepeat = Event(rawValue: 1 << 1)
            /// A finger was dragged inside the control.
            public static let touchDragInside = Event(rawValue: 1 << 2)
            /// A finger was dragged outside the control.
            public static let touchDragOutside = Event(rawValue: 1 << 3)
            /// A finger was dragged into the control.
            public static let touchDragEnter = Event(rawValue: 1 << 4)
            /// A finger was dragged out of the control.
            public static let touchDragExit = Event(rawValue: 1 << 5)
            /// A touch lifted inside the control: a tap.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// A touch lifted outside the control.
            public static let touchUpOutside = Event(rawValue: 1 << 7)
            /// A touch was cancelled.
            public static let touchCancel = Event(rawValue: 1 << 8)
            /// The user changed the control's value.
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// The control's primary action was triggered (a button tap, a value change).
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// A menu action was triggered.
            public static let menuActionTriggered = Event(rawValue: 1 << 14)
            /// Editing began in a text control.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// The text changed in a text control.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// Editing ended in a text control.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// Editing ended with the return key.
            public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
            /// Every touch event.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// Every editing event.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            /// Events reserved for the app.
            public static let applicationReserved = Event(rawValue: 0x0F00_0000)
            /// Events reserved for the system.
            public static let systemReserved = Event(rawValue: 0xF000_0000)
            /// Every event.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }

        /// The states a control can be in; the raw bits are UIKit's.
        public struct State: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates a state from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Enabled, not selected, not highlighted.
            public static let normal = State([])
            /// Highlighted (a touch is down on it).
            public static let highlighted = State(rawValue: 1 << 0)
            /// Disabled.
            public static let disabled = State(rawValue: 1 << 1)
            /// Selected.
            public static let selected = State(rawValue: 1 << 2)
            /// Focused.
            public static let focused = State(rawValue: 1 << 3)
            /// States reserved for the app.
            public static let application = State(rawValue: 0x00FF_0000)
            /// States reserved for the system.
            public static let reserved = State(rawValue: 0xFF00_0000)
        }
    }
#endif

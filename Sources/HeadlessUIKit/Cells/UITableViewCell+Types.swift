#if !canImport(UIKit)
    import Foundation

    extension UITableViewCell {
        /// The built-in layouts of a cell's labels and image.
        public enum CellStyle: Int, Sendable {
            /// A text label and an optional image view.
            case `default` = 0
            /// A left-aligned label and a right-aligned detail label.
            case value1 = 1
            /// A right-aligned label and a left-aligned detail label.
            case value2 = 2
            /// A title with a smaller subtitle below it.
            case subtitle = 3
        }

        /// The editing control a cell shows.
        public enum EditingStyle: Int, Sendable {
            /// No editing control.
            case none = 0
            /// The red minus control that leads to deletion.
            case delete = 1
            /// The green plus control that inserts a row.
            case insert = 2
        }

        /// The standard accessory views of a cell.
        public enum AccessoryType: Int, Sendable {
            /// No accessory.
            case none = 0
            /// A chevron; it does not track touches.
            case disclosureIndicator = 1
            /// An info button and a chevron; the button tracks touches.
            case detailDisclosureButton = 2
            /// A check mark.
            case checkmark = 3
            /// An info button that tracks touches.
            case detailButton = 4
        }

        /// How a selected cell looks.
        public enum SelectionStyle: Int, Sendable {
            /// No visible selection.
            case none = 0
            /// Blue selection background.
            case blue = 1
            /// Gray selection background.
            case gray = 2
            /// The system's default selection look.
            case `default` = 3
        }

        /// The style of the separator lines between cells.
        public enum SeparatorStyle: Int, Sendable {
            /// No separators.
            case none = 0
            /// A single line.
            case singleLine = 1
            /// An etched line (deprecated in UIKit).
            case singleLineEtched = 2
        }

        /// How a cell shows focus.
        public enum FocusStyle: Int, Sendable {
            /// The system's focus look.
            case `default` = 0
            /// The cell draws focus itself.
            case custom = 1
        }

        /// The state of a cell during a drag.
        public enum DragState: Int, Sendable {
            /// Not part of a drag.
            case none = 0
            /// Being lifted.
            case lifting = 1
            /// Being dragged.
            case dragging = 2
        }

        /// The transient states a cell moves through while editing.
        public struct StateMask: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates a mask from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The cell shows its editing control.
            public static let showingEditControl = StateMask(rawValue: 1 << 0)
            /// The cell shows its delete confirmation button.
            public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
        }
    }
#endif

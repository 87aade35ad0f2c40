#if !canImport(UIKit)
    import Foundation

    extension UITableView {
        /// The appearance of a table view, fixed when it is created.
        public enum Style: Int, Sendable {
            /// Section headers and footers float over the rows.
            case plain = 0
            /// Sections are visually grouped.
            case grouped = 1
            /// Grouped sections inset from the table's edges.
            case insetGrouped = 2
        }

        /// The animation of inserted, deleted and reloaded rows.
        public enum RowAnimation: Int, Sendable {
            /// Fade in or out.
            case fade = 0
            /// Slide from or to the right.
            case right = 1
            /// Slide from or to the left.
            case left = 2
            /// Slide from or to the top.
            case top = 3
            /// Slide from or to the bottom.
            case bottom = 4
            /// No animation.
            case none = 5
            /// Keep the row centered.
            case middle = 6
            /// The system chooses.
            case automatic = 100
        }

        /// Where a row ends up when the table scrolls to it.
        public enum ScrollPosition: Int, Sendable {
            /// As little scrolling as makes the row fully visible.
            case none = 0
            /// At the top of the visible area.
            case top = 1
            /// In the middle of the visible area.
            case middle = 2
            /// At the bottom of the visible area.
            case bottom = 3
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// A table row's index path: its section and its row, as UIKit declares them.
    extension IndexPath {
        /// Creates an index path that identifies a row in a table view section.
        ///
        /// UIKit adds this initializer to Foundation's `IndexPath`; on Linux HeadlessUIKit provides it.
        /// - Parameters:
        ///   - row: The row's position inside its section.
        ///   - section: The section's position in the table view.
        public init(row: Int, section: Int) {
            // Appending to a one-index path builds the two-index storage in place; `init(indexes:)`
            // would allocate an array for every index path, and tables make one per row.
            self = IndexPath(index: section).appending(row)
        }

        /// The section this index path identifies (its first element).
        ///
        /// - Precondition: The index path has exactly two elements, as UIKit requires.
        public var section: Int {
            get {
                precondition(
                    count == 2,
                    "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
                )
                return self[0]
            }
            set {
                precondition(
                    count == 2,
                    "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
                )
                self[0] = newValue
            }
        }

        /// The row inside the section this index path identifies (its second element).
        ///
        /// - Precondition: The index path has exactly two elements, as UIKit requires.
        public var row: Int {
            get {
                precondition(
                    count == 2,
                    "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
                )
                return self[1]
            }
            set {
                precondition(
                    count == 2,
                    "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."
                )
                self[1] = newValue
            }
        }
    }
#endif

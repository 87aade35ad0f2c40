#if !canImport(UIKit)
    import Foundation

    extension IndexPath {
        /// Creates an index path that identifies an item in a collection view section.
        ///
        /// UIKit adds this initializer to Foundation's `IndexPath`; on Linux HeadlessUIKit provides it.
        /// - Parameters:
        ///   - item: The item's position inside its section.
        ///   - section: The section's position in the collection view.
        public init(item: Int, section: Int) {
            self.init(row: item, section: section)
        }

        /// The item inside the section this index path identifies (its second element).
        ///
        /// - Precondition: The index path has exactly two elements, as UIKit requires.
        public var item: Int {
            get { row }
            set { row = newValue }
        }
    }
#endif

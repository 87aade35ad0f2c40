#if !canImport(UIKit)
    import Foundation

    /// The state of a view for its configurations: selected, highlighted, disabled, focused.
    public struct UIViewConfigurationState: UIConfigurationState, Hashable {
        /// Whether the view is selected. Default `false`.
        public var isSelected = false
        /// Whether the view is highlighted. Default `false`.
        public var isHighlighted = false
        /// Whether the view is disabled. Default `false`.
        public var isDisabled = false
        /// Whether the view is focused. Default `false`.
        public var isFocused = false
        private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

        /// Creates a state with every flag off (headlessly there is no trait collection to pass).
        public init() {}

        /// A custom state of the app's own, `nil` when not set.
        public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
            get { custom[key] }
            set { custom[key] = newValue }
        }
    }

    /// The state of a cell for its configurations: the view's flags plus editing, swiping, reordering
    /// and expansion.
    public struct UICellConfigurationState: UIConfigurationState, Hashable {
        /// Whether the cell is selected. Default `false`.
        public var isSelected = false
        /// Whether the cell is highlighted. Default `false`.
        public var isHighlighted = false
        /// Whether the cell is disabled. Default `false`.
        public var isDisabled = false
        /// Whether the cell is focused. Default `false`.
        public var isFocused = false
        /// Whether the table is editing. Default `false`.
        public var isEditing = false
        /// Whether the cell is expanded (outline). Default `false`.
        public var isExpanded = false
        /// Whether the cell shows its swipe actions. Default `false`.
        public var isSwiped = false
        /// Whether the cell is being reordered. Default `false`.
        public var isReordering = false
        private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

        /// Creates a state with every flag off (headlessly there is no trait collection to pass).
        public init() {}

        /// A custom state of the app's own, `nil` when not set.
        public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
            get { custom[key] }
            set { custom[key] = newValue }
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// A row of a table view: labels, an image, an accessory, and selection and editing state.
    ///
    /// Headlessly a cell draws nothing; the table reads its state for layout, tests and text rendering.
    @preconcurrency @MainActor
    open class UITableViewCell: UIView {
        /// The identifier the table uses to reuse this cell; `nil` means it is never reused.
        ///
        /// A cell the table makes from a registered nib carries the identifier it was registered under.
        open internal(set) var reuseIdentifier: String?

        /// The layout style the cell was created with (headless addition, for inspection).
        public let headlessStyle: CellStyle

        /// The view custom content goes in.
        public let contentView = UIView()

        /// The main label (created on first use).
        open private(set) lazy var textLabel: UILabel? = makeLabel()

        /// The secondary label; `nil` for the `.default` style, which has none.
        open private(set) lazy var detailTextLabel: UILabel? = headlessStyle == .default ? nil : makeLabel()

        /// The image view on the leading side (created on first use).
        open private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)

        /// The standard accessory. Default `.none`; ignored when `accessoryView` is set.
        open var accessoryType: AccessoryType = .none

        /// A custom accessory view that replaces `accessoryType`.
        ///
        /// As in UIKit it is a subview of the cell (not of `contentView`): its `superview` is the cell and
        /// it is in the table's window while the row shows. Headlessly it sits at the cell's trailing
        /// edge, 16 points in, centred vertically, at its own size (its intrinsic size while its frame is
        /// empty); the content view keeps the cell's width.
        open var accessoryView: UIView? {
            didSet {
                guard accessoryView !== oldValue else { return }
                replaceAccessoryViews(oldValue.map { [$0] } ?? [], with: accessoryView.map { [$0] } ?? [])
                placeAccessoryView()
            }
        }

        /// The accessory shown while the table is editing. Default `.none`.
        open var editingAccessoryType: AccessoryType = .none

        /// How the cell looks when selected. Default `.default`.
        open var selectionStyle: SelectionStyle = .default

        /// The editing control; set by the table from its delegate's `editingStyleForRowAt`.
        open internal(set) var editingStyle: EditingStyle = .none

        /// Whether the reorder control shows while editing. Default `false`.
        open var showsReorderControl = false

        /// Whether the cell indents while editing. Default `true`.
        open var shouldIndentWhileEditing = true

        /// The indentation level of the content. Default 0.
        open var indentationLevel = 0

        /// The width of one indentation level. Default 10 points.
        open var indentationWidth: CGFloat = 10

        /// Whether the delete confirmation button is showing. Changes go through
        /// `willTransition(to:)` and `didTransition(to:)`.
        open internal(set) var showingDeleteConfirmation: Bool {
            get { transientState.contains(.showingDeleteConfirmation) }
            set { transition(.showingDeleteConfirmation, to: newValue) }
        }

        /// The view behind the content.
        open var backgroundView: UIView?

        /// The view behind the content while the cell is selected.
        open var selectedBackgroundView: UIView?

        /// The inset of the separator line.
        open var separatorInset: UIEdgeInsets = .zero

        /// Whether the cell is selected. Setting it is not animated.
        open var isSelected: Bool {
            get { selected }
            set { setSelected(newValue, animated: false) }
        }

        /// Whether the cell is highlighted. Setting it is not animated.
        open var isHighlighted: Bool {
            get { highlighted }
            set { setHighlighted(newValue, animated: false) }
        }

        /// Whether the cell is in editing mode. Setting it is not animated.
        open var isEditing: Bool {
            get { transientState.contains(.showingEditControl) }
            set { setEditing(newValue, animated: false) }
        }

        private var selected = false
        private var highlighted = false

        /// The content and background configurations and the update handler the cell stores.
        var configurations = CellConfigurations()

        /// The editing states the cell is in: `.showingEditControl` while editing,
        /// `.showingDeleteConfirmation` while a swipe shows its buttons.
        private var transientState: StateMask = []

        /// Creates a cell with a style and a reuse identifier.
        public init(style: CellStyle, reuseIdentifier: String?) {
            self.headlessStyle = style
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            contentView.fillsSuperviewInAutoLayout = true
            addSubview(contentView)
        }

        /// Creates a `.default` cell without a reuse identifier and gives it the frame.
        public override convenience init(frame: CGRect) {
            self.init(style: .default, reuseIdentifier: nil)
            self.frame = frame
        }

        /// Creates a `.default` cell for a reuse identifier; the headless table creates registered
        /// classes through this initializer (headless addition).
        ///
        /// It calls `init(style:reuseIdentifier:)`, so a subclass's override of that initializer runs.
        /// Swift needs a `required` initializer to create a cell from its class, and a subclass inherits
        /// this one as long as it overrides `init(style:reuseIdentifier:)` (UIKit's usual pattern).
        public required convenience init(headlessReuseIdentifier: String) {
            self.init(style: .default, reuseIdentifier: headlessReuseIdentifier)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Selects or deselects the cell.
        open func setSelected(_ selected: Bool, animated: Bool) {
            guard selected != self.selected else { return }
            self.selected = selected
            setNeedsUpdateConfiguration()
        }

        /// Highlights or unhighlights the cell.
        open func setHighlighted(_ highlighted: Bool, animated: Bool) {
            guard highlighted != self.highlighted else { return }
            self.highlighted = highlighted
            setNeedsUpdateConfiguration()
        }

        /// Enters or leaves editing mode, telling the cell through `willTransition(to:)` and
        /// `didTransition(to:)`.
        open func setEditing(_ editing: Bool, animated: Bool) {
            transition(.showingEditControl, to: editing)
        }

        /// Resets transient state before the table hands the cell out again.
        ///
        /// Overrides must call `super`. The base implementation clears selection, highlight and
        /// editing state, as UIKit's does; content is the data source's to reset.
        open func prepareForReuse() {
            selected = false
            highlighted = false
            transientState = []
            setNeedsUpdateConfiguration()
        }

        /// The size that fits the cell's content: headlessly the standard 44-point row at the proposed width.
        ///
        /// Rows whose height is `automaticDimension` are sized by this method; override it to self-size.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: size.width, height: 44)
        }

        /// The cell's state for its configurations: selected, highlighted, editing and swiped.
        ///
        /// Override the getter and call `super` to add custom states, as in UIKit.
        open var configurationState: UICellConfigurationState {
            var state = UICellConfigurationState()
            state.isSelected = isSelected
            state.isHighlighted = isHighlighted
            state.isEditing = isEditing
            state.isSwiped = showingDeleteConfirmation
            return state
        }

        /// Asks the cell to update its configurations for its current state.
        ///
        /// UIKit calls it when the configuration state changes (selection, highlight, editing, swipe, reuse);
        /// headlessly the update runs at once, except while the table obtains a cell from its data source:
        /// then it runs once, after `cellForRowAt` returned and the row's state was applied, before display.
        open func setNeedsUpdateConfiguration() {
            configurations.needsUpdate = true
            if UITableViewCell.configurationUpdatesDeferred == 0 { updateConfigurationIfNeeded() }
        }

        /// Updates the configurations for a state; the base implementation runs `configurationUpdateHandler`.
        ///
        /// Do not call it directly; call `setNeedsUpdateConfiguration()`. Overrides may call `super`.
        open func updateConfiguration(using state: UICellConfigurationState) {
            configurations.updateHandler?(self, state)
        }

        /// Called before the cell enters or leaves an editing state, with the states it is about to be in
        /// (empty when it returns to normal).
        open func willTransition(to state: StateMask) {}

        /// Called after the cell entered or left an editing state, with the states it is now in.
        open func didTransition(to state: StateMask) {}

        /// Adds or removes one editing state; a real change is bracketed by `willTransition(to:)` and
        /// `didTransition(to:)`, as in UIKit. Reuse resets the states without transitions.
        private func transition(_ state: StateMask, to isOn: Bool) {
            var next = transientState
            if isOn { next.insert(state) } else { next.remove(state) }
            guard next != transientState else { return }
            willTransition(to: next)
            transientState = next
            didTransition(to: next)
            setNeedsUpdateConfiguration()
        }

        /// Places the accessory view after the cell's size changed.
        open override func layoutSubviews() {
            super.layoutSubviews()
            placeAccessoryView()
        }

        /// Puts the accessory view at the trailing edge, centred vertically.
        private func placeAccessoryView() {
            placeAccessoryViews(accessoryView.map { [($0, false)] } ?? [])
        }

        private func makeLabel() -> UILabel {
            let label = UILabel(frame: .zero)
            contentView.addSubview(label)
            return label
        }
    }
#endif

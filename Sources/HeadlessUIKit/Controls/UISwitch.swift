#if !canImport(UIKit)
    import Foundation

    /// An on/off switch.
    ///
    /// `isOn` and `setOn(_:animated:)` change the value without sending events, as in UIKit;
    /// `headlessToggle()` is the user's flip, which sends `.valueChanged` and `.primaryActionTriggered`.
    @preconcurrency @MainActor
    open class UISwitch: UIControl {
        /// Whether the switch is on. Default `false`. Setting it sends no events.
        open var isOn = false {
            didSet { accessibilityValue = isOn ? "1" : "0" }
        }

        /// The color of the track when on. Default `nil` (the system green).
        open var onTintColor: UIColor?
        /// The color of the thumb. Default `nil` (white).
        open var thumbTintColor: UIColor?

        /// Creates a switch that is off.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityValue = "0"
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The switch's fixed size, 51 × 31 points, as UIKit's.
        open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

        /// The switch's fixed size, 51 × 31 points, whatever size is offered.
        open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

        /// Turns the switch on or off without sending events.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        /// Simulates the user flipping the switch (headless addition, not UIKit API): an enabled switch
        /// changes its value, then sends `.valueChanged` and `.primaryActionTriggered`; a disabled one does nothing.
        public func headlessToggle() {
            guard isEnabled else { return }
            isOn.toggle()
            sendUserEvents(.valueChanged)
            sendUserEvents(.primaryActionTriggered)
        }
    }
#endif

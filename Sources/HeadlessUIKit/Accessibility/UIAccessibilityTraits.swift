#if !canImport(UIKit)
    import Foundation

    /// The characteristics of an accessibility element, combined as a set.
    ///
    /// UIKit does not document the raw bits; these are the headless table's own and stable.
    public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt64

        /// Creates traits from raw bits.
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// No traits.
        public static let none = UIAccessibilityTraits([])
        /// The element acts as a button.
        public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// The element acts as a link.
        public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
        /// The element is an image.
        public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
        /// The element is selected.
        public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
        /// The element plays a sound when activated.
        public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
        /// The element acts as a keyboard key.
        public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
        /// The element is text that does not change.
        public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
        /// The element summarizes the current situation when the app starts.
        public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
        /// The element is disabled.
        public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
        /// The element updates its label or value often.
        public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
        /// The element is a search field.
        public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
        /// The element starts a media session when activated.
        public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
        /// The element can be adjusted continuously, like a slider.
        public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
        /// The element allows direct touch interaction.
        public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
        /// The element turns the page when VoiceOver finishes reading it.
        public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
        /// The element is a header that divides content into sections.
        public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
        /// The element is a tab bar.
        public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
        /// The element is a toggle button, such as a switch.
        public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    }
#endif

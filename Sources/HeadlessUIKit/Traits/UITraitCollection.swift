#if !canImport(UIKit)
    import Foundation

    /// The kind of device the interface runs on.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        /// Not specified.
        case unspecified = -1
        /// An iPhone.
        case phone = 0
        /// An iPad.
        case pad = 1
        /// An Apple TV.
        case tv = 2
        /// A CarPlay screen.
        case carPlay = 3
        /// A Mac (Mac Catalyst).
        case mac = 5
        /// Apple Vision Pro.
        case vision = 6
    }

    /// Light or dark appearance.
    public enum UIUserInterfaceStyle: Int, Sendable {
        /// Not specified.
        case unspecified = 0
        /// The light appearance.
        case light = 1
        /// The dark appearance.
        case dark = 2
    }

    /// The horizontal or vertical size class: how much room the interface has in one dimension.
    public enum UIUserInterfaceSizeClass: Int, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Constrained room, such as an iPhone's width in portrait.
        case compact = 1
        /// Ample room.
        case regular = 2
    }

    /// The layout direction a trait collection describes.
    public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
        /// Not specified.
        case unspecified = -1
        /// Left to right, as in English.
        case leftToRight = 0
        /// Right to left, as in Arabic and Hebrew.
        case rightToLeft = 1
    }

    /// The direction a view lays its content out in.
    public enum UIUserInterfaceLayoutDirection: Int, Sendable {
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft = 1
    }

    /// The text size the user chose, from extra small to the accessibility sizes.
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// Creates a category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Not specified.
        public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
        /// Extra small.
        public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
        /// Small.
        public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
        /// Medium.
        public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
        /// Large: the default.
        public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
        /// Extra large.
        public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
        /// Extra extra large.
        public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
        /// Extra extra extra large: the largest size outside the accessibility sizes.
        public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
        /// The medium accessibility size.
        public static let accessibilityMedium = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityM")
        /// The large accessibility size.
        public static let accessibilityLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityL")
        /// The extra large accessibility size.
        public static let accessibilityExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXL")
        /// The extra extra large accessibility size.
        public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXL")
        /// The largest accessibility size.
        public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

        /// The categories from smallest to largest.
        private static let ordered: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]

        /// Whether the category is one of the accessibility sizes.
        public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

        /// Whether `lhs` is a smaller size than `rhs`; `unspecified` is smaller than every size.
        public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
            (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
        }
    }

    /// The traits of the interface a view or view controller shows in: device, appearance, size
    /// classes, layout direction, scale and text size.
    ///
    /// A trait collection made from one trait leaves the others unspecified; `init(traitsFrom:)` takes
    /// each trait from the last collection that specifies it. Headlessly every view and view controller
    /// sees the same traits: an iPhone in portrait (compact width, regular height), light, left to
    /// right, at the main screen's scale, with the large (default) text size; they never change, so
    /// `traitCollectionDidChange(_:)` is not called.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        private let idiom: UIUserInterfaceIdiom?
        private let style: UIUserInterfaceStyle?
        private let direction: UITraitEnvironmentLayoutDirection?
        private let scale: CGFloat?
        private let horizontal: UIUserInterfaceSizeClass?
        private let vertical: UIUserInterfaceSizeClass?
        private let category: UIContentSizeCategory?

        private init(
            idiom: UIUserInterfaceIdiom? = nil, style: UIUserInterfaceStyle? = nil,
            direction: UITraitEnvironmentLayoutDirection? = nil, scale: CGFloat? = nil,
            horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
            category: UIContentSizeCategory? = nil
        ) {
            (self.idiom, self.style, self.direction, self.scale) = (idiom, style, direction, scale)
            (self.horizontal, self.vertical, self.category) = (horizontal, vertical, category)
            super.init()
        }

        /// Creates a collection with every trait unspecified.
        public override convenience init() { self.init(idiom: nil) }

        /// Creates a collection that combines others; a later collection's specified trait wins.
        public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
            func last<Value>(_ trait: (UITraitCollection) -> Value?) -> Value? {
                traitCollections.reversed().lazy.compactMap(trait).first
            }
            self.init(
                idiom: last(\.idiom), style: last(\.style), direction: last(\.direction), scale: last(\.scale),
                horizontal: last(\.horizontal), vertical: last(\.vertical), category: last(\.category))
        }

        /// Creates a collection that specifies only the device.
        public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
        /// Creates a collection that specifies only the appearance.
        public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
        /// Creates a collection that specifies only the layout direction.
        public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
            self.init(direction: layoutDirection)
        }
        /// Creates a collection that specifies only the display scale.
        public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
        /// Creates a collection that specifies only the horizontal size class.
        public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
            self.init(horizontal: horizontalSizeClass)
        }
        /// Creates a collection that specifies only the vertical size class.
        public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
        /// Creates a collection that specifies only the text size.
        public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
            self.init(category: preferredContentSizeCategory)
        }

        /// The device. Default `.unspecified`.
        open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom ?? .unspecified }
        /// The appearance. Default `.unspecified`.
        open var userInterfaceStyle: UIUserInterfaceStyle { style ?? .unspecified }
        /// The layout direction. Default `.unspecified`.
        open var layoutDirection: UITraitEnvironmentLayoutDirection { direction ?? .unspecified }
        /// The display scale. Default 0 (unspecified).
        open var displayScale: CGFloat { scale ?? 0 }
        /// The horizontal size class. Default `.unspecified`.
        open var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal ?? .unspecified }
        /// The vertical size class. Default `.unspecified`.
        open var verticalSizeClass: UIUserInterfaceSizeClass { vertical ?? .unspecified }
        /// The text size. Default `.unspecified`.
        open var preferredContentSizeCategory: UIContentSizeCategory { category ?? .unspecified }

        /// Whether every trait `trait` specifies has the same value here.
        open func containsTraits(in trait: UITraitCollection?) -> Bool {
            guard let trait else { return true }
            return (trait.idiom == nil || trait.idiom == idiom) && (trait.style == nil || trait.style == style)
                && (trait.direction == nil || trait.direction == direction)
                && (trait.scale == nil || trait.scale == scale)
                && (trait.horizontal == nil || trait.horizontal == horizontal)
                && (trait.vertical == nil || trait.vertical == vertical)
                && (trait.category == nil || trait.category == category)
        }

        /// Whether dynamic colors may look different under the other collection: its appearance differs.
        open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
            userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
        }

        /// Collections are equal when all their traits are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UITraitCollection else { return false }
            return containsTraits(in: other) && other.containsTraits(in: self)
        }

        /// A hash consistent with `isEqual(_:)`.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(idiom)
            hasher.combine(style)
            hasher.combine(direction)
            hasher.combine(horizontal)
            hasher.combine(vertical)
            hasher.combine(category)
            return hasher.finalize()
        }

        /// The traits of the screen every headless view shows on.
        @MainActor
        static var screen: UITraitCollection {
            UITraitCollection(
                idiom: .phone, style: .light, direction: headlessScreenLayoutDirection, scale: UIScreen.main.scale,
                horizontal: .compact, vertical: .regular, category: .large)
        }

        /// The layout direction of the screen's traits, which every headless view sees (headless addition).
        ///
        /// Default `.leftToRight`. Setting `.rightToLeft` runs the views as under a right-to-left language:
        /// views whose `semanticContentAttribute` is `.unspecified` lay out leading to trailing from the
        /// right. Set it before laying out and put it back afterwards; views do not observe the change.
        @MainActor public static var headlessScreenLayoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight

        /// The traits of the code running now; headlessly the screen's traits.
        @MainActor
        open class var current: UITraitCollection {
            get { currentOverride ?? screen }
            set { currentOverride = newValue }
        }
        @MainActor private static var currentOverride: UITraitCollection?
    }

    extension UIView {
        /// The traits the view shows in; headlessly the screen's traits (see `UITraitCollection`).
        public var traitCollection: UITraitCollection { .screen }

    }

    extension UIViewController {
        /// The traits the controller's view shows in; headlessly the screen's traits.
        public var traitCollection: UITraitCollection { .screen }
    }
#endif

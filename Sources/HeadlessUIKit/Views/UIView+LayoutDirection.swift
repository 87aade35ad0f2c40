#if !canImport(UIKit)
    /// What a view's content is, which decides whether it flips between left-to-right and right-to-left
    /// layouts.
    public enum UISemanticContentAttribute: Int, Sendable {
        /// Ordinary content: it flips with the layout direction (the default).
        case unspecified = 0
        /// Playback controls (play, rewind, a scrubber): always left to right.
        case playback = 1
        /// Controls that stand for physical directions (a D-pad, text alignment): always left to right.
        case spatial = 2
        /// Content that is always laid out left to right.
        case forceLeftToRight = 3
        /// Content that is always laid out right to left.
        case forceRightToLeft = 4
    }

    // Right-to-left layout: the direction a view arranges its immediate content in.
    extension UIView {
        /// The direction a semantic content attribute implies in the application's layout direction,
        /// headlessly the screen's traits' direction (`UITraitCollection.headlessScreenLayoutDirection`).
        public class func userInterfaceLayoutDirection(
            for attribute: UISemanticContentAttribute
        ) -> UIUserInterfaceLayoutDirection {
            let application: UIUserInterfaceLayoutDirection =
                UITraitCollection.headlessScreenLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return userInterfaceLayoutDirection(for: attribute, relativeTo: application)
        }

        /// The direction a semantic content attribute implies relative to a layout direction: the
        /// direction itself for `.unspecified`, left to right for playback, spatial and forced
        /// left-to-right content, right to left for forced right-to-left content.
        public class func userInterfaceLayoutDirection(
            for semanticContentAttribute: UISemanticContentAttribute,
            relativeTo layoutDirection: UIUserInterfaceLayoutDirection
        ) -> UIUserInterfaceLayoutDirection {
            switch semanticContentAttribute {
            case .unspecified: layoutDirection
            case .playback, .spatial, .forceLeftToRight: .leftToRight
            case .forceRightToLeft: .rightToLeft
            }
        }

        /// The direction the view arranges its immediate content in: its `semanticContentAttribute`
        /// relative to its traits' layout direction. It does not pass to subviews: a subview answers
        /// from its own attribute and traits.
        public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
            let traits: UIUserInterfaceLayoutDirection =
                traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
        }
    }
#endif

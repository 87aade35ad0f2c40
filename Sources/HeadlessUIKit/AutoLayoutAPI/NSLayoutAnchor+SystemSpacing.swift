#if !canImport(UIKit)
    import Foundation

    /// The standard spacing the system-spacing anchors use headlessly: 8 points, the standard space
    /// between sibling views.
    let headlessSystemSpacing: CGFloat = 8

    extension NSLayoutXAxisAnchor {
        /// A constraint that puts this anchor the system spacing times `multiplier` after `anchor`:
        /// `self = anchor + 8 × multiplier`.
        public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.equal, anchor, constant: headlessSystemSpacing * multiplier)
        }

        /// A constraint that keeps this anchor at least the system spacing times `multiplier` after `anchor`.
        public func constraint(
            greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
        ) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, anchor, constant: headlessSystemSpacing * multiplier)
        }

        /// A constraint that keeps this anchor at most the system spacing times `multiplier` after `anchor`.
        public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.lessThanOrEqual, anchor, constant: headlessSystemSpacing * multiplier)
        }
    }

    extension NSLayoutYAxisAnchor {
        /// A constraint that puts this anchor the system spacing times `multiplier` below `anchor`:
        /// `self = anchor + 8 × multiplier`.
        public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.equal, anchor, constant: headlessSystemSpacing * multiplier)
        }

        /// A constraint that keeps this anchor at least the system spacing times `multiplier` below `anchor`.
        public func constraint(
            greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
        ) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, anchor, constant: headlessSystemSpacing * multiplier)
        }

        /// A constraint that keeps this anchor at most the system spacing times `multiplier` below `anchor`.
        public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.lessThanOrEqual, anchor, constant: headlessSystemSpacing * multiplier)
        }
    }
#endif

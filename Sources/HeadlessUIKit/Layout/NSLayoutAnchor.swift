#if !canImport(UIKit)
    import Foundation

    /// An attribute of a view or layout guide from which constraints are made.
    ///
    /// The type parameter keeps anchors of different kinds apart, as in UIKit: an x-axis anchor relates
    /// only to x-axis anchors.
    @preconcurrency @MainActor
    open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
        /// The view or layout guide the anchor belongs to.
        weak var item: AnyObject?
        /// The attribute the anchor stands for.
        let attribute: NSLayoutConstraint.Attribute

        init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
            self.item = item
            self.attribute = attribute
            super.init()
        }

        /// A constraint that makes this anchor equal to another, inactive until activated.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.equal, anchor, constant: 0)
        }

        /// A constraint that makes this anchor equal to another plus a constant.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, anchor, constant: c)
        }

        /// A constraint that keeps this anchor at or after another.
        open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, anchor, constant: 0)
        }

        /// A constraint that keeps this anchor at or after another plus a constant.
        open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.greaterThanOrEqual, anchor, constant: c)
        }

        /// A constraint that keeps this anchor at or before another.
        open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(.lessThanOrEqual, anchor, constant: 0)
        }

        /// A constraint that keeps this anchor at or before another plus a constant.
        open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.lessThanOrEqual, anchor, constant: c)
        }

        func constraint(
            _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
            constant: CGFloat
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        }
    }

    /// An anchor on the horizontal axis: leading, trailing, left, right or center x.
    @preconcurrency @MainActor
    open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

    /// An anchor on the vertical axis: top, bottom, center y or a baseline.
    @preconcurrency @MainActor
    open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

    /// A width or height anchor, which can also be constrained to a constant.
    @preconcurrency @MainActor
    open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
        /// A constraint that fixes the dimension to a constant.
        open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, nil, constant: c)
        }

        /// A constraint that keeps the dimension at least a constant.
        open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.greaterThanOrEqual, nil, constant: c)
        }

        /// A constraint that keeps the dimension at most a constant.
        open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
            constraint(.lessThanOrEqual, nil, constant: c)
        }

        /// A constraint that makes the dimension a multiple of another.
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
            constraint(.equal, anchor, multiplier: m, constant: 0)
        }

        /// A constraint that makes the dimension a multiple of another plus a constant.
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
            -> NSLayoutConstraint
        {
            constraint(.equal, anchor, multiplier: m, constant: c)
        }
    }
#endif

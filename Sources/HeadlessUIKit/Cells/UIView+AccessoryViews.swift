#if !canImport(UIKit)
    import Foundation

    // Accessory views in their cell, for a table cell's `accessoryView` and a list cell's custom-view
    // accessories alike: subviews of the cell beside its content view, as UIKit places them, at
    // approximate frames.
    extension UIView {
        /// Makes `views` this cell's accessory views in place of `old`: the old ones that are not kept
        /// leave the cell, the new ones join it.
        func replaceAccessoryViews(_ old: [UIView], with views: [UIView]) {
            let kept = Set(views.map(ObjectIdentifier.init))
            for view in old where !kept.contains(ObjectIdentifier(view)) && view.superview === self {
                view.removeFromSuperview()
            }
            for view in views where view.superview !== self { addSubview(view) }
        }

        /// Places this cell's accessory views, in order, 16 points in from their edge and then inward,
        /// 8 points apart, centred vertically, at their own size (their intrinsic size while their frame
        /// is empty).
        func placeAccessoryViews(_ accessories: [(view: UIView, isLeading: Bool)]) {
            var leading: CGFloat = 16
            var trailing = bounds.width - 16
            for (view, isLeading) in accessories where view.superview === self {
                var size = view.frame.size
                if size == .zero {
                    let intrinsic = view.intrinsicContentSize
                    size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
                }
                let x: CGFloat
                if isLeading {
                    x = leading
                    leading += size.width + 8
                } else {
                    trailing -= size.width
                    x = trailing
                    trailing -= 8
                }
                view.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            }
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    // The layout guides a list content view and a list cell provide: where the text sits, and where the
    // separator starts. Headlessly nothing is drawn, so both are computed from the list content
    // configuration's margins and image the way the pictures place them (an approximation: UIKit
    // measures the laid-out text).
    extension UIListContentConfiguration {
        /// The distance from the leading edge of the content to its text: the leading margin, then the
        /// image (its reserved width, else the 29 points the pictures draw it) and the image-to-text
        /// padding when there is an image.
        var headlessTextLeadingInset: CGFloat {
            var inset = directionalLayoutMargins.leading
            if image != nil {
                let width = imageProperties.reservedLayoutSize.width
                inset += (width > 0 ? width : 29) + imageToTextPadding
            }
            return inset
        }
    }

    /// The guide of a list content view's text: the view's bounds inside the configuration's margins,
    /// after the image.
    final class ListTextLayoutGuide: UILayoutGuide {
        override var layoutFrame: CGRect {
            guard let view = owningView as? UIListContentView,
                let list = view.configuration as? UIListContentConfiguration
            else { return .zero }
            let margins = list.directionalLayoutMargins
            let leading = list.headlessTextLeadingInset
            return CGRect(
                x: leading, y: margins.top, width: max(0, view.bounds.width - leading - margins.trailing),
                height: max(0, view.bounds.height - margins.top - margins.bottom))
        }
    }

    /// The guide of a list cell's separator: a line along the cell's bottom edge, from the leading edge of
    /// the text of its list content to the trailing edge (from the leading edge without a list content).
    final class ListSeparatorLayoutGuide: UILayoutGuide {
        override var layoutFrame: CGRect {
            guard let cell = owningView as? UICollectionViewCell else { return .zero }
            let leading = (cell.contentConfiguration as? UIListContentConfiguration)?.headlessTextLeadingInset ?? 0
            let thickness: CGFloat = 1 / 3
            return CGRect(
                x: leading, y: cell.bounds.height - thickness, width: max(0, cell.bounds.width - leading),
                height: thickness)
        }
    }
#endif

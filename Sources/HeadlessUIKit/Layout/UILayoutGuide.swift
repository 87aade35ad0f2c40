#if !canImport(UIKit)
    import Foundation

    /// A rectangle that takes part in Auto Layout without being a view, such as a view's margins.
    ///
    /// Headlessly a guide's `layoutFrame` is computed only for the guides a view provides
    /// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`): the view's bounds inset by
    /// its margins, by its safe-area insets (zero), or by its margins. A guide you add has a `.zero` frame.
    @preconcurrency @MainActor
    open class UILayoutGuide: NSObject {
        /// The view that owns the guide. Set by `addLayoutGuide(_:)`.
        open internal(set) weak var owningView: UIView?

        /// A name for debugging. Default empty.
        open var identifier = ""

        /// How a view-provided guide computes its frame from its owning view.
        enum Kind {
            case added, margins, safeArea
        }

        let kind: Kind

        /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
        public override init() {
            kind = .added
            super.init()
        }

        init(kind: Kind, owningView: UIView) {
            self.kind = kind
            self.owningView = owningView
            super.init()
        }

        /// The guide's rectangle in its owning view's coordinates.
        open var layoutFrame: CGRect {
            guard let view = owningView else { return .zero }
            switch kind {
            case .added: return .zero
            case .margins: return view.bounds.inset(by: view.layoutMargins)
            case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
            }
        }

        /// The guide's leading edge.
        open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The guide's trailing edge.
        open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The guide's left edge.
        open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
        /// The guide's right edge.
        open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
        /// The guide's top edge.
        open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The guide's bottom edge.
        open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The guide's width.
        open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The guide's height.
        open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
        /// The guide's horizontal center.
        open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
        /// The guide's vertical center.
        open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    }

    extension CGRect {
        /// The rectangle inset by edge insets.
        func inset(by insets: UIEdgeInsets) -> CGRect {
            CGRect(
                x: minX + insets.left, y: minY + insets.top,
                width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
        }
    }
#endif

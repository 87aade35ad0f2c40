// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation

    @testable import HeadlessUIKit

    /// A view whose content has a fixed size, as an image or a control has.
    @MainActor
    final class FixedContentView: UIView {
        let contentSize: CGSize

        init(_ width: CGFloat, _ height: CGFloat) {
            contentSize = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }

        override var intrinsicContentSize: CGSize { contentSize }
    }

    /// Adds views to a container, each to be placed by constraints.
    @MainActor
    func addConstrained(_ views: [UIView], to container: UIView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
    }

    /// A new plain subview of a container, to be placed by constraints.
    @MainActor
    func constrainedSubview(of container: UIView) -> UIView {
        let view = UIView()
        addConstrained([view], to: container)
        return view
    }

    /// Adds a view to a container with its four edges on the container's margins guide.
    @MainActor
    func pinToMargins(_ view: UIView, of container: UIView) {
        addConstrained([view], to: container)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// A stack view of the given views, laid out at a size.
    @MainActor
    func laidOutStack(
        _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize, spacing: CGFloat = 0,
        configure: (UIStackView) -> Void = { _ in }
    ) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.frame = CGRect(origin: .zero, size: size)
        configure(stack)
        stack.layoutIfNeeded()
        return stack
    }
#endif

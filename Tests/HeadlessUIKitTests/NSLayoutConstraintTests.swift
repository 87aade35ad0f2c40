// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct NSLayoutConstraintTests {
        @Test func whenAnchorsMakeAConstraint_thatItStoresItemsAttributesAndConstant() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let label = UILabel(frame: .zero)
            container.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            let leading = label.leadingAnchor.constraint(
                equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 4)
            #expect(leading.firstItem === label)
            #expect(leading.firstAttribute == .leading)
            #expect(leading.secondItem === container.layoutMarginsGuide)
            #expect(leading.relation == .equal)
            #expect(leading.constant == 4)
            #expect(leading.multiplier == 1)
            #expect(leading.priority == .required)
            #expect(!leading.isActive)
            let height = label.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
            #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
            #expect(height.relation == .greaterThanOrEqual)
        }

        @Test func whenActivated_thatTheNearestCommonAncestorHoldsTheConstraint() {
            let container = UIView(frame: .zero)
            let content = UIView(frame: .zero)
            let label = UILabel(frame: .zero)
            container.addSubview(content)
            content.addSubview(label)
            let top = label.topAnchor.constraint(equalTo: content.topAnchor)
            let width = label.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
            let fixed = label.heightAnchor.constraint(equalToConstant: 30)
            NSLayoutConstraint.activate([top, width, fixed])
            #expect(content.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
            #expect(container.constraints.first === width && width.multiplier == 0.5)
            #expect(label.constraints.first === fixed)
            #expect(top.isActive && width.isActive && fixed.isActive)
            NSLayoutConstraint.deactivate([top])
            #expect(content.constraints.isEmpty && !top.isActive)
            container.removeConstraint(width)
            #expect(!width.isActive)
            content.addConstraint(width)
            #expect(content.constraints.first === width && width.isActive)
        }

        @Test func whenPrioritiesAreCompared_thatTheyOrderByRawValue() {
            #expect(UILayoutPriority.required.rawValue == 1000)
            #expect(UILayoutPriority.defaultHigh > .defaultLow)
            #expect(UILayoutPriority.defaultLow - 1 == UILayoutPriority(249))
            #expect(UILayoutPriority.fittingSizeLevel + 1 == UILayoutPriority(rawValue: 51))
        }
    }
#endif

// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct AutoLayoutAPITests {
    @Test func whenViewsAreLaidOutWithTheVisualFormat_thatEachConnectionBecomesAConstraint() throws {
        let container = UIView()
        let (label, button) = (UILabel(), UIButton())
        container.addSubview(label)
        container.addSubview(button)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[label(>=80@750)]-spacing-[button(==label)]-|", options: [.alignAllCenterY],
            metrics: ["spacing": 12], views: ["label": label, "button": button])
        let described = constraints.map { constraint -> String in
            let name: (AnyObject?) -> String = {
                $0 === label ? "label" : $0 === button ? "button" : $0 === container ? "superview" : "-"
            }
            return
                "\(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
                + "\(name(constraint.secondItem)).\(constraint.secondAttribute.rawValue) + \(constraint.constant)"
        }
        #expect(
            described == [
                "label.7 1 -.0 + 80.0", "label.5 0 superview.5 + 20.0", "button.7 0 label.7 + 0.0",
                "button.5 0 label.6 + 12.0", "superview.6 0 button.6 + 20.0", "button.10 0 label.10 + 0.0",
            ])
        #expect(constraints[0].priority == UILayoutPriority(750))
        let below = button.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 2)
        #expect(below.constant == 16 && below.firstAttribute == .top && below.secondAttribute == .bottom)
    }
}

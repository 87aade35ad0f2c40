// UIKit's own API only, apart from the block marked headless: these tests also type-check against the
// iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

/// Right-to-left layout (leading and trailing edges, stack views and directional margins under a
/// view's `semanticContentAttribute`) and the layout debugging members `exerciseAmbiguityInLayout()`
/// and `constraintsAffectingLayout(for:)`.
@MainActor
struct LayoutDirectionAndDebuggingTests {
    /// A root view of 300 × 100 points with a 50 × 20 box whose leading edge is 20 points inside the
    /// root's and a second box 8 points after it, laid out.
    private func twoBoxes(
        _ semantic: UISemanticContentAttribute
    ) -> (root: UIView, first: UIView, second: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.semanticContentAttribute = semantic
        let (first, second) = (UIView(), UIView())
        for box in [first, second] {
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        return (root, first, second)
    }

    @Test func whenTheSemanticContentAttributeIsSet_thatTheEffectiveDirectionFollowsItAndStaysWithTheView() {
        let view = UIView()
        let subview = UIView()
        view.addSubview(subview)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(subview.effectiveUserInterfaceLayoutDirection == .leftToRight)
        let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
        ]
        for (attribute, direction) in cases {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == direction)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }

    @Test func whenAViewIsForcedRightToLeft_thatLeadingAndTrailingConstraintsInsideItFlip() {
        let leftToRight = twoBoxes(.unspecified)
        #expect(leftToRight.first.frame == CGRect(x: 20, y: 10, width: 50, height: 20))
        #expect(leftToRight.second.frame == CGRect(x: 78, y: 10, width: 50, height: 20))
        // The leading edge is the right one: 300 - 20 - 50 = 230; the next box ends 8 points before it.
        let rightToLeft = twoBoxes(.forceRightToLeft)
        #expect(rightToLeft.first.frame == CGRect(x: 230, y: 10, width: 50, height: 20))
        #expect(rightToLeft.second.frame == CGRect(x: 172, y: 10, width: 50, height: 20))
        // Left and right stay where they are.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
    }

    @Test func whenAStackIsForcedRightToLeft_thatItArrangesFromTheRightAndAlignsLeadingToTheRight() {
        let views = [UIView(), UIView(), UIView()]
        let row = UIStackView(arrangedSubviews: views)
        row.distribution = .fillEqually
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        row.semanticContentAttribute = .forceRightToLeft
        row.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [200, 100, 0])
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 100, height: 40) })

        let badge = UIView()
        badge.widthAnchor.constraint(equalToConstant: 50).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let column = UIStackView(arrangedSubviews: [badge])
        column.axis = .vertical
        column.alignment = .leading
        column.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        column.semanticContentAttribute = .forceRightToLeft
        column.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 0, width: 50, height: 30))
    }

    @Test func whenDirectionalMarginsAreSetRightToLeft_thatLeadingIsTheRightMargin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 10)
        #expect(root.layoutMargins == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 30))
        #expect(root.directionalLayoutMargins.leading == 30)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // The margins guide spans 10...270; its leading edge is at 270.
        #expect(content.frame == CGRect(x: 170, y: 5, width: 100, height: 90))
    }

    @Test func whenAViewIsAmbiguous_thatExercisingItMovesItToAnotherValidFrameAndBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
            box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let solved = box.frame
        #expect(box.hasAmbiguousLayout)
        box.exerciseAmbiguityInLayout()
        let exercised = box.frame
        #expect(exercised != solved)
        #expect(exercised.minX == 10 && exercised.size == CGSize(width: 40, height: 40))
        #expect(exercised.minY >= 20)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame == solved)

        box.bottomAnchor.constraint(equalTo: root.bottomAnchor).isActive = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let settled = box.frame
        #expect(settled == CGRect(x: 10, y: 160, width: 40, height: 40))
        box.exerciseAmbiguityInLayout()
        #expect(box.frame == settled)
    }

    @Test func whenConstraintsChainViews_thatTheConstraintsAffectingAViewFollowTheChainOnOneAxis() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (first, second, other) = (UIView(), UIView(), UIView())
        for view in [first, second, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let firstLeading = first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let firstWidth = first.widthAnchor.constraint(equalToConstant: 40)
        let secondLeading = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8)
        let secondWidth = second.widthAnchor.constraint(equalToConstant: 50)
        let firstTop = first.topAnchor.constraint(equalTo: root.topAnchor)
        let firstHeight = first.heightAnchor.constraint(equalToConstant: 20)
        let secondTop = second.topAnchor.constraint(equalTo: first.bottomAnchor)
        let secondHeight = second.heightAnchor.constraint(equalToConstant: 20)
        let otherLeading = other.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let otherTop = other.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            firstLeading, firstWidth, secondLeading, secondWidth, firstTop, firstHeight, secondTop, secondHeight,
            otherLeading, otherTop,
        ])
        func identities(_ constraints: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
            Set(constraints.map(ObjectIdentifier.init))
        }
        let horizontal = second.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 4)
        #expect(identities(horizontal) == identities([firstLeading, firstWidth, secondLeading, secondWidth]))
        let vertical = second.constraintsAffectingLayout(for: .vertical)
        #expect(identities(vertical) == identities([firstTop, firstHeight, secondTop, secondHeight]))
        #expect(identities(other.constraintsAffectingLayout(for: .horizontal)) == identities([otherLeading]))
        #expect(UIView().constraintsAffectingLayout(for: .vertical).isEmpty)
    }
}

#if !canImport(UIKit)
    /// The application's layout direction, which headlessly is the screen traits' direction.
    @MainActor
    struct HeadlessRightToLeftTraitTests {
        @Test func whenTheScreenIsRightToLeft_thatUnspecifiedViewsFlipAndForcedOnesDoNot() {
            UITraitCollection.headlessScreenLayoutDirection = .rightToLeft
            defer { UITraitCollection.headlessScreenLayoutDirection = .leftToRight }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            #expect(root.traitCollection.layoutDirection == .rightToLeft)
            #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(box.frame.minX == 230)
            root.semanticContentAttribute = .forceLeftToRight
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(box.frame.minX == 20)
        }
    }
#endif

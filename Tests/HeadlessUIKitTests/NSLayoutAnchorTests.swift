// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct NSLayoutAnchorTests {
        @Test func whenAViewsAnchorsAreRead_thatEachStandsForItsOwnAttribute() {
            let view = UIView(frame: .zero)
            let x: [(NSLayoutXAxisAnchor, NSLayoutConstraint.Attribute)] = [
                (view.leadingAnchor, .leading), (view.trailingAnchor, .trailing), (view.leftAnchor, .left),
                (view.rightAnchor, .right), (view.centerXAnchor, .centerX),
            ]
            let y: [(NSLayoutYAxisAnchor, NSLayoutConstraint.Attribute)] = [
                (view.topAnchor, .top), (view.bottomAnchor, .bottom), (view.centerYAnchor, .centerY),
                (view.firstBaselineAnchor, .firstBaseline), (view.lastBaselineAnchor, .lastBaseline),
            ]
            for (anchor, attribute) in x {
                let constraint = anchor.constraint(equalTo: anchor)
                #expect(constraint.firstItem === view && constraint.firstAttribute == attribute)
                #expect(constraint.secondItem === view && constraint.secondAttribute == attribute)
            }
            for (anchor, attribute) in y {
                #expect(anchor.constraint(equalTo: anchor).firstAttribute == attribute)
            }
            #expect(view.widthAnchor.constraint(equalToConstant: 1).firstAttribute == .width)
            #expect(view.heightAnchor.constraint(equalToConstant: 1).firstAttribute == .height)
        }

        @Test func whenALayoutGuidesAnchorsAreRead_thatTheyBelongToTheGuide() {
            let guide = UILayoutGuide()
            let anchors: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
                (guide.leadingAnchor.constraint(equalTo: guide.trailingAnchor), .leading),
                (guide.trailingAnchor.constraint(equalTo: guide.leadingAnchor), .trailing),
                (guide.leftAnchor.constraint(equalTo: guide.rightAnchor), .left),
                (guide.rightAnchor.constraint(equalTo: guide.leftAnchor), .right),
                (guide.centerXAnchor.constraint(equalTo: guide.leadingAnchor), .centerX),
                (guide.topAnchor.constraint(equalTo: guide.bottomAnchor), .top),
                (guide.bottomAnchor.constraint(equalTo: guide.topAnchor), .bottom),
                (guide.centerYAnchor.constraint(equalTo: guide.topAnchor), .centerY),
                (guide.widthAnchor.constraint(equalTo: guide.heightAnchor), .width),
                (guide.heightAnchor.constraint(equalTo: guide.widthAnchor), .height),
            ]
            for (constraint, attribute) in anchors {
                #expect(constraint.firstItem === guide && constraint.firstAttribute == attribute)
                #expect(constraint.secondItem === guide)
            }
            #expect(anchors[0].0.secondAttribute == .trailing && anchors[8].0.secondAttribute == .height)
        }

        @Test func whenInequalitiesAreMade_thatTheyKeepTheirRelationAndConstant() {
            let a = UIView(frame: .zero)
            let b = UIView(frame: .zero)
            let atLeast = a.leadingAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor)
            let atLeastPlus = a.leadingAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor, constant: 8)
            let atMost = a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor)
            let atMostPlus = a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -4)
            let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
            let scaled = a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 10)
            #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 0)
            #expect(atLeastPlus.relation == .greaterThanOrEqual && atLeastPlus.constant == 8)
            #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 0 && atMost.secondAttribute == .bottom)
            #expect(atMostPlus.relation == .lessThanOrEqual && atMostPlus.constant == -4)
            #expect(cap.relation == .lessThanOrEqual && cap.constant == 120 && cap.secondItem == nil)
            #expect(scaled.multiplier == 2 && scaled.constant == 10 && scaled.secondItem === b)
            #expect(scaled.secondAttribute == .width && scaled.relation == .equal)
        }

        @Test func whenConstraintsAreAddedAndRemovedAsAList_thatTheViewHoldsThemInOrder() {
            let view = UIView(frame: .zero)
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            let height = view.heightAnchor.constraint(equalToConstant: 20)
            view.addConstraints([width, height])
            #expect(view.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width), ObjectIdentifier(height)])
            #expect(width.isActive && height.isActive)
            view.removeConstraints([height, width])
            #expect(view.constraints.isEmpty)
            #expect(!width.isActive && !height.isActive)
        }

        @Test func whenTheReadableGuideIsRead_thatItIsOneGuideInsetByTheMargins() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let guide = view.readableContentGuide
            #expect(view.readableContentGuide === guide)
            #expect(guide.owningView === view)
            #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
            view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            #expect(guide.layoutFrame == CGRect(x: 20, y: 0, width: 160, height: 100))
        }

        @Test func whenMarginsAreSet_thatTheDirectionalMarginsReadThemLeftToRight() {
            let view = UIView(frame: .zero)
            view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(
                view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }

        @Test func whenContentPrioritiesAreSet_thatEachAxisKeepsItsOwn() {
            let label = UILabel(frame: .zero)
            label.setContentHuggingPriority(.required, for: .vertical)
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            #expect(label.contentHuggingPriority(for: .vertical) == .required)
            #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
            #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
            #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
    }
#endif

// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The messages the layout engine logs while `body` runs.
    @MainActor
    func unsatisfiableConstraintMessages(during body: () -> Void) -> [String] {
        var messages: [String] = []
        let previous = AutoLayoutSystem.unsatisfiableConstraintsLog
        AutoLayoutSystem.unsatisfiableConstraintsLog = { messages.append($0) }
        defer { AutoLayoutSystem.unsatisfiableConstraintsLog = previous }
        body()
        return messages
    }

    @MainActor
    @Suite struct AmbiguityAndConflictTests {
        @Test func whenAConstraintIsMissing_thatTheViewHasAnAmbiguousLayoutUntilItIsAdded() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let box = constrainedSubview(of: view)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 40),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            #expect(box.hasAmbiguousLayout)
            #expect(!view.hasAmbiguousLayout)
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            #expect(!box.hasAmbiguousLayout)
            let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.addSubview(framed)
            #expect(!framed.hasAmbiguousLayout)
            #expect(!UIView().hasAmbiguousLayout)
        }

        @Test func whenOnlyOptionalConstraintsTie_thatTheViewIsAmbiguous() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let box = constrainedSubview(of: view)
            let wide = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
            let narrow = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor), wide, narrow,
                box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            #expect(box.hasAmbiguousLayout)
            let preferred = box.widthAnchor.constraint(equalToConstant: 150)
            preferred.priority = .defaultLow
            preferred.isActive = true
            #expect(!box.hasAmbiguousLayout)
        }

        @Test func whenAStackArrangesViewsWithoutIntrinsicSizes_thatNoneOfThemIsAmbiguous() {
            let views = [UIView(), UIView(), UIView()]
            let stack = UIStackView(arrangedSubviews: views)
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally] {
                stack.distribution = distribution
                #expect(views.allSatisfy { !$0.hasAmbiguousLayout }, "\(distribution)")
            }
            stack.alignment = .center
            #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
        }

        @Test func whenRequiredConstraintsConflict_thatTheLogListsEveryOneInvolvedThenTheOneBroken() throws {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let box = constrainedSubview(of: view)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.identifier = "wide"
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                narrow, wide,
            ])
            let messages = unsatisfiableConstraintMessages {
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
            #expect(box.frame.width == 100)
            let message = try #require(messages.first)
            #expect(messages.count == 1)
            #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
            let parts = message.components(separatedBy: "Will attempt to recover by breaking constraint \n")
            try #require(parts.count == 2)
            let listed = parts[0].split(separator: "\n").filter { $0.hasPrefix("    \"") }
            #expect(listed == ["    \"\(narrow.headlessDescription)\",", "    \"\(wide.headlessDescription)\""])
            #expect(parts[1] == wide.headlessDescription + "\n\n")
            #expect(narrow.headlessDescription.hasSuffix(".width == 100   (active)>"))
            #expect(wide.headlessDescription.contains(" 'wide' UIView:0x"))
        }

        @Test func whenAConstraintFightsAFramedView_thatTheAutoresizingConstraintIsListedAndTheLaterOneBreaks() throws {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "Wraps at its layout width"
            label.translatesAutoresizingMaskIntoConstraints = false
            let framed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            view.addSubview(framed)
            view.addSubview(label)
            let wider = framed.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                wider, label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 100),
            ])
            let messages = unsatisfiableConstraintMessages {
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
            // Logged once although the wrapping label makes the system solve twice.
            let message = try #require(messages.first)
            #expect(messages.count == 1)
            #expect(message.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:0x"))
            #expect(message.contains(".width == 30.0"))
            #expect(message.hasSuffix("breaking constraint \n\(wider.headlessDescription)\n\n"))
            #expect(framed.frame.width == 30)
        }

        @Test func whenAConstraintIsDescribed_thatItReadsAsUIKitPrintsIt() {
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            let half = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -10)
            half.priority = .defaultHigh
            #expect(half.headlessDescription.hasPrefix("<NSLayoutConstraint:0x"))
            #expect(half.headlessDescription.contains(".width == 0.5*UIView:0x"))
            #expect(half.headlessDescription.hasSuffix(".width - 10 @750>"))
            let margin = child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor)
            margin.isActive = true
            #expect(margin.headlessDescription.contains("UILayoutGuide:0x"))
            #expect(margin.headlessDescription.contains("'UIViewLayoutMarginsGuide'.leading   (active)>"))
        }
    }
#endif

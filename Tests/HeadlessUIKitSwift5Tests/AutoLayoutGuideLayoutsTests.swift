// Built where the Testing module is available: the iOS SDK check of the library targets compiles this
// target without it.
#if canImport(Testing)
    import HeadlessUIKit
    import Testing

    // Layouts from Apple's Auto Layout Guide written in the Swift 5 language mode: margins, priorities,
    // equal widths, an ambiguous and an unsatisfiable layout, and a right-to-left stack. Fixed sizes only,
    // so the frames are the ones the guide's rules give on a device as well.

    /// A root view of 320 × 480 points, as a view controller's view, with a subview placed by constraints.
    @MainActor
    func guideScreen() -> (root: UIView, box: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        return (root, box)
    }

    @MainActor
    struct AutoLayoutGuideLayoutsTests {
        @Test func whenAViewIsPinnedToTheMargins_thatItFillsTheBoundsLessTheMargins() {
            let (root, box) = guideScreen()
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 16, y: 20, width: 288, height: 440))
            #expect(!box.hasAmbiguousLayout)
        }

        @Test func whenTwoViewsShareTheWidthEqually_thatEachGetsHalfLessTheStandardSpacing() {
            let (root, left) = guideScreen()
            let right = UIView()
            right.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(right)
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: margins.topAnchor),
                right.topAnchor.constraint(equalTo: margins.topAnchor),
                left.heightAnchor.constraint(equalToConstant: 44),
                right.heightAnchor.constraint(equalTo: left.heightAnchor),
            ])
            root.layoutIfNeeded()
            #expect(left.frame == CGRect(x: 16, y: 20, width: 140, height: 44))
            #expect(right.frame == CGRect(x: 164, y: 20, width: 140, height: 44))
        }

        @Test func whenOptionalWidthsCompete_thatTheHigherPriorityComesAsCloseAsTheRequiredOneAllows() {
            let (root, box) = guideScreen()
            let wanted = box.widthAnchor.constraint(equalToConstant: 500)
            wanted.priority = .defaultHigh
            let fallback = box.widthAnchor.constraint(equalToConstant: 100)
            fallback.priority = .defaultLow
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
                wanted, fallback,
            ])
            root.layoutIfNeeded()
            #expect(box.frame.width == 320)
            wanted.isActive = false
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(box.frame.width == 100)
        }

        @Test func whenAPositionIsMissing_thatTheLayoutIsAmbiguousAndExercisingItMovesTheView() {
            let (root, box) = guideScreen()
            let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
            NSLayoutConstraint.activate([
                top, box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 60),
            ])
            root.layoutIfNeeded()
            let solved = box.frame
            #expect(box.hasAmbiguousLayout)
            #expect(box.constraintsAffectingLayout(for: .vertical).contains(top))
            #expect(box.constraintsAffectingLayout(for: .horizontal).count == 1)
            box.exerciseAmbiguityInLayout()
            #expect(box.frame.minX != solved.minX)
            #expect(box.frame.minY == 30 && box.frame.size == solved.size)
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
            #expect(!box.hasAmbiguousLayout)
        }

        @Test func whenRequiredConstraintsCannotAllHold_thatTheLastOneBreaksAndTheOthersStillPlaceTheView() {
            let (root, box) = guideScreen()
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 44),
                box.widthAnchor.constraint(equalToConstant: 400),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
        }

        @Test func whenARowIsForcedRightToLeft_thatItsFirstViewSitsOnTheRight() {
            let toggle = UISwitch()
            let spacer = UIView()
            let controls = UIStackView(arrangedSubviews: [toggle, spacer])
            controls.alignment = .center
            controls.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            controls.semanticContentAttribute = .forceRightToLeft
            controls.layoutIfNeeded()
            #expect(toggle.frame == CGRect(x: 269, y: 6.5, width: 51, height: 31))
            #expect(spacer.frame.maxX == 269)
        }
    }
#endif

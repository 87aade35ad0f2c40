// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Layouts in the manner of the recipes of Apple's Auto Layout Guide, with the frames the guide's
    /// rules give: intrinsic sizes held at their hugging and compression resistance priorities, the
    /// lower priority giving way, stacks filling as their distribution and alignment say.
    @MainActor
    @Suite struct AutoLayoutGuideTests {
        /// A root view of a given size, as a view controller's view.
        private func screen(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
            UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        }

        private func pin(_ view: UIView, insideMarginsOf container: UIView, top: CGFloat = 0, bottom: CGFloat = 0) {
            addConstrained([view], to: container)
            let margins = container.layoutMarginsGuide
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: top),
                container.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom),
            ])
        }

        private func label(_ text: String, size: CGFloat = 17) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: size)
            return label
        }

        @Test func aSimpleStackView_givesTheImageViewWhatTheLabelAndButtonLeave() throws {
            // A vertical stack of a title, a picture and a button, between the margins and 8 points
            // from the top and bottom; the picture hugs and resists less than the others vertically.
            let root = screen()
            let title = label("Flowers")
            let picture = UIImageView(image: try #require(UIImage(data: ImageHeaders.png(width: 300, height: 900))))
            picture.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
            picture.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
            let edit = UIButton(type: .system)
            edit.setTitle("Edit", for: .normal)
            let stack = UIStackView(arrangedSubviews: [title, picture, edit])
            stack.axis = .vertical
            stack.spacing = 8
            pin(stack, insideMarginsOf: root, top: 8, bottom: 8)
            root.layoutIfNeeded()
            let titleHeight = title.intrinsicContentSize.height
            let buttonHeight = edit.intrinsicContentSize.height
            #expect(stack.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
            #expect(title.frame == CGRect(x: 0, y: 0, width: 304, height: titleHeight))
            #expect(
                picture.frame
                    == CGRect(x: 0, y: titleHeight + 8, width: 304, height: 464 - titleHeight - buttonHeight - 16))
            #expect(edit.frame == CGRect(x: 0, y: 464 - buttonHeight, width: 304, height: buttonHeight))
            #expect(![stack, title, picture, edit].contains { $0.hasAmbiguousLayout })
        }

        @Test func nestedStackViews_placeAPictureBesideAColumnOfLabelsAboveANote() throws {
            // A header row (a 64-point picture beside a name and a detail), then a note below it.
            let root = screen()
            let photo = UIImageView(image: try #require(UIImage(data: ImageHeaders.png(width: 64, height: 64))))
            let name = label("Ada Lovelace", size: 20)
            let detail = label("Analyst", size: 13)
            let names = UIStackView(arrangedSubviews: [name, detail])
            names.axis = .vertical
            names.spacing = 2
            let header = UIStackView(arrangedSubviews: [photo, names])
            header.spacing = 8
            header.alignment = .center
            let note = label("Notes")
            let page = UIStackView(arrangedSubviews: [header, note])
            page.axis = .vertical
            page.spacing = 12
            page.alignment = .leading
            addConstrained([page], to: root)
            NSLayoutConstraint.activate([
                page.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                page.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            ])
            root.layoutIfNeeded()
            let namesHeight = name.intrinsicContentSize.height + 2 + detail.intrinsicContentSize.height
            let namesWidth = max(name.intrinsicContentSize.width, detail.intrinsicContentSize.width)
            #expect(page.frame.origin == CGPoint(x: 8, y: 8))
            #expect(header.frame == CGRect(x: 0, y: 0, width: 64 + 8 + namesWidth, height: max(64, namesHeight)))
            #expect(photo.frame == CGRect(x: 0, y: (header.frame.height - 64) / 2, width: 64, height: 64))
            #expect(
                names.frame
                    == CGRect(x: 72, y: (header.frame.height - namesHeight) / 2, width: namesWidth, height: namesHeight)
            )
            #expect(
                note.frame
                    == CGRect(
                        x: 0, y: header.frame.maxY + 12, width: note.intrinsicContentSize.width,
                        height: note.intrinsicContentSize.height))
            #expect(page.frame.size == CGSize(width: header.frame.width, height: note.frame.maxY))
        }

        @Test(arguments: [
            (UIStackView.Distribution.fill, [0, 98, 146] as [CGFloat], [90, 40, 80] as [CGFloat]),
            (.fillEqually, [0, 78, 156], [70, 70, 70]),
            (.fillProportionally, [0, 60.5, 121], [52.5, 52.5, 105]),
            (.equalSpacing, [0, 73, 146], [40, 40, 80]),
            (.equalCentering, [0, 83, 146], [40, 40, 80]),
        ])
        func aRowOfThreeViews_sharesTheRowAsEachDistributionSays(
            distribution: UIStackView.Distribution, lefts: [CGFloat], widths: [CGFloat]
        ) {
            // Three views in a 226-point row, 8 points apart at least; the first two hug least.
            let views = [FixedContentView(40, 20), FixedContentView(40, 20), FixedContentView(80, 20)]
            views[0].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            _ = laidOutStack(views, size: CGSize(width: 226, height: 20), spacing: 8) { $0.distribution = distribution }
            #expect(views.map(\.frame.minX) == lefts)
            #expect(views.map(\.frame.width) == widths)
        }

        @Test func aLabelBesideAField_stretchesTheViewThatHugsLess() {
            // The Auto Layout Guide's label and text field: the label hugs at 251, so the other grows.
            let root = screen()
            let caption = label("Name")
            caption.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let value = label("Ada")
            addConstrained([caption, value], to: root)
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                value.leadingAnchor.constraint(equalToSystemSpacingAfter: caption.trailingAnchor, multiplier: 1),
                value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                caption.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                value.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            let captionWidth = caption.intrinsicContentSize.width
            #expect(
                caption.frame == CGRect(x: 8, y: 8, width: captionWidth, height: caption.intrinsicContentSize.height))
            #expect(value.frame.minX == 8 + captionWidth + 8)
            #expect(value.frame.maxX == 312)
            #expect(value.frame.minY == 8)
            #expect(!value.hasAmbiguousLayout && !caption.hasAmbiguousLayout)
        }

        @Test func twoViewsOfDifferentWidths_keepTheRatioBetweenTheMargins() {
            // The guide's two different-width views: the second twice as wide, a standard space apart.
            let root = screen(width: 324)
            let narrow = UIView()
            let wide = UIView()
            addConstrained([narrow, wide], to: root)
            NSLayoutConstraint.activate([
                narrow.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                wide.leadingAnchor.constraint(equalToSystemSpacingAfter: narrow.trailingAnchor, multiplier: 1),
                wide.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                wide.widthAnchor.constraint(equalTo: narrow.widthAnchor, multiplier: 2),
                narrow.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                wide.topAnchor.constraint(equalTo: narrow.topAnchor),
                root.bottomAnchor.constraint(equalTo: narrow.bottomAnchor, constant: 20),
                wide.heightAnchor.constraint(equalTo: narrow.heightAnchor),
            ])
            root.layoutIfNeeded()
            #expect(narrow.frame == CGRect(x: 8, y: 20, width: 100, height: 440))
            #expect(wide.frame == CGRect(x: 116, y: 20, width: 200, height: 440))
        }

        @Test func anAmbiguousRow_becomesDeterminedOnceOneLabelHugsMore() {
            // Two labels filling a row at equal hugging: the guide's example of optional constraints
            // that tie, which leaves the split between them open.
            let root = screen()
            let first = label("First")
            let second = label("Second")
            addConstrained([first, second], to: root)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                first.topAnchor.constraint(equalTo: root.topAnchor),
                second.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            #expect(first.hasAmbiguousLayout && second.hasAmbiguousLayout)
            first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
            root.layoutIfNeeded()
            #expect(first.frame.width == first.intrinsicContentSize.width)
            #expect(second.frame.maxX == 320)
        }

        @Test func anUnsatisfiableWidth_isLoggedWithTheConstraintsItFightsAndLeftOut() throws {
            // A view pinned to both margins and asked for a fixed width that does not fit.
            let root = screen()
            let banner = constrainedSubview(of: root)
            let leading = banner.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            let trailing = banner.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
            let width = banner.widthAnchor.constraint(equalToConstant: 400)
            NSLayoutConstraint.activate([
                leading, trailing, width, banner.topAnchor.constraint(equalTo: root.topAnchor),
                banner.heightAnchor.constraint(equalToConstant: 44),
            ])
            let messages = unsatisfiableConstraintMessages { root.layoutIfNeeded() }
            let message = try #require(messages.first)
            #expect(messages.count == 1)
            for constraint in [leading, trailing, width] {
                #expect(message.contains("\"\(constraint.headlessDescription)\""))
            }
            #expect(message.contains("'UIView-Encapsulated-Layout-Width'"))
            #expect(message.hasSuffix("breaking constraint \n\(width.headlessDescription)\n\n"))
            #expect(banner.frame == CGRect(x: 8, y: 0, width: 304, height: 44))
        }

        @Test func aDynamicStack_closesUpWhenAViewIsHiddenAndOpensWhenShown() {
            // The guide's dynamic stack: rows come and go; hidden ones leave no gap.
            let rows = (0..<4).map { _ in FixedContentView(100, 30) }
            let stack = UIStackView(arrangedSubviews: rows)
            stack.axis = .vertical
            stack.spacing = 10
            stack.alignment = .leading
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 150)
            rows[1].isHidden = true
            rows[3].isHidden = true
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 70)
            stack.layoutIfNeeded()
            #expect(rows.map(\.frame.minY) == [0, 30, 40, 70])
            #expect(rows.map(\.frame.height) == [30, 0, 30, 0])
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 70)
            stack.removeArrangedSubview(rows[3])
            rows[3].removeFromSuperview()
            rows[1].isHidden = false
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 110)
        }
    }
#endif

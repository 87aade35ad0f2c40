// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell built from a vertical stack of a title and a wrapping body, pinned to its content
    /// view's margins.
    @MainActor
    private final class StackedNoteCell: UITableViewCell {
        let title = UILabel()
        let body = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.spacing = 4
            pinToMargins(stack, of: contentView)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Notes shown in `StackedNoteCell`s: a title and a body each.
    @MainActor
    private final class StackedNotes: NSObject, UITableViewDataSource {
        let notes: [(title: String, body: String)]
        init(_ notes: [(title: String, body: String)]) { self.notes = notes }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! StackedNoteCell
            cell.title.text = notes[indexPath.row].title
            cell.body.text = notes[indexPath.row].body
            return cell
        }
    }

    @MainActor
    @Suite struct StackViewTests {
        @Test func whenACellIsBuiltFromAStack_thatItsRowIsAsTallAsTheStackWithWrappedText() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            table.register(StackedNoteCell.self, forCellReuseIdentifier: "note")
            table.rowHeight = UITableView.automaticDimension
            let long = String(repeating: "ridge ", count: 40)
            let notes = StackedNotes([("Summit", "Short"), ("Traverse", long)])
            table.dataSource = notes
            table.layoutIfNeeded()
            let title = UILabel()
            title.text = "Traverse"
            let body = UILabel()
            body.numberOfLines = 0
            body.text = long
            let wrapped = body.headlessTextSize(wrappingAt: 304).height
            let expected = title.intrinsicContentSize.height + 4 + wrapped + 16
            #expect(wrapped > title.intrinsicContentSize.height * 3)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == expected)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! StackedNoteCell
            cell.layoutIfNeeded()
            #expect(
                cell.body.frame == CGRect(x: 0, y: title.intrinsicContentSize.height + 4, width: 304, height: wrapped))
        }

        @Test func whenViewsAreArranged_thatTheyBecomeSubviewsPlacedByConstraintsInOrder() {
            let first = UIView()
            let second = UIView()
            let third = UIView()
            let stack = UIStackView(arrangedSubviews: [first, third])
            stack.insertArrangedSubview(second, at: 1)
            #expect(stack.arrangedSubviews == [first, second, third])
            #expect(stack.subviews == [first, third, second])
            #expect(
                !first.translatesAutoresizingMaskIntoConstraints && !second.translatesAutoresizingMaskIntoConstraints)
            #expect(stack.constraints.isEmpty)
            stack.addArrangedSubview(first)
            #expect(stack.arrangedSubviews == [second, third, first])
            #expect(stack.subviews.count == 3)
        }

        @Test func whenAViewIsRemovedFromTheArrangement_thatItStaysASubviewUntilItLeavesItsSuperview() {
            let kept = UIView()
            let removed = UIView()
            let stack = UIStackView(arrangedSubviews: [kept, removed])
            #expect(stack.subtreeConstraintCount == 1)
            stack.removeArrangedSubview(removed)
            #expect(stack.arrangedSubviews == [kept])
            #expect(stack.subviews == [kept, removed])
            kept.removeFromSuperview()
            #expect(stack.arrangedSubviews.isEmpty)
            #expect(stack.subviews == [removed])
            #expect(stack.subtreeConstraintCount == 0)
        }

        @Test func whenCustomSpacingIsSet_thatItReplacesTheSpacingAfterThatViewOnly() {
            let views = [FixedContentView(10, 10), FixedContentView(10, 10), FixedContentView(10, 10)]
            let stack = laidOutStack(views, size: CGSize(width: 200, height: 10), spacing: 5) { stack in
                stack.setCustomSpacing(30, after: views[0])
            }
            #expect(stack.customSpacing(after: views[0]) == 30)
            #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
            let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(fitted == CGSize(width: 65, height: 10))
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 43)
        }

        @Test func whenFillHasRoomToSpare_thatTheLowestHuggingViewStretches() {
            let views = [FixedContentView(50, 20), FixedContentView(60, 30), FixedContentView(40, 10)]
            views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            let stack = laidOutStack(views, size: CGSize(width: 300, height: 50), spacing: 10)
            #expect(
                views.map(\.frame) == [
                    CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 190, height: 50),
                    CGRect(x: 260, y: 0, width: 40, height: 50),
                ])
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 170, height: 30))
        }

        @Test func whenFillHuggingTies_thatTheFirstViewTakesTheDifferenceEitherWay() {
            let views = [FixedContentView(50, 20), FixedContentView(60, 20), FixedContentView(40, 20)]
            let stack = laidOutStack(views, size: CGSize(width: 300, height: 20))
            #expect(views.map(\.frame.width) == [200, 60, 40])
            stack.frame.size.width = 120
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.width) == [20, 60, 40])
            views[0].setContentCompressionResistancePriority(.required, for: .horizontal)
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.width) == [50, 30, 40])
        }

        @Test func whenFillingEqually_thatEveryViewGetsTheSameShareAndFittingTakesTheWidest() {
            let views = [FixedContentView(50, 20), FixedContentView(90, 20), FixedContentView(10, 20)]
            let stack = laidOutStack(views, size: CGSize(width: 320, height: 20), spacing: 10) {
                $0.distribution = .fillEqually
            }
            #expect(views.map(\.frame.minX) == [0, 110, 220])
            #expect(views.map(\.frame.width) == [100, 100, 100])
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 290)
        }

        @Test func whenFillingProportionally_thatSizesFollowTheIntrinsicSizes() {
            let views = [FixedContentView(20, 20), FixedContentView(30, 20), FixedContentView(50, 20)]
            _ = laidOutStack(views, size: CGSize(width: 220, height: 20), spacing: 10) {
                $0.distribution = .fillProportionally
            }
            #expect(views.map(\.frame.width) == [40, 60, 100])
            #expect(views.map(\.frame.minX) == [0, 50, 120])
        }

        @Test func whenSpacingEqually_thatViewsKeepTheirSizeAndTheGapsGrowAlike() {
            let views = [FixedContentView(50, 20), FixedContentView(60, 20), FixedContentView(70, 20)]
            let stack = laidOutStack(views, size: CGSize(width: 300, height: 20), spacing: 10) {
                $0.distribution = .equalSpacing
            }
            #expect(views.map(\.frame.minX) == [0, 110, 230])
            #expect(views.map(\.frame.width) == [50, 60, 70])
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 200)
        }

        @Test func whenCenteringEqually_thatTheCentersAreEquallyFarApart() {
            let views = [FixedContentView(20, 20), FixedContentView(40, 20), FixedContentView(60, 20)]
            let stack = laidOutStack(views, size: CGSize(width: 300, height: 20), spacing: 10) {
                $0.distribution = .equalCentering
            }
            #expect(views.map(\.frame.midX) == [10, 140, 270])
            #expect(views.map(\.frame.width) == [20, 40, 60])
            // The tightest stack with equal center distances: the gap between the last two is the
            // spacing, 10, which leaves 30 between the first two.
            let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(fitted.width == 160)
        }

        @Test(arguments: [
            (UIStackView.Alignment.top, [0, 0] as [CGFloat], [20, 40] as [CGFloat]),
            (.center, [40, 30], [20, 40]),
            (.bottom, [80, 60], [20, 40]),
            (.fill, [0, 0], [100, 100]),
        ])
        func whenAHorizontalStackAligns_thatViewsSitAsTheAlignmentSays(
            alignment: UIStackView.Alignment, tops: [CGFloat], heights: [CGFloat]
        ) {
            let views = [FixedContentView(30, 20), FixedContentView(30, 40)]
            let stack = laidOutStack(views, size: CGSize(width: 60, height: 100)) { $0.alignment = alignment }
            #expect(views.map(\.frame.minY) == tops)
            #expect(views.map(\.frame.height) == heights)
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 40)
        }

        @Test(arguments: [
            (UIStackView.Alignment.leading, [0, 0] as [CGFloat]), (.center, [40, 30]), (.trailing, [80, 60]),
        ])
        func whenAVerticalStackAligns_thatViewsSitAsTheAlignmentSays(
            alignment: UIStackView.Alignment, lefts: [CGFloat]
        ) {
            let views = [FixedContentView(20, 30), FixedContentView(40, 30)]
            _ = laidOutStack(views, axis: .vertical, size: CGSize(width: 100, height: 70), spacing: 10) {
                $0.alignment = alignment
            }
            #expect(views.map(\.frame.minX) == lefts)
            #expect(views.map(\.frame.minY) == [0, 40])
            #expect(views.map(\.frame.width) == [20, 40])
        }

        @Test func whenLabelsAlignByFirstBaseline_thatTheirFirstLinesShareABaselineAtTheTop() {
            let small = UILabel()
            small.text = "Small"
            let large = UILabel()
            large.text = "Large"
            large.font = .systemFont(ofSize: 34)
            let stack = laidOutStack([small, large], size: CGSize(width: 300, height: 100)) {
                $0.alignment = .firstBaseline
            }
            #expect(large.frame.minY == 0)
            #expect(abs(small.frame.minY + small.headlessLineHeight - large.headlessLineHeight) < 1e-9)
            #expect(small.frame.height == small.intrinsicContentSize.height)
            let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(fitted.height == max(large.intrinsicContentSize.height, small.frame.maxY))
        }

        @Test func whenAnArrangedViewIsHidden_thatItTakesNoSpaceAndNoSpacing() {
            let views = [FixedContentView(40, 20), FixedContentView(40, 30), FixedContentView(40, 25)]
            views[1].isHidden = true
            let stack = laidOutStack(views, axis: .vertical, size: CGSize(width: 40, height: 55), spacing: 10) {
                $0.alignment = .leading
            }
            #expect(views[2].frame.minY == 30)
            #expect(views[1].frame.height == 0)
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 55)
            views[1].isHidden = false
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 95)
            views[0].isHidden = true
            views[1].isHidden = true
            views[2].isHidden = true
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 0)
        }

        @Test func whenArrangedRelativeToMargins_thatTheViewsLieInsideThem() {
            let views = [FixedContentView(40, 20), FixedContentView(40, 20)]
            let stack = laidOutStack(views, size: CGSize(width: 200, height: 50), spacing: 4) {
                $0.isLayoutMarginsRelativeArrangement = true
                $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
            }
            #expect(views[0].frame == CGRect(x: 10, y: 5, width: 126, height: 40))
            #expect(views[1].frame == CGRect(x: 140, y: 5, width: 40, height: 40))
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 114, height: 30))
        }

        @Test func whenAVerticalStackIsBaselineRelative_thatSpacingRunsFromBaselineToBaseline() {
            let title = UILabel()
            title.text = "Title"
            let body = UILabel()
            body.text = "Body"
            _ = laidOutStack([title, body], axis: .vertical, size: CGSize(width: 200, height: 200), spacing: 30) {
                $0.isBaselineRelativeArrangement = true
                $0.alignment = .leading
            }
            // The headless last baseline is the bottom edge; the first is one line below the top.
            #expect(abs(body.frame.minY + body.headlessLineHeight - (title.frame.maxY + 30)) < 1e-9)
        }
    }
#endif

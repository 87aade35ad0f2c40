// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that sizes itself the Auto Layout way, by overriding `systemLayoutSizeFitting`.
    private final class FittingCell: UITableViewCell {
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            CGSize(width: targetSize.width, height: 72)
        }
    }

    @MainActor
    @Suite struct UIViewAutoLayoutTests {
        @Test func whenNothingIsSet_thatUIKitsDefaultsAnswer() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.translatesAutoresizingMaskIntoConstraints)
            #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            #expect(view.safeAreaInsets == .zero)
            #expect(
                view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
            #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 50))
            #expect(view.tintColor == .systemBlue)
            #expect(view.isUserInteractionEnabled && !UILabel(frame: .zero).isUserInteractionEnabled)
        }

        @Test func whenMarginsChange_thatTheMarginsGuideFollowsTheBounds() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
            #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 4))
            #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 80, height: 50))
            #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
            #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
            #expect(view.layoutMarginsGuide.owningView === view)
        }

        @Test func whenAGuideIsAdded_thatTheViewOwnsIt() {
            let view = UIView(frame: .zero)
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            #expect(view.layoutGuides.first === guide && guide.owningView === view)
            view.removeLayoutGuide(guide)
            #expect(view.layoutGuides.isEmpty && guide.owningView == nil)
        }

        @Test func whenTintIsSetOnASuperview_thatSubviewsInheritIt() {
            let parent = UIView(frame: .zero)
            let child = UIView(frame: .zero)
            parent.addSubview(child)
            parent.tintColor = .systemGreen
            #expect(child.tintColor == .systemGreen)
        }

        @Test func whenACellOverridesSystemLayoutSizeFitting_thatAnAutomaticRowTakesItsHeight() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _) = makeTable(model, rowHeight: UITableView.automaticDimension)
            table.register(FittingCell.self, forCellReuseIdentifier: "cell")
            #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 72, width: 320, height: 72))
        }
    }
#endif

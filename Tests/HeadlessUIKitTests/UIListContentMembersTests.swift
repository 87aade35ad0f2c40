#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIListContentMembersTests {
        @Test func aListContentViewsTextGuideFollowsItsMarginsAndImageAndIsNilWithoutText() throws {
            var content = UIListContentConfiguration.cell()
            let view = UIListContentView(configuration: content)
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            #expect(view.textLayoutGuide == nil)
            content.text = "Wi-Fi"
            view.configuration = content
            let guide = try #require(view.textLayoutGuide)
            #expect(guide.owningView === view && view.textLayoutGuide === guide)
            #expect(view.layoutGuides.filter { $0 === guide }.count == 1)
            // 16-point margins at the sides, 11 above and below.
            #expect(guide.layoutFrame == CGRect(x: 16, y: 11, width: 288, height: 22))
            content.image = UIImage(systemName: "wifi")
            view.configuration = content
            // The image's 29 points and 16 of padding come before the text.
            #expect(guide.layoutFrame == CGRect(x: 61, y: 11, width: 243, height: 22))
            content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
            view.configuration = content
            #expect(guide.layoutFrame.minX == 72)
        }

        @Test func aListCellsSeparatorGuideStartsAtItsTextAndRunsAlongTheBottom() {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let guide = cell.separatorLayoutGuide
            #expect(cell.separatorLayoutGuide === guide && guide.owningView === cell)
            #expect(guide.layoutFrame.minX == 0 && guide.layoutFrame.width == 320)
            var content = cell.defaultContentConfiguration()
            content.text = "Bluetooth"
            content.image = UIImage(systemName: "bluetooth")
            cell.contentConfiguration = content
            #expect(guide.layoutFrame.minX == 61 && guide.layoutFrame.maxX == 320)
            #expect(abs(guide.layoutFrame.maxY - 44) < 0.001 && guide.layoutFrame.height > 0)
        }

        @Test func theMarginAxesDefaultToBothAndResolvedColorsFollowTheProperties() {
            var content = UIListContentConfiguration.cell()
            #expect(content.axesPreservingSuperviewLayoutMargins == .both)
            #expect(UIAxis.both == [.horizontal, .vertical])
            content.axesPreservingSuperviewLayoutMargins = .vertical
            #expect(content != UIListContentConfiguration.cell())
            #expect(content.textProperties.resolvedColor() == .label)
            content.textProperties.color = .systemRed
            #expect(content.textProperties.resolvedColor() == .systemRed)
            #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemBlue)
            content.imageProperties.tintColor = .systemGreen
            #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemGreen)
        }
    }
#endif

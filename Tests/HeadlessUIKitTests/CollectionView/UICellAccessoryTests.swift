// UIKit's API, except the suite at the end: these tests also build against real UIKit.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UICellAccessoryTests {
    @Test func whenMadeByAFactory_thatItsAccessoryTypeNamesIt() {
        let accessories: [UICellAccessory] = [
            .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .reorder(),
        ]
        #expect(
            accessories.map(\.accessoryType) == [
                .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .reorder,
            ])
    }

    @Test func whenCustom_thatItsAccessoryTypeCarriesTheView() throws {
        let toggle = UISwitch()
        let accessory = UICellAccessory.customView(
            configuration: .init(customView: toggle, placement: .leading(displayed: .whenEditing)))
        #expect(accessory.accessoryType == .customView(toggle))
        #expect(accessory.accessoryType != .customView(UISwitch()))
        guard case .customView(let view) = accessory.accessoryType else {
            Issue.record("a custom accessory reports \(accessory.accessoryType)")
            return
        }
        #expect(view === toggle)
    }
}

#if !canImport(UIKit)
    @MainActor
    @Suite struct UICellAccessoryHeadlessTests {
        @Test func whenMade_thatTheHeadlessMembersSayWhereAndWhenItShows() {
            let delete = UICellAccessory.delete(options: .init(isHidden: true))
            #expect(delete.headlessKind == .delete)
            #expect(delete.headlessIsLeading && delete.headlessIsHidden)
            #expect(delete.headlessDisplayedState == .whenEditing)
            let custom = UICellAccessory.customView(
                configuration: .init(customView: UIView(), placement: .trailing(displayed: .whenNotEditing)))
            #expect(custom.headlessKind == .customView)
            #expect(!custom.headlessIsLeading && !custom.headlessIsHidden)
            #expect(custom.headlessDisplayedState == .whenNotEditing)
        }

        @Test func whenAListCellShowsCustomViews_thatTheyAreItsSubviewsAtTheirEdges() {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let star = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            cell.accessories = [
                .customView(configuration: .init(customView: star, placement: .leading())),
                .disclosureIndicator(),
                .customView(configuration: .init(customView: badge, placement: .trailing())),
                .customView(configuration: .init(customView: toggle, placement: .trailing())),
            ]
            #expect([star, badge, toggle].allSatisfy { $0.superview === cell })
            #expect(!cell.contentView.subviews.contains(badge))
            #expect(star.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
            #expect(badge.frame == CGRect(x: 320 - 16 - 30, y: 12, width: 30, height: 20))
            #expect(toggle.frame == CGRect(x: 320 - 16 - 30 - 8 - 51, y: 6.5, width: 51, height: 31))
            cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
            #expect(star.superview == nil && badge.superview == nil)
            #expect(toggle.superview === cell)
            #expect(toggle.frame == CGRect(x: 320 - 16 - 51, y: 6.5, width: 51, height: 31), "\(toggle.frame)")
            cell.accessories = []
            #expect(toggle.superview == nil)
        }
    }
#endif

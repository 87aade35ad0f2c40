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
    }
#endif

// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct DeviceAndSystemTests {
    @Test func whenOrientationNotificationsAreOff_thatTheOrientationIsUnknown() {
        let device = UIDevice.current
        #expect(device.systemName == "iOS" && device.userInterfaceIdiom == .phone)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(!device.isGeneratingDeviceOrientationNotifications && device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation.isPortrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    }

    @Test func whenAPasteboardIsWritten_thatItsItemsAndChangeCountFollow() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(!board.hasStrings && board.numberOfItems == 0)
        let before = board.changeCount
        board.string = "Copied"
        #expect(board.string == "Copied" && board.hasStrings && board.changeCount == before + 1)
        board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        #expect(board.numberOfItems == 2 && !board.hasStrings && board.url?.lastPathComponent == "a")
        let same = try #require(UIPasteboard(name: board.name, create: false))
        #expect(same.urls?.count == 2)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
    }

    @Test func whenASymbolConfigurationIsApplied_thatItsSpecifiedValuesWin() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)
        let bolder = base.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bolder == UIImage.SymbolConfiguration(pointSize: 17, weight: .bold))
        let image = try #require(UIImage(systemName: "star", withConfiguration: base))
        #expect(image.symbolConfiguration == base)
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(view.preferredSymbolConfiguration == UIImage.SymbolConfiguration(scale: .large))
        #expect(image.applyingSymbolConfiguration(.init(weight: .bold))?.symbolConfiguration == bolder)
    }
}

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A screen that receives bar button actions by selector name.
    @MainActor
    private final class ActionReceiver: NSObject, HeadlessActionPerforming {
        var received: [(String, AnyObject?)] = []

        func headlessPerform(_ action: Selector, sender: Any?) {
            received.append((action.description, sender.map { $0 as AnyObject }))
        }
    }

    @MainActor
    @Suite struct UIBarButtonItemTests {
        @Test func whenAnImageItemIsTapped_thatItsTargetReceivesTheActionWithTheItemAsSender() throws {
            let receiver = ActionReceiver()
            let heart = try #require(UIImage(systemName: "heart"))
            let item = UIBarButtonItem(image: heart, style: .plain, target: receiver, action: Selector("like:"))
            #expect(item.image === heart && item.title == nil && item.style == .plain)
            #expect(item.target === receiver)
            #expect(item.headlessTap())
            #expect(receiver.received.map(\.0) == ["like:"])
            #expect(receiver.received.first?.1 === item)
        }

        @Test func whenASystemItemIsMade_thatDoneIsBoldAndTheOthersArePlain() {
            let receiver = ActionReceiver()
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: receiver, action: Selector("save"))
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: receiver, action: Selector("add"))
            #expect(done.headlessSystemItem == .done && done.style == .done)
            #expect(add.headlessSystemItem == .add && add.style == .plain && add.title == nil)
            add.headlessTap()
            done.headlessTap()
            #expect(receiver.received.map(\.0) == ["add", "save"])
        }

        @Test func whenATargetCannotPerformTheAction_thatTheTapRunsNothing() {
            let plainTarget = NSObject()
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: plainTarget, action: Selector("edit"))
            #expect(!item.headlessTap())
            let noAction = UIBarButtonItem(title: "Edit", style: .plain, target: ActionReceiver(), action: nil)
            #expect(!noAction.headlessTap())
        }

        @Test func whenAnItemIsDisabled_thatTheTapRunsNothing() {
            let receiver = ActionReceiver()
            let item = UIBarButtonItem(title: "Send", style: .done, target: receiver, action: Selector("send"))
            item.isEnabled = false
            #expect(!item.headlessTap())
            #expect(receiver.received.isEmpty)
        }

        @Test func whenAnItemShowsACustomView_thatItKeepsTheViewAndHasNoTitle() {
            let view = UISwitch(frame: .zero)
            let item = UIBarButtonItem(customView: view)
            #expect(item.customView === view)
            #expect(item.title == nil && item.image == nil && item.style == .plain)
            #expect(!item.headlessTap())
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UINavigationItemTests {
        @Test func whenAnItemIsMadeWithoutATitle_thatUIKitsDefaultsHold() {
            let item = UINavigationItem()
            #expect(item.title == nil && item.prompt == nil && item.titleView == nil)
            #expect(item.leftBarButtonItems == nil && item.rightBarButtonItems == nil)
            #expect(item.leftBarButtonItem == nil && item.rightBarButtonItem == nil)
            #expect(!item.hidesBackButton && item.largeTitleDisplayMode == .automatic)
            #expect(UINavigationItem(title: "Parks").title == "Parks")
        }

        @Test func whenSingleItemsAreSet_thatTheyAreTheFirstOfTheirSide() {
            let item = UINavigationItem(title: "Parks")
            let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            item.setLeftBarButton(edit, animated: true)
            item.setRightBarButton(add, animated: false)
            #expect(item.leftBarButtonItems?.count == 1 && item.leftBarButtonItem === edit)
            #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItem === add)
            item.leftBarButtonItem = nil
            #expect(item.leftBarButtonItems == nil)
        }

        @Test func whenItemListsAreSet_thatTheFirstOfEachIsTheSingleItem() {
            let item = UINavigationItem(title: "Parks")
            let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
            let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
            let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
            item.setLeftBarButtonItems([cancel], animated: false)
            item.setRightBarButtonItems([save, share], animated: true)
            #expect(item.leftBarButtonItem === cancel)
            #expect(item.rightBarButtonItem === save && item.rightBarButtonItems?.last === share)
            item.setRightBarButtonItems(nil, animated: false)
            #expect(item.rightBarButtonItem == nil)
        }
    }
#endif

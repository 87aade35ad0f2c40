// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @MainActor
    @Suite("UIMenu keeps what it was created with, as UIKit's does")
    struct UIMenuTests {
        @Test func aMenuCreatedWithDefaultsHasNoTitleImageOptionsOrChildren() {
            let menu = UIMenu()
            #expect(menu.title == "")
            #expect(menu.subtitle == nil)
            #expect(menu.image == nil)
            #expect(menu.options == [])
            #expect(menu.children.isEmpty)
        }

        @Test func menusWithoutAnIdentifierEachGetADistinctOne() {
            let first = UIMenu(title: "A")
            let second = UIMenu(title: "A")
            #expect(first.identifier != second.identifier)
            #expect(!first.identifier.rawValue.isEmpty)
        }

        @Test func aMenuKeepsEveryValueItWasGiven() {
            let child = UIMenu(title: "Child")
            let image = UIImage(systemName: "trash")
            let menu = UIMenu(
                title: "Edit", subtitle: "Rows", image: image, identifier: UIMenu.Identifier("edit"),
                options: [.displayInline, .destructive], children: [child])
            #expect(menu.title == "Edit")
            #expect(menu.subtitle == "Rows")
            #expect(menu.image === image)
            #expect(menu.identifier == UIMenu.Identifier(rawValue: "edit"))
            #expect(menu.options == [.displayInline, .destructive])
            #expect(menu.children.count == 1)
            #expect(menu.children.first === child)
        }

        @Test func theSubtitleCanBeChangedAfterCreation() {
            let menu = UIMenu(title: "Share")
            menu.subtitle = "3 items"
            #expect(menu.subtitle == "3 items")
        }

        @Test func replacingChildrenCopiesEverythingButTheChildren() {
            let old = UIMenu(title: "Old")
            let new = UIMenu(title: "New")
            let image = UIImage(named: "icon")
            let menu = UIMenu(
                title: "Sort", subtitle: "By", image: image, identifier: UIMenu.Identifier("sort"),
                options: .singleSelection, children: [old])
            let copy = menu.replacingChildren([new])
            #expect(copy !== menu)
            #expect(copy.title == "Sort")
            #expect(copy.subtitle == "By")
            #expect(copy.image === image)
            #expect(copy.identifier == menu.identifier)
            #expect(copy.options == .singleSelection)
            #expect(copy.children.map(\.title) == ["New"])
            #expect(menu.children.map(\.title) == ["Old"])
        }

        @Test func optionsHaveUIKitsRawValues() {
            #expect(UIMenu.Options.displayInline.rawValue == 0x01)
            #expect(UIMenu.Options.destructive.rawValue == 0x02)
            #expect(UIMenu.Options.singleSelection.rawValue == 0x20)
            #expect(UIMenu.Options.displayAsPalette.rawValue == 0x80)
        }

        @Test func identifiersCompareByName() {
            #expect(UIMenu.Identifier("a") == UIMenu.Identifier(rawValue: "a"))
            #expect(UIMenu.Identifier("a") != UIMenu.Identifier("b"))
            #expect(UIMenu.Identifier("a").rawValue == "a")
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIImageViewTests {
        @Test func whenMadeWithAHighlightedImage_thatBothImagesAreKeptAndTheViewIgnoresTouches() throws {
            let star = try #require(UIImage(systemName: "star"))
            let filled = try #require(UIImage(systemName: "star.fill"))
            let view = UIImageView(image: star, highlightedImage: filled)
            #expect(view.image === star && view.highlightedImage === filled)
            #expect(!view.isHighlighted && !view.isUserInteractionEnabled)
        }

        @Test func whenAViewIsNotInsideAnother_thatItIsNoDescendantOfIt() {
            let container = UIView(frame: .zero)
            let child = UIImageView(image: nil)
            let stranger = UIView(frame: .zero)
            container.addSubview(child)
            #expect(child.isDescendant(of: container) && child.isDescendant(of: child))
            #expect(!child.isDescendant(of: stranger))
            #expect(!container.isDescendant(of: child))
        }
    }
#endif

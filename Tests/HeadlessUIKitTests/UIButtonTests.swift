// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIButtonTests {
        @Test func whenImagesAreSetPerState_thatTheCurrentStatesImageShowsWithTheNormalOneAsFallback() throws {
            let plus = try #require(UIImage(systemName: "plus"))
            let check = try #require(UIImage(systemName: "checkmark"))
            let button = UIButton(type: .system)
            #expect(button.currentImage == nil && button.imageView?.image == nil)
            button.setImage(plus, for: .normal)
            button.setImage(check, for: .selected)
            #expect(button.image(for: .normal) === plus)
            #expect(button.image(for: .selected) === check)
            #expect(button.image(for: .highlighted) === plus)
            #expect(button.currentImage === plus && button.imageView?.image === plus)
            button.isSelected = true
            #expect(button.currentImage === check)
        }

        @Test func whenAButtonIsDisabled_thatItsConfigurationUpdatesSeeTheNewState() {
            var enabledStates: [Bool] = []
            let button = UIButton(type: .system)
            button.configurationUpdateHandler = { button in enabledStates.append(button.isEnabled) }
            button.isEnabled = false
            button.isEnabled = false
            button.isEnabled = true
            #expect(enabledStates == [true, false, true])
        }

        @Test(arguments: [
            (UIButton.Configuration.plain(), UIButton.Configuration.HeadlessStyle.plain),
            (.tinted(), .tinted), (.gray(), .gray), (.filled(), .filled), (.borderless(), .borderless),
            (.bordered(), .bordered), (.borderedTinted(), .borderedTinted), (.borderedProminent(), .borderedProminent),
        ])
        func whenAConfigurationIsMadeByItsFactory_thatItHasThatStyleAndNoContent(
            configuration: UIButton.Configuration, style: UIButton.Configuration.HeadlessStyle
        ) {
            #expect(configuration.headlessStyle == style)
            #expect(configuration.title == nil && configuration.image == nil && configuration.subtitle == nil)
        }
    }
#endif

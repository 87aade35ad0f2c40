#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Color transformers and the preferred symbol configuration of list content, with the values the
    /// configurations resolve to.
    @MainActor
    @Suite struct UIConfigurationColorTransformerTests {
        private static let halfRed = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }

        @Test func whenABackgroundHasATransformer_thatItsResolvedColorGoesThroughIt() {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .red
            #expect(background.resolvedBackgroundColor(for: .blue) == .red)
            background.backgroundColorTransformer = Self.halfRed
            #expect(background.resolvedBackgroundColor(for: .blue) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            // Without a color the background is clear, which goes through the transformer too.
            background.backgroundColor = nil
            #expect(background.resolvedBackgroundColor(for: .blue) == UIColor.clear.withAlphaComponent(0.5))
        }

        @Test func whenAStrokeHasATransformer_thatItsResolvedColorGoesThroughIt() {
            var background = UIBackgroundConfiguration.listPlainCell()
            // Without a stroke color the stroke is the tint.
            #expect(background.resolvedStrokeColor(for: .blue) == .blue)
            background.strokeColor = .red
            #expect(background.resolvedStrokeColor(for: .blue) == .red)
            background.strokeColorTransformer = Self.halfRed
            #expect(background.resolvedStrokeColor(for: .blue) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            // The background color is not affected by the stroke's transformer.
            background.backgroundColor = .green
            #expect(background.resolvedBackgroundColor(for: .blue) == .green)
            background.strokeColor = nil
            #expect(background.resolvedStrokeColor(for: .blue) == UIColor.blue.withAlphaComponent(0.5))
        }

        @Test func whenConfigurationsHoldTransformers_thatCopiesOfOneAreEqualAndOthersAreNot() {
            let transformers: [WritableKeyPath<UIBackgroundConfiguration, UIConfigurationColorTransformer?>] = [
                \.backgroundColorTransformer, \.strokeColorTransformer,
            ]
            for transformer in transformers {
                var first = UIBackgroundConfiguration.clear()
                first[keyPath: transformer] = Self.halfRed
                var second = first
                #expect(first == second && first.hashValue == second.hashValue)
                second[keyPath: transformer] = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
                #expect(first != second)
                second[keyPath: transformer] = nil
                #expect(second == UIBackgroundConfiguration.clear())
            }
        }

        @Test func whenTheSystemTransformersRun_thatTheyGiveTheirDocumentedColors() {
            let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
            // 0.2126 × 1 + 0.7152 × 0.5 + 0.0722 × 0 = 0.5702, alpha kept.
            let gray = UIConfigurationColorTransformer.grayscale(color).headlessComponents
            #expect(abs(gray.red - 0.5702) < 0.0001 && gray.red == gray.green && gray.green == gray.blue)
            #expect(gray.alpha == 0.8)
            #expect(UIConfigurationColorTransformer.preferredTint(color) == color)
            #expect(
                UIConfigurationColorTransformer.monochromeTint(color)
                    == UIConfigurationColorTransformer.grayscale(color))
            #expect(UIConfigurationColorTransformer.grayscale.transform(.white) == UIColor(white: 1, alpha: 1))
        }

        @Test func whenListContentHasTransformers_thatTheTextAndTintResolveThroughThem() {
            var content = UIListContentConfiguration.cell()
            content.textProperties.color = .red
            content.textProperties.colorTransformer = .grayscale
            #expect(content.textProperties.resolvedColor() == UIColor(white: 0.2126, alpha: 1))
            content.imageProperties.tintColorTransformer = Self.halfRed
            #expect(
                content.imageProperties.resolvedTintColor(for: .blue) == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            content.imageProperties.tintColor = .red
            #expect(
                content.imageProperties.resolvedTintColor(for: .blue) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        }

        @Test func whenListContentPrefersASymbolConfiguration_thatItsImageViewDrawsTheSymbolWithIt() throws {
            var content = UIListContentConfiguration.cell()
            #expect(content.imageProperties.preferredSymbolConfiguration == nil)
            content.image = UIImage(systemName: "star")
            let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
            content.imageProperties.preferredSymbolConfiguration = large
            var other = content
            other.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
            #expect(content != other)

            let view = try #require(content.makeContentView() as? UIListContentView)
            let imageView = try #require(view.subviews.lazy.compactMap { $0 as? UIImageView }.first)
            #expect(imageView.preferredSymbolConfiguration == large)
            #expect(
                imageView.headlessEffectiveSymbolConfiguration
                    == UIImage.SymbolConfiguration.unspecified.applying(large))
        }
    }
#endif

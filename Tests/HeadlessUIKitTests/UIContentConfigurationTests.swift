// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A content configuration of the app's own whose views count how often they were made.
    @MainActor
    private final class BadgeView: UIView, UIContentView {
        var configuration: any UIContentConfiguration
        init(_ configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
    }

    private struct BadgeConfiguration: UIContentConfiguration {
        var count = 0
        var updatesSeen = 0

        func makeContentView() -> any UIView & UIContentView { BadgeView(self) }

        func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
            var copy = self
            copy.updatesSeen += 1
            return copy
        }
    }

    private let favorite = UIConfigurationStateCustomKey("favorite")

    @MainActor
    @Suite struct UIContentConfigurationTests {
        @Test func whenACustomStateIsSet_thatOnlyItsKeyAnswers() {
            var cellState = UICellConfigurationState()
            var viewState = UIViewConfigurationState()
            #expect(cellState[favorite] == nil && viewState[favorite] == nil)
            cellState[favorite] = true
            viewState[UIConfigurationStateCustomKey(rawValue: "favorite")] = 3
            #expect(cellState[favorite] == AnyHashable(true))
            #expect(viewState[favorite] == AnyHashable(3))
            #expect(cellState[UIConfigurationStateCustomKey("other")] == nil)
            #expect(cellState != UICellConfigurationState())
        }

        @Test func whenAViewDoesNotSayOtherwise_thatItSupportsEveryConfiguration() {
            let view = BadgeView(BadgeConfiguration())
            #expect(view.supports(UIListContentConfiguration.cell()))
            #expect(view.supports(BadgeConfiguration(count: 2)))
        }

        @Test func whenACellsContentIsSetAndCleared_thatItsContentViewIsReusedThenRemoved() throws {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentConfiguration = BadgeConfiguration(count: 1)
            let view = try #require(cell.contentView.subviews.last as? BadgeView)
            cell.contentConfiguration = BadgeConfiguration(count: 2)
            #expect(cell.contentView.subviews.last === view)
            #expect((view.configuration as? BadgeConfiguration)?.count == 2)
            cell.contentConfiguration = nil
            #expect(view.superview == nil && cell.contentConfiguration == nil)
        }

        @Test func whenAutomaticContentUpdatesAreOff_thatAStateChangeLeavesTheContentAsSet() throws {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            #expect(cell.automaticallyUpdatesContentConfiguration)
            cell.contentConfiguration = BadgeConfiguration()
            cell.setHighlighted(true, animated: false)
            let updated = try #require(cell.contentConfiguration as? BadgeConfiguration)
            #expect(updated.updatesSeen == 1)
            cell.automaticallyUpdatesContentConfiguration = false
            #expect(!cell.automaticallyUpdatesContentConfiguration)
            cell.setHighlighted(false, animated: false)
            #expect((cell.contentConfiguration as? BadgeConfiguration)?.updatesSeen == 1)
        }

        @Test func whenACellHasAnUpdateHandler_thatItCanBeReadBack() {
            var states: [Bool] = []
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            #expect(cell.configurationUpdateHandler == nil)
            cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
            #expect(cell.configurationUpdateHandler != nil)
            cell.setSelected(true, animated: false)
            #expect(states == [false, true])
        }

        @Test func whenEachListStyleIsMade_thatItHasItsStyleAndTheHIGFontSizes() {
            let rows: [(UIListContentConfiguration, UIListContentConfiguration.HeadlessStyle)] = [
                (.sidebarSubtitleCell(), .sidebarSubtitleCell), (.accompaniedSidebarCell(), .accompaniedSidebarCell),
                (.accompaniedSidebarSubtitleCell(), .accompaniedSidebarSubtitleCell),
            ]
            for (configuration, style) in rows {
                #expect(configuration.headlessStyle == style)
                #expect(configuration.textProperties.font.pointSize == 17)
                #expect(configuration.secondaryTextProperties.font.pointSize == 15)
            }
            let supplementary: [(UIListContentConfiguration, UIListContentConfiguration.HeadlessStyle, CGFloat)] = [
                (.plainHeader(), .plainHeader, 17), (.plainFooter(), .plainFooter, 13),
                (.groupedFooter(), .groupedFooter, 13),
                (.prominentInsetGroupedHeader(), .prominentInsetGroupedHeader, 17),
                (.extraProminentInsetGroupedHeader(), .extraProminentInsetGroupedHeader, 22),
                (.sidebarHeader(), .sidebarHeader, 17), (.headlessFooter(), .footer, 13),
            ]
            for (configuration, style, size) in supplementary {
                #expect(configuration.headlessStyle == style)
                #expect(configuration.textProperties.font.pointSize == size)
                #expect(configuration.textProperties.color == .secondaryLabel)
            }
            #expect(UIListContentConfiguration.plainHeader().textProperties.font.headlessWeight == .semibold)
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIBackgroundConfigurationTests {
        @Test func whenEachFactoryMakesAConfiguration_thatItRecordsItsStyleAndIsClearUntilColored() {
            let made: [(UIBackgroundConfiguration, UIBackgroundConfiguration.HeadlessStyle)] = [
                (.clear(), .clear), (.listPlainCell(), .listPlainCell), (.listGroupedCell(), .listGroupedCell),
                (.listSidebarCell(), .listSidebarCell), (.listAccompaniedSidebarCell(), .listAccompaniedSidebarCell),
                (.listPlainHeaderFooter(), .listPlainHeaderFooter),
                (.listGroupedHeaderFooter(), .listGroupedHeaderFooter), (.listSidebarHeader(), .listSidebarHeader),
                (.headlessListCell(), .listCell), (.headlessListHeader(), .listHeader),
                (.headlessListFooter(), .listFooter),
            ]
            for (configuration, style) in made {
                #expect(configuration.headlessStyle == style)
                #expect(configuration.backgroundColor == nil && configuration.cornerRadius == 0)
                #expect(configuration.resolvedBackgroundColor(for: .systemBlue) == .clear)
            }
            #expect(Set(made.map(\.0)).count == made.count)
        }

        @Test func whenAConfigurationIsUpdatedForAState_thatItLooksTheSame() {
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .systemRed
            var selected = UICellConfigurationState()
            selected.isSelected = true
            #expect(background.updated(for: selected) == background)
            #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemRed)
        }

        @Test func whenACellHasABackground_thatItsUpdatesFollowTheAutomaticSetting() {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemYellow
            cell.backgroundConfiguration = background
            #expect(cell.automaticallyUpdatesBackgroundConfiguration)
            cell.setSelected(true, animated: false)
            #expect(cell.backgroundConfiguration == background)
            cell.automaticallyUpdatesBackgroundConfiguration = false
            #expect(!cell.automaticallyUpdatesBackgroundConfiguration)
            cell.backgroundConfiguration = nil
            cell.setSelected(false, animated: false)
            #expect(cell.backgroundConfiguration == nil)
        }

        @Test func whenAHeaderHasABackgroundAndAHandler_thatItKeepsBoth() {
            var updates = 0
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            #expect(header.backgroundConfiguration == nil && header.configurationUpdateHandler == nil)
            header.backgroundConfiguration = .listGroupedHeaderFooter()
            header.configurationUpdateHandler = { _, _ in updates += 1 }
            #expect(header.backgroundConfiguration?.headlessStyle == .listGroupedHeaderFooter)
            #expect(header.configurationUpdateHandler != nil && updates == 1)
        }
    }
#endif

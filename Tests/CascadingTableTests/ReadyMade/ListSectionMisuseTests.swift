// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Misusing a list section fails with a message that names the section and says what to do.
    @MainActor
    @Suite("ListSection misuse")
    struct ListSectionMisuseTests {
        final class BadgeCell: UITableViewCell {}

        /// Shows a list of badges whose cells are prototype cells registered elsewhere, as `registered` (or not).
        static func showBadges(registering registered: UITableViewCell.Type?) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            if let registered { table.register(registered, forCellReuseIdentifier: "badge") }
            let list = ListSection(["a"], id: \.self)
                .cell(BadgeCell.self, reuseIdentifier: "badge", registration: .prototype) { _, _ in }
                .header("Badges")
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) { table.layoutIfNeeded() }
        }

        /// Selects an item from code in a list section whose selection mode is `.none`.
        static func selectInModeNone() {
            let list = ListSection(fruits("Apple")) { _, _ in }.selectionMode(.none)
            list.selectedIDs = [1]
        }

        @Test func selectingFromCodeInModeNoneFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSectionMisuseTests.selectInModeNone() }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListSection<Fruit>"))
            #expect(message.contains("call selectionMode(.single) or selectionMode(.multiple) first"))
        }

        @Test func aPrototypeCellThatNobodyRegisteredFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSectionMisuseTests.showBadges(registering: nil) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListSection<String> \"Badges\""))
            #expect(message.contains("nothing registered that identifier"))
            #expect(message.contains("Register the prototype cell"))
        }

        @Test func aConfigureClosureForAnotherCellTypeFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSectionMisuseTests.showBadges(registering: UITableViewCell.self) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListSection<String> \"Badges\""))
            #expect(message.contains("made a UITableViewCell"))
            #expect(message.contains("Give the mapping a reuseIdentifier of its own"))
        }

        @Test func aPrototypeCellThatIsRegisteredIsDequeued() {
            let table = CountingTable()
            table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
            let list = ListSection(["a"], id: \.self)
                .cell(BadgeCell.self, reuseIdentifier: "badge", registration: .prototype) { cell, text in
                    cell.textLabel?.text = text
                }
            let root = CascadingRootNode(children: [list], tableView: table)
            withExtendedLifetime(root) {
                #expect(table.visibleTexts() == ["a"])
                #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is BadgeCell)
            }
        }

        @Test func removingPastTheEndFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    ListSection(["a"], id: \.self).header("Letters").removeItem(at: 3)
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("Cannot remove the item of ListSection<String> \"Letters\" at 3: it has 1 items."))
        }
    }
#endif

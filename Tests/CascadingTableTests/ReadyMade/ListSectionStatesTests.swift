// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A load that failed, for the error row.
    struct OfflineError: Error {}

    /// The loading, empty and error rows of a list section: which row shows when, how the switch is
    /// batched with the items, and the hooks and retry action.
    @MainActor
    @Suite("List section: loading, empty and error rows")
    struct ListSectionStatesTests {
        @Test func emptyLoadingContentEmptyCycle() {
            let (table, root, list) = attachedFruits([])
            list.emptyState("Nothing here")
            #expect(table.visibleTexts() == ["Nothing here"])
            list.loadState = .loading
            #expect(table.visibleTexts() == ["Loading…"])
            list.loadState = .idle
            #expect(table.visibleTexts() == ["Nothing here"])
            table.forgetOperations()
            list.loadState = .loading
            #expect(table.operations == ["delete rows [[0, 0]]", "insert rows [[0, 0]]"])
            table.forgetOperations()
            list.performUpdates {
                list.items = fruits("Apple", "Pear")
                list.loadState = .idle
            }
            #expect(table.batches > 0)
            #expect(table.visibleTexts() == ["Apple", "Pear"])
            #expect(table.operations.contains("delete rows [[0, 0]]"))
            list.items = []
            #expect(table.visibleTexts() == ["Nothing here"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func loadingRowFollowsTheItemsAndStaysWhileItemsChange() {
            let (table, root, list) = attachedFruits(fruits("Apple"))
            list.loadState = .loading
            #expect(table.visibleTexts() == ["Apple", "Loading…"])
            table.forgetOperations()
            list.appendItems(contentsOf: [Fruit(2, "Pear"), Fruit(3, "Plum")])
            #expect(table.operations == ["insert rows [[0, 1], [0, 2]]"])
            #expect(table.visibleTexts() == ["Apple", "Pear", "Plum", "Loading…"])
            list.removeItem(at: 0)
            list.items = fruits("Fig")
            #expect(table.visibleTexts() == ["Fig", "Loading…"])
            table.forgetOperations()
            list.performUpdates {
                list.appendItem(Fruit(5, "Kiwi"))
                list.loadState = .idle
            }
            #expect(table.visibleTexts() == ["Fig", "Kiwi"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func theErrorRowRetries() {
            let (table, root, list) = attachedFruits([])
            var retries = 0
            list.errorText { error in "\(type(of: error)): tap to retry" }.onRetry {
                retries += 1
                list.loadState = .loading
            }
            list.loadState = .failed(OfflineError())
            #expect(table.visibleTexts() == ["OfflineError: tap to retry"])
            #expect(list.loadState.error is OfflineError)
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(retries == 1)
            #expect(table.visibleTexts() == ["Loading…"])
            #expect(table.indexPathsForSelectedRows == nil)
            // The loading row does nothing when tapped.
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(retries == 1)
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func theIndicatorIsReplaceableAndItsHooksRunOncePerAppearance() {
            let (table, root, list) = attachedFruits(fruits("Apple"))
            var log: [String] = []
            let indicator = UIView()
            list.loadingText("Fetching").loadingIndicator(
                { indicator }, willShow: { log.append("show \($0 === indicator)") },
                didHide: { _ in log.append("hide") })
            list.loadState = .loading
            #expect(table.visibleTexts() == ["Apple", "Fetching"])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView === indicator)
            table.layoutIfNeeded()
            #expect(log == ["show true"])
            list.loadState = .idle
            table.layoutIfNeeded()
            #expect(log == ["show true", "hide"])
            #expect(table.visibleTexts() == ["Apple"])
            withExtendedLifetime(root) {}
        }

        @Test func theDefaultIndicatorAnimatesWhileShown() throws {
            let (table, root, list) = attachedFruits([])
            list.setLoadState(.loading, animated: false)
            table.layoutIfNeeded()
            let indicator = try #require(
                table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UIActivityIndicatorView)
            #expect(indicator.isAnimating)
            list.setLoadState(.idle, animated: false)
            #expect(!indicator.isAnimating)
            #expect(table.visibleTexts() == [])
            withExtendedLifetime(root) {}
        }

        @Test func anEmptyStateViewFillsTheEmptyRowAndLeavesCellsReusedForOtherRows() throws {
            let (table, root, list) = attachedFruits([])
            let placeholder = UIView()
            list.emptyState(view: placeholder)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(placeholder.superview === cell.contentView)
            list.setLoadState(.loading, animated: false)
            #expect(table.visibleTexts() == ["Loading…"])
            #expect(
                table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.contains(placeholder) == false
            )
            list.setLoadState(.idle, animated: false)
            #expect(placeholder.superview === table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView)
            list.emptyState("Nothing here")
            #expect(table.visibleTexts() == ["Nothing here"])
            #expect(placeholder.superview == nil)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func insideASectionTheStatusRowFollowsTheItems() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let section = RowSection(header: "Mixed") {
                ListRow("First")
            }
            section.children.append(list)
            section.children.append(ListRow("Last"))
            let root = ListRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            list.loadState = .loading
            // Table rows show their title through the content configuration, the list section through the text label.
            #expect(table.visibleTexts() == ["First", "Apple", "Loading…", "Last"])
            list.performUpdates {
                list.items = []
                list.loadState = .failed(OfflineError())
            }
            #expect(table.visibleTexts() == ["First", "Couldn't load. Tap to retry.", "Last"])
            #expect(table.numberOfRows(inSection: 0) == 3)
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
            withExtendedLifetime(root) {}
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // The code of Docs/Loading.md, compiled here; DocumentationSnippetTests checks that the guide's
    // blocks equal the snippets.
    private enum LoadingGuide {
        /// A row that shows one review.
        typealias ReviewRow = NamedRow

        /// Answers later, when the test says so.
        @MainActor
        final class ReviewsAPI {
            private var pending: [([String]) -> Void] = []
            func reviews(completion: @escaping ([String]) -> Void) { pending.append(completion) }
            func answer(_ reviews: [String]) { pending.removeFirst()(reviews) }
        }

        // snippet: loading-reviews-section
        final class ReviewsSection: CascadingSectionNode {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                "Reviews"
            }

            func load(from api: ReviewsAPI) {
                setLoading(true, style: .footer)
                api.reviews { [weak self] reviews in
                    self?.performUpdates {
                        self?.children = reviews.map(ReviewRow.init)
                        self?.setLoading(false)
                    }
                }
            }
        }
        // end snippet

        // snippet: status-row-results-section
        final class SearchResultsSection: CascadingSectionNode {
            override func makeStatusRow() -> CascadingNode? {
                children.isEmpty ? ListRow("No results") : nil
            }

            override func childrenDidChange() {
                super.childrenDidChange()
                updateStatusRow()
            }
        }
        // end snippet

        /// A spinner of the app's own.
        final class SpinnerView: UIView {
            private(set) var isSpinning = false
            func spin() { isSpinning = true }
            func stop() { isSpinning = false }
        }

        /// The whole table syncing, with the app's own spinner as the table's header.
        @MainActor static func syncing(in table: UITableView) -> (CascadingRootNode, SpinnerView) {
            // snippet: loading-table-header
            let spinner = SpinnerView()
            let root = CascadingRootNode(children: [ReviewsSection()], tableView: table)
            root.loadingText("Syncing…")
                .loadingIndicator({ spinner }, willShow: { _ in spinner.spin() }, didHide: { _ in spinner.stop() })
            root.setLoading(true, style: .header)
            // end snippet
            return (root, spinner)
        }
    }

    @MainActor
    @Suite("Docs/Loading.md")
    struct LoadingGuideTests {
        @Test func theReviewsSectionShowsItsFooterWhileItLoads() {
            let table = AnimationRecordingTable()
            let api = LoadingGuide.ReviewsAPI()
            let reviews = LoadingGuide.ReviewsSection()
            let root = CascadingRootNode(children: [reviews], tableView: table)
            table.layoutIfNeeded()
            reviews.load(from: api)
            #expect(table.content() == ["[header 0] \"Reviews\"", "[footer 0] \"Loading…\""])
            _ = table.takeChanges()
            api.answer(["Great", "Too small"])
            #expect(table.content() == ["[header 0] \"Reviews\"", "[0,0] \"Great\"", "[0,1] \"Too small\""])
            // UIKit takes a section's reload and inserts into it in separate batches.
            #expect(table.takeChanges() == ["insert rows [[0, 0], [0, 1]] animated", "reload sections [0] animated"])
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func theWholeTableShowsACustomIndicatorAsItsHeader() {
            let table = AnimationRecordingTable()
            let (root, spinner) = LoadingGuide.syncing(in: table)
            #expect((table.tableHeaderView as? UITableViewHeaderFooterView)?.textLabel?.text == "Syncing…")
            #expect(spinner.isSpinning)
            root.setLoading(false)
            #expect(table.tableHeaderView == nil)
            #expect(!spinner.isSpinning)
        }

        @Test func theSearchResultsSayNoResultsUntilOneArrivesAndWhileNoneIsLeft() {
            let table = AnimationRecordingTable()
            let results = LoadingGuide.SearchResultsSection()
            let root = CascadingRootNode(children: [results], tableView: table)
            table.layoutIfNeeded()
            #expect(shownTitles(table) == [["No results"]])
            _ = table.takeChanges()
            root.performUpdates { results.appendChild(ListRow("Apple")) }
            #expect(shownTitles(table) == [["Apple"]])
            #expect(table.takeChanges() == ["delete rows [[0, 0]] animated", "insert rows [[0, 0]] animated"])
            results.setLoading(true)
            results.removeChild(at: 0)
            #expect(shownTitles(table) == [["Loading…"]])
            results.setLoading(false)
            #expect(shownTitles(table) == [["No results"]])
            #expect(results.children.isEmpty && table.violations.isEmpty)
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section whose header is a view of its own, made with or without calling `super`.
    private final class BannerSection: CascadingSectionNode {
        let callsSuper: Bool
        private(set) var displayedHeaders: [String] = []
        init(callsSuper: Bool, rows: [String]) {
            self.callsSuper = callsSuper
            super.init(children: rows.map { NamedRow($0) })
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            if callsSuper, let inherited = super.tableView(tableView, viewForHeaderInSection: section) {
                return inherited
            }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.textLabel?.text = "Banner"
            return view
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            displayedHeaders.append((view as? UITableViewHeaderFooterView)?.textLabel?.text ?? "?")
        }
    }

    /// A group that draws a section of one row, "cover", before its children's sections and another, "back",
    /// after them, while `childrenOffset` and `childrenTrailingOffset` say so.
    private final class CoveredGroup: CascadingGroupNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            ownSection(at: section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let text: String
            switch ownSection(at: indexPath.section) {
            case .beforeChildren?: text = "cover"
            case .afterChildren?: text = "back"
            default: return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    /// Loading indicators as a row, a header or a footer, on hand-written sections, list sections,
    /// groups and the root: the batch each switch makes, what the table shows, and the hooks.
    @MainActor
    @Suite("Loading indicators on any node")
    struct CascadingNodeLoadingTests {
        /// A root with `sections` attached to a recording table, laid out.
        private func attached(_ sections: [CascadingNode]) -> (AnimationRecordingTable, RecoveringRoot) {
            let table = AnimationRecordingTable()
            let root = RecoveringRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            return (table, root)
        }

        // MARK: Row

        @Test(arguments: [true, false])
        func aSectionNodeShowsALoadingRowAfterItsRows(animated: Bool) {
            let section = NamedSection("Fruit", rows: ["Apple", "Pear"])
            let (table, root) = attached([section])
            let animation = animated ? "animated" : "none"
            section.setLoading(true, animated: animated)
            #expect(table.takeChanges() == ["insert rows [[0, 2]] \(animation)"])
            #expect(section.isLoading && section.loadingStyle == .row)
            #expect(
                table.content() == [
                    "[header 0] \"Fruit\"", "[0,0] \"Apple\"", "[0,1] \"Pear\"",
                    "[0,2] \"Loading…\" <UIActivityIndicatorView animating>",
                ])
            #expect(section.children.count == 2)
            section.setLoading(false, animated: animated)
            #expect(table.takeChanges() == ["delete rows [[0, 2]] \(animation)"])
            #expect(!section.isLoading && section.loadingStyle == nil)
            #expect(table.content() == ["[header 0] \"Fruit\"", "[0,0] \"Apple\"", "[0,1] \"Pear\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func theLoadingRowStaysLastWhileChildrenChange() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            section.setLoading(true)
            _ = table.takeChanges()
            section.appendChild(NamedRow("Pear"))
            #expect(table.takeChanges() == ["insert rows [[0, 1]] animated"])
            section.insertChild(NamedRow("Fig"), at: 0)
            section.children = section.children.reversed()
            section.moveChild(from: 0, to: 2)
            #expect(section.children.map { ($0 as? NamedRow)?.name } == ["Apple", "Fig", "Pear"])
            #expect(shownTitles(table) == [["Apple", "Fig", "Pear", "Loading…"]])
            section.children.removeAll()
            #expect(shownTitles(table) == [["Loading…"]])
            section.setLoading(false)
            #expect(shownTitles(table) == [[]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test(arguments: [CascadingUpdatePolicy.reloadSection, .reloadTable])
        func aSectionThatReloadsInsteadOfAnimatingShowsAndHidesItsLoadingRowByReloading(
            policy: CascadingUpdatePolicy
        ) {
            let section = NamedSection("Fruit", rows: ["Apple"])
            section.updatePolicy = policy
            let (table, root) = attached([section])
            section.setLoading(true)
            section.appendChild(NamedRow("Pear"))
            #expect(shownTitles(table) == [["Apple", "Pear", "Loading…"]])
            #expect(!table.changes.contains { $0.hasPrefix("insert") })
            section.setLoading(false)
            #expect(shownTitles(table) == [["Apple", "Pear"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func theRootShowsALoadingSectionAfterItsSections() {
            let (table, root) = attached([NamedSection("A", rows: ["a"]), NamedSection("B", rows: ["b"])])
            root.setLoading(true)
            #expect(table.takeChanges() == ["insert sections [2] animated"])
            #expect(shownTitles(table) == [["a"], ["b"], ["Loading…"]])
            #expect(root.children.count == 2)
            root.appendChild(NamedSection("C", rows: ["c"]))
            #expect(shownTitles(table) == [["a"], ["b"], ["c"], ["Loading…"]])
            root.setLoading(false, animated: false)
            #expect(table.takeChanges().last == "delete sections [3] none")
            #expect(shownTitles(table) == [["a"], ["b"], ["c"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aGroupAmongSectionsShowsALoadingSectionAfterItsSections() {
            let group = CascadingGroupNode(children: [NamedSection("B", rows: ["b"]), NamedSection("C", rows: ["c"])])
            let (table, root) = attached([NamedSection("A", rows: ["a"]), group, NamedSection("D", rows: ["d"])])
            group.setLoading(true)
            #expect(table.takeChanges() == ["insert sections [3] animated"])
            #expect(shownTitles(table) == [["a"], ["b"], ["c"], ["Loading…"], ["d"]])
            group.setLoading(false)
            #expect(table.takeChanges() == ["delete sections [3] animated"])
            #expect(shownTitles(table) == [["a"], ["b"], ["c"], ["d"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aGroupAmongRowsShowsALoadingRowAfterItsRows() {
            let run = CascadingGroupNode(children: [NamedRow("b"), NamedRow("c")])
            let section = NamedSection("S")
            section.children = [NamedRow("a"), run, NamedRow("d")]
            let (table, root) = attached([section])
            run.setLoading(true)
            #expect(table.takeChanges() == ["insert rows [[0, 3]] animated"])
            #expect(shownTitles(table) == [["a", "b", "c", "Loading…", "d"]])
            run.appendChild(NamedRow("c2"))
            #expect(shownTitles(table) == [["a", "b", "c", "c2", "Loading…", "d"]])
            run.setLoading(false)
            #expect(shownTitles(table) == [["a", "b", "c", "c2", "d"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aListSectionShowsItsOwnLoadingRow() {
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let (table, root) = attached([list])
            list.setLoading(true)
            #expect(list.loadState.isLoading && list.isLoading && list.loadingStyle == .row)
            #expect(table.takeChanges() == ["insert rows [[0, 1]] animated"])
            #expect(shownTitles(table) == [["Apple", "Loading…"]])
            list.loadState = .idle
            #expect(!list.isLoading)
            #expect(shownTitles(table) == [["Apple"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aListSectionsLoadStateLoadingMovesItsHeaderIndicatorToItsRowAndOffIsOff() {
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }.header("Fruit")
            let (table, root) = attached([list])
            list.setLoading(true, style: .header)
            #expect(!list.loadState.isLoading)
            list.loadState = .loading
            #expect(list.loadingStyle == .row)
            #expect(
                table.content() == [
                    "[header 0] \"Fruit\"", "[0,0] \"Apple\"",
                    "[0,1] \"Loading…\" <UIActivityIndicatorView animating>",
                ])
            list.setLoading(false)
            #expect(!list.isLoading && !list.loadState.isLoading)
            #expect(table.content() == ["[header 0] \"Fruit\"", "[0,0] \"Apple\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        // MARK: Header and footer

        @Test(arguments: [true, false])
        func aSectionNodeShowsTheIndicatorAsItsHeader(animated: Bool) {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            section.setLoading(true, style: .header, animated: animated)
            #expect(table.takeChanges() == ["reload sections [0] \(animated ? "animated" : "none")"])
            #expect(table.content() == ["[header 0] \"Loading…\"", "[0,0] \"Apple\""])
            #expect(table.rectForHeader(inSection: 0).height == 44)
            section.setLoading(false, animated: animated)
            #expect(table.takeChanges() == ["reload sections [0] \(animated ? "animated" : "none")"])
            #expect(table.content() == ["[header 0] \"Fruit\"", "[0,0] \"Apple\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aListSectionShowsTheIndicatorAsItsFooter() {
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }.footer(
                "1 fruit")
            let (table, root) = attached([list])
            list.setLoading(true, style: .footer)
            #expect(table.takeChanges() == ["reload sections [0] animated"])
            #expect(table.content() == ["[0,0] \"Apple\"", "[footer 0] \"Loading…\""])
            #expect(!list.loadState.isLoading && list.loadingStyle == .footer)
            list.setLoading(false)
            #expect(table.content() == ["[0,0] \"Apple\"", "[footer 0] \"1 fruit\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aGroupShowsTheIndicatorAsTheHeaderOfItsFirstAndTheFooterOfItsLastSection() {
            let group = CascadingGroupNode(children: [NamedSection("B", rows: ["b"]), NamedSection("C", rows: ["c"])])
            let (table, root) = attached([NamedSection("A", rows: ["a"]), group])
            group.setLoading(true, style: .header)
            #expect(table.takeChanges() == ["reload sections [1] animated"])
            #expect(
                table.content() == [
                    "[header 0] \"A\"", "[0,0] \"a\"", "[header 1] \"Loading…\"", "[1,0] \"b\"", "[header 2] \"C\"",
                    "[2,0] \"c\"",
                ])
            group.setLoading(true, style: .footer)
            #expect(table.takeChanges() == ["reload sections [1, 2] animated"])
            #expect(
                table.content() == [
                    "[header 0] \"A\"", "[0,0] \"a\"", "[header 1] \"B\"", "[1,0] \"b\"", "[header 2] \"C\"",
                    "[2,0] \"c\"", "[footer 2] \"Loading…\"",
                ])
            group.setLoading(false)
            #expect(table.takeChanges() == ["reload sections [2] animated"])
            #expect(!table.content().contains { $0.contains("Loading") })
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aGroupsIndicatorFollowsItsFirstAndLastSectionsAsChildrenChangeAtAnyDepth() {
            let inner = CascadingGroupNode(children: [NamedSection("C", rows: ["c"])])
            let group = CascadingGroupNode(children: [NamedSection("B", rows: ["b"]), inner])
            let (table, root) = attached([NamedSection("A", rows: ["a"]), group])
            group.setLoading(true, style: .header)
            group.insertChild(NamedSection("B0", rows: ["b0"]), at: 0)
            #expect(
                table.content().filter { $0.hasPrefix("[header") } == [
                    "[header 0] \"A\"", "[header 1] \"Loading…\"", "[header 2] \"B\"", "[header 3] \"C\"",
                ])
            group.setLoading(true, style: .footer)
            inner.appendChild(NamedSection("D", rows: ["d"]))
            #expect(table.content().filter { $0.hasPrefix("[footer") } == ["[footer 4] \"Loading…\""])
            inner.removeChild(at: 1)
            #expect(table.content().filter { $0.hasPrefix("[footer") } == ["[footer 3] \"Loading…\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aGroupsIndicatorFollowsTheSectionsItDrawsItselfAsTheyShowAndHide() {
            let group = CoveredGroup(children: [NamedSection("B", rows: ["b"])])
            let (table, root) = attached([NamedSection("A", rows: ["a"]), group])
            group.setLoading(true, style: .header)
            group.childrenOffset = 1
            #expect(
                table.content().filter { $0.hasPrefix("[header") || $0.hasPrefix("[1,") } == [
                    "[header 0] \"A\"", "[header 1] \"Loading…\"", "[1,0] \"cover\"", "[header 2] \"B\"",
                ])
            group.setLoading(true, style: .footer)
            group.childrenTrailingOffset = 1
            #expect(table.content().filter { $0.hasPrefix("[footer") } == ["[footer 3] \"Loading…\""])
            group.childrenTrailingOffset = 0
            group.childrenOffset = 0
            #expect(table.content().filter { $0.hasPrefix("[footer") } == ["[footer 1] \"Loading…\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aSectionInsideAGroupShowsTheIndicatorAsItsHeader() {
            let inner = NamedSection("C", rows: ["c"])
            let group = CascadingGroupNode(children: [
                NamedSection("B", rows: ["b"]), CascadingGroupNode(children: [inner]),
            ])
            let (table, root) = attached([group])
            inner.setLoading(true, style: .header)
            #expect(table.takeChanges() == ["reload sections [1] animated"])
            #expect(table.content() == ["[header 0] \"B\"", "[0,0] \"b\"", "[header 1] \"Loading…\"", "[1,0] \"c\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test(arguments: [true, false])
        func aSectionThatMakesItsOwnHeaderShowsTheIndicatorWhetherItCallsSuperOrNot(callsSuper: Bool) {
            let section = BannerSection(callsSuper: callsSuper, rows: ["a"])
            let (table, root) = attached([section])
            #expect(table.content() == ["[header 0] \"Banner\"", "[0,0] \"a\""])
            section.setLoading(true, style: .header)
            #expect(table.content() == ["[header 0] \"Loading…\"", "[0,0] \"a\""])
            #expect(table.rectForHeader(inSection: 0).height == 44)
            section.setLoading(false)
            #expect(table.content() == ["[header 0] \"Banner\"", "[0,0] \"a\""])
            #expect(table.rectForHeader(inSection: 0).height == 30)
            // The section saw only its own header views.
            #expect(section.displayedHeaders == ["Banner", "Banner"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func theRootShowsTheIndicatorAsTheTablesHeaderViewAndPutsBackTheOneItReplaced() throws {
            let (table, root) = attached([NamedSection("A", rows: ["a"])])
            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
            table.tableHeaderView = banner
            root.setLoading(true, style: .header)
            #expect(table.takeChanges() == [])
            let header = try #require(table.tableHeaderView as? UITableViewHeaderFooterView)
            #expect(header.textLabel?.text == "Loading…")
            let spinner = try #require(
                header.contentView.subviews.lazy.compactMap { $0 as? UIActivityIndicatorView }.first)
            #expect(spinner.isAnimating)
            #expect(table.rectForHeader(inSection: 0).minY == 44)
            root.setLoading(true, style: .footer)
            #expect(table.tableHeaderView === banner && table.tableFooterView === header)
            #expect(spinner.isAnimating)
            root.setLoading(false)
            #expect(table.tableHeaderView === banner && table.tableFooterView == nil)
            #expect(!spinner.isAnimating)
            #expect(table.rectForHeader(inSection: 0).minY == 10)
        }

        @Test func aRootSetToLoadBeforeItIsAttachedShowsTheIndicatorWhenAttached() {
            let root = CascadingRootNode(children: [NamedSection("A", rows: ["a"])])
            root.setLoading(true, style: .footer)
            let table = AnimationRecordingTable()
            root.prepare(tableView: table)
            #expect((table.tableFooterView as? UITableViewHeaderFooterView)?.textLabel?.text == "Loading…")
        }

        // MARK: Hooks and replaced views

        @Test func aReplacedIndicatorRunsItsHooksOncePerAppearanceInEveryStyle() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            var log: [String] = []
            let spinner = SpinnerView()
            section.loadingText("Fetching").loadingIndicator(
                { spinner }, willShow: { log.append("show \($0 === spinner)") }, didHide: { _ in log.append("hide") })
            section.setLoading(true)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView === spinner)
            #expect(shownTitles(table) == [["Apple", "Fetching"]])
            #expect(log == ["show true"])
            table.layoutIfNeeded()
            #expect(log == ["show true"])
            section.setLoading(false)
            #expect(log == ["show true", "hide"])
            section.setLoading(true, style: .header)
            #expect(log == ["show true", "hide", "show true"])
            #expect(
                spinner.superview === table.headerView(forSection: 0)?.contentView)
            // Scrolled out of sight and back.
            table.contentOffset = CGPoint(x: 0, y: 1_000)
            table.layoutIfNeeded()
            #expect(log == ["show true", "hide", "show true", "hide"])
            table.contentOffset = .zero
            table.layoutIfNeeded()
            section.setLoading(false)
            #expect(log == ["show true", "hide", "show true", "hide", "show true", "hide"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func newTextKeepsTheViewAndANewConfigurationHidesTheOldView() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            var log: [String] = []
            section.loadingIndicator(
                { SpinnerView() }, willShow: { _ in log.append("show") }, didHide: { _ in log.append("hide") })
            section.setLoading(true)
            let shown = table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView
            section.loadingText("Still loading")
            #expect(log == ["show"])
            section.loadingIndicator = LoadingIndicator(text: "Almost there")
            #expect(log == ["show", "hide"])
            section.setLoading(false)
            section.setLoading(true)
            #expect(shownTitles(table) == [["Apple", "Almost there"]])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView !== shown)
            #expect(log == ["show", "hide"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aConfigurationReplacedWhileShownRunsItsOwnHooksOnceItsViewShows() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            var log: [String] = []
            section.loadingIndicator(
                { SpinnerView() }, willShow: { _ in log.append("show old") }, didHide: { _ in log.append("hide old") })
            section.setLoading(true)
            #expect(log == ["show old"])
            section.loadingIndicator(
                { SpinnerView() }, willShow: { _ in log.append("show new") }, didHide: { _ in log.append("hide new") })
            #expect(log == ["show old", "hide old"])
            section.setLoading(false)
            section.setLoading(true)
            #expect(log == ["show old", "hide old", "show new"])
            section.setLoading(false)
            #expect(log == ["show old", "hide old", "show new", "hide new"])
            #expect(shownTitles(table) == [["Apple"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func theDefaultIndicatorAnimatesOnlyWhileShown() throws {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            section.setLoading(true, style: .footer)
            let footer = try #require(table.footerView(forSection: 0))
            let spinner = try #require(
                footer.contentView.subviews.lazy.compactMap { $0 as? UIActivityIndicatorView }.first)
            #expect(spinner.isAnimating)
            section.setLoading(false)
            #expect(!spinner.isAnimating)
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        // MARK: Grouped updates

        @Test func insidePerformUpdatesTheSwitchJoinsTheOtherChanges() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let other = NamedSection("Veg", rows: ["Leek"])
            let (table, root) = attached([section, other])
            root.performUpdates {
                section.appendChild(NamedRow("Pear"))
                section.setLoading(true)
                other.setLoading(true, style: .footer)
                other.children.removeAll()
            }
            #expect(shownTitles(table) == [["Apple", "Pear", "Loading…"], []])
            #expect(table.content().last == "[footer 1] \"Loading…\"")
            root.performUpdates {
                section.setLoading(false)
                section.children.removeFirst()
                other.setLoading(false)
                other.appendChild(NamedRow("Kale"))
                root.setLoading(true)
            }
            #expect(shownTitles(table) == [["Pear"], ["Kale"], ["Loading…"]])
            #expect(!table.content().contains("[footer 1] \"Loading…\""))
            #expect(!table.changes.contains("reload data"))
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        // MARK: Misuse

        @Test func turningOffWhatIsOffOrOnWhatIsOnChangesNothing() {
            let section = NamedSection("Fruit", rows: ["Apple"])
            let (table, root) = attached([section])
            section.setLoading(false)
            section.setLoading(false, style: .header)
            #expect(table.takeChanges() == [])
            section.setLoading(true)
            section.setLoading(true)
            #expect(table.takeChanges() == ["insert rows [[0, 1]] animated"])
            // On with another style moves the indicator in one update.
            section.setLoading(true, style: .header)
            #expect(shownTitles(table) == [["Apple"]])
            #expect(table.content().first == "[header 0] \"Loading…\"")
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aLeafSectionCannotShowALoadingRow() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ArraySection(["a"]).setLoading(true) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("answers its rows itself, so it cannot show a loading row"))
            #expect(message.contains("style .header or .footer"))
        }

        @Test func aRowCannotShowTheIndicatorAsAHeader() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let section = NamedSection("S", rows: ["a"])
                    section.children[0].setLoading(true, style: .header)
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("is a row inside a section"))
            #expect(message.contains("call setLoading(_:style:animated:) on its section"))
        }

        @Test func aLeafSectionShowsTheIndicatorAsItsHeader() {
            let leaf = ArraySection(["a", "b"])
            let (table, root) = attached([leaf])
            leaf.setLoading(true, style: .header)
            #expect(table.content() == ["[header 0] \"Loading…\"", "[0,0] \"a\"", "[0,1] \"b\""])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif

// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A module of a feed, written from `Docs/Composing.md` and `Docs/Loading.md` alone: a "What's new"
    /// section before its pages, a sponsored section among them, and its loading indicator in the footer
    /// of its last section while the next page loads.
    private final class FeedModule: CascadingGroupNode {
        init(pages: [[String]]) {
            super.init(children: pages.map(Self.page))
            childrenOffset = 1
        }

        static func page(_ posts: [String]) -> CascadingNode {
            RowSection(rows: posts.map { ListRow($0) })
        }

        func pageDidArrive(_ posts: [String], sponsoredBy sponsor: String?) {
            performUpdates {
                if let sponsor { appendChild(CascadingOwnRowNode(sponsor)) }
                appendChild(Self.page(posts))
                setLoading(false)
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            ownSection(at: section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let text: String
            switch ownSection(at: indexPath.section) {
            case .beforeChildren?: text = "What's new"
            case .amongChildren(let sponsor)?: text = "Sponsored by \(sponsor)"
            default: return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    @MainActor
    @Suite("A feed module: its own sections and its loading footer")
    struct FeedModuleScreenTests {
        @Test func pagesArriveUnderTheLoadingFooterAndTheHeadSectionComesAndGoes() {
            let table = AnimationRecordingTable()
            let feed = FeedModule(pages: [["First post"]])
            let root = RecoveringRoot(
                children: [RowSection(header: "Profile", rows: [ListRow("Me")]), feed], tableView: table)
            table.layoutIfNeeded()
            #expect(
                table.content() == [
                    "[header 0] \"Profile\"", "[0,0] \"Me\"", "[1,0] \"What's new\"", "[2,0] \"First post\"",
                ])

            feed.setLoading(true, style: .footer)
            #expect(table.content().last == "[footer 2] \"Loading…\"")

            feed.pageDidArrive(["Second post"], sponsoredBy: "Kettles Inc")
            #expect(
                table.content() == [
                    "[header 0] \"Profile\"", "[0,0] \"Me\"", "[1,0] \"What's new\"", "[2,0] \"First post\"",
                    "[3,0] \"Sponsored by Kettles Inc\"", "[4,0] \"Second post\"",
                ])

            // Refreshing from the top: the indicator heads the module, then its first page once the head goes.
            feed.setLoading(true, style: .header)
            #expect(table.content().contains("[header 1] \"Loading…\""))
            feed.childrenOffset = 0
            #expect(table.content().filter { $0.contains("Loading…") } == ["[header 1] \"Loading…\""])
            #expect(table.content().contains("[1,0] \"First post\""))
            feed.setLoading(false)
            #expect(!table.content().contains { $0.contains("Loading…") })
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif

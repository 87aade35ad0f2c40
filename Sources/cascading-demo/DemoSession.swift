import CascadingTable

#if !canImport(UIKit)
    /// One screen of the scripted session: a file-friendly name, a heading, and what happened to reach it.
    struct DemoScreen {
        /// A short name, used for the SVG file: `1-page`, `2-tap`, … (`collection-1-page`, … in the
        /// collection view).
        let name: String
        /// The heading printed above the screen.
        let heading: String
        /// What the step did, one line each, as printed under the heading.
        let notes: [String]
    }

    /// The destination page and the scripted session run on it, in a table or a collection view: look,
    /// tap a row, swipe one away.
    @MainActor
    final class DemoSession {
        /// The view the session shows the page in.
        let view: DemoView
        /// The table or collection view the session drives.
        let surface: any DemoSurface
        /// The page's list of attractions, which the session taps and swipes.
        let attractions: ListSection<String>
        /// The attractions opened by a tap, in order; a box the rows can write to before `self` exists.
        private let opened: OpenedAttractions

        init(view: DemoView = .table) {
            let opened = OpenedAttractions()
            let page = DemoPage(for: view) { opened.titles.append($0) }
            let root = CascadingRootNode(children: page.sections)
            self.view = view
            self.opened = opened
            attractions = page.attractions
            surface =
                switch view {
                case .table: TableSurface(root: root)
                case .collection: CollectionSurface(root: root)
                }
        }

        /// Runs every step, handing each resulting screen to `show` while the view shows it.
        func run(_ show: (DemoScreen) -> Void) {
            show(screen("1-page", "The page"))

            let calls = surface.recordingCalls { surface.tap(IndexPath(row: 1, section: 1)) }
            show(
                screen(
                    "2-tap", "Tap \"Old town tour\"",
                    (calls.map { ["calls: \($0.joined(separator: ", "))"] } ?? []) + [
                        "opened: \(opened.titles.map { "\"\($0)\"" }.joined(separator: ", "))",
                        "selected: \(describe(surface.selectedIndexPath))",
                    ]))

            let buttons = surface.swipe(IndexPath(row: 0, section: 1))
            show(screen("3-swipe", "Swipe \"Harbour walk\"", ["revealed: \(buttons)"]))

            surface.tapSwipeAction(at: 0)
            show(
                screen(
                    "4-deleted", "Tap Delete",
                    [
                        "rows in \"Things to do\": \(surface.numberOfItems(inSection: 1)) (items: \(attractions.items.count))",
                        "selection followed its row to \(describe(surface.selectedIndexPath))",
                    ]))
        }

        private func screen(_ step: String, _ heading: String, _ notes: [String] = []) -> DemoScreen {
            DemoScreen(name: view.screenName(step), heading: heading, notes: notes)
        }

        private func describe(_ indexPath: IndexPath?) -> String {
            indexPath.map { "\(Array($0))" } ?? "none"
        }
    }

    /// The titles of the attractions opened so far.
    @MainActor
    final class OpenedAttractions {
        var titles: [String] = []
    }
#endif

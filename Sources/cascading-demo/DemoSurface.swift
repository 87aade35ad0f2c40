import CascadingTable

#if !canImport(UIKit)
    /// The view a session drives, a table or a collection view, through what both offer headlessly:
    /// pictures, a tap, a swipe and the selection. It keeps the root that drives the view, which the
    /// view itself holds only weakly.
    @MainActor
    protocol DemoSurface: AnyObject {
        /// The page as text, one line per header, footer or line of cells.
        func renderedText() -> String
        /// The page as an SVG picture.
        func renderedSVG() -> String
        /// Taps the row or item at `indexPath`.
        func tap(_ indexPath: IndexPath)
        /// Swipes the row or item at `indexPath` from its trailing edge; returns the revealed actions' titles.
        func swipe(_ indexPath: IndexPath) -> [String]
        /// Taps the action at `index` of the last swipe.
        func tapSwipeAction(at index: Int)
        /// The selected row or item, if any.
        var selectedIndexPath: IndexPath? { get }
        /// The number of rows or items the view shows in `section`.
        func numberOfItems(inSection section: Int) -> Int
        /// Runs `body`; returns the data-source and delegate calls the view made meanwhile, or `nil` when
        /// the view cannot record them (the collection view).
        func recordingCalls(_ body: () -> Void) -> [String]?
    }

    /// A grouped table, 375 by 400 points, showing the root's sections.
    final class TableSurface: DemoSurface {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .grouped)
        private let root: CascadingRootNode

        init(root: CascadingRootNode) {
            self.root = root
            root.prepare(tableView: tableView)
        }

        func renderedText() -> String { tableView.headlessRenderedText() }
        func renderedSVG() -> String { tableView.headlessRenderedSVG() }
        func tap(_ indexPath: IndexPath) { tableView.headlessTap(rowAt: indexPath) }
        func swipe(_ indexPath: IndexPath) -> [String] { tableView.headlessSwipe(rowAt: indexPath).compactMap(\.title) }
        func tapSwipeAction(at index: Int) { tableView.headlessTapSwipeAction(at: index) }
        var selectedIndexPath: IndexPath? { tableView.indexPathForSelectedRow }
        func numberOfItems(inSection section: Int) -> Int { tableView.numberOfRows(inSection: section) }

        func recordingCalls(_ body: () -> Void) -> [String]? {
            tableView.layoutIfNeeded()  // the calls of loading the page are not the body's
            let recorder = HeadlessCallRecorder()
            tableView.headlessRecorder = recorder
            defer { tableView.headlessRecorder = nil }
            body()
            return recorder.events.map { "\($0)" }
        }
    }

    /// A collection view, 375 by 740 points, whose compositional layout the root builds from the
    /// sections' descriptions.
    final class CollectionSurface: DemoSurface {
        let collectionView: UICollectionView
        private let root: CascadingRootNode
        /// The item whose swipe actions were revealed last.
        private var swiped: IndexPath?

        init(root: CascadingRootNode) {
            self.root = root
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 740),
                collectionViewLayout: root.makeCompositionalLayout())
            root.prepare(collectionView: collectionView)
        }

        func renderedText() -> String { collectionView.headlessRenderedText() }
        func renderedSVG() -> String { collectionView.headlessRenderedSVG() }
        func tap(_ indexPath: IndexPath) { collectionView.headlessTap(itemAt: indexPath) }

        func swipe(_ indexPath: IndexPath) -> [String] {
            let actions = collectionView.headlessSwipeActionsConfiguration(forItemAt: indexPath, edge: .trailing)?
                .actions
            swiped = actions == nil ? nil : indexPath
            return actions?.compactMap(\.title) ?? []
        }

        func tapSwipeAction(at index: Int) {
            guard let swiped else { return }
            self.swiped = nil
            collectionView.headlessPerformSwipeAction(at: index, forItemAt: swiped, edge: .trailing)
        }

        var selectedIndexPath: IndexPath? { collectionView.indexPathsForSelectedItems?.first }
        func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }
        func recordingCalls(_ body: () -> Void) -> [String]? {
            body()
            return nil
        }
    }
#endif

#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A node written outside the library that keeps state in the view: a section of options where one
    /// option is chosen, whichever view shows it, through `AttachedListView` alone.
    // snippet: attached-list-view-pick-one
    final class PickOneSection: CascadingSectionNode {
        private(set) var chosen: Int?

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            choose(at: indexPath, in: AttachedListView(tableView))
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            choose(at: indexPath, in: AttachedListView(collectionView))
        }

        private func choose(at indexPath: IndexPath, in view: AttachedListView) {
            for other in view.selectedIndexPaths where other.section == indexPath.section && other != indexPath {
                view.deselectRow(at: other, animated: false)
            }
            chosen = localIndex(of: indexPath)
        }
    }
    // end snippet

    extension PickOneSection {
        /// A section of ready-made rows, one per option: the rows run no action of their own, so a tap
        /// reaches the section.
        convenience init(options: [String]) {
            self.init(children: options.map { ListRow($0) })
        }

        /// Selects an option's row from code, alone in its section, in the view the tree is attached to.
        func select(_ option: Int) {
            guard let view = attachedRoot?.attachedListView,
                let indexPath = children[option].indexPath(forLocalIndex: 0)
            else { return }
            for other in view.selectedIndexPaths where other.section == indexPath.section {
                view.deselectRow(at: other, animated: false)
            }
            view.selectRow(at: indexPath)
        }
    }

    @MainActor
    @Suite("The attached view, seen alike: a node reads and sets the selection in a table or a collection view")
    struct AttachedListViewTests {
        /// A screen of two pick-one sections in a view that allows several selected rows, driven alike in
        /// either view.
        @MainActor
        struct Screen {
            let root: CascadingRootNode
            let sizes = PickOneSection(options: ["S", "M", "L"])
            let colours = PickOneSection(options: ["Red", "Blue"])
            let driver: BothViewsDriver

            init(in shown: ShownIn) {
                root = CascadingRootNode(children: [sizes, colours])
                driver = BothViewsDriver(root, in: shown)
                driver.table?.layoutIfNeeded()
                driver.list?.layoutIfNeeded()
            }

            func tap(_ indexPath: IndexPath) { driver.tap(indexPath) }

            var view: UIScrollView { driver.table ?? driver.list! }
        }

        @Test(arguments: ShownIn.allCases)
        func theRootsAttachedViewIsTheViewItShowsIn(_ shown: ShownIn) throws {
            let screen = Screen(in: shown)
            let view = try #require(screen.root.attachedListView)
            #expect(view.scrollView === screen.view)
            #expect(view == screen.sizes.attachedRoot?.attachedListView)
            if let table = screen.driver.table { #expect(view == AttachedListView(table)) }
            if let list = screen.driver.list { #expect(view == AttachedListView(list)) }
            #expect(view != AttachedListView(UITableView(frame: .zero, style: .plain)))
            #expect(view.numberOfSections == 2)
            #expect(view.numberOfRows(inSection: 0) == 3)
            #expect(view.numberOfRows(inSection: 1) == 2)
            #expect(Set(view.visibleIndexPaths).count == 5)
            #expect(view.allowsSeveralSelectedRows)
            #expect(view.selectedIndexPaths.isEmpty)
            #expect(CascadingRootNode(children: []).attachedListView == nil)
        }

        @Test(arguments: ShownIn.allCases)
        func aNodeKeepsOneChosenRowPerSectionThroughTheSameCodeInEitherView(_ shown: ShownIn) throws {
            let screen = Screen(in: shown)
            let view = try #require(screen.root.attachedListView)
            screen.tap(IndexPath(row: 0, section: 0))
            screen.tap(IndexPath(row: 1, section: 1))
            screen.tap(IndexPath(row: 2, section: 0))
            #expect(Set(view.selectedIndexPaths) == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
            #expect(screen.sizes.chosen == 2)
            #expect(screen.colours.chosen == 1)
        }

        @Test(arguments: ShownIn.allCases)
        func selectingFromCodeShowsInTheViewAndTellsNoDelegate(_ shown: ShownIn) throws {
            let screen = Screen(in: shown)
            let view = try #require(screen.root.attachedListView)
            screen.tap(IndexPath(row: 0, section: 0))
            screen.sizes.select(1)
            #expect(view.selectedIndexPaths == [IndexPath(row: 1, section: 0)])
            // No delegate heard of it: the section's choice is still the tapped row.
            #expect(screen.sizes.chosen == 0)
            view.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
            #expect(view.selectedIndexPaths.isEmpty)
        }

        @Test(arguments: ShownIn.allCases)
        func whereTheViewKeepsOneSelectedRowSelectingAnotherDeselectsTheFirst(_ shown: ShownIn) throws {
            let screen = Screen(in: shown)
            screen.driver.table?.allowsMultipleSelection = false
            screen.driver.list?.allowsMultipleSelection = false
            let view = try #require(screen.root.attachedListView)
            #expect(!view.allowsSeveralSelectedRows)
            screen.sizes.select(0)
            screen.colours.select(1)
            #expect(view.selectedIndexPaths == [IndexPath(row: 1, section: 1)])
        }
    }
#endif

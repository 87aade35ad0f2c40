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
        enum Shown: CaseIterable {
            case table
            case collectionView
        }

        /// A screen of two pick-one sections in a view that allows several selected rows.
        @MainActor
        struct Screen {
            let root: CascadingRootNode
            let sizes: PickOneSection
            let colours: PickOneSection
            let table: UITableView?
            let collectionView: UICollectionView?

            init(in shown: Shown) {
                sizes = PickOneSection(options: ["S", "M", "L"])
                colours = PickOneSection(options: ["Red", "Blue"])
                root = CascadingRootNode(children: [sizes, colours])
                let frame = CGRect(x: 0, y: 0, width: 320, height: 640)
                switch shown {
                case .table:
                    let table = UITableView(frame: frame, style: .plain)
                    table.allowsMultipleSelection = true
                    root.prepare(tableView: table)
                    table.layoutIfNeeded()
                    (self.table, collectionView) = (table, nil)
                case .collectionView:
                    let list = UICollectionView(frame: frame, collectionViewLayout: root.makeCompositionalLayout())
                    list.allowsMultipleSelection = true
                    root.prepare(collectionView: list)
                    list.layoutIfNeeded()
                    (table, collectionView) = (nil, list)
                }
            }

            func tap(_ indexPath: IndexPath) {
                table?.headlessTap(rowAt: indexPath)
                collectionView?.headlessTap(itemAt: indexPath)
            }

            var view: UIScrollView { table ?? collectionView! }
        }

        @Test(arguments: Shown.allCases)
        func theRootsAttachedViewIsTheViewItShowsIn(_ shown: Shown) throws {
            let screen = Screen(in: shown)
            let view = try #require(screen.root.attachedListView)
            #expect(view.scrollView === screen.view)
            #expect(view == screen.sizes.attachedRoot?.attachedListView)
            if let table = screen.table { #expect(view == AttachedListView(table)) }
            if let list = screen.collectionView { #expect(view == AttachedListView(list)) }
            #expect(view != AttachedListView(UITableView(frame: .zero, style: .plain)))
            #expect(view.numberOfSections == 2)
            #expect(view.numberOfRows(inSection: 0) == 3)
            #expect(view.numberOfRows(inSection: 1) == 2)
            #expect(Set(view.visibleIndexPaths).count == 5)
            #expect(view.allowsSeveralSelectedRows)
            #expect(view.selectedIndexPaths.isEmpty)
            #expect(CascadingRootNode(children: []).attachedListView == nil)
        }

        @Test(arguments: Shown.allCases)
        func aNodeKeepsOneChosenRowPerSectionThroughTheSameCodeInEitherView(_ shown: Shown) throws {
            let screen = Screen(in: shown)
            let view = try #require(screen.root.attachedListView)
            screen.tap(IndexPath(row: 0, section: 0))
            screen.tap(IndexPath(row: 1, section: 1))
            screen.tap(IndexPath(row: 2, section: 0))
            #expect(Set(view.selectedIndexPaths) == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
            #expect(screen.sizes.chosen == 2)
            #expect(screen.colours.chosen == 1)
        }

        @Test(arguments: Shown.allCases)
        func selectingFromCodeShowsInTheViewAndTellsNoDelegate(_ shown: Shown) throws {
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

        @Test(arguments: Shown.allCases)
        func whereTheViewKeepsOneSelectedRowSelectingAnotherDeselectsTheFirst(_ shown: Shown) throws {
            let screen = Screen(in: shown)
            screen.table?.allowsMultipleSelection = false
            screen.collectionView?.allowsMultipleSelection = false
            let view = try #require(screen.root.attachedListView)
            #expect(!view.allowsSeveralSelectedRows)
            screen.sizes.select(0)
            screen.colours.select(1)
            #expect(view.selectedIndexPaths == [IndexPath(row: 1, section: 1)])
        }
    }
#endif

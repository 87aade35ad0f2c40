// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A node of one's own whose model keeps its rows' selection (`SelectionModelNode`) is shown by the same
    /// rule as a list section: through reloads and moves, inside grouped updates, and, in a view that keeps
    /// one selected row, the newest choice among the models keeps it; in a table and a collection view.
    @MainActor
    @Suite("A node's own selection model, shown by the tree")
    struct SelectionModelNodeTests {
        typealias View = SelectionThroughReloadsTests.View
        typealias Screen = SelectionThroughReloadsTests.Screen

        /// Chips shown as rows, whose model stars chips by name: taps star and unstar them, code stars them,
        /// and the tree shows the starred chips' rows.
        final class StarredChips: SelectionThroughReloadsTests.ChipRows, SelectionModelNode {
            private(set) var starred: Set<String>
            /// Every call of `modelDidLoseSelection(ofRows:)`, with the chips it dropped.
            private(set) var lost: [[String]] = []

            init(_ chips: [String], starred: Set<String> = []) {
                self.starred = starred
                super.init(chips)
            }

            /// Stars a chip from code.
            func star(_ chip: String) {
                starred.insert(chip)
                selectionWasChosen()
                showSelectionModel()
            }

            var rowsSelectedByModel: Set<IndexPath> {
                Set(chips.indices.filter { starred.contains(chips[$0]) }.compactMap(indexPath(forLocalIndex:)))
            }

            func modelDecidesSelection(ofRow indexPath: IndexPath) -> Bool {
                localIndex(of: indexPath) != nil
            }

            func modelDidLoseSelection(ofRows rows: [IndexPath]) {
                let dropped = rows.compactMap(localIndex(of:)).map { chips[$0] }
                lost.append(dropped)
                starred.subtract(dropped)
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tapped(indexPath, selected: true)
            }

            override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                tapped(indexPath, selected: false)
            }

            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                tapped(indexPath, selected: true)
            }

            override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                tapped(indexPath, selected: false)
            }

            private func tapped(_ indexPath: IndexPath, selected: Bool) {
                guard let local = localIndex(of: indexPath) else { return }
                if selected { star(chips[local]) } else { starred.remove(chips[local]) }
            }
        }

        private struct Contact: Identifiable, Equatable {
            let id: String
        }

        private func contacts(_ names: String...) -> ListSection<Contact> {
            ListSection(names.map(Contact.init)).content { contact, content in content.text = contact.id }
        }

        private func allowSeveralSelectedRows(on screen: Screen) {
            switch screen.root.attachedListView?.scrollView {
            case let table as UITableView: table.allowsMultipleSelection = true
            case let collectionView as UICollectionView: collectionView.allowsMultipleSelection = true
            default: Issue.record("the screen shows no view")
            }
        }

        @Test(arguments: View.allCases)
        func theModelsRowsShowSelectedThroughReloadsMovesAndGroupedUpdates(view: View) {
            let chips = StarredChips(["swift", "uikit"])
            let section = CascadingSectionNode(children: [chips])
            section.updatePolicy = .reloadSection
            let screen = Screen(view, children: [section])
            allowSeveralSelectedRows(on: screen)

            chips.star("uikit")
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])

            // Reloaded by its section's policy: UIKit deselects the row, the model selects it again.
            chips.replaceChips(with: ["linux", "swift", "uikit"])
            #expect(screen.shown() == [["linux", "swift", "uikit"]])
            #expect(screen.selected() == [IndexPath(row: 2, section: 0)])

            // Starred inside a grouped update that also moves the chips' section down.
            screen.root.performUpdates {
                chips.star("linux")
                screen.root.insertChild(CascadingSectionNode(children: [CascadingNode()]), at: 0)
                #expect(screen.selected() == [IndexPath(row: 2, section: 0)])
            }
            #expect(screen.selected() == [IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1)])

            // Moved to another section, reloaded by that section's policy.
            let other = CascadingSectionNode()
            other.updatePolicy = .reloadSection
            screen.root.appendChild(other)
            screen.root.performUpdates {
                chips.removeFromParent()
                other.appendChild(chips)
            }
            #expect(screen.shown().last == ["linux", "swift", "uikit"])
            #expect(screen.selected() == [IndexPath(row: 0, section: 2), IndexPath(row: 2, section: 2)])

            // A tap on a starred row unstars it; an update then leaves it unselected.
            screen.tap(IndexPath(row: 0, section: 2))
            chips.reloadContent()
            #expect(chips.starred == ["uikit"])
            #expect(screen.selected() == [IndexPath(row: 2, section: 2)])
        }

        @Test(arguments: View.allCases)
        func aModelThatSelectsRowsBeforeItJoinsAViewShowsThemAndItsJoiningIsTheNewestChoice(view: View) {
            // Starred before the root is attached: the rows show selected once the view displays rows.
            let chips = StarredChips(["swift", "uikit", "linux"], starred: ["uikit"])
            let list = contacts("Amy", "Bob")
            let screen = Screen(view, children: [CascadingSectionNode(children: [chips]), list])
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])

            list.selectedIDs = ["Bob"]
            #expect(screen.selected() == [IndexPath(row: 1, section: 1)])
            #expect(chips.starred.isEmpty)

            // A node joining with a selection takes the view's one selected row however old its choice:
            // it counts as made as it joined, and it shows once the update that inserted it reached the view.
            let joining = StarredChips(["go", "rust"], starred: ["rust"])
            screen.root.insertChild(CascadingSectionNode(children: [joining]), at: 0)
            #expect(screen.shown().first == ["go", "rust"])
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])
            #expect(list.selectedIDs.isEmpty)
            #expect(joining.starred == ["rust"])
        }

        @Test(arguments: View.allCases)
        func whereTheViewKeepsOneSelectedRowTheNewestModelKeepsIt(view: View) {
            let chips = StarredChips(["swift", "uikit"])
            let list = contacts("Amy", "Bob")
            var reported: [[String]] = []
            list.onSelectionChange { reported.append($0.map(\.id)) }
            let screen = Screen(view, children: [list, CascadingSectionNode(children: [chips])])

            list.selectedIDs = ["Bob"]
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])

            // The model chosen last takes the row; the list follows the view and reports it.
            chips.star("uikit")
            #expect(screen.selected() == [IndexPath(row: 1, section: 1)])
            #expect(list.selectedIDs.isEmpty)
            #expect(reported == [["Bob"], []])

            // Now the list's choice is the newest: the chips' model loses its row.
            list.selectedIDs = ["Amy"]
            #expect(screen.selected() == [IndexPath(row: 0, section: 0)])
            #expect(chips.starred.isEmpty)
            #expect(chips.lost == [["uikit"]])

            // Both choose inside one grouped update: the one that chose last keeps the row once the update
            // reached the view, whatever order the view shows them in.
            screen.root.performUpdates {
                chips.star("swift")
                list.selectedIDs = ["Bob"]
            }
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])
            #expect(chips.starred.isEmpty)
            #expect(list.selectedIDs == ["Bob"])

            screen.root.performUpdates {
                list.selectedIDs = ["Amy"]
                chips.star("swift")
            }
            #expect(screen.selected() == [IndexPath(row: 0, section: 1)])
            #expect(chips.starred == ["swift"])
            #expect(list.selectedIDs.isEmpty)
            #expect(reported.last == [])
        }
    }
#endif

import CascadingTable
import Testing

/// A row that offers a trailing swipe action and nothing else.
private final class SwipeableRow: CascadingNode {
    var editable: Bool?
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        editable ?? super.tableView(tableView, canEditRowAt: indexPath)
    }
}

/// A row that only declares an editing style.
private final class DeletableRow: CascadingNode {
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
}

/// A row that only offers leading actions.
private final class LeadingRow: CascadingNode {
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { UISwipeActionsConfiguration(actions: []) }
}

/// A section node that answers the trailing actions of all its rows itself.
private final class SwipeableSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { UISwipeActionsConfiguration(actions: []) }
}

/// A section with a header title, a footer view, and optional fixed heights.
private final class DecoratedSection: CascadingNode {
    var headerTitle: String? = "Title"
    var footer: UIView? = UIView()
    var rowHeight: CGFloat?
    var estimatedRowHeight: CGFloat?
    var headerHeight: CGFloat?
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitle }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { footer }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight ?? super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatedRowHeight ?? super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? super.tableView(tableView, heightForHeaderInSection: section)
    }
}

/// A root that titles every section itself.
private final class TitlingRoot: CascadingRootNode {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
}

@MainActor
@Suite("Coherent defaults and estimated-height fallbacks")
struct CascadingNodeDefaultsTests {
    let table = makeTable()
    let row = IndexPath(row: 0, section: 0)

    @Test func aRowWithSwipeActionsIsEditableWithoutSayingSo() {
        let root = CascadingRootNode(children: [CascadingSectionNode(children: [SwipeableRow()])])
        #expect(root.tableView(table, canEditRowAt: row))
    }

    @Test func anEditingStyleOrLeadingActionsMakeARowEditable() {
        let root = CascadingRootNode(children: [
            CascadingSectionNode(children: [DeletableRow(), LeadingRow(), CascadingNode()])
        ])
        #expect(root.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(root.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
        #expect(!root.tableView(table, canEditRowAt: IndexPath(row: 2, section: 0)))
    }

    @Test func anExplicitAnswerWins() {
        let swipeable = SwipeableRow()
        swipeable.editable = false
        let root = CascadingRootNode(children: [CascadingSectionNode(children: [swipeable])])
        #expect(!root.tableView(table, canEditRowAt: row))
    }

    @Test func aSectionAnsweringSwipesForItsRowsMakesThemEditable() {
        let root = CascadingRootNode(children: [SwipeableSection(children: [CascadingNode(), CascadingNode()])])
        #expect(root.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
    }

    @Test func aSuppliedHeaderOrFooterGetsAnAutomaticHeight() {
        let root = CascadingRootNode(children: [DecoratedSection(), CascadingNode()])
        #expect(root.tableView(table, heightForHeaderInSection: 0) == UITableView.automaticDimension)
        #expect(root.tableView(table, heightForFooterInSection: 0) == UITableView.automaticDimension)
        #expect(root.tableView(table, heightForHeaderInSection: 1) == 0)
        #expect(root.tableView(table, heightForFooterInSection: 1) == 0)
    }

    @Test func aNilTitleIsNotASuppliedHeader() {
        let section = DecoratedSection()
        section.headerTitle = nil
        section.footer = nil
        #expect(CascadingRootNode(children: [section]).tableView(table, heightForHeaderInSection: 0) == 0)
    }

    @Test func aRootTitlingItsSectionsShowsTheTitles() {
        let root = TitlingRoot(children: [CascadingNode(), CascadingSectionNode()])
        #expect(root.tableView(table, heightForHeaderInSection: 0) == UITableView.automaticDimension)
        #expect(root.tableView(table, heightForHeaderInSection: 1) == UITableView.automaticDimension)
        #expect(root.tableView(table, heightForFooterInSection: 1) == 0)
    }

    @Test func theRowEstimateIsTheEstimateThenTheHeightThenAutomatic() {
        let estimated = DecoratedSection()
        estimated.rowHeight = 80
        estimated.estimatedRowHeight = 60
        let measured = DecoratedSection()
        measured.rowHeight = 80
        let root = CascadingRootNode(children: [estimated, measured, CascadingNode()])
        #expect(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 60)
        #expect(root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 1)) == 80)
        #expect(
            root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 2))
                == UITableView.automaticDimension)
        #expect(
            root.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 9))
                == UITableView.automaticDimension)
    }

    @Test func theHeaderEstimateIsTheEstimateThenTheHeightThenZero() {
        let fixed = DecoratedSection()
        fixed.headerHeight = 30
        let recording = RecordingNode()
        let root = CascadingRootNode(children: [recording, fixed, DecoratedSection(), CascadingNode()])
        #expect(root.tableView(table, estimatedHeightForHeaderInSection: 0) == Script.estimatedHeaderHeight)
        #expect(root.tableView(table, estimatedHeightForHeaderInSection: 1) == 30)
        #expect(root.tableView(table, estimatedHeightForHeaderInSection: 2) == UITableView.automaticDimension)
        #expect(root.tableView(table, estimatedHeightForHeaderInSection: 3) == 0)
        #expect(root.tableView(table, estimatedHeightForFooterInSection: 3) == 0)
        #expect(root.tableView(table, estimatedHeightForFooterInSection: 1) == UITableView.automaticDimension)
    }

    @Test func focusIsOnUnlessANodeSaysOtherwise() {
        let root = CascadingRootNode(children: [CascadingSectionNode(children: [CascadingNode(), RecordingNode()])])
        #expect(root.tableView(table, canFocusRowAt: IndexPath(row: 0, section: 0)))
        #expect(!root.tableView(table, canFocusRowAt: IndexPath(row: 1, section: 0)))
    }

    @Test func primaryActionsFollowTheTablesEditingMode() {
        let root = CascadingRootNode(children: [CascadingNode()])
        #expect(root.tableView(table, canPerformPrimaryActionForRowAt: row))
        table.isEditing = true
        #expect(!root.tableView(table, canPerformPrimaryActionForRowAt: row))
    }

    @Test func selectionFollowsFocusFollowsTheTable() {
        let root = CascadingRootNode(children: [CascadingNode()])
        #expect(!root.tableView(table, selectionFollowsFocusForRowAt: row))
        table.selectionFollowsFocus = true
        #expect(root.tableView(table, selectionFollowsFocusForRowAt: row))
    }
}

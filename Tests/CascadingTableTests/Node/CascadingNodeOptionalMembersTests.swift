// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A row of a fixed height that declares nothing beyond the node's defaults.
    private final class PlainHeightRow: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    }

    /// A row that also estimates its height, and declares nothing: overriding the member is enough.
    private final class EstimatingRow: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            40
        }
    }

    /// A row a user writes in two steps: an open row with a fixed height, then a subclass of it that
    /// estimates, neither declaring anything.
    private class FixedRow: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    }
    private final class EstimatingFixedRow: FixedRow {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            40
        }
    }

    /// A generic row that estimates from its model, declaring nothing.
    private final class ModelRow<Model>: CascadingNode {
        let model: Model
        init(_ model: Model) {
            self.model = model
            super.init()
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            40
        }
    }

    /// A section that estimates its header, declaring nothing.
    private final class EstimatedHeaderSection: CascadingSectionNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            28
        }
    }

    /// A ready-made row subclass that estimates every row itself, without setting `estimatedHeight`.
    private final class EstimatingTextRow: ListRow {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            40
        }
    }

    /// A row whose declaration follows its configuration, as a ready-made row's does.
    private final class ConfigurableRow: CascadingNode {
        var estimate: CGFloat? {
            didSet { optionalMembersDidChange() }
        }
        override var providedOptionalMembers: CascadingOptionalMembers {
            estimate == nil ? [] : [.heightForRow, .estimatedHeightForRow]
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimate ?? 50
        }
    }

    /// Nodes that declare no optional member, not even the node defaults.
    private final class SilentRow: CascadingNode {
        override var providedOptionalMembers: CascadingOptionalMembers { [] }
    }
    private final class SilentRoot: CascadingRootNode {
        override var providedOptionalMembers: CascadingOptionalMembers { [] }
    }
    private final class SilentSection: CascadingSectionNode {
        override var providedOptionalMembers: CascadingOptionalMembers { [] }
    }
    private final class SilentGroup: CascadingGroupNode {
        override var providedOptionalMembers: CascadingOptionalMembers { [] }
    }

    /// A root that estimates every row itself while it is given an estimate, and declares so.
    private final class EstimatingRoot: CascadingRootNode {
        var estimate: CGFloat? {
            didSet { optionalMembersDidChange() }
        }
        override var providedOptionalMembers: CascadingOptionalMembers {
            estimate == nil ? .nodeDefaults : CascadingOptionalMembers.nodeDefaults.union(.estimatedHeightForRow)
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimate ?? 44
        }
    }

    /// A row whose declaration is a plain switch, and which notes, each time its declaration is read,
    /// whether it had a parent then.
    private final class DeclarationReadingRow: CascadingNode {
        var estimates = false
        var hadParentWhenRead: [Bool] = []
        override var providedOptionalMembers: CascadingOptionalMembers {
            hadParentWhenRead.append(parent != nil)
            return estimates ? [.heightForRow, .estimatedHeightForRow] : [.heightForRow]
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            25
        }
    }

    @MainActor
    @Suite("The table is told only the optional members some node declares")
    struct CascadingNodeOptionalMembersTests {
        /// A table that estimates rows at 44 points, records every call, and shows a root of sections.
        private func makeTable(_ sections: [CascadingNode]) -> (UITableView, RecoveringRoot, HeadlessCallRecorder) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.estimatedRowHeight = 44
            let recorder = HeadlessCallRecorder()
            table.headlessRecorder = recorder
            let root = RecoveringRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            return (table, root, recorder)
        }

        /// A table whose rows are 33 points high unless a node sizes them, and which estimates nothing.
        private func fixedHeightTable() -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.rowHeight = 33
            table.estimatedRowHeight = 0
            return table
        }

        private func estimateCalls(_ recorder: HeadlessCallRecorder) -> [IndexPath] {
            recorder.events.compactMap { event in
                if case .estimatedHeightForRow(let indexPath) = event { return indexPath }
                return nil
            }
        }

        @Test func whenNoNodeEstimates_thatTheTableUsesItsEstimatedRowHeightAndAsksNoEstimate() {
            let rows = (0..<20).map { _ in PlainHeightRow() }
            let (table, root, recorder) = makeTable([CascadingSectionNode(children: rows)])
            #expect(estimateCalls(recorder).isEmpty)
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
            // Four rows fit in 200 points and are measured (50 each); the sixteen others stay at 44.
            let measuredAndEstimated: CGFloat = 4 * 50 + 16 * 44
            #expect(table.contentSize.height.distance(to: measuredAndEstimated).magnitude < 0.001)
            withExtendedLifetime(root) {}
        }

        @Test func whenARowOverridesEstimatedHeightWithoutDeclaringIt_thatTheTableAsksItAndLaysOutByItsEstimates() {
            let rows = (0..<20).map { _ in EstimatingRow() }
            let (table, root, recorder) = makeTable([CascadingSectionNode(children: rows)])
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
            #expect(Set(estimateCalls(recorder)) == Set((0..<20).map { IndexPath(row: $0, section: 0) }))
            // Four rows fit in 200 points and are measured (50 each); the sixteen others use the rows'
            // estimate (40), not the table's estimatedRowHeight (44).
            let measuredAndEstimated: CGFloat = 4 * 50 + 16 * 40
            #expect(table.contentSize.height.distance(to: measuredAndEstimated).magnitude < 0.001)
            withExtendedLifetime(root) {}
        }

        @Test func whenTheEstimateIsOverriddenInASubclassOfASubclassOrAGenericRow_thatItIsAskedToo() {
            let (_, root, recorder) = makeTable([
                CascadingSectionNode(children: [FixedRow(), EstimatingFixedRow()]),
                CascadingSectionNode(children: [ModelRow("a"), ModelRow(7)]),
            ])
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(
                Set(estimateCalls(recorder)).isSuperset(of: [
                    IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 1),
                ]))
            #expect(!FixedRow().providedOptionalMembers.contains(.estimatedHeightForRow))
            #expect(
                EstimatingFixedRow().providedOptionalMembers == [
                    .heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter,
                ])
            #expect(ModelRow([1.5]).providedOptionalMembers.contains(.estimatedHeightForRow))
            withExtendedLifetime(root) {}
        }

        @Test func whenASectionOverridesItsHeaderEstimate_thatTheTableIsToldHeadersAreEstimated() {
            let root = CascadingRootNode(children: [EstimatedHeaderSection(children: [PlainHeightRow()])])
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForHeader))
            #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForHeader))
            #expect(root.headlessUnimplementedMembers.contains(.estimatedHeightForFooter))
        }

        @Test func whenAListRowSubclassOverridesTheEstimate_thatItIsDeclaredWithoutAnEstimatedHeight() {
            #expect(!ListRow("plain").providedOptionalMembers.contains(.estimatedHeightForRow))
            #expect(EstimatingTextRow("estimating").providedOptionalMembers.contains(.estimatedHeightForRow))
            let configured = ListRow("configured")
            configured.estimatedHeight = 30
            #expect(configured.providedOptionalMembers.contains(.estimatedHeightForRow))
        }

        @Test func whenAnEstimatingNodeJoinsAndLeaves_thatTheTableAsksEstimatesOnlyWhileItIsThere() {
            let plain = CascadingSectionNode(children: (0..<10).map { _ in PlainHeightRow() })
            let (table, root, recorder) = makeTable([plain])
            let estimating = CascadingSectionNode(children: (0..<10).map { _ in EstimatingRow() })

            root.appendChild(estimating)
            table.layoutIfNeeded()
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            // Every row is asked now; the plain rows answer with their height, as a node's default estimate.
            #expect(
                Set(estimateCalls(recorder))
                    == Set((0..<2).flatMap { s in (0..<10).map { IndexPath(row: $0, section: s) } }))
            #expect(table.numberOfRows(inSection: 1) == 10)

            estimating.removeFromParent()
            table.layoutIfNeeded()
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder).isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenANodeChangesItsDeclaration_thatTheTableFollows() {
            let row = ConfigurableRow()
            let (table, root, recorder) = makeTable([CascadingSectionNode(children: [row, ConfigurableRow()])])
            #expect(root.headlessUnimplementedMembers.isSuperset(of: [.estimatedHeightForRow]))
            row.estimate = 30
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
            row.estimate = nil
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder).isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenTheRootChangesItsDeclaration_thatTheTableFollows() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.estimatedRowHeight = 44
            let recorder = HeadlessCallRecorder()
            table.headlessRecorder = recorder
            let root = EstimatingRoot(
                children: [CascadingSectionNode(children: [PlainHeightRow(), PlainHeightRow()])], tableView: table)
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder).isEmpty)
            root.estimate = 30
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
            root.estimate = nil
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            recorder.removeAll()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(estimateCalls(recorder).isEmpty)
        }

        @Test func whenNoNodeSizesRows_thatTheTableUsesItsRowHeight() {
            let section = CascadingSectionNode(children: [ConfigurableRow(), ConfigurableRow()])
            let root = CascadingRootNode(children: [section])
            // A root and a section node declare the node defaults themselves; a tree of only
            // undeclaring rows under nodes that declare nothing has no heights at all.
            #expect(root.optionalMembersOfSubtree.contains(.heightForRow))
            let table = fixedHeightTable()
            let silent = SilentRoot(children: [SilentSection(children: [SilentRow(), SilentRow()])], tableView: table)
            table.layoutIfNeeded()
            #expect(silent.optionalMembersOfSubtree.isEmpty)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 33)
            withExtendedLifetime((root, silent)) {}
        }

        @Test func whenOnlyARowUnderNodesThatDeclareNothingSizesRows_thatTheTableAsksItsHeight() {
            let table = fixedHeightTable()
            let sized = PlainHeightRow()
            let group = SilentGroup(children: [sized])
            let root = SilentRoot(children: [SilentSection(children: [group])], tableView: table)
            table.layoutIfNeeded()
            #expect(root.optionalMembersOfSubtree == [.heightForRow, .heightForHeader, .heightForFooter])
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
            // Without the row, nothing in the tree sizes rows any more.
            sized.removeFromParent()
            #expect(root.optionalMembersOfSubtree.isEmpty)
            #expect(group.optionalMembersOfSubtree.isEmpty)
        }

        @Test func whenANodeJoins_thatItsDeclarationIsReadBeforeItsParentIsSetAndItLandsWhereInserted() {
            let section = CascadingSectionNode(children: (0..<4).map { _ in PlainHeightRow() })
            let (table, root, _) = makeTable([section])
            let row = DeclarationReadingRow()
            // Changed while detached, without announcing it: joining reads the declaration again.
            row.estimates = true
            row.hadParentWhenRead = []
            section.insertChild(row, at: 2)
            #expect(row.hadParentWhenRead == [false])
            #expect(row.parent === section)
            #expect(section.children.map(\.index) == [0, 1, 2, 3, 4])
            #expect(section.children[2] === row)
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(!root.headlessUnimplementedMembers.contains(.estimatedHeightForRow))
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 30)
            #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 50)

            // Setting `children` reads a newcomer's declaration the same way, and not the stayers'.
            let newcomer = DeclarationReadingRow()
            newcomer.hadParentWhenRead = []
            row.hadParentWhenRead = []
            section.children = [newcomer] + section.children
            #expect(newcomer.hadParentWhenRead == [false])
            #expect(row.hadParentWhenRead.isEmpty)
            #expect(newcomer.parent === section && newcomer.index == 0 && row.index == 3)
            // The table hears of the estimating row's declaration after the insert reached it, so it does
            // not load the grown section first and then insert the row a second time.
            #expect(table.numberOfRows(inSection: 0) == 6)
            #expect(root.reports.isEmpty)
        }

        @Test func theCountsFollowMovesBetweenParents() {
            let estimating = EstimatingRow()
            let first = CascadingSectionNode(children: [estimating])
            let second = CascadingSectionNode()
            let root = CascadingRootNode(children: [first, second])
            #expect(first.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            estimating.removeFromParent()
            #expect(!first.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            second.children = [estimating]
            #expect(second.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
            root.children = []
            #expect(root.optionalMembersOfSubtree == CascadingOptionalMembers.nodeDefaults)
        }
    }
#endif

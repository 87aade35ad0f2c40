#if !canImport(UIKit)
    import Foundation

    // Every call the table makes to its delegate goes through here: the recorder sees each one, and
    // without a delegate the answer is what UIKit uses when no delegate implements the member.
    extension UITableView {
        /// Records `event` and hands the delegate to `ask`; without a delegate, or when it lacks `member`,
        /// nothing is recorded and the answer is `fallback`, UIKit's answer without the member.
        private func askDelegate<Answer>(
            _ event: @autoclosure () -> HeadlessCallRecorder.Event, unlessLacking member: HeadlessOptionalMember? = nil,
            else fallback: @autoclosure () -> Answer, _ ask: (any UITableViewDelegate) -> Answer
        ) -> Answer {
            guard let delegate, member.map({ !lacks($0) }) ?? true else { return fallback() }
            record(event())
            return ask(delegate)
        }

        // MARK: Display

        func callWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            askDelegate(.willDisplayCell(indexPath), else: ()) {
                $0.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }

        func callDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            askDelegate(.didEndDisplayingCell(indexPath), else: ()) {
                $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }

        func callViewForHeader(inSection section: Int) -> UIView? {
            askDelegate(.viewForHeader(section: section), else: nil) {
                $0.tableView(self, viewForHeaderInSection: section)
            }
        }

        func callViewForFooter(inSection section: Int) -> UIView? {
            askDelegate(.viewForFooter(section: section), else: nil) {
                $0.tableView(self, viewForFooterInSection: section)
            }
        }

        func callWillDisplaySupplementary(_ view: UIView, for item: TableItem) {
            guard let delegate else { return }
            if case .header(let section) = item {
                record(.willDisplayHeaderView(section: section))
                delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                record(.willDisplayFooterView(section: item.section))
                delegate.tableView(self, willDisplayFooterView: view, forSection: item.section)
            }
        }

        func callDidEndDisplayingSupplementary(_ view: UIView, for item: TableItem) {
            guard let delegate else { return }
            if case .header(let section) = item {
                record(.didEndDisplayingHeaderView(section: section))
                delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            } else {
                record(.didEndDisplayingFooterView(section: item.section))
                delegate.tableView(self, didEndDisplayingFooterView: view, forSection: item.section)
            }
        }

        // MARK: Heights

        func callHeightForRow(at indexPath: IndexPath) -> CGFloat {
            askDelegate(.heightForRow(indexPath), unlessLacking: .heightForRow, else: rowHeight) {
                $0.tableView(self, heightForRowAt: indexPath)
            }
        }

        func callEstimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
            askDelegate(
                .estimatedHeightForRow(indexPath), unlessLacking: .estimatedHeightForRow, else: estimatedRowHeight
            ) { $0.tableView(self, estimatedHeightForRowAt: indexPath) }
        }

        func callHeightForHeader(inSection section: Int) -> CGFloat {
            askDelegate(.heightForHeader(section: section), unlessLacking: .heightForHeader, else: sectionHeaderHeight)
            { $0.tableView(self, heightForHeaderInSection: section) }
        }

        func callHeightForFooter(inSection section: Int) -> CGFloat {
            askDelegate(.heightForFooter(section: section), unlessLacking: .heightForFooter, else: sectionFooterHeight)
            { $0.tableView(self, heightForFooterInSection: section) }
        }

        // MARK: Selection

        func callShouldHighlightRow(at indexPath: IndexPath) -> Bool {
            askDelegate(.shouldHighlightRow(indexPath), else: true) {
                $0.tableView(self, shouldHighlightRowAt: indexPath)
            }
        }

        func callDidHighlightRow(at indexPath: IndexPath) {
            askDelegate(.didHighlightRow(indexPath), else: ()) { $0.tableView(self, didHighlightRowAt: indexPath) }
        }

        func callDidUnhighlightRow(at indexPath: IndexPath) {
            askDelegate(.didUnhighlightRow(indexPath), else: ()) { $0.tableView(self, didUnhighlightRowAt: indexPath) }
        }

        func callWillSelectRow(at indexPath: IndexPath) -> IndexPath? {
            askDelegate(.willSelectRow(indexPath), else: indexPath) { $0.tableView(self, willSelectRowAt: indexPath) }
        }

        func callDidSelectRow(at indexPath: IndexPath) {
            askDelegate(.didSelectRow(indexPath), else: ()) { $0.tableView(self, didSelectRowAt: indexPath) }
        }

        func callWillDeselectRow(at indexPath: IndexPath) -> IndexPath? {
            askDelegate(.willDeselectRow(indexPath), else: indexPath) {
                $0.tableView(self, willDeselectRowAt: indexPath)
            }
        }

        func callDidDeselectRow(at indexPath: IndexPath) {
            askDelegate(.didDeselectRow(indexPath), else: ()) { $0.tableView(self, didDeselectRowAt: indexPath) }
        }

        func callAccessoryButtonTapped(forRowWith indexPath: IndexPath) {
            askDelegate(.accessoryButtonTapped(indexPath), else: ()) {
                $0.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            }
        }

        func callPrimaryAction(forRowAt indexPath: IndexPath) {
            guard let delegate else { return }
            record(.canPerformPrimaryAction(indexPath))
            guard delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) else { return }
            record(.performPrimaryAction(indexPath))
            delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
        }

        // MARK: Editing

        func callEditingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            askDelegate(.editingStyle(indexPath), else: .delete) { $0.tableView(self, editingStyleForRowAt: indexPath) }
        }

        func callTitleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) -> String? {
            askDelegate(.titleForDeleteConfirmationButton(indexPath), else: nil) {
                $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
            }
        }

        func callWillBeginEditingRow(at indexPath: IndexPath) {
            askDelegate(.willBeginEditingRow(indexPath), else: ()) {
                $0.tableView(self, willBeginEditingRowAt: indexPath)
            }
        }

        func callDidEndEditingRow(at indexPath: IndexPath?) {
            askDelegate(.didEndEditingRow(indexPath), else: ()) { $0.tableView(self, didEndEditingRowAt: indexPath) }
        }

        func callSwipeActions(_ edge: HeadlessUIKit.HeadlessSwipeEdge, forRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard let delegate else { return nil }
            switch edge {
            case .leading:
                record(.leadingSwipeActions(indexPath))
                return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing:
                record(.trailingSwipeActions(indexPath))
                return delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        }

        func callEditActions(forRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            askDelegate(.editActions(indexPath), else: nil) { $0.tableView(self, editActionsForRowAt: indexPath) }
        }

        func callTargetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
            askDelegate(.targetIndexPathForMove(from: source, proposed: proposed), else: proposed) {
                $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            }
        }

        // MARK: Scrolling

        func callScrollViewDidScroll() {
            askDelegate(.scrollViewDidScroll, else: ()) { $0.scrollViewDidScroll(self) }
        }
    }
#endif

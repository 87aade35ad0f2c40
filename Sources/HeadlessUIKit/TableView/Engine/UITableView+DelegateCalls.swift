#if !canImport(UIKit)
    import Foundation

    // Every call the table makes to its delegate goes through here: the recorder sees each one, and
    // without a delegate the answer is what UIKit uses when no delegate implements the member.
    extension UITableView {
        // MARK: Display

        func callWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            guard let delegate else { return }
            record(.willDisplayCell(indexPath))
            delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }

        func callDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            guard let delegate else { return }
            record(.didEndDisplayingCell(indexPath))
            delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }

        func callViewForHeader(inSection section: Int) -> UIView? {
            guard let delegate else { return nil }
            record(.viewForHeader(section: section))
            return delegate.tableView(self, viewForHeaderInSection: section)
        }

        func callViewForFooter(inSection section: Int) -> UIView? {
            guard let delegate else { return nil }
            record(.viewForFooter(section: section))
            return delegate.tableView(self, viewForFooterInSection: section)
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
            guard let delegate, !lacks(.heightForRow) else { return rowHeight }
            record(.heightForRow(indexPath))
            return delegate.tableView(self, heightForRowAt: indexPath)
        }

        func callEstimatedHeightForRow(at indexPath: IndexPath) -> CGFloat {
            guard let delegate, !lacks(.estimatedHeightForRow) else { return estimatedRowHeight }
            record(.estimatedHeightForRow(indexPath))
            return delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        }

        func callHeightForHeader(inSection section: Int) -> CGFloat {
            guard let delegate, !lacks(.heightForHeader) else { return sectionHeaderHeight }
            record(.heightForHeader(section: section))
            return delegate.tableView(self, heightForHeaderInSection: section)
        }

        func callHeightForFooter(inSection section: Int) -> CGFloat {
            guard let delegate, !lacks(.heightForFooter) else { return sectionFooterHeight }
            record(.heightForFooter(section: section))
            return delegate.tableView(self, heightForFooterInSection: section)
        }

        // MARK: Selection

        func callShouldHighlightRow(at indexPath: IndexPath) -> Bool {
            guard let delegate else { return true }
            record(.shouldHighlightRow(indexPath))
            return delegate.tableView(self, shouldHighlightRowAt: indexPath)
        }

        func callDidHighlightRow(at indexPath: IndexPath) {
            guard let delegate else { return }
            record(.didHighlightRow(indexPath))
            delegate.tableView(self, didHighlightRowAt: indexPath)
        }

        func callDidUnhighlightRow(at indexPath: IndexPath) {
            guard let delegate else { return }
            record(.didUnhighlightRow(indexPath))
            delegate.tableView(self, didUnhighlightRowAt: indexPath)
        }

        func callWillSelectRow(at indexPath: IndexPath) -> IndexPath? {
            guard let delegate else { return indexPath }
            record(.willSelectRow(indexPath))
            return delegate.tableView(self, willSelectRowAt: indexPath)
        }

        func callDidSelectRow(at indexPath: IndexPath) {
            guard let delegate else { return }
            record(.didSelectRow(indexPath))
            delegate.tableView(self, didSelectRowAt: indexPath)
        }

        func callWillDeselectRow(at indexPath: IndexPath) -> IndexPath? {
            guard let delegate else { return indexPath }
            record(.willDeselectRow(indexPath))
            return delegate.tableView(self, willDeselectRowAt: indexPath)
        }

        func callDidDeselectRow(at indexPath: IndexPath) {
            guard let delegate else { return }
            record(.didDeselectRow(indexPath))
            delegate.tableView(self, didDeselectRowAt: indexPath)
        }

        func callAccessoryButtonTapped(forRowWith indexPath: IndexPath) {
            guard let delegate else { return }
            record(.accessoryButtonTapped(indexPath))
            delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
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
            guard let delegate else { return .delete }
            record(.editingStyle(indexPath))
            return delegate.tableView(self, editingStyleForRowAt: indexPath)
        }

        func callTitleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) -> String? {
            guard let delegate else { return nil }
            record(.titleForDeleteConfirmationButton(indexPath))
            return delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }

        func callWillBeginEditingRow(at indexPath: IndexPath) {
            guard let delegate else { return }
            record(.willBeginEditingRow(indexPath))
            delegate.tableView(self, willBeginEditingRowAt: indexPath)
        }

        func callDidEndEditingRow(at indexPath: IndexPath?) {
            guard let delegate else { return }
            record(.didEndEditingRow(indexPath))
            delegate.tableView(self, didEndEditingRowAt: indexPath)
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
            guard let delegate else { return nil }
            record(.editActions(indexPath))
            return delegate.tableView(self, editActionsForRowAt: indexPath)
        }

        func callTargetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
            guard let delegate else { return proposed }
            record(.targetIndexPathForMove(from: source, proposed: proposed))
            return delegate.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        }

        // MARK: Scrolling

        func callScrollViewDidScroll() {
            guard let delegate else { return }
            record(.scrollViewDidScroll)
            delegate.scrollViewDidScroll(self)
        }
    }
#endif

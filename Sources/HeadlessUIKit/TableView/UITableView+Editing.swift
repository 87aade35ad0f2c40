#if !canImport(UIKit)
    import Foundation

    // Editing mode: the cells follow the table, and each visible row asks for its editing control.
    extension UITableView {
        /// Switches editing mode: every visible cell gets `setEditing(_:animated:)`, then, when entering,
        /// each visible row asks `canEditRowAt`, `editingStyleForRowAt` and `canMoveRowAt`.
        func changeEditing(to editing: Bool, animated: Bool) {
            layoutIfNeeded()
            if editing, activeSwipe != nil { headlessCancelSwipe() }
            editingFlag = editing
            let rows = displayedCells.keys.sorted()
            for indexPath in rows {
                displayedCells[indexPath]?.setEditing(editing, animated: animated)
            }
            for indexPath in rows {
                guard let cell = displayedCells[indexPath] else { continue }
                if editing {
                    configureEditingControl(of: cell, at: indexPath)
                } else {
                    cell.editingStyle = .none
                    cell.showsReorderControl = false
                    cell.showingDeleteConfirmation = false
                }
            }
        }

        /// Gives a cell the editing control and reorder control of its row.
        ///
        /// `editingStyleForRowAt` is not asked when `allowsMultipleSelectionDuringEditing` is on, as in UIKit.
        func configureEditingControl(of cell: UITableViewCell, at indexPath: IndexPath) {
            let editable = callCanEditRow(at: indexPath)
            cell.editingStyle =
                editable && !allowsMultipleSelectionDuringEditing ? callEditingStyle(forRowAt: indexPath) : .none
            cell.showsReorderControl = dataSourceMovesRows && callCanMoveRow(at: indexPath)
        }

        /// Simulates a tap on a row's editing control in editing mode (headless addition, not UIKit API).
        ///
        /// The green plus commits `.insert` right away; the red minus reveals the delete confirmation
        /// button, asking its title, which `headlessTapDeleteConfirmationButton(rowAt:)` then taps.
        /// - Returns: The editing style of the control that was tapped, `.none` when there was none.
        @discardableResult
        public func headlessTapEditingControl(rowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            layoutIfNeeded()
            guard isEditing, let cell = displayedCells[indexPath], dataSourceCommitsEdits else { return .none }
            switch cell.editingStyle {
            case .insert:
                callCommit(.insert, forRowAt: indexPath)
            case .delete:
                _ = callTitleForDeleteConfirmationButton(forRowAt: indexPath)
                cell.showingDeleteConfirmation = true
            case .none:
                break
            }
            return cell.editingStyle
        }

        /// Simulates a tap on a row's revealed delete confirmation button (headless addition, not UIKit API).
        ///
        /// - Returns: Whether `commit(.delete)` was sent.
        @discardableResult
        public func headlessTapDeleteConfirmationButton(rowAt indexPath: IndexPath) -> Bool {
            layoutIfNeeded()
            guard let cell = displayedCells[indexPath], cell.showingDeleteConfirmation else { return false }
            cell.showingDeleteConfirmation = false
            callCommit(.delete, forRowAt: indexPath)
            return true
        }
    }
#endif

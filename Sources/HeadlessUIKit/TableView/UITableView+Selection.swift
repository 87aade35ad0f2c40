#if !canImport(UIKit)
    import Foundation

    // Selection: programmatic selection (no delegate calls) and the simulated tap (headless addition).
    extension UITableView {
        /// Posted after the user changed the selection; not posted for programmatic selection.
        public nonisolated static let selectionDidChangeNotification = NSNotification.Name(
            "UITableViewSelectionDidChangeNotification")

        /// The selected row with the lowest section and row; `nil` when nothing is selected.
        public var indexPathForSelectedRow: IndexPath? {
            loadIfNeeded()
            return selectedRows.min()
        }

        /// The selected rows in ascending order; `nil` (not empty) when nothing is selected.
        public var indexPathsForSelectedRows: [IndexPath]? {
            loadIfNeeded()
            return selectedRows.isEmpty ? nil : selectedRows.sorted()
        }

        /// Whether a user can select rows in the current mode.
        var selectionIsAllowed: Bool {
            isEditing
                ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
                : allowsSelection || allowsMultipleSelection
        }

        /// Whether several rows can be selected in the current mode.
        var multipleSelectionIsAllowed: Bool {
            isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        }

        func programmaticallySelect(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            loadIfNeeded()
            guard let indexPath else {
                for selected in selectedRows { setRow(selected, selected: false, animated: animated) }
                return
            }
            guard layout.contains(indexPath) else { return }
            if !multipleSelectionIsAllowed {
                for selected in selectedRows where selected != indexPath {
                    setRow(selected, selected: false, animated: animated)
                }
            }
            setRow(indexPath, selected: true, animated: animated)
            if scrollPosition != .none { scroll(toRowAt: indexPath, at: scrollPosition) }
        }

        func programmaticallyDeselect(_ indexPath: IndexPath, animated: Bool) {
            loadIfNeeded()
            setRow(indexPath, selected: false, animated: animated)
        }

        /// Updates the selection set and the row's visible cell.
        func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
            if selected {
                selectedRows.insert(indexPath)
            } else {
                selectedRows.remove(indexPath)
            }
            displayedCells[indexPath]?.setSelected(selected, animated: animated)
        }

        /// The selected row nearest the top of the visible area.
        func nearestSelectedRow() -> IndexPath? {
            layoutIfNeeded()
            let visible = displayedCells.keys.filter(selectedRows.contains)
            return visible.min() ?? selectedRows.min()
        }

        /// Simulates a user's tap on a row (headless addition, not UIKit API).
        ///
        /// The row is highlighted if the delegate agrees, then selected through `willSelectRowAt` (which
        /// may redirect or veto) and `didSelectRowAt`; in single selection the previously selected row
        /// is deselected through `willDeselectRowAt` / `didDeselectRowAt`; in multiple selection a tap on
        /// a selected row deselects it. The order follows `headlessTapSequence`. Selection calls are
        /// skipped when selection is not allowed in the current mode; the primary-action calls follow.
        /// - Parameter indexPath: The tapped row; a row that does not exist is ignored.
        public func headlessTap(rowAt indexPath: IndexPath) {
            layoutIfNeeded()
            guard layout.contains(indexPath), callShouldHighlightRow(at: indexPath) else { return }
            highlight(indexPath, true)
            let selectionBefore = selectedRows
            if headlessTapSequence == .selectFirst {
                highlight(indexPath, false)
            }
            if selectionIsAllowed {
                if multipleSelectionIsAllowed && selectedRows.contains(indexPath) {
                    userDeselect(indexPath)
                } else if headlessTapSequence == .deselectPreviousFirst {
                    deselectOthers(than: indexPath)
                    if let target = callWillSelectRow(at: indexPath) { userSelect(target) }
                } else if let target = callWillSelectRow(at: indexPath) {
                    deselectOthers(than: target)
                    userSelect(target)
                }
            }
            callPrimaryAction(forRowAt: indexPath)
            if headlessTapSequence == .deselectPreviousFirst {
                highlight(indexPath, false)
            }
            if selectedRows != selectionBefore {
                NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            }
        }

        /// Simulates a tap on a row's accessory button (headless addition, not UIKit API).
        ///
        /// Only `.detailButton` and `.detailDisclosureButton` accessories of a visible cell track touches;
        /// they send `accessoryButtonTappedForRowWith` instead of selecting the row.
        /// - Returns: Whether the delegate was told.
        @discardableResult
        public func headlessTapAccessoryButton(rowAt indexPath: IndexPath) -> Bool {
            layoutIfNeeded()
            guard let cell = displayedCells[indexPath], cell.accessoryView == nil,
                cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton
            else { return false }
            callAccessoryButtonTapped(forRowWith: indexPath)
            return true
        }

        private func highlight(_ indexPath: IndexPath, _ highlighted: Bool) {
            highlightedRow = highlighted ? indexPath : nil
            displayedCells[indexPath]?.setHighlighted(highlighted, animated: false)
            if highlighted {
                callDidHighlightRow(at: indexPath)
            } else {
                callDidUnhighlightRow(at: indexPath)
            }
        }

        private func deselectOthers(than indexPath: IndexPath) {
            guard !multipleSelectionIsAllowed else { return }
            for selected in selectedRows.sorted() where selected != indexPath {
                userDeselect(selected)
            }
        }

        private func userSelect(_ indexPath: IndexPath) {
            guard layout.contains(indexPath) else { return }
            setRow(indexPath, selected: true, animated: true)
            callDidSelectRow(at: indexPath)
        }

        private func userDeselect(_ indexPath: IndexPath) {
            guard let target = callWillDeselectRow(at: indexPath) else { return }
            setRow(target, selected: false, animated: true)
            callDidDeselectRow(at: target)
        }
    }
#endif

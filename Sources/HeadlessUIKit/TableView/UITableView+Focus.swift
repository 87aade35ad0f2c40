#if !canImport(UIKit)
    import Foundation

    // Focus (a headless addition that simulates moving focus between rows, as a keyboard or remote does).
    extension UITableView {
        /// The focused row, if any (headless addition).
        public var headlessFocusedIndexPath: IndexPath? { focusedRow }

        /// Simulates moving focus to a row, or out of the table with `nil` (headless addition, not UIKit API).
        ///
        /// The row must be able to take focus (`allowsFocus` / `allowsFocusDuringEditing`, then
        /// `canFocusRowAt`); the delegate may refuse the update in `shouldUpdateFocusIn`, is told
        /// `didUpdateFocusIn`, and when `selectionFollowsFocusForRowAt` agrees the row is selected
        /// programmatically.
        /// - Returns: Whether focus moved.
        @discardableResult
        public func headlessMoveFocus(to indexPath: IndexPath?) -> Bool {
            layoutIfNeeded()
            if let indexPath {
                guard isEditing ? allowsFocusDuringEditing : allowsFocus, layout.contains(indexPath) else {
                    return false
                }
                if let delegate {
                    record(.canFocusRow(indexPath))
                    guard delegate.tableView(self, canFocusRowAt: indexPath) else { return false }
                }
            }
            let context = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: focusedRow, nextFocusedIndexPath: indexPath)
            if let delegate {
                record(.shouldUpdateFocus(from: focusedRow, to: indexPath))
                guard delegate.tableView(self, shouldUpdateFocusIn: context) else { return false }
            }
            let previous = focusedRow
            focusedRow = indexPath
            if let delegate {
                record(.didUpdateFocus(from: previous, to: indexPath))
                delegate.tableView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
            }
            if let indexPath {
                let follows: Bool
                if let delegate {
                    record(.selectionFollowsFocus(indexPath))
                    follows = delegate.tableView(self, selectionFollowsFocusForRowAt: indexPath)
                } else {
                    follows = selectionFollowsFocus
                }
                if follows { programmaticallySelect(indexPath, animated: false, scrollPosition: .none) }
            }
            return true
        }
    }
#endif

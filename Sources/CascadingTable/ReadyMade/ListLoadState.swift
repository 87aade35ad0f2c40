/// Whether a list section is loading its items, or why its last load failed.
///
/// A list section shows a loading row while `.loading`, an error row with a retry action while
/// `.failed`, and, while `.idle` with no items, its empty-state row (when it has one).
public enum ListLoadState {
    /// Nothing is loading; the items (or the empty-state row) are shown.
    case idle
    /// A load is on its way: the loading row is shown after the items.
    case loading
    /// The last load failed with this error: the error row is shown after the items.
    case failed(any Error)

    /// Whether a load is on its way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The error of the failed load, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

/// The row a list section shows after its items, besides them.
enum ListStatus: Equatable {
    case loading
    case empty
    case failed
}

extension ItemChanges {
    /// These item changes with the section's status row after the items: a row that stays the same kind
    /// is kept (it moves with the items), any other change deletes the old row and inserts the new one.
    func withStatusRow(from old: ListStatus?, to new: ListStatus?) -> ItemChanges {
        guard old != nil || new != nil else { return self }
        var changes = self
        let pairs = newToOld.count == newCount
        changes.oldCount += old == nil ? 0 : 1
        changes.newCount += new == nil ? 0 : 1
        if old != nil && old == new {
            if pairs { changes.newToOld.append(oldCount) }
            return changes
        }
        if old != nil { changes.deletes.append(oldCount) }
        if new != nil {
            changes.inserts.append(newCount)
            if pairs { changes.newToOld.append(-1) }
        }
        return changes
    }
}

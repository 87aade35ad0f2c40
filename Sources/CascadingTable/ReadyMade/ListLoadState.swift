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

/// The row a list section makes after its items when it is not loading (the loading row is the core's).
enum ListStatus: Equatable {
    case empty
    case failed
}

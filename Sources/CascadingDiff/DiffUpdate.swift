/// One element whose identity survives a change but whose content differs.
///
/// An update names the element twice: by its position before the change (`old`) and by its position
/// after it (`new`). The two differ whenever other elements were inserted, deleted or moved around it.
/// Updates order by old position, then by new position.
///
///     let update = DiffUpdate(old: 2, new: 5)
public struct DiffUpdate<Position: Hashable & Comparable & Sendable>: Hashable, Comparable, Sendable {
    /// The position of the element before the change, in old coordinates.
    public var old: Position

    /// The position of the element after the change, in new coordinates.
    public var new: Position

    /// Creates an update from the element's old and new positions.
    ///
    /// - Parameters:
    ///   - old: The position before the change.
    ///   - new: The position after the change.
    @inlinable
    public init(old: Position, new: Position) {
        self.old = old
        self.new = new
    }

    /// Orders updates by old position, then by new position.
    ///
    /// - Parameters:
    ///   - lhs: An update.
    ///   - rhs: Another update.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    @inlinable
    public static func < (lhs: DiffUpdate, rhs: DiffUpdate) -> Bool {
        lhs.old != rhs.old ? lhs.old < rhs.old : lhs.new < rhs.new
    }
}

extension DiffUpdate: CustomStringConvertible {
    /// The update written as `old~>new`.
    public var description: String {
        "\(old)~>\(new)"
    }
}

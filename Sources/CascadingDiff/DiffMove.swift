/// One element that changes position: where it was before the change and where it is after it.
///
/// `source` is always in the coordinates before the change (old offsets) and `destination` always in the
/// coordinates after it (new offsets), which is how UIKit's `moveRow(at:to:)` and `moveSection(_:toSection:)`
/// read their arguments inside one batch. Moves order by source, then by destination.
///
///     let move = DiffMove(source: 0, destination: 3)
public struct DiffMove<Position: Hashable & Comparable & Sendable>: Hashable, Comparable, Sendable {
    /// The position before the change, in old coordinates.
    public var source: Position

    /// The position after the change, in new coordinates.
    public var destination: Position

    /// Creates a move from an old position to a new position.
    ///
    /// - Parameters:
    ///   - source: The position before the change.
    ///   - destination: The position after the change.
    @inlinable
    public init(source: Position, destination: Position) {
        self.source = source
        self.destination = destination
    }

    /// Orders moves by source, then by destination.
    ///
    /// - Parameters:
    ///   - lhs: A move.
    ///   - rhs: Another move.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    @inlinable
    public static func < (lhs: DiffMove, rhs: DiffMove) -> Bool {
        lhs.source != rhs.source ? lhs.source < rhs.source : lhs.destination < rhs.destination
    }
}

extension DiffMove: CustomStringConvertible {
    /// The move written as `source->destination`.
    public var description: String {
        "\(source)->\(destination)"
    }
}

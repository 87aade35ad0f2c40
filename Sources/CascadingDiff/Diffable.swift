/// A value that the diff can follow from one snapshot to the next.
///
/// The diff pairs an old element with a new one when their `diffIdentifier`s are equal, and then asks
/// `isContentEqual(to:)` whether the paired element must be redisplayed. Identity decides inserts,
/// deletes and moves; content decides updates. Types that are `Equatable` get `isContentEqual(to:)` for
/// free, comparing with `==`.
///
///     struct Contact: Diffable, Equatable {
///         var id: Int
///         var name: String
///         var diffIdentifier: Int { id }
///     }
public protocol Diffable {
    /// The type of the value that identifies an element across snapshots.
    associatedtype DiffIdentifier: Hashable

    /// The value that identifies this element across snapshots.
    ///
    /// Two elements with equal identifiers are the same element, possibly with different content. The
    /// diff handles repeated identifiers within one snapshot deterministically (see `FlatDiff`), but
    /// unique identifiers give the most useful animations.
    var diffIdentifier: DiffIdentifier { get }

    /// Returns whether `other`, which has the same identifier, shows the same content as this element.
    ///
    /// When this returns `false` for a paired element, the diff reports an update and the batch updates
    /// reload the row.
    ///
    /// - Parameter other: The element with the same identifier in the other snapshot.
    /// - Returns: `true` when the element does not need to be redisplayed.
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
    /// Returns whether the two elements are equal according to `==`.
    ///
    /// This is the default content comparison for `Equatable` elements.
    ///
    /// - Parameter other: The element with the same identifier in the other snapshot.
    /// - Returns: `self == other`.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool {
        self == other
    }
}

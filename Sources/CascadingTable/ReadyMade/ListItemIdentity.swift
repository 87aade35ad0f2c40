import CascadingDiff

/// How a list section tells its items apart, and the diff of two item arrays by identifier.
///
/// The identifier type is erased behind closures made where it is known; the closures are made in
/// inlinable code, so in an app they are specialised for the app's item and identifier types and the
/// diff hashes the identifiers themselves (an `Int`, a `UUID`) rather than `AnyHashable` boxes. A section
/// stores no identifier per item: identifiers are read from the items when they are diffed.
@usableFromInline
struct ListItemIdentity<Item> {
    /// The changes from `old` to `new`: the flat diff of their identifiers, the identifiers repeated among
    /// the new items, and the kept items whose content differs by `equal` (every kept item without it).
    @usableFromInline
    let changes: (_ old: [Item], _ new: [Item], _ equal: ((Item, Item) -> Bool)?) -> ItemChanges

    /// The position of the first item with the identifier of `item`, if any.
    @usableFromInline
    let firstIndex: (_ item: Item, _ items: [Item]) -> Int?

    /// Whether two items have the same identifier.
    @usableFromInline
    let sameIdentity: (Item, Item) -> Bool

    /// The identifier of an item, boxed: what a section's selection holds.
    @usableFromInline
    let identifier: (Item) -> AnyHashable

    @inlinable
    init(
        changes: @escaping ([Item], [Item], ((Item, Item) -> Bool)?) -> ItemChanges,
        firstIndex: @escaping (Item, [Item]) -> Int?, sameIdentity: @escaping (Item, Item) -> Bool,
        identifier: @escaping (Item) -> AnyHashable
    ) {
        self.changes = changes
        self.firstIndex = firstIndex
        self.sameIdentity = sameIdentity
        self.identifier = identifier
    }

    /// An identity that reads each item's identifier with `identifier`.
    @inlinable
    static func keyed<ID: Hashable>(by identifier: @escaping (Item) -> ID) -> ListItemIdentity {
        ListItemIdentity(
            changes: { old, new, equal in
                let newIdentifiers = new.map(identifier)
                var repeats: [Int] = []
                var changes = ItemChanges(
                    FlatDiff(oldValues: old.map(identifier), newValues: newIdentifiers, repeatedNewOffsets: &repeats))
                var reported = Set<ID>()
                for offset in repeats where reported.insert(newIdentifiers[offset]).inserted {
                    changes.duplicates.append(AnyHashable(newIdentifiers[offset]))
                }
                for (offset, oldOffset) in changes.newToOld.enumerated() where oldOffset >= 0 {
                    if let equal, equal(old[oldOffset], new[offset]) { continue }
                    changes.reconfigured.append(offset)
                }
                return changes
            },
            firstIndex: { item, items in
                let id = identifier(item)
                return items.firstIndex { identifier($0) == id }
            },
            sameIdentity: { identifier($0) == identifier($1) }, identifier: { AnyHashable(identifier($0)) })
    }
}

/// The content comparison of `Equatable` items (`==`), `nil` for other items.
@inlinable
func equalityComparison<Item>(of _: Item.Type) -> ((Item, Item) -> Bool)? {
    guard let equatable = Item.self as? any Equatable.Type else { return nil }
    return comparison(equatable, as: Item.self)
}

/// `==` of `Value`, for items whose static type is `Item` and dynamic type `Value`.
@inlinable
func comparison<Value: Equatable, Item>(_: Value.Type, as _: Item.Type) -> (Item, Item) -> Bool {
    { lhs, rhs in
        guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}

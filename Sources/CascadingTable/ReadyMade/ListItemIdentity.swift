import CascadingDiff

/// How a list section tells its items apart: the identifier of an item, typed where it is hashed.
///
/// The identifier type is erased behind closures made where it is known, so the diff hashes the
/// identifiers themselves (an `Int`, a `UUID`) rather than `AnyHashable` boxes, and a section stores no
/// identifier per item: identifiers are read from the items when they are diffed.
struct ListItemIdentity<Item> {
    /// The flat diff of two item arrays by identifier, and the identifiers repeated among the new items.
    let diff: (_ old: [Item], _ new: [Item]) -> (diff: FlatDiff, repeated: [AnyHashable])

    /// The position of the first item with the identifier of `item`, if any.
    let firstIndex: (_ item: Item, _ items: [Item]) -> Int?

    /// Whether two items have the same identifier.
    let sameIdentity: (Item, Item) -> Bool

    /// An identity that reads each item's identifier with `identifier`.
    static func keyed<ID: Hashable>(by identifier: @escaping (Item) -> ID) -> ListItemIdentity {
        ListItemIdentity(
            diff: { old, new in
                let newIdentifiers = new.map(identifier)
                var seen = Set<ID>(minimumCapacity: newIdentifiers.count)
                var repeated: [AnyHashable] = []
                var reported = Set<ID>()
                for id in newIdentifiers where !seen.insert(id).inserted && reported.insert(id).inserted {
                    repeated.append(AnyHashable(id))
                }
                return (FlatDiff(oldValues: old.map(identifier), newValues: newIdentifiers), repeated)
            },
            firstIndex: { item, items in
                let id = identifier(item)
                return items.firstIndex { identifier($0) == id }
            },
            sameIdentity: { identifier($0) == identifier($1) })
    }
}

/// The content comparison of `Equatable` items (`==`), `nil` for other items.
func equalityComparison<Item>(of _: Item.Type) -> ((Item, Item) -> Bool)? {
    guard let equatable = Item.self as? any Equatable.Type else { return nil }
    return comparison(equatable, as: Item.self)
}

/// `==` of `Value`, for items whose static type is `Item` and dynamic type `Value`.
private func comparison<Value: Equatable, Item>(_: Value.Type, as _: Item.Type) -> (Item, Item) -> Bool {
    { lhs, rhs in
        guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}

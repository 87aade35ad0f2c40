/// How a list section's cell type is registered with the table view.
public enum ListCellRegistration {
    /// The section registers the cell class for its reuse identifier. The default.
    case cellClass

    /// The section registers this nib for its reuse identifier.
    case nib(UINib)

    /// Something else registers the reuse identifier (a storyboard's prototype cell, your own
    /// `register` call); the section only dequeues it.
    case prototype
}

/// One cell type of a list section: which items it shows, how it is registered and how it is configured.
struct ListCellMapping<Item> {
    let cellType: UITableViewCell.Type
    let reuseIdentifier: String
    let registration: ListCellRegistration

    /// The type of value the mapping shows, or `nil` for a mapping chosen by a predicate.
    let valueType: Any.Type?

    /// The name of what the mapping shows, for messages.
    let valueName: String

    /// Whether the mapping shows an item: its type is `valueType`, or the predicate holds.
    let matches: (Item) -> Bool

    /// Whether a dequeued cell is of the type the configure closure takes.
    let accepts: (UITableViewCell) -> Bool

    /// Configures a cell the mapping accepts with an item it matches.
    let configure: (UITableViewCell, Item) -> Void

    /// A mapping of the values of one type (a subtype of the items, a protocol they adopt, or the
    /// item type itself) to one cell type.
    static func typed<Cell: UITableViewCell, Value>(
        _ cellType: Cell.Type, for valueType: Value.Type, reuseIdentifier: String?,
        registration: ListCellRegistration, configure: @escaping (Cell, Value) -> Void
    ) -> ListCellMapping {
        ListCellMapping(
            cellType: cellType, reuseIdentifier: reuseIdentifier ?? String(reflecting: cellType),
            registration: registration, valueType: valueType, valueName: "\(valueType)",
            matches: { $0 is Value }, accepts: { $0 is Cell },
            configure: { cell, item in
                guard let cell = cell as? Cell, let value = item as? Value else { return }
                configure(cell, value)
            })
    }

    /// A mapping of the items a predicate selects to one cell type.
    static func selected<Cell: UITableViewCell>(
        _ cellType: Cell.Type, when predicate: @escaping (Item) -> Bool, reuseIdentifier: String?,
        registration: ListCellRegistration, configure: @escaping (Cell, Item) -> Void
    ) -> ListCellMapping {
        ListCellMapping(
            cellType: cellType, reuseIdentifier: reuseIdentifier ?? String(reflecting: cellType),
            registration: registration, valueType: nil, valueName: "selected \(Item.self)", matches: predicate,
            accepts: { $0 is Cell },
            configure: { cell, item in
                guard let cell = cell as? Cell else { return }
                configure(cell, item)
            })
    }
}

/// The cell types of a list section and the choice of one per item.
///
/// An item is shown by the first mapping chosen by a predicate that selects it; else by the mapping of
/// its own type; else by the mapping of its nearest superclass; else by the first mapping, in the order
/// they were added, of a type the item is (a protocol it adopts, or the item type itself); else by the
/// fallback cell. The choice by type is remembered per dynamic type.
struct ListCellMappings<Item> {
    private(set) var all: [ListCellMapping<Item>] = []

    /// The view-neutral list content of the items no mapping shows (in a collection view, of every
    /// item), and their accessory; `nil` without one.
    var content: (accessory: UITableViewCell.AccessoryType, fill: (Item, inout UIListContentConfiguration) -> Void)?
    private var chosenByType: [ObjectIdentifier: Int] = [:]
    private var hasPredicates = false

    mutating func add(_ mapping: ListCellMapping<Item>) {
        all.append(mapping)
        chosenByType = [:]
        if mapping.valueType == nil { hasPredicates = true }
    }

    /// The position of the mapping that shows `item`, or `nil` for the fallback cell.
    mutating func choice(for item: Item) -> Int? {
        if hasPredicates, let chosen = all.firstIndex(where: { $0.valueType == nil && $0.matches(item) }) {
            return chosen
        }
        let dynamicType = type(of: item as Any)
        if let known = chosenByType[ObjectIdentifier(dynamicType)] { return known >= 0 ? known : nil }
        let chosen = choiceByType(of: item, dynamicType: dynamicType)
        chosenByType[ObjectIdentifier(dynamicType)] = chosen ?? -1
        return chosen
    }

    private func choiceByType(of item: Item, dynamicType: Any.Type) -> Int? {
        var candidate: Any.Type? = dynamicType
        var mirror: Mirror?
        while let type = candidate {
            if let exact = all.firstIndex(where: { $0.valueType.map(ObjectIdentifier.init) == ObjectIdentifier(type) })
            {
                return exact
            }
            mirror = mirror.map(\.superclassMirror) ?? Mirror(reflecting: item).superclassMirror
            candidate = mirror?.subjectType
        }
        return all.firstIndex { $0.valueType != nil && $0.matches(item) }
    }
}

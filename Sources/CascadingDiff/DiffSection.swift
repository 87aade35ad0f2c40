/// One section of a sectioned snapshot: a model that identifies the section, and the rows it contains.
///
/// The section model's `diffIdentifier` pairs sections across snapshots and its content comparison
/// decides whether the section itself (its header or footer, say) must be reloaded. Rows are paired by
/// their own identifiers across the whole table, so a row can move from one section to another.
///
///     let snapshot = [
///         DiffSection(model: "Fruit", rows: ["apple", "pear"]),
///         DiffSection(model: "Vegetables", rows: ["leek"]),
///     ]
public struct DiffSection<Model, Row> {
    /// The value that identifies the section and carries its own content.
    public var model: Model

    /// The rows of the section, in display order.
    public var rows: [Row]

    /// Creates a section from its model and rows.
    ///
    /// - Parameters:
    ///   - model: The value that identifies the section.
    ///   - rows: The rows of the section, in display order.
    @inlinable
    public init(model: Model, rows: [Row]) {
        self.model = model
        self.rows = rows
    }
}

extension DiffSection: Equatable where Model: Equatable, Row: Equatable {}

extension DiffSection: Hashable where Model: Hashable, Row: Hashable {}

extension DiffSection: Sendable where Model: Sendable, Row: Sendable {}

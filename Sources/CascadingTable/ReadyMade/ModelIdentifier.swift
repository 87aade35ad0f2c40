/// The identity of a row or section made for a model (`ListRow(_:subtitle:image:for:)`,
/// `RowSection(header:footer:for:rows:)`): the model's type and its `id`, so models of different types
/// whose ids are equal (an order and an article both numbered 7) are never the same row or section.
struct ModelIdentifier<Model: Identifiable>: Hashable, CustomStringConvertible {
    let id: Model.ID

    init(_ model: Model) {
        id = model.id
    }

    /// The model's type and id, as in `Order(id: 7)`.
    var description: String { "\(Model.self)(id: \(id))" }
}

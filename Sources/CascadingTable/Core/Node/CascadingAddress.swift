/// The section or row a table-view call was addressed to.
///
/// Routers pass it to `CascadingNode.routingDidMiss(_:)` when no child owns it.
public enum CascadingAddress: Hashable, Sendable, CustomStringConvertible {
    /// A section number.
    case section(Int)
    /// A row's index path, in table coordinates.
    case row(IndexPath)

    /// A short description such as `section 3` or `row [0, 7]`.
    public var description: String {
        switch self {
        case .section(let section): "section \(section)"
        case .row(let indexPath): "row \(Array(indexPath))"
        }
    }
}

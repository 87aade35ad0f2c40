/// Builds the rows of a section from statements: one node per line, arrays of nodes, `if`, `switch`
/// and `for` loops.
///
///     RowSection(header: "Connections") {
///         ListRow("Wi-Fi").accessory(.disclosureIndicator)
///         if showsBluetooth { ListRow("Bluetooth") }
///         for device in devices { ListRow(device.name) }
///     }
@MainActor
@resultBuilder
public enum ListRowsBuilder {
    /// One row node.
    public static func buildExpression(_ node: CascadingNode) -> [CascadingNode] { [node] }

    /// Several row nodes, in order.
    public static func buildExpression(_ nodes: [CascadingNode]) -> [CascadingNode] { nodes }

    /// The rows of consecutive statements, in order.
    public static func buildBlock(_ parts: [CascadingNode]...) -> [CascadingNode] { parts.flatMap { $0 } }

    /// The rows of an `if` without `else`: none when the condition fails.
    public static func buildOptional(_ part: [CascadingNode]?) -> [CascadingNode] { part ?? [] }

    /// The rows of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first part: [CascadingNode]) -> [CascadingNode] { part }

    /// The rows of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second part: [CascadingNode]) -> [CascadingNode] { part }

    /// The rows of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[CascadingNode]]) -> [CascadingNode] { parts.flatMap { $0 } }

    /// The rows of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [CascadingNode]) -> [CascadingNode] { part }
}

// Earlier names whose new spelling an Apple framework also declares, so the main module cannot keep
// them: importing this module brings them back as deprecated aliases, each with a fix-it to the new
// name. It re-exports `CascadingTable`, so it replaces that import. In a file that also imports
// SwiftUI, `TableRow` is ambiguous: write `ListRow` there.
@_exported import CascadingTable

/// A row of the ready-made nodes: the earlier name of `ListRow`.
///
/// SwiftUI declares a `TableRow` of its own, which is why the name left `CascadingTable`.
@available(*, deprecated, renamed: "ListRow", message: "the ready-made row is named for lists: write ListRow")
public typealias TableRow = ListRow

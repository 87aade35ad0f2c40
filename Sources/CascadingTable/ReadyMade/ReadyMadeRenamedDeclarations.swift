// Names the ready-made nodes had before a rename, kept so code written against them still compiles, with a
// warning and a fix-it that writes the new name. `TableRow`, whose name SwiftUI also declares, lives in the
// opt-in `CascadingTableCompatibility` product instead.

/// A section of rows: the earlier name of `RowSection`.
@available(*, deprecated, renamed: "RowSection", message: "the rows and sections are named for lists: write RowSection")
public typealias TableSection = RowSection

/// The result builder of a section's rows: the earlier name of `ListRowsBuilder`.
@available(
    *, deprecated, renamed: "ListRowsBuilder",
    message: "the rows and sections are named for lists: write ListRowsBuilder"
)
public typealias TableRowsBuilder = ListRowsBuilder

/// Where a node's content sits in the table, in table coordinates.
///
/// Returned by `CascadingNode.tablePlacement`: a node placed where sections sit covers a range of
/// sections; a node inside a section covers a range of that section's rows. A group covers the sum of
/// its children and may cover an empty range.
public enum CascadingPlacement: Hashable, Sendable {
    /// The node covers these sections.
    case sections(Range<Int>)
    /// The node covers these rows of one section.
    case rows(Range<Int>, section: Int)
}

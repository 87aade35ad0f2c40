/// The position of a row in a sectioned layout: a section offset and a row offset inside that section.
///
/// The diff speaks in element paths instead of UIKit's `IndexPath`, so it runs wherever the standard
/// library does. Both numbers are zero-based offsets; whether they refer to the layout before or after
/// a change is stated by the property that holds the path. Paths order by section, then by element.
///
///     let path = ElementPath(section: 1, element: 4)
///     // IndexPath(row: path.element, section: path.section) on iOS
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The offset of the section.
    public var section: Int

    /// The offset of the row inside its section.
    public var element: Int

    /// Creates a path from a section offset and a row offset.
    ///
    /// - Parameters:
    ///   - section: The offset of the section.
    ///   - element: The offset of the row inside that section.
    @inlinable
    public init(section: Int, element: Int) {
        self.section = section
        self.element = element
    }

    /// The path written as `section-element`, the way UIKit prints index paths.
    public var description: String {
        "\(section)-\(element)"
    }

    /// Orders paths by section first, then by row.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: Whether `lhs` comes before `rhs` in table order.
    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.element < rhs.element
    }
}

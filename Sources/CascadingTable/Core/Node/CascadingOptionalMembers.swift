/// Optional table members whose mere presence changes what UIKit does, as nodes declare them.
///
/// UIKit asks a delegate that implements `tableView(_:estimatedHeightForRowAt:)` for every row's
/// estimate when it loads, and uses `estimatedRowHeight` for a delegate that does not; the same holds
/// for the other members here. Every node implements every member (that is how calls are forwarded),
/// so the table is told that the tree implements a member only when some node in it declares it
/// (`providedOptionalMembers`). A node declares the three heights and every member its class
/// overrides, read from the class: overriding the member is enough. Declare by hand only what
/// depends on configuration:
///
///     override var providedOptionalMembers: CascadingOptionalMembers {
///         estimate == nil
///             ? super.providedOptionalMembers.subtracting(.estimatedHeightForRow) : super.providedOptionalMembers
///     }
public struct CascadingOptionalMembers: OptionSet, Hashable, Sendable {
    /// One bit per member, in the order the members are declared below.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `tableView(_:heightForRowAt:)`: without it the table uses `rowHeight` for every row.
    public static let heightForRow = CascadingOptionalMembers(rawValue: 1 << 0)

    /// `tableView(_:estimatedHeightForRowAt:)`: without it the table uses `estimatedRowHeight` and asks
    /// no row for an estimate.
    public static let estimatedHeightForRow = CascadingOptionalMembers(rawValue: 1 << 1)

    /// `tableView(_:heightForHeaderInSection:)`: without it the table uses `sectionHeaderHeight`.
    public static let heightForHeader = CascadingOptionalMembers(rawValue: 1 << 2)

    /// `tableView(_:heightForFooterInSection:)`: without it the table uses `sectionFooterHeight`.
    public static let heightForFooter = CascadingOptionalMembers(rawValue: 1 << 3)

    /// `tableView(_:estimatedHeightForHeaderInSection:)`: without it the table uses
    /// `estimatedSectionHeaderHeight`.
    public static let estimatedHeightForHeader = CascadingOptionalMembers(rawValue: 1 << 4)

    /// `tableView(_:estimatedHeightForFooterInSection:)`: without it the table uses
    /// `estimatedSectionFooterHeight`.
    public static let estimatedHeightForFooter = CascadingOptionalMembers(rawValue: 1 << 5)

    /// Every member a node can declare.
    public static let all = CascadingOptionalMembers(declarable)

    /// Each member on its own, in declaration order.
    static let declarable: [CascadingOptionalMembers] = [
        .heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter, .estimatedHeightForHeader,
        .estimatedHeightForFooter,
    ]

    /// What a plain `CascadingNode` declares: the three heights, whose defaults (`automaticDimension`
    /// for a row, 0 or `automaticDimension` for a header or footer) differ from the table's own
    /// fallbacks; no estimates, whose defaults only repeat the heights.
    public static let nodeDefaults: CascadingOptionalMembers = [.heightForRow, .heightForHeader, .heightForFooter]
}

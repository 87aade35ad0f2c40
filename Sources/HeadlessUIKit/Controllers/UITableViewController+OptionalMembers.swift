#if !canImport(UIKit)
    import Foundation

    // Which optional members a `UITableViewController` subclass implements, as UIKit's `responds(to:)`
    // sees them: read from the subclass's method table, never by calling a member (committing or moving
    // a row to find out would change the user's data).

    /// A controller that overrides nothing: the slots every subclass changes.
    private final class PlainControllerProbe: UITableViewController {}

    /// A controller that overrides only `tableView(_:commit:forRowAt:)`.
    private final class CommittingControllerProbe: UITableViewController {
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
    }

    /// A controller that overrides only `tableView(_:moveRowAt:to:)`.
    private final class MovingControllerProbe: UITableViewController {
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {}
    }

    extension UITableViewController {
        /// The members UIKit's base class does not implement, whose presence in a subclass changes what
        /// the table shows: swipe-to-delete and the Delete control, and the reorder control.
        static let optionalMemberDetector = HeadlessOverrideDetector<
            UITableViewController, UITableView.HeadlessOptionalMember
        >(
            control: PlainControllerProbe.self,
            probes: [.commitEditingStyle: CommittingControllerProbe.self, .moveRow: MovingControllerProbe.self])
    }
#endif

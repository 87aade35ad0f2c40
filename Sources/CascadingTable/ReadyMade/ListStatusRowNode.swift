/// What a list section's status row asks of the section it follows: its cells and the tap on the error
/// row.
@MainActor
protocol ListStatusRowOwner: AnyObject {
    /// The table cell of a status row, dequeued and configured.
    func statusCell(_ status: ListStatus, at indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell
    /// The list cell of a status row in a collection view, dequeued and configured.
    func statusCell(_ status: ListStatus, at indexPath: IndexPath, in collectionView: UICollectionView)
        -> UICollectionViewCell
    /// A tap on the status row: the error row retries.
    func statusRowSelected(at indexPath: IndexPath, in view: AttachedListView)
}

/// The error or empty-state row after a list section's items: the section's status row (`statusRow`,
/// made by its `makeStatusRow()`), an ordinary node inserted, removed and replaced through the tree like
/// any other (a switch of kind replaces the node; a row of the same kind stays). Its cell and its actions
/// are the section's.
final class ListStatusRowNode: CascadingNode {
    /// Which row it is.
    let status: ListStatus

    /// The section whose items it follows.
    private weak var owner: (any ListStatusRowOwner)?

    /// The row's identity: its kind, in its section.
    private let identity: Identity

    init(_ status: ListStatus, of owner: any ListStatusRowOwner) {
        self.status = status
        self.owner = owner
        identity = Identity(section: ObjectIdentifier(owner), status: status)
        super.init()
    }

    /// The status row of one section, of one kind.
    private struct Identity: Hashable {
        let section: ObjectIdentifier
        let status: ListStatus
    }

    /// A row of another kind is another row: the switch deletes one and inserts the other.
    override var diffIdentifier: AnyHashable { AnyHashable(identity) }

    override var description: String { "\(status) row" }

    /// The section's status cell.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        owner?.statusCell(status, at: indexPath, in: tableView)
            ?? super.tableView(tableView, cellForRowAt: indexPath)
    }

    /// The error row highlights (a tap retries); the empty row does not.
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        status == .failed
    }

    /// A tap deselects the row; on the error row it retries.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        owner?.statusRowSelected(at: indexPath, in: AttachedListView(tableView))
    }

    // MARK: Collection view

    /// The section's status list cell.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        owner?.statusCell(status, at: indexPath, in: collectionView)
            ?? super.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// The error row highlights; the empty row does not.
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    {
        status == .failed
    }

    /// Only the error row is selected (a tap retries).
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        status == .failed
    }

    /// A tap deselects the row; on the error row it retries.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        owner?.statusRowSelected(at: indexPath, in: AttachedListView(collectionView))
    }
}

/// The row that shows a node's loading indicator: the last child of a section's node or of a group
/// among rows, or a section of one row after the sections of a root or of a group among sections.
///
/// Its cell shows the indicator's text and the indicator view as accessory (in a collection view, a
/// `UICollectionViewListCell` with the text in its content configuration and the view as a trailing
/// custom accessory); the indicator's hooks run when the cell is about to be displayed and after it
/// ended being displayed. It cannot be highlighted or selected.
final class LoadingRowNode: CascadingNode {
    /// The reuse identifier of the collection-view cell, registered on each use.
    static let collectionReuseIdentifier = "CascadingTable.LoadingRow"

    /// The collection-view cell the indicator view was last given to.
    private weak var indicatorCell: UICollectionViewCell?

    /// The indicator this row shows; `nil` once the node that owned it is gone.
    private weak var controller: LoadingController?

    init(controller: LoadingController) {
        self.controller = controller
        super.init()
    }

    /// One row where the node stands for a section.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    /// A cell with the indicator's text and the indicator view as accessory.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        guard let controller else { return cell }
        cell.textLabel?.text = controller.indicator.text
        cell.accessoryView = controller.view
        return cell
    }

    /// The indicator row cannot be selected: `false`.
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// The indicator row cannot be selected: `nil`.
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        nil
    }

    /// Runs the show hook once per appearance.
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        guard let controller, controller.isIndicator(cell.accessoryView) else { return }
        controller.show()
    }

    /// Runs the hide hook when the cell showing the indicator left the screen.
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let controller, controller.isIndicator(cell.accessoryView) else { return }
        controller.hide()
    }

    // MARK: Collection view

    /// One item where the node stands for a section.
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1
    }

    /// A list cell with the indicator's text and the indicator view as trailing accessory.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.register(
            UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.collectionReuseIdentifier)
        let dequeued = collectionView.dequeueReusableCell(
            withReuseIdentifier: Self.collectionReuseIdentifier, for: indexPath)
        guard let cell = dequeued as? UICollectionViewListCell, let controller else { return dequeued }
        controller.fill(cell, from: cell.defaultContentConfiguration())
        indicatorCell = cell
        return cell
    }

    /// The indicator item cannot be highlighted: `false`.
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    {
        false
    }

    /// The indicator item cannot be selected: `false`.
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Runs the show hook once per appearance.
    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let controller, cell === indicatorCell else { return }
        controller.show()
    }

    /// Runs the hide hook when the cell showing the indicator left the screen.
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let controller, cell === indicatorCell else { return }
        indicatorCell = nil
        controller.hide()
    }

    override var description: String { "loading row" }
}

import CascadingTable

// The page's nodes. Each answers the table's members and the collection view's, so the same node
// types, built once by `DemoPage`, show the page in a table and in a collection-view list.

/// The page's first section: one row introducing the destination, under a titled header.
final class DestinationHeaderSection: CascadingNode {
    let name: String
    let summary: String
    private let titles = DemoSectionTitles(header: "Destination")

    init(name: String, summary: String) {
        self.name = name
        self.summary = summary
        super.init()
    }

    /// The row as either view shows it.
    private var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = name
        content.secondaryText = summary
        return content
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        DemoCells.register(in: tableView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.header
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = DemoCells.cell(in: tableView, at: indexPath, showing: content)
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        DemoCells.register(in: collectionView)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        titles.listLayout
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        titles.view(in: collectionView, ofKind: kind, at: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        DemoCells.cell(in: collectionView, at: indexPath, showing: content)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        false
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        false
    }
}

/// A section of row nodes: one child node per attraction, so each row is its own small node.
final class AttractionsSection: CascadingSectionNode {
    private let titles = DemoSectionTitles(header: "Things to do")

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.header
    }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        DemoCells.register(in: collectionView)
    }

    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        titles.listLayout
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        titles.view(in: collectionView, ofKind: kind, at: indexPath)
    }
}

/// One attraction row: it shows its title, reacts to a tap and deletes itself on swipe, in either view.
final class AttractionRow: CascadingNode {
    let title: String
    let onSelect: (String) -> Void

    init(_ title: String, onSelect: @escaping (String) -> Void) {
        self.title = title
        self.onSelect = onSelect
        super.init()
    }

    /// The row as either view shows it.
    private var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.text = title
        return content
    }

    /// The swipe's one action, in either view: the row removes its node, and the attached tree deletes
    /// the row from the view that shows it.
    private var deleteAction: UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.removeFromParent()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        DemoCells.register(in: tableView)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        DemoCells.cell(in: tableView, at: indexPath, showing: content, disclosure: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect(title)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        deleteAction
    }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        DemoCells.register(in: collectionView)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        DemoCells.cell(in: collectionView, at: indexPath, showing: content, disclosure: true)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect(title)
    }

    override func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        deleteAction
    }
}

/// The last section: practical facts, closed by a footer note.
final class PracticalInfoSection: CascadingNode {
    let facts: [(String, String)]
    private let titles = DemoSectionTitles(footer: "Opening hours may change on public holidays.")

    init(facts: [(String, String)]) {
        self.facts = facts
        super.init()
    }

    /// The row of the fact at `index` as either view shows it; an index past the facts shows nothing.
    private func content(at index: Int) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.valueCell()
        guard facts.indices.contains(index) else { return content }
        content.text = facts[index].0
        content.secondaryText = facts[index].1
        return content
    }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        DemoCells.register(in: tableView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        titles.footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        DemoCells.cell(in: tableView, at: indexPath, showing: content(at: indexPath.row))
    }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        DemoCells.register(in: collectionView)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        facts.count
    }

    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        titles.listLayout
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        titles.view(in: collectionView, ofKind: kind, at: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        DemoCells.cell(in: collectionView, at: indexPath, showing: content(at: indexPath.item))
    }
}

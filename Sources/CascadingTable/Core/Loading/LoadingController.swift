/// A node's loading indicator: its configuration, where it shows, the views made for it, and whether
/// its show hook ran without a hide since.
@MainActor
final class LoadingController {
    /// The configuration; replacing it hides the view made so far and makes the new one on next use.
    var indicator: LoadingIndicator {
        get { configuration }
        set {
            if isShown, let old = indicatorView { configuration.didHide(old) }
            isShown = false
            indicatorView = nil
            configuration = newValue
        }
    }

    private var configuration = LoadingIndicator()

    /// Changes the text shown next to the indicator, keeping the view.
    func setText(_ text: String) {
        configuration.text = text
    }

    /// Where the indicator shows, or `nil` while the node is not loading.
    var style: LoadingIndicatorStyle?

    /// What the node's parent calls instead of the node for section calls while the style is
    /// `.header` or `.footer`.
    var supplementNode: LoadingSupplementNode?

    /// The table's own header or footer view, replaced while a root shows the indicator there.
    var replacedTableView: UIView?

    private(set) var isShown = false
    private var indicatorView: UIView?
    /// The header and footer views made so far.
    private var supplements: [UITableViewHeaderFooterView] = []

    /// The indicator view, made once per configuration.
    var view: UIView {
        if let indicatorView { return indicatorView }
        let made = indicator.makeView()
        indicatorView = made
        return made
    }

    /// Whether `view` is the indicator view made so far.
    func isIndicator(_ view: UIView?) -> Bool {
        view != nil && view === indicatorView
    }

    /// The header or footer view that shows the indicator and the text in `section`: the one the table
    /// shows there already, else one it shows nowhere.
    ///
    /// One view cannot be in two places: while an update that takes several batches moves the indicator
    /// to another header or footer, the table still shows it at the old place until the batch that
    /// reloads that place, so the new place gets a view of its own. The indicator view moves along to
    /// the view handed out last.
    func supplementView(header: Bool, section: Int, in tableView: UITableView) -> UITableViewHeaderFooterView {
        let shownHere = header ? tableView.headerView(forSection: section) : tableView.footerView(forSection: section)
        let view =
            supplements.first { $0 === shownHere } ?? supplements.first { $0.superview == nil } ?? makeSupplement()
        return configured(view)
    }

    /// The view that shows the indicator and the text as the table's own header or footer view.
    var tableSupplementView: UITableViewHeaderFooterView {
        configured(supplements.first ?? makeSupplement())
    }

    /// Whether `view` is a header or footer view made so far.
    func isSupplement(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return supplements.contains { $0 === view }
    }

    private func makeSupplement() -> UITableViewHeaderFooterView {
        let made = UITableViewHeaderFooterView(reuseIdentifier: nil)
        supplements.append(made)
        return made
    }

    private func configured(_ supplement: UITableViewHeaderFooterView) -> UITableViewHeaderFooterView {
        supplement.textLabel?.text = indicator.text
        let view = self.view
        if view.superview !== supplement.contentView {
            view.removeFromSuperview()
            supplement.contentView.addSubview(view)
        }
        return supplement
    }

    /// The reuse identifier of the collection-view header or footer that shows the indicator.
    static let collectionSupplementReuseIdentifier = "CascadingTable.LoadingSupplement"

    /// A list cell, dequeued as the supplementary view of `kind` (registered on each use), that shows
    /// the indicator's text and the indicator view as its trailing accessory, styled as a header or
    /// footer of a list of `appearance`.
    func collectionSupplementView(
        ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView,
        appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> UICollectionReusableView {
        let identifier = Self.collectionSupplementReuseIdentifier
        collectionView.register(
            UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        let dequeued = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? UICollectionViewListCell else { return dequeued }
        let header = kind == UICollectionView.elementKindSectionHeader
        let plain = [.plain, .sidebarPlain].contains(appearance)
        fill(
            cell,
            from: header ? (plain ? .plainHeader() : .groupedHeader()) : (plain ? .plainFooter() : .groupedFooter()))
        return cell
    }

    /// Makes a list cell show the indicator: `base` with the indicator's text, and the indicator view as
    /// its trailing accessory.
    func fill(_ cell: UICollectionViewListCell, from base: UIListContentConfiguration) {
        var content = base
        content.text = indicator.text
        cell.contentConfiguration = content
        cell.accessories = [
            .customView(configuration: .init(customView: view, placement: .trailing(displayed: .always)))
        ]
    }

    /// Runs the show hook, unless it ran without a hide since.
    func show() {
        guard !isShown else { return }
        isShown = true
        indicator.willShow(view)
    }

    /// Runs the hide hook, when the show hook ran since the last hide.
    func hide() {
        guard isShown, let indicatorView else { return }
        isShown = false
        indicator.didHide(indicatorView)
    }
}

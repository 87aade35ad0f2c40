/// What a parent calls, instead of a node that shows its loading indicator as its header or footer,
/// for the header and footer calls of the node's sections (in a collection view also the section's
/// layout and supplementary views: `boundaryCallReceiver(_:)`). It is never in the tree and routes
/// nothing: every other section call reaches the node directly.
///
/// It answers the header (or footer) of the node's section (a group's first or last section) with
/// the indicator's view, title `nil` and the indicator's height, runs the hooks from the display
/// calls, and passes every other header and footer call on to the node. Because the parent calls it in
/// the node's place, the indicator shows whatever the node's own header members do, `super` or not.
final class LoadingSupplementNode: CascadingNode {
    /// The node whose header or footer this stands in for.
    private unowned let owner: CascadingNode
    private unowned let controller: LoadingController

    init(owner: CascadingNode, controller: LoadingController) {
        self.owner = owner
        self.controller = controller
        super.init()
    }

    /// Whether `section`'s header (`.header`) or footer (`.footer`) shows the indicator.
    private func shows(_ style: LoadingIndicatorStyle, in section: Int) -> Bool {
        guard controller.style == style else { return false }
        guard type(of: owner).spansItsChildren else { return true }
        guard case .sections(let sections)? = owner.tablePlacement, !sections.isEmpty else { return false }
        return section == (style == .header ? sections.lowerBound : sections.upperBound - 1)
    }

    // MARK: Header

    /// `nil` where the indicator is the header, else the node's answer.
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shows(.header, in: section) ? nil : owner.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The indicator's view where it is the header, else the node's answer.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        shows(.header, in: section)
            ? controller.supplementView(header: true, section: section, in: tableView)
            : owner.tableView(tableView, viewForHeaderInSection: section)
    }

    /// The indicator's height where it is the header, else the node's answer.
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        shows(.header, in: section)
            ? controller.indicator.height : owner.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The indicator's height where it is the header, else the node's answer.
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        shows(.header, in: section)
            ? controller.indicator.height : owner.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }

    /// Runs the show hook for the indicator's view, else tells the node.
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        guard controller.isSupplement(view) else {
            return owner.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
        controller.show()
    }

    /// Runs the hide hook for the indicator's view, else tells the node.
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    {
        guard controller.isSupplement(view) else {
            return owner.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
        controller.hide()
    }

    // MARK: Footer

    /// `nil` where the indicator is the footer, else the node's answer.
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        shows(.footer, in: section) ? nil : owner.tableView(tableView, titleForFooterInSection: section)
    }

    /// The indicator's view where it is the footer, else the node's answer.
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        shows(.footer, in: section)
            ? controller.supplementView(header: false, section: section, in: tableView)
            : owner.tableView(tableView, viewForFooterInSection: section)
    }

    /// The indicator's height where it is the footer, else the node's answer.
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        shows(.footer, in: section)
            ? controller.indicator.height : owner.tableView(tableView, heightForFooterInSection: section)
    }

    /// The indicator's height where it is the footer, else the node's answer.
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        shows(.footer, in: section)
            ? controller.indicator.height : owner.tableView(tableView, estimatedHeightForFooterInSection: section)
    }

    /// Runs the show hook for the indicator's view, else tells the node.
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        guard controller.isSupplement(view) else {
            return owner.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
        controller.show()
    }

    /// Runs the hide hook for the indicator's view, else tells the node.
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    {
        guard controller.isSupplement(view) else {
            return owner.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }
        controller.hide()
    }

    // MARK: Collection view

    /// The collection-view header or footer that shows the indicator, while it is displayed.
    private weak var collectionSupplement: UICollectionReusableView?

    /// The style a supplementary element kind stands for: the section header or footer; `nil` otherwise.
    private static func style(ofKind kind: String) -> LoadingIndicatorStyle? {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: nil
        }
    }

    /// The node's layout (a plain list when it describes none) with a header (footer) where the
    /// indicator is the section's header (footer), so a list, a grid and a section of the node's own all
    /// ask for the indicator's view; else the node's answer.
    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        let layout = owner.collectionView(collectionView, layoutForSectionAt: section)
        let header = shows(.header, in: section)
        let footer = shows(.footer, in: section)
        guard header || footer else { return layout }
        return (layout ?? .plainList)
            .withBoundaries(header: header, footer: footer)
    }

    /// In a flow layout, the size of the header or footer that shows the indicator: only the height
    /// counts when the layout scrolls vertically, only the width when it scrolls horizontally, and both
    /// are the indicator's height; `nodeSize` where the indicator is not there.
    private func referenceSize(
        _ style: LoadingIndicatorStyle, in section: Int, orElse nodeSize: () -> CGSize
    ) -> CGSize {
        let side = controller.indicator.height
        return shows(style, in: section) ? CGSize(width: side, height: side) : nodeSize()
    }

    /// The indicator's size where it is the section's header, else the node's answer.
    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(.header, in: section) {
            owner.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        }
    }

    /// The indicator's size where it is the section's footer, else the node's answer.
    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(.footer, in: section) {
            owner.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        }
    }

    /// A list cell with the indicator's text and view where the indicator is the section's header (or
    /// footer), else the node's view.
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let style = Self.style(ofKind: kind), indexPath.count == 2, shows(style, in: indexPath[0]) else {
            return owner.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        // Styled as the section's list styles its header and footer (a plain list without a layout).
        let layout = self.collectionView(collectionView, layoutForSectionAt: indexPath[0])
        var appearance = UICollectionLayoutListConfiguration.Appearance.plain
        if case .list(let configuration)? = layout { appearance = configuration.appearance }
        let view = controller.collectionSupplementView(
            ofKind: kind, at: indexPath, in: collectionView, appearance: appearance)
        collectionSupplement = view
        return view
    }

    /// Runs the show hook for the indicator's header or footer, else tells the node.
    override func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard view === collectionSupplement else {
            return owner.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
        controller.show()
    }

    /// Runs the hide hook for the indicator's header or footer, else tells the node.
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        guard view === collectionSupplement else {
            return owner.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
        collectionSupplement = nil
        controller.hide()
    }

    override var description: String { "loading indicator header or footer" }
}

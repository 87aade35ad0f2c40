/// Which view shows the demo's page.
enum DemoView: String, CaseIterable, Sendable {
    /// A grouped `UITableView` showing the page's three sections (the default).
    case table
    /// A `UICollectionView` whose compositional layout comes from the nodes: the page's three sections
    /// as grouped lists, then a photo grid of three columns.
    case collection

    /// The name of a screen shown in this view: the table's keep the step's name (`1-page`), the
    /// collection view's start with `collection-`, so both fit in one folder.
    func screenName(_ step: String) -> String {
        switch self {
        case .table: step
        case .collection: "collection-\(step)"
        }
    }
}

// The collection view's layout from the nodes: each section's node says how its section is laid out,
// and the root turns the descriptions into one compositional layout.
extension CascadingRootNode {
    /// A compositional layout whose sections are laid out as their nodes describe
    /// (`collectionView(_:layoutForSectionAt:)`); a section whose node describes nothing is a plain list.
    ///
    /// The layout asks the tree each time it lays a section out, so it follows changes of the tree. It
    /// needs the root to be attached to the collection view that uses it (`prepare(collectionView:)`);
    /// until then every section is a plain list. The root is not retained.
    ///
    ///     let root = CascadingRootNode(children: [ProfileSection(), PhotoGridSection()])
    ///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: root.makeCompositionalLayout())
    ///     root.prepare(collectionView: collectionView)
    public func makeCompositionalLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] section, environment in
            MainActor.assumeIsolated {
                self?.layoutSection(section, environment: environment)
                    ?? .list(
                        using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
        }
    }

    /// The section the node of `section` describes, or `nil` when the root is not attached.
    private func layoutSection(_ section: Int, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection?
    {
        guard let collectionView = attachedCollectionView else { return nil }
        let description =
            self.collectionView(collectionView, layoutForSectionAt: section)
            ?? .list(UICollectionLayoutListConfiguration(appearance: .plain))
        switch description {
        case .list(let configuration):
            return .list(using: withSwipeActions(configuration), layoutEnvironment: environment)
        case .grid(let columns, let itemHeight, let spacing):
            return Self.grid(columns: max(1, columns), itemHeight: itemHeight, spacing: spacing)
        case .section(let make):
            return make(environment)
        }
    }

    /// `configuration` with the swipe-action providers it does not set answered by the nodes.
    private func withSwipeActions(_ configuration: UICollectionLayoutListConfiguration)
        -> UICollectionLayoutListConfiguration
    {
        var configuration = configuration
        if configuration.leadingSwipeActionsConfigurationProvider == nil {
            configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                MainActor.assumeIsolated {
                    guard let self, let collectionView = self.attachedCollectionView else { return nil }
                    return self.collectionView(collectionView, leadingSwipeActionsConfigurationForItemAt: indexPath)
                }
            }
        }
        if configuration.trailingSwipeActionsConfigurationProvider == nil {
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                MainActor.assumeIsolated {
                    guard let self, let collectionView = self.attachedCollectionView else { return nil }
                    return self.collectionView(collectionView, trailingSwipeActionsConfigurationForItemAt: indexPath)
                }
            }
        }
        return configuration
    }

    /// Rows of `columns` equal items, `spacing` apart (half of it inset on each side of every item).
    private static func grid(columns: Int, itemHeight: NSCollectionLayoutDimension?, spacing: CGFloat)
        -> NSCollectionLayoutSection
    {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        let half = spacing / 2
        item.contentInsets = NSDirectionalEdgeInsets(top: half, leading: half, bottom: half, trailing: half)
        let row = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: itemHeight ?? .fractionalWidth(fraction))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
    }
}

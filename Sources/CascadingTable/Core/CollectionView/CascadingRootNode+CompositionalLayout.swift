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
                    ?? CascadingSectionLayout.plainList.makeSection(in: environment)
            }
        }
    }

    /// A compositional layout whose sections are laid out as the nodes of the root attached to its
    /// collection view describe, for a collection view made before its root.
    ///
    /// The layout finds the root when it lays a section out: the `CascadingRootNode` that is its
    /// collection view's data source. Until a root is attached, every section is a plain list.
    ///
    ///     let layout = CascadingRootNode.makeCompositionalLayout()
    ///     let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    ///     let root = CascadingRootNode(children: [ProfileSection(), PhotoGrid()], collectionView: collectionView)
    public static func makeCompositionalLayout() -> UICollectionViewCompositionalLayout {
        let found = AttachedLayout()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            MainActor.assumeIsolated {
                let root = found.layout?.collectionView?.dataSource as? CascadingRootNode
                return root?.layoutSection(section, environment: environment)
                    ?? CascadingSectionLayout.plainList.makeSection(in: environment)
            }
        }
        found.layout = layout
        return layout
    }

    /// Makes a collection view laid out by this root's `makeCompositionalLayout()` and prepares the root
    /// for it: the root becomes its data source and delegates. One step instead of three.
    ///
    /// Keep the root: the collection view does not retain it.
    ///
    ///     let root = CascadingRootNode(children: [ProfileSection(), PhotoGridSection()])
    ///     let collectionView = root.makeCollectionView(frame: view.bounds)
    ///
    /// - Parameter frame: The collection view's frame. Default `.zero`.
    /// - Returns: The prepared collection view.
    public func makeCollectionView(frame: CGRect = .zero) -> UICollectionView {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: makeCompositionalLayout())
        prepare(collectionView: collectionView)
        return collectionView
    }

    /// The section the node of `section` describes, or `nil` when the root is not attached.
    private func layoutSection(_ section: Int, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection?
    {
        guard let collectionView = attachedCollectionView else { return nil }
        let description = self.collectionView(collectionView, layoutForSectionAt: section) ?? .plainList
        return description.makeSection(in: environment, configure: withSwipeActions)
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
}

/// The layout `CascadingRootNode.makeCompositionalLayout()` made, which its own section provider reads
/// to find the collection view, and through it the root; weak, so the layout does not keep itself.
@MainActor
private final class AttachedLayout {
    weak var layout: UICollectionViewCompositionalLayout?
}

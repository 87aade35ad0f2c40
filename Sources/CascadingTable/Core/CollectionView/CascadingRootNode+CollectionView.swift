// How one tree attaches to a collection view: the root becomes its data source and delegates, exactly
// as it does for a table; nodes find the collection view through their root.
extension CascadingRootNode {
    /// The reuse identifier under which a node that supplies no cell or supplementary view gets a plain
    /// one (a collection view accepts only dequeued views). Do not register your own views under it.
    public static let fallbackCellReuseIdentifier = "CascadingTable.fallback"

    /// Creates a root and prepares it for a collection view: the root becomes its data source,
    /// delegate, prefetch data source, drag delegate and drop delegate.
    ///
    /// The collection view keeps the layout it was made with, whatever it is: a flow layout asks the
    /// nodes for sizes and spacing (`UICollectionViewDelegateFlowLayout`), a compositional layout of
    /// your own lays the sections out as you built it. For the sections to be laid out as their nodes
    /// describe (`collectionView(_:layoutForSectionAt:)`), make the view with
    /// `CascadingRootNode.makeCompositionalLayout()`, which finds the root once it is attached, or let
    /// the root make the view (`makeCollectionView(frame:)`).
    ///
    ///     let layout = CascadingRootNode.makeCompositionalLayout()
    ///     let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    ///     let root = CascadingRootNode(children: [albums, photos], collectionView: collectionView)
    ///
    /// - Parameters:
    ///   - index: The node's position, should the root itself ever be placed under another node.
    ///   - children: The section nodes, one per section.
    ///   - collectionView: The collection view to attach to.
    public convenience init(index: Int = 0, children: [CascadingNode] = [], collectionView: UICollectionView) {
        self.init(index: index, children: children)
        prepare(collectionView: collectionView)
    }

    /// Becomes the collection view's data source and delegates, and remembers it.
    func becomeDelegates(of collectionView: UICollectionView) {
        attachedCollectionView = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }
}

extension CascadingNode {
    /// Prepares a child that joins this prepared node for the view this node was prepared for: its
    /// table view, else its root's collection view.
    func prepareForAttachedView(_ child: CascadingNode) {
        if let tableView {
            child.prepare(tableView: tableView)
        } else if let collectionView {
            child.prepare(collectionView: collectionView)
        }
    }

    /// The collection view this node's root was prepared for (`prepare(collectionView:)`), if any.
    public var collectionView: UICollectionView? {
        rootOfTree?.attachedCollectionView
    }
}

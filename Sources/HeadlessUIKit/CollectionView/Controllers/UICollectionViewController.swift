#if !canImport(UIKit)
    import Foundation

    /// A view controller whose view is a collection view, and which is its data source and delegate.
    ///
    /// Intended to be subclassed: override the data source and delegate members declared here (each
    /// answers as UIKit does when the member is not implemented). Which optional members a subclass
    /// overrides is read from its class (`headlessUnimplementedCollectionViewMembers`), so a subclass that
    /// does not override `collectionView(_:moveItemAt:to:)` cannot reorder, as in UIKit. The collection view is created with
    /// the layout given at initialization when the view loads, reloaded the first time it appears, and
    /// its selection cleared on each appearance unless `clearsSelectionOnViewWillAppear` is `false`.
    /// Delegate members not declared here answer the protocol's defaults; a subclass that needs another
    /// one adopts it in its own extension of `UICollectionViewDelegate`.
    @preconcurrency @MainActor
    open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
        HeadlessOptionalMembersReporting
    {
        private let initialLayout: UICollectionViewLayout
        private var behavior = ListControllerBehavior()

        /// Creates a controller whose collection view uses a layout.
        public init(collectionViewLayout layout: UICollectionViewLayout) {
            initialLayout = layout
            super.init(nibName: nil, bundle: nil)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The collection view, which is the controller's view.
        open var collectionView: UICollectionView! {
            get { view as? UICollectionView }
            set { view = newValue }
        }

        /// The collection view's layout.
        open var collectionViewLayout: UICollectionViewLayout {
            collectionView?.collectionViewLayout ?? initialLayout
        }

        /// Whether the selection is cleared each time the view appears. Default `true`.
        open var clearsSelectionOnViewWillAppear = true

        /// The members the controller lacks, for the headless collection view (headless addition): the
        /// optional members its class does not override, as read from the class's metadata.
        ///
        /// Overriding this property is not needed; an override's answer replaces the detected one.
        open var headlessUnimplementedCollectionViewMembers: Set<UICollectionView.HeadlessOptionalMember> {
            Self.optionalMemberDetector.membersNotOverridden(in: type(of: self))
        }

        /// Makes a collection view the size of the screen and becomes its data source and delegate.
        open override func loadView() {
            let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
            view = collectionView
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        /// Reloads the data the first time, and clears the selection when asked to.
        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            behavior.viewWillAppear(
                collectionView, animated: animated, clearsSelection: clearsSelectionOnViewWillAppear)
        }

        /// Enters or leaves editing mode, and the collection view with it.
        open override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            collectionView.isEditing = editing
        }

        // MARK: UICollectionViewDataSource

        /// No items.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

        /// A plain cell; a subclass with items overrides this.
        open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            UICollectionViewCell(frame: .zero)
        }

        /// One section.
        open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        /// UIKit's controller does not implement this member: reached, it reports an unrecognized selector
        /// to the violation handler and an empty reusable view stands in.
        open func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.supplementaryViewOfMissingMember(reachedOn: self)
        }

        /// Every item can move (asked only when the class overrides `collectionView(_:moveItemAt:to:)`).
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        /// UIKit's controller does not implement this member: a subclass that does not override it cannot
        /// reorder; reached anyway, it reports an unrecognized selector to the violation handler.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionView.moveOfMissingMember(reachedOn: self)
        }

        /// No index.
        open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

        /// UIKit's controller does not implement this member: reached, it reports an unrecognized selector
        /// to the violation handler and answers the first item of the section at the title's position.
        open func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            collectionView.indexPathOfMissingMember(forTitleAt: index, reachedOn: self)
        }

        // MARK: UICollectionViewDelegate

        /// Items highlight.
        open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
        {
            true
        }

        /// Items can be selected.
        open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            true
        }

        /// Nobody is told.
        open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

        /// Nobody is told.
        open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

        /// Nobody is told.
        open func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {}

        /// Nobody is told.
        open func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {}

        /// No context menu.
        open func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }
#endif

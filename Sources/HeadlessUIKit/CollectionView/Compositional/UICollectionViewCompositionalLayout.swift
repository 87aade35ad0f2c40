#if !canImport(UIKit)
    import Foundation

    /// Asks for the section of a compositional layout at an index, given the environment.
    public typealias UICollectionViewCompositionalLayoutSectionProvider =
        @MainActor (
            Int, any NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection?

    /// Settings of a whole compositional layout.
    @preconcurrency @MainActor
    public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
        /// The scrolling direction; headlessly only `.vertical` is laid out. Default `.vertical`.
        public var scrollDirection: UICollectionView.ScrollDirection = .vertical
        /// The space between sections. Default 0.
        public var interSectionSpacing: CGFloat = 0

        /// Creates the default configuration.
        public override init() {}
    }

    /// A layout built from sections of groups of items, each sized absolutely, as a fraction of its
    /// container, or by estimate.
    ///
    /// Per section, top to bottom: the headers (boundary items aligned to a top edge), the inset's top,
    /// the group repeated until the section's items are placed (`interGroupSpacing` apart), the inset's
    /// bottom, the footers. A group's fractional dimensions are fractions of the section's width less
    /// its leading and trailing insets (and of the collection view's height); an item's are fractions of
    /// its group. Sections follow each other `interSectionSpacing` apart.
    ///
    ///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
    ///         widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    ///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
    ///         widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    ///     let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    @preconcurrency @MainActor
    open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
        /// The layout's settings; setting it invalidates the layout.
        open var configuration: UICollectionViewCompositionalLayoutConfiguration {
            didSet { invalidateLayout() }
        }
        private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
        var sections: [NSCollectionLayoutSection?] = []
        private var placed = PlacedElements()

        /// Creates a layout whose every section is the same.
        public convenience init(section: NSCollectionLayoutSection) {
            self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
        }

        /// Creates a layout whose every section is the same, with settings.
        public convenience init(
            section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
        ) {
            self.init(sectionProvider: { _, _ in section }, configuration: configuration)
        }

        /// Creates a layout that asks for each section.
        public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
            self.init(
                sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
        }

        /// Creates a layout that asks for each section, with settings.
        public init(
            sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration
        ) {
            self.sectionProvider = sectionProvider
            self.configuration = configuration
            super.init()
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The size of all sections laid out one after another.
        open override var collectionViewContentSize: CGSize { placed.contentSize }

        /// Asks for every section and computes every frame.
        open override func prepare() {
            placed = PlacedElements()
            sections = []
            guard let collectionView else { return }
            let environment = CompositionalEnvironment(size: collectionView.bounds.size)
            var y: CGFloat = 0
            for index in 0..<collectionView.numberOfSections {
                if index > 0 { y += configuration.interSectionSpacing }
                let section = sectionProvider(index, environment)
                sections.append(section)
                guard let section else { continue }
                let placer = CompositionalSectionPlacer(
                    section: section, index: index, width: environment.contentSize.width,
                    height: environment.contentSize.height, preferredSizes: preferredItemSizes)
                y = placer.place(items: collectionView.numberOfItems(inSection: index), from: y, into: &placed)
            }
            placed.contentSize = CGSize(width: environment.contentSize.width, height: y)
            for (section, offset) in orthogonalOffsets {
                orthogonalOffsets[section] = nil
                _ = scrollOrthogonalSection(section, to: offset)
            }
        }

        /// Every cell, supplementary and decoration view whose frame intersects the rectangle; boundary items that
        /// pin to the visible bounds where the bounds put them.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let bounds = collectionView?.bounds ?? .zero
            return placed.all.map { shown($0, visible: bounds) }.filter { $0.frame.intersects(rect) }
        }

        /// Where an element is shown: pinned boundary items where the bounds put them, the cells of an
        /// orthogonally scrolling section and their supplementary items moved by the section's offset.
        private func shown(_ attributes: UICollectionViewLayoutAttributes, visible bounds: CGRect)
            -> UICollectionViewLayoutAttributes
        {
            let followsItem =
                attributes.representedElementCategory == .cell
                || attributes.representedElementKind.map(placed.itemAnchoredKinds.contains) == true
            guard followsItem else {
                return placed.pinned.shown(attributes, visible: bounds)
            }
            let offset = orthogonalOffsets[attributes.indexPath[0]] ?? 0
            guard offset != 0 else { return attributes }
            let moved = attributes.copyForFitting()
            moved.frame.origin.x -= offset
            return moved
        }

        /// How far each orthogonally scrolling section is scrolled sideways, by section.
        var orthogonalOffsets: [Int: CGFloat] = [:]

        /// Scrolls an orthogonally scrolling section sideways to an offset, kept within its row.
        ///
        /// - Returns: The offset the section is at, or `nil` when it does not scroll sideways.
        func scrollOrthogonalSection(_ section: Int, to offset: CGFloat) -> CGFloat? {
            guard let rowWidth = placed.orthogonalWidths[section], let collectionView else { return nil }
            let clamped = min(max(0, offset), max(0, rowWidth - collectionView.bounds.width))
            orthogonalOffsets[section] = clamped
            return clamped
        }

        /// `true` for a cell of estimated height whose preferred size differs: the layout then places it
        /// at its preferred height, and a group of estimated height grows or shrinks with it.
        open override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            preferredSizeDiffers(preferredAttributes, from: originalAttributes)
        }

        /// The attributes of an item's cell, or `nil` when the item does not exist.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = placed.cells[indexPath] else { return nil }
            return shown(attributes, visible: collectionView?.bounds ?? .zero)
        }

        /// The attributes of a supplementary view (a header, a footer, or an item's badge under the
        /// item's index path), or `nil` when there is none there.
        open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard let attributes = placed.supplementaries[elementKind]?[indexPath] else { return nil }
            return shown(attributes, visible: collectionView?.bounds ?? .zero)
        }

        /// The attributes of a section's decoration view (its background), or `nil` when there is none.
        open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            placed.decorations[elementKind]?[indexPath]
        }

        /// The section the layout made for an index, once prepared.
        func layoutSection(at index: Int) -> NSCollectionLayoutSection? {
            sections.indices.contains(index) ? sections[index] : nil
        }
    }

    /// The attributes a compositional layout computed.
    struct PlacedElements {
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
        /// Section backgrounds, by kind and by the index path `[section, 0]`.
        var decorations: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
        var contentSize: CGSize = .zero
        var pinned = PinnedSupplementaries()
        /// How wide each orthogonally scrolling section's row of groups is, by section.
        var orthogonalWidths: [Int: CGFloat] = [:]
        /// The kinds of the supplementary items attached to items (badges), which move with their cells.
        var itemAnchoredKinds: Set<String> = []

        @MainActor
        var all: [UICollectionViewLayoutAttributes] {
            Array(cells.values) + supplementaries.values.flatMap(\.values) + decorations.values.flatMap(\.values)
        }
    }
#endif

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
        /// The axis the layout's sections follow each other along and its content scrolls along. Default
        /// `.vertical`.
        public var scrollDirection: UICollectionView.ScrollDirection = .vertical
        /// The space between sections, along the scrolling axis. Default 0.
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
    /// With `configuration.scrollDirection` `.horizontal` the same happens along x: sections follow each
    /// other left to right, each section's groups advance along x, and the content grows in width; the
    /// collection view's height holds the headers aligned to the top, the groups and the footers aligned
    /// to the bottom, while headers aligned to the leading edge come before the groups along x.
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
        /// The environment the sections were made for, handed to their visible-items handlers.
        private var environment: CompositionalEnvironment?
        /// The attributes the sections' visible-items handlers changed, by element, for `handledState`.
        private var handled: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
        /// The bounds and sideways offsets the handlers last ran for; `nil` until they run after `prepare()`.
        private var handledState: HandledState?

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
            handled = [:]
            handledState = nil
            guard let collectionView else { return }
            let environment = CompositionalEnvironment(size: collectionView.bounds.size)
            self.environment = environment
            let horizontal = configuration.scrollDirection == .horizontal
            var end: CGFloat = 0
            for index in 0..<collectionView.numberOfSections {
                if index > 0 { end += configuration.interSectionSpacing }
                let section = sectionProvider(index, environment)
                sections.append(section)
                guard let section else { continue }
                let placer = CompositionalSectionPlacer(
                    section: section, index: index, width: environment.contentSize.width,
                    height: environment.contentSize.height, preferredSizes: preferredItemSizes,
                    preferredSupplementarySizes: preferredSupplementarySizes)
                let count = collectionView.numberOfItems(inSection: index)
                end =
                    horizontal
                    ? placer.placeHorizontally(items: count, from: end, into: &placed)
                    : placer.place(items: count, from: end, into: &placed)
            }
            placed.contentSize =
                horizontal
                ? CGSize(width: end, height: environment.contentSize.height)
                : CGSize(width: environment.contentSize.width, height: end)
            for (section, offset) in orthogonalOffsets {
                orthogonalOffsets[section] = nil
                _ = scrollOrthogonalSection(section, to: offset)
            }
        }

        /// Every cell, supplementary and decoration view whose frame intersects the rectangle; boundary items that
        /// pin to the visible bounds where the bounds put them.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let bounds = collectionView?.bounds ?? .zero
            runVisibleItemsHandlers()
            return placed.all.map { shown($0, visible: bounds) }.filter { $0.frame.intersects(rect) }
        }

        /// Where an element is shown: as a visible-items handler left it, else pinned boundary items where
        /// the bounds put them; then the cells of an orthogonally scrolling section and their supplementary
        /// items moved by the section's offset.
        private func shown(_ attributes: UICollectionViewLayoutAttributes, visible bounds: CGRect)
            -> UICollectionViewLayoutAttributes
        {
            sideways(handled[attributes.element] ?? positioned(attributes, visible: bounds))
        }

        /// Whether an element moves with its section's sideways scrolling: a cell or an item's badge.
        private func followsItem(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
            attributes.representedElementCategory == .cell
                || attributes.representedElementKind.map(placed.itemAnchoredKinds.contains) == true
        }

        /// An element where the layout puts it before sideways scrolling: a pinned boundary item where the
        /// bounds put it, anything else where it was placed.
        private func positioned(_ attributes: UICollectionViewLayoutAttributes, visible bounds: CGRect)
            -> UICollectionViewLayoutAttributes
        {
            followsItem(attributes) ? attributes : placed.pinned.shown(attributes, visible: bounds)
        }

        /// An element moved by its section's sideways offset when it follows the section's items: along
        /// x, or along y in a layout that scrolls horizontally.
        private func sideways(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let offset = orthogonalOffsets[attributes.indexPath[0]] ?? 0
            guard offset != 0, followsItem(attributes) else { return attributes }
            let moved = attributes.copyForFitting()
            if scrollsHorizontally {
                moved.frame.origin.y -= offset
            } else {
                moved.frame.origin.x -= offset
            }
            return moved
        }

        /// Whether sections follow each other along x, so that orthogonal sections scroll along y.
        private var scrollsHorizontally: Bool { configuration.scrollDirection == .horizontal }

        /// The state a run of the visible-items handlers answers for.
        private struct HandledState: Equatable {
            let bounds: CGRect
            let offsets: [Int: CGFloat]
        }

        /// Calls each section's `visibleItemsInvalidationHandler` with its elements that meet the bounds,
        /// when the bounds or a sideways offset changed since the handlers last ran (or the layout was
        /// prepared since), and keeps what the handlers made of the elements.
        ///
        /// Each element is handed as laid out (a pinned header where the bounds put it; a cell of an
        /// orthogonally scrolling section before its sideways offset), in section order: decoration views,
        /// headers, cells, the rest. The offset is the collection view's content offset, or for an
        /// orthogonally scrolling section its sideways offset with the collection view's vertical offset
        /// (in a layout that scrolls horizontally, the collection view's horizontal offset with the
        /// section's offset along y).
        private func runVisibleItemsHandlers() {
            guard let collectionView, let environment else { return }
            let bounds = collectionView.bounds
            let state = HandledState(bounds: bounds, offsets: orthogonalOffsets)
            guard state != handledState else { return }
            handledState = state
            handled = [:]
            let handlers = sections.indices.compactMap { index in
                sections[index]?.visibleItemsInvalidationHandler.map { (index, $0) }
            }
            guard !handlers.isEmpty else { return }
            let bySection = Dictionary(grouping: placed.all) { $0.indexPath[0] }
            for (index, handler) in handlers {
                let items = (bySection[index] ?? []).map { positioned($0, visible: bounds) }
                    .filter { sideways($0).frame.intersects(bounds) }
                    .sorted { $0.element < $1.element }
                    .map { CompositionalVisibleItem($0.copyForFitting()) }
                let orthogonal =
                    sections[index]?.orthogonalScrollingBehavior
                    != UICollectionLayoutSectionOrthogonalScrollingBehavior.none
                let sidewaysOffset = orthogonalOffsets[index] ?? 0
                let offset =
                    !orthogonal
                    ? bounds.origin
                    : scrollsHorizontally
                        ? CGPoint(x: bounds.minX, y: sidewaysOffset) : CGPoint(x: sidewaysOffset, y: bounds.minY)
                handler(items, offset, environment)
                for item in items { handled[item.attributes.element] = item.attributes }
            }
        }

        /// How far each orthogonally scrolling section is scrolled sideways, by section.
        var orthogonalOffsets: [Int: CGFloat] = [:]

        /// Scrolls an orthogonally scrolling section sideways to an offset, settles it where the section's
        /// `orthogonalScrollingBehavior` comes to rest, and keeps it within its row (its column, whose
        /// page is the collection view's height, in a layout that scrolls horizontally).
        ///
        /// - Returns: The offset the section is at, or `nil` when it does not scroll sideways.
        func scrollOrthogonalSection(_ section: Int, to offset: CGFloat) -> CGFloat? {
            guard let rowWidth = placed.orthogonalWidths[section], let collectionView else { return nil }
            let pageWidth = scrollsHorizontally ? collectionView.bounds.height : collectionView.bounds.width
            let maximum = max(0, rowWidth - pageWidth)
            let clamped = min(max(0, offset), maximum)
            let behavior = layoutSection(at: section)?.orthogonalScrollingBehavior ?? .continuous
            let settled = Self.restingOffset(
                near: clamped, behavior: behavior, pageWidth: pageWidth, maximum: maximum,
                groups: placed.orthogonalGroups[section] ?? [],
                leadingInset: placed.orthogonalLeads[section] ?? 0)
            let kept = min(max(0, settled), maximum)
            orthogonalOffsets[section] = kept
            return kept
        }

        /// Where a sideways scroll that stops at `offset` comes to rest, without velocity: the nearest
        /// resting point of the behaviour (a halfway offset goes forward), before it is kept within the row.
        /// The row's end (`maximum`) is a resting point of every behaviour that snaps.
        ///
        /// - `.continuous` (and `.none`): where it stopped.
        /// - `.paging`: a multiple of the page, the collection view's width.
        /// - `.groupPaging`, `.continuousGroupLeadingBoundary`: a group's leading edge where the first
        ///   group's rests, at the section's leading inset.
        /// - `.groupPagingCentered`: a group's middle on the middle of the page.
        static func restingOffset(
            near offset: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, pageWidth: CGFloat,
            maximum: CGFloat, groups: [CGRect], leadingInset: CGFloat
        ) -> CGFloat {
            let stops: [CGFloat]
            switch behavior {
            case .none, .continuous:
                return offset
            case .paging:
                guard pageWidth > 0 else { return offset }
                stops = Array(stride(from: 0, to: maximum, by: pageWidth)) + [maximum]
            case .groupPaging, .continuousGroupLeadingBoundary:
                stops = groups.map { $0.minX - leadingInset } + [maximum]
            case .groupPagingCentered:
                stops = groups.map { $0.midX - pageWidth / 2 } + [maximum]
            }
            // The nearest stop; of two equally near, the later one (the swipe went forward).
            return stops.min {
                abs($0 - offset) < abs($1 - offset) || (abs($0 - offset) == abs($1 - offset) && $0 > $1)
            }
                ?? offset
        }

        /// `true` for a cell of estimated width or height, or a header or footer of estimated size, whose
        /// preferred size differs: the layout then places it at its preferred size, its group re-flows
        /// (items move to the next group when they no longer fit), and a group of estimated size grows or
        /// shrinks with it.
        open override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            preferredSizeDiffers(preferredAttributes, from: originalAttributes)
        }

        /// The attributes of an item's cell, or `nil` when the item does not exist.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = placed.cells[indexPath] else { return nil }
            runVisibleItemsHandlers()
            return shown(attributes, visible: collectionView?.bounds ?? .zero)
        }

        /// The attributes of a supplementary view (a header, a footer, or an item's badge under the
        /// item's index path), or `nil` when there is none there.
        open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard let attributes = placed.supplementaries[elementKind]?[indexPath] else { return nil }
            runVisibleItemsHandlers()
            return shown(attributes, visible: collectionView?.bounds ?? .zero)
        }

        /// The attributes of a section's decoration view (its background), or `nil` when there is none.
        open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard let attributes = placed.decorations[elementKind]?[indexPath] else { return nil }
            runVisibleItemsHandlers()
            return shown(attributes, visible: collectionView?.bounds ?? .zero)
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
        /// How far each orthogonally scrolling section's row of groups reaches along its scrolling axis,
        /// by section.
        var orthogonalWidths: [Int: CGFloat] = [:]
        /// The frames of each orthogonally scrolling section's groups, leading to trailing, by section;
        /// with x and y swapped for a section that scrolls along y.
        var orthogonalGroups: [Int: [CGRect]] = [:]
        /// Where each orthogonally scrolling section's first group rests along its scrolling axis, by
        /// section.
        var orthogonalLeads: [Int: CGFloat] = [:]
        /// The kinds of the supplementary items attached to items (badges), which move with their cells.
        var itemAnchoredKinds: Set<String> = []

        @MainActor
        var all: [UICollectionViewLayoutAttributes] {
            Array(cells.values) + supplementaries.values.flatMap(\.values) + decorations.values.flatMap(\.values)
        }
    }
#endif

// Headers and footers for every kind of section description: a list gets them through its list
// configuration, a grid and a section of the node's own through boundary supplementary items, so a
// header described on a grid shows as it does on a list.
@MainActor
extension CascadingSectionLayout {
    /// The same layout with a header above the section's items, a footer below them, or both.
    ///
    /// The collection view asks the section's node for them as supplementary views of the kinds
    /// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`
    /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`). A list turns on its configuration's
    /// `headerMode` or `footerMode` (`.supplementary`); a grid and a section of the node's own get a
    /// full-width boundary supplementary item of an estimated 28 points, unless the section already has
    /// one of that kind. `false` leaves the layout as it is: nothing is removed.
    ///
    ///     .grid(columns: 3, spacing: 2).withBoundaries(header: true)
    ///
    /// - Parameters:
    ///   - header: Whether the section shows a header. Default `false`.
    ///   - footer: Whether the section shows a footer. Default `false`.
    /// - Returns: The layout with the boundaries asked for.
    public func withBoundaries(header: Bool = false, footer: Bool = false) -> CascadingSectionLayout {
        guard header || footer else { return self }
        switch self {
        case .list(var configuration):
            if header { configuration.headerMode = .supplementary }
            if footer { configuration.footerMode = .supplementary }
            return .list(configuration)
        case .grid, .section:
            return .section { Self.addingBoundaries(to: self.makeSection(in: $0), header: header, footer: footer) }
        }
    }

    /// A plain list: the layout of a section whose node describes nothing.
    static var plainList: CascadingSectionLayout { .list(UICollectionLayoutListConfiguration(appearance: .plain)) }

    /// The section this description lays out in `environment`; a list's configuration is passed through
    /// `configure` first.
    func makeSection(
        in environment: any NSCollectionLayoutEnvironment,
        configure: (UICollectionLayoutListConfiguration) -> UICollectionLayoutListConfiguration = { $0 }
    ) -> NSCollectionLayoutSection {
        switch self {
        case .list(let configuration): .list(using: configure(configuration), layoutEnvironment: environment)
        case .grid(let columns, let itemHeight, let spacing):
            Self.gridSection(columns: columns, itemHeight: itemHeight, spacing: spacing)
        case .section(let make): make(environment)
        }
    }

    /// Rows of `columns` equal items, `spacing` apart (half of it inset on each side of every item).
    static func gridSection(columns: Int, itemHeight: NSCollectionLayoutDimension?, spacing: CGFloat)
        -> NSCollectionLayoutSection
    {
        let columns = max(1, columns)
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

    /// `section` with a full-width header (footer) boundary item added when asked for and missing.
    private static func addingBoundaries(to section: NSCollectionLayoutSection, header: Bool, footer: Bool)
        -> NSCollectionLayoutSection
    {
        let kinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if header, !kinds.contains(UICollectionView.elementKindSectionHeader) {
            section.boundarySupplementaryItems.insert(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                at: 0)
        }
        if footer, !kinds.contains(UICollectionView.elementKindSectionFooter) {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

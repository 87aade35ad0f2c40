#if !canImport(UIKit)
    import Foundation

    /// How a compositional layout section looks as a list: its appearance, headers and footers,
    /// separators, and the swipe actions of its items.
    ///
    /// In a list, swipe actions come from `leadingSwipeActionsConfigurationProvider` and
    /// `trailingSwipeActionsConfigurationProvider`, not from the delegate.
    ///
    ///     var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    ///     configuration.headerMode = .supplementary
    ///     let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    @preconcurrency @MainActor
    public struct UICollectionLayoutListConfiguration {
        /// The overall look of a list.
        public enum Appearance: Int, Sendable {
            /// Rows edge to edge, headers that float.
            case plain = 0
            /// Sections as groups on a grouped background.
            case grouped
            /// Sections as rounded cards inset from the edges.
            case insetGrouped
            /// A sidebar.
            case sidebar
            /// A sidebar without grouping.
            case sidebarPlain
        }

        /// Where a list's section headers come from.
        public enum HeaderMode: Int, Sendable {
            /// No headers.
            case none = 0
            /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
            case supplementary
            /// The first item of each section, styled as a header.
            case firstItemInSection
        }

        /// Where a list's section footers come from.
        public enum FooterMode: Int, Sendable {
            /// No footers.
            case none = 0
            /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
            case supplementary
        }

        /// Answers the swipe actions of the item at an index path, or `nil` for none.
        public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

        /// The appearance.
        public let appearance: Appearance
        /// Whether rows are separated by lines. Default `true`.
        public var showsSeparators = true
        /// The list's background color; `nil` uses the appearance's. Default `nil`.
        public var backgroundColor: UIColor?
        /// Where headers come from. Default `.none`.
        public var headerMode: HeaderMode = .none
        /// Where footers come from. Default `.none`.
        public var footerMode: FooterMode = .none
        /// Extra space above each header; `nil` uses the system's. Default `nil`.
        public var headerTopPadding: CGFloat?
        /// The actions revealed by swiping an item from its leading edge. Default `nil`.
        public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
        /// The actions revealed by swiping an item from its trailing edge. Default `nil`.
        public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

        /// Creates a configuration with an appearance.
        public init(appearance: Appearance) {
            self.appearance = appearance
        }
    }

    extension NSCollectionLayoutSection {
        /// A list section for the environment's width.
        ///
        /// Headlessly the metrics approximate UIKit's (which it does not document): rows 44 points tall
        /// and full width; headers and footers (in `.supplementary` mode) 28 points in the plain
        /// appearances and 38 in the others; grouped and sidebar sections 16 points of space above and
        /// below their rows; inset-grouped ones also 16 points from each side (20 from a width of 400).
        public static func list(
            using configuration: UICollectionLayoutListConfiguration,
            layoutEnvironment: any NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection {
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: row)
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [item]))
            let plain = [.plain, .sidebarPlain].contains(configuration.appearance)
            let width = layoutEnvironment.container.effectiveContentSize.width
            let side: CGFloat = configuration.appearance == .insetGrouped ? (width >= 400 ? 20 : 16) : 0
            let vertical: CGFloat = plain ? 0 : 16
            section.contentInsets = NSDirectionalEdgeInsets(
                top: vertical, leading: side, bottom: vertical, trailing: side)
            let boundaryHeight: CGFloat = plain ? 28 : 38
            func boundary(_ kind: String, _ alignment: NSRectAlignment, extra: CGFloat = 0)
                -> NSCollectionLayoutBoundarySupplementaryItem
            {
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(boundaryHeight + extra)),
                    elementKind: kind, alignment: alignment)
            }
            if configuration.headerMode == .supplementary {
                let padding = configuration.headerTopPadding ?? 0
                section.boundarySupplementaryItems.append(
                    boundary(UICollectionView.elementKindSectionHeader, .top, extra: padding))
            }
            if configuration.footerMode == .supplementary {
                section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom))
            }
            section.listConfiguration = configuration
            return section
        }
    }

    extension UICollectionViewCompositionalLayout {
        /// A layout whose every section is a list with the same configuration.
        public static func list(using configuration: UICollectionLayoutListConfiguration)
            -> UICollectionViewCompositionalLayout
        {
            UICollectionViewCompositionalLayout { _, environment in
                .list(using: configuration, layoutEnvironment: environment)
            }
        }
    }
#endif

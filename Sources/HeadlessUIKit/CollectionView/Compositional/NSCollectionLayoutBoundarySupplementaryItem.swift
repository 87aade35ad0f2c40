#if !canImport(UIKit)
    import Foundation

    /// An edge or corner of a rectangle, where a boundary supplementary item attaches.
    public enum NSRectAlignment: Int, Sendable {
        /// Not attached.
        case none = 0
        /// The top edge.
        case top
        /// The top leading corner.
        case topLeading
        /// The leading edge.
        case leading
        /// The bottom leading corner.
        case bottomLeading
        /// The bottom edge.
        case bottom
        /// The bottom trailing corner.
        case bottomTrailing
        /// The trailing edge.
        case trailing
        /// The top trailing corner.
        case topTrailing
    }

    /// A header or footer of a compositional layout section.
    ///
    /// In a vertically scrolling layout, items aligned to a bottom edge or corner come after the
    /// section's groups and the others before them, each taking its own height. In a horizontally
    /// scrolling layout, items aligned to the leading edge come before the groups along x and those
    /// aligned to the trailing edge after them, each taking its own width, while items aligned to a top
    /// or bottom edge or corner sit above or below the groups. An item that does not extend the
    /// boundary overlaps what follows it.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
        /// The edge the item attaches to.
        public let alignment: NSRectAlignment
        /// An offset from the alignment point. Default zero.
        public let offset: CGPoint
        /// Whether the item stays visible while its section scrolls by, within its section. Default `false`.
        public var pinToVisibleBounds = false
        /// Whether the item extends the section's content area. Default `true`.
        public var extendsBoundary = true

        /// Creates a header or footer of a size, kind and alignment.
        public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
            self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
        }

        /// Creates a header or footer of a size, kind and alignment, moved by an offset.
        public init(
            layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
            absoluteOffset: CGPoint
        ) {
            self.alignment = alignment
            self.offset = absoluteOffset
            super.init(
                layoutSize: layoutSize, elementKind: elementKind,
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: Self.edges(of: alignment), absoluteOffset: absoluteOffset),
                optionalItemAnchor: nil)
        }

        /// The edges of an alignment: one for an edge, two for a corner, none for `.none`.
        private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
            switch alignment {
            case .none: []
            case .top: .top
            case .topLeading: [.top, .leading]
            case .leading: .leading
            case .bottomLeading: [.bottom, .leading]
            case .bottom: .bottom
            case .bottomTrailing: [.bottom, .trailing]
            case .trailing: .trailing
            case .topTrailing: [.top, .trailing]
            }
        }

        /// Whether the item goes after the section's groups.
        var isAtBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
        /// Whether the item sits above the section's groups in a horizontally scrolling layout.
        var isAboveGroups: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
        /// Whether the item comes before the section's groups along x in a horizontally scrolling layout:
        /// aligned to the leading edge, or to none.
        var isBeforeGroups: Bool { alignment == .leading || alignment == .none }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// The edges of a rectangle in reading direction: top, leading, bottom and trailing.
    public struct NSDirectionalRectEdge: OptionSet, Sendable {
        /// The bits of the edges.
        public let rawValue: UInt
        /// Creates edges from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
        /// The leading edge: the left one in a left-to-right layout.
        public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
        /// The trailing edge: the right one in a left-to-right layout.
        public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
        /// All four edges.
        public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
    }

    /// Where a supplementary item attaches to its container: one edge or a corner (two edges), moved
    /// by an offset in points or in fractions of the item's own size.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutAnchor: NSObject {
        /// The edges the anchor sits on; two adjacent edges name a corner.
        public let edges: NSDirectionalRectEdge
        /// The offset from the edges, in points or fractions of the item's size. Default zero.
        public let offset: CGPoint
        /// Whether `offset` is in points.
        public let isAbsoluteOffset: Bool
        /// Whether `offset` is in fractions of the item's size (`-0.5` moves it half its size out).
        public var isFractionalOffset: Bool { !isAbsoluteOffset }

        private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
            self.edges = edges
            self.offset = offset
            isAbsoluteOffset = absolute
        }

        /// An anchor on edges, without an offset (an absolute offset of zero).
        public convenience init(edges: NSDirectionalRectEdge) {
            self.init(edges: edges, offset: .zero, absolute: true)
        }

        /// An anchor on edges, moved by an offset in points.
        public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
            self.init(edges: edges, offset: absoluteOffset, absolute: true)
        }

        /// An anchor on edges, moved by an offset in fractions of the item's size.
        public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
            self.init(edges: edges, offset: fractionalOffset, absolute: false)
        }
    }

    /// A view attached to an item or a group of a compositional layout, such as a badge, anchored to
    /// its container's edges; it follows the index path of what it is attached to.
    ///
    /// The supplementary items of an item are placed against the item's cell frame, under the item's
    /// index path, at their `zIndex`; a group's against the group's frame, under the index path of the
    /// first item the group holds. A section's headers and footers are
    /// `NSCollectionLayoutBoundarySupplementaryItem`.
    @preconcurrency @MainActor
    open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
        /// The kind of supplementary view, as the data source receives it.
        public let elementKind: String
        /// Where the item attaches to its container.
        public let containerAnchor: NSCollectionLayoutAnchor
        /// The point of the item that goes on the container anchor; `nil` lines the item's own edges up
        /// with the container's.
        public let itemAnchor: NSCollectionLayoutAnchor?
        /// The item's position front to back. Default 1 (UIKit does not document it; its decoration
        /// items note that the other items of a section sit at 1).
        open var zIndex = 1

        init(
            layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
            optionalItemAnchor: NSCollectionLayoutAnchor?
        ) {
            self.elementKind = elementKind
            self.containerAnchor = containerAnchor
            itemAnchor = optionalItemAnchor
            super.init(layoutSize: layoutSize, supplementaryItems: [])
        }

        /// Creates an item of a size and kind attached at an anchor of its container.
        public convenience init(
            layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
        ) {
            self.init(
                layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                optionalItemAnchor: nil)
        }

        /// Creates an item of a size and kind whose `itemAnchor` point goes on the container's anchor.
        public convenience init(
            layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
            itemAnchor: NSCollectionLayoutAnchor
        ) {
            self.init(
                layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                optionalItemAnchor: itemAnchor)
        }

        /// The item's frame when attached to a container at `container`: sized by `layoutSize` within
        /// the container, its `itemAnchor` point (its own edges matching the container anchor's when
        /// `nil`) on the container anchor's point.
        func frame(in container: CGRect) -> CGRect {
            let size = layoutSize.resolved(in: container.size)
            let target = containerAnchor.point(in: container, offsetUnit: size)
            let ownBounds = CGRect(origin: .zero, size: size)
            let own =
                itemAnchor?.point(in: ownBounds, offsetUnit: size)
                ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges).point(in: ownBounds, offsetUnit: size)
            return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
        }
    }

    extension NSCollectionLayoutAnchor {
        /// The anchor's point on a rectangle, left to right: on the named edges, centered along an axis
        /// with no edge or both edges named, then moved by the offset (fractions of `offsetUnit`, the
        /// supplementary item's size, for a fractional offset).
        func point(in rect: CGRect, offsetUnit: CGSize) -> CGPoint {
            func along(_ low: Bool, _ high: Bool, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
                low == high ? (min + max) / 2 : low ? min : max
            }
            let x = along(edges.contains(.leading), edges.contains(.trailing), rect.minX, rect.maxX)
            let y = along(edges.contains(.top), edges.contains(.bottom), rect.minY, rect.maxY)
            let dx = isAbsoluteOffset ? offset.x : offset.x * offsetUnit.width
            let dy = isAbsoluteOffset ? offset.y : offset.y * offsetUnit.height
            return CGPoint(x: x + dx, y: y + dy)
        }
    }
#endif

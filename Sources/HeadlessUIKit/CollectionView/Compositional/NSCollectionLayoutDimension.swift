#if !canImport(UIKit)
    import Foundation

    /// One dimension of a compositional layout element: absolute points, a fraction of its container's
    /// width or height, or an estimate.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutDimension: NSObject {
        enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

        let kind: Kind
        /// The value: points, or a fraction of the container.
        public let dimension: CGFloat

        private init(_ kind: Kind, _ dimension: CGFloat) {
            self.kind = kind
            self.dimension = dimension
        }

        /// A fraction of the container's width.
        public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
            Self(.fractionalWidth, fractionalWidth)
        }
        /// A fraction of the container's height.
        public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
            Self(.fractionalHeight, fractionalHeight)
        }
        /// A number of points.
        public static func absolute(_ absoluteDimension: CGFloat) -> Self {
            Self(.absolute, absoluteDimension)
        }
        /// A first guess the element's content may change; headlessly the estimate is kept.
        public static func estimated(_ estimatedDimension: CGFloat) -> Self {
            Self(.estimated, estimatedDimension)
        }

        /// Whether the dimension is a fraction of the container's width.
        public var isFractionalWidth: Bool { kind == .fractionalWidth }
        /// Whether the dimension is a fraction of the container's height.
        public var isFractionalHeight: Bool { kind == .fractionalHeight }
        /// Whether the dimension is in points.
        public var isAbsolute: Bool { kind == .absolute }
        /// Whether the dimension is an estimate.
        public var isEstimated: Bool { kind == .estimated }

        /// The dimension in points for a container of a size.
        func resolved(in container: CGSize) -> CGFloat {
            switch kind {
            case .fractionalWidth: container.width * dimension
            case .fractionalHeight: container.height * dimension
            case .absolute, .estimated: dimension
            }
        }
    }

    /// The width and height of a compositional layout element.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutSize: NSObject {
        /// The width.
        public let widthDimension: NSCollectionLayoutDimension
        /// The height.
        public let heightDimension: NSCollectionLayoutDimension

        /// Creates a size from a width and a height.
        public init(
            widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
        ) {
            widthDimension = width
            heightDimension = height
        }

        /// The size in points for a container of a size.
        func resolved(in container: CGSize) -> CGSize {
            CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
        }
    }

    /// The spacing between the items of a group.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutSpacing: NSObject {
        /// The spacing in points.
        public let spacing: CGFloat
        /// Whether the spacing is exact.
        public let isFixed: Bool
        /// Whether the spacing is a minimum that may grow; headlessly it is used as given.
        public var isFlexible: Bool { !isFixed }

        /// Whether the spacing is exact.
        @available(*, deprecated, renamed: "isFixed")
        public var isFixedSpacing: Bool { isFixed }
        /// Whether the spacing is a minimum that may grow.
        @available(*, deprecated, renamed: "isFlexible")
        public var isFlexibleSpacing: Bool { isFlexible }

        private init(spacing: CGFloat, fixed: Bool) {
            self.spacing = spacing
            isFixed = fixed
        }

        /// An exact spacing.
        public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, fixed: true) }
        /// A minimum spacing.
        public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, fixed: false) }
    }
#endif

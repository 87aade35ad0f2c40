#if !canImport(UIKit)
    import Foundation

    /// The size and insets of the space a compositional layout section is laid out in.
    @preconcurrency @MainActor
    public protocol NSCollectionLayoutContainer: NSObjectProtocol {
        /// The container's size.
        var contentSize: CGSize { get }
        /// The container's size less its content insets.
        var effectiveContentSize: CGSize { get }
        /// The container's content insets.
        var contentInsets: NSDirectionalEdgeInsets { get }
        /// The content insets in effect; headlessly the same as `contentInsets`.
        var effectiveContentInsets: NSDirectionalEdgeInsets { get }
    }

    /// What a section provider knows when it builds a section: the container it fills.
    ///
    /// UIKit's environment also carries a trait collection; headlessly there is none.
    @preconcurrency @MainActor
    public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
        /// The container the section is laid out in.
        var container: any NSCollectionLayoutContainer { get }
    }

    /// The collection view's bounds as a layout container and environment.
    final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        let contentSize: CGSize
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
        var container: any NSCollectionLayoutContainer { self }

        init(size: CGSize) {
            contentSize = size
        }
    }
#endif

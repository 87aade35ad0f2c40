#if !canImport(UIKit)
    import Foundation

    /// A view drawn behind a compositional section, such as its background; the layout places it and
    /// the view class registered for its kind with the layout draws it.
    ///
    /// A background covers the section's whole frame, headers and footers and content insets included,
    /// less the item's own `contentInsets`, under the section's index path `[section, 0]`.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
        /// The position front to back. Default 0: behind the section's cells and supplementary views.
        public var zIndex = 0
        /// The kind of decoration view, as registered with the layout.
        public let elementKind: String

        private init(elementKind: String) {
            self.elementKind = elementKind
            super.init(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [])
        }

        /// A background of a section, of a kind registered with `register(_:forDecorationViewOfKind:)`.
        public class func background(elementKind: String) -> Self {
            Self(elementKind: elementKind)
        }
    }
#endif

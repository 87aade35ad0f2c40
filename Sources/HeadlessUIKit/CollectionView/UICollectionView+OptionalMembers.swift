#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// A UIKit collection view member whose mere presence changes what UIKit does (headless addition).
        ///
        /// UIKit asks a data source or delegate `responds(to:)`. The headless collection view reads
        /// `HeadlessOptionalMembersReporting.headlessUnimplementedCollectionViewMembers` when its data
        /// source or delegate is assigned: a `UICollectionViewController` answers from its class's
        /// metadata (`HeadlessOverrideDetector`), other objects declare what they lack. An object that
        /// does not report counts as implementing every member.
        public enum HeadlessOptionalMember: Hashable, Sendable {
            /// `collectionView(_:moveItemAt:to:)`: without it items cannot be reordered (interactive
            /// movement does not begin, and a drop is never a reorder).
            case moveItem
            /// `collectionView(_:canMoveItemAt:)`: without it every item can move when the data source
            /// implements `collectionView(_:moveItemAt:to:)`, and nothing is asked.
            case canMoveItem
            /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: without it a layout that places
            /// a supplementary view makes UIKit raise an exception.
            case viewForSupplementaryElement
            /// `indexTitles(for:)`: without it the collection view shows no index.
            case indexTitles
            /// `collectionView(_:indexPathForIndexTitle:at:)`: UIKit has no answer of its own, so tapping
            /// an index title without it raises an exception.
            case indexPathForIndexTitle
            /// `collectionView(_:layout:sizeForItemAt:)`: without it the flow layout uses its `itemSize`.
            case sizeForItem
            /// `collectionView(_:layout:insetForSectionAt:)`: without it the flow layout uses its `sectionInset`.
            case insetForSection
            /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`: without it the flow layout uses
            /// its `minimumLineSpacing`.
            case minimumLineSpacing
            /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`: without it the flow layout
            /// uses its `minimumInteritemSpacing`.
            case minimumInteritemSpacing
            /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`: without it the flow layout uses
            /// its `headerReferenceSize`.
            case referenceSizeForHeader
            /// `collectionView(_:layout:referenceSizeForFooterInSection:)`: without it the flow layout uses
            /// its `footerReferenceSize`.
            case referenceSizeForFooter
            /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: without it a long press shows
            /// no context menu.
            case contextMenuConfiguration

            /// Whether `UICollectionViewDataSource` declares the member (else the delegate or the flow
            /// layout's delegate does): it is read from the data source only.
            var isDataSourceMember: Bool {
                switch self {
                case .moveItem, .canMoveItem, .viewForSupplementaryElement, .indexTitles, .indexPathForIndexTitle:
                    true
                case .sizeForItem, .insetForSection, .minimumLineSpacing, .minimumInteritemSpacing,
                    .referenceSizeForHeader, .referenceSizeForFooter, .contextMenuConfiguration:
                    false
                }
            }
        }

        /// Whether the data source or delegate declared, when it was assigned, that it lacks a member.
        func lacks(_ member: HeadlessOptionalMember) -> Bool {
            !unimplementedMembers.isEmpty && unimplementedMembers.contains(member)
        }

        /// Reads which optional members the data source and delegate lack.
        func readUnimplementedMembers() {
            unimplementedMembers = HeadlessUIKit.unimplementedMembers(
                dataSource: dataSource, delegate: delegate, read: \.headlessUnimplementedCollectionViewMembers,
                isDataSourceMember: \.isDataSourceMember)
        }

        /// Fails loudly when a protocol's default for a member UIKit has no answer for is reached on this
        /// collection view's own data source: the class does not implement it, and UIKit would have
        /// raised. Reached on another object (a forwarding data source asking a part of itself), the
        /// default stays silent.
        func dataSourceDefaultReached(
            _ member: HeadlessOptionalMember, selector: String, on object: any UICollectionViewDataSource
        ) {
            guard object === dataSource else { return }
            reportUnrecognizedSelector(
                selector, sentTo: object,
                explanation:
                    "the data source does not implement the member; implement it, or list \(member) in "
                    + "headlessUnimplementedCollectionViewMembers (HeadlessOptionalMembersReporting)")
        }

        /// The supplementary view of a data source that does not implement
        /// `viewForSupplementaryElementOfKind`: reported, then an empty view stands in.
        func supplementaryViewOfMissingMember(reachedOn object: any UICollectionViewDataSource)
            -> UICollectionReusableView
        {
            dataSourceDefaultReached(
                .viewForSupplementaryElement, selector: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
                on: object)
            return UICollectionReusableView(frame: .zero)
        }

        /// A move sent to a data source that does not implement `moveItemAt`: reported, nothing moves.
        func moveOfMissingMember(reachedOn object: any UICollectionViewDataSource) {
            dataSourceDefaultReached(.moveItem, selector: "collectionView:moveItemAtIndexPath:toIndexPath:", on: object)
        }

        /// The item of an index title for a data source that does not implement `indexPathForIndexTitle`:
        /// reported, then the first item of the section at the title's position.
        func indexPathOfMissingMember(forTitleAt index: Int, reachedOn object: any UICollectionViewDataSource)
            -> IndexPath
        {
            dataSourceDefaultReached(
                .indexPathForIndexTitle, selector: "collectionView:indexPathForIndexTitle:atIndex:", on: object)
            return IndexPath(item: 0, section: index)
        }

        /// Whether the user can move an item: the data source implements `moveItemAt` and, if it
        /// implements `canMoveItemAt`, answers `true`.
        func canMoveItem(at indexPath: IndexPath) -> Bool {
            guard let dataSource, !lacks(.moveItem), contains(indexPath) else { return false }
            return lacks(.canMoveItem) || dataSource.collectionView(self, canMoveItemAt: indexPath)
        }
    }
#endif

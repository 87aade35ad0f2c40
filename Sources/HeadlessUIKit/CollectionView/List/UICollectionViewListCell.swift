#if !canImport(UIKit)
    import Foundation

    /// A collection view cell styled for lists: a list content configuration, accessories and indentation.
    ///
    ///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
    ///         var content = cell.defaultContentConfiguration()
    ///         content.text = title
    ///         cell.contentConfiguration = content
    ///         cell.accessories = [.disclosureIndicator()]
    ///     }
    @preconcurrency @MainActor
    open class UICollectionViewListCell: UICollectionViewCell {
        /// The accessories at the cell's edges, in order. Default none.
        ///
        /// As in UIKit, the view of a custom-view accessory is a subview of the cell (not of
        /// `contentView`) while the accessory is among them. Headlessly the views sit 16 points in from
        /// their edge, in the order of their edge's accessories from the edge inward, centred
        /// vertically, at their own size (their intrinsic size while their frame is empty); the content
        /// view keeps the cell's width.
        open var accessories: [UICellAccessory] = [] {
            didSet {
                replaceAccessoryViews(
                    oldValue.compactMap(\.viewOfCustomAccessory),
                    with: accessories.compactMap(\.viewOfCustomAccessory))
                placeCustomAccessoryViews()
            }
        }
        /// The cell's indentation level. Default 0.
        open var indentationLevel = 0
        /// The width of one indentation level. Default 10.
        open var indentationWidth: CGFloat = 10
        /// Whether accessories indent with the content. Default `true`.
        open var indentsAccessories = true

        /// The guide of the separator below the cell, whose leading anchor the separator starts at.
        ///
        /// Headlessly its frame is a third of a point tall along the bottom edge, from the leading edge of
        /// the text of the cell's list content (its margin, then the image and its padding) to the trailing
        /// edge; from the leading edge without a list content. An approximation: UIKit measures the
        /// laid-out text.
        open var separatorLayoutGuide: UILayoutGuide {
            if let guide = layoutGuides.first(where: { $0 is ListSeparatorLayoutGuide }) { return guide }
            let guide = ListSeparatorLayoutGuide()
            guide.identifier = "UICollectionViewListCell-separatorLayoutGuide"
            addLayoutGuide(guide)
            return guide
        }

        /// Places the accessory views after the cell's size changed.
        open override func layoutSubviews() {
            super.layoutSubviews()
            placeCustomAccessoryViews()
        }

        /// Puts each custom accessory view at its edge, after the ones before it there.
        private func placeCustomAccessoryViews() {
            placeAccessoryViews(
                accessories.compactMap { accessory in
                    accessory.viewOfCustomAccessory.map { ($0, accessory.headlessIsLeading) }
                })
        }

        /// The list configuration of a plain list cell, for the cell to fill in and set.
        open func defaultContentConfiguration() -> UIListContentConfiguration {
            .cell()
        }

        /// The accessories shown in the cell's current editing state, leading ones first (headless addition).
        public var headlessShownAccessories: [UICellAccessory] {
            let shown = accessories.filter { $0.isShown(editing: configurationState.isEditing) }
            return shown.filter(\.headlessIsLeading) + shown.filter { !$0.headlessIsLeading }
        }

        /// Simulates a tap on the first shown accessory of a kind (headless addition, not UIKit API).
        ///
        /// A delete or outline disclosure accessory runs its action handler. An outline disclosure without
        /// one expands or collapses the cell's item when the collection view's data source is a diffable
        /// data source with an outline in the item's section (`NSDiffableDataSourceSectionSnapshot`).
        /// - Returns: Whether the tap did something: ran a handler, or expanded or collapsed the item.
        @discardableResult
        public func headlessTapAccessory(_ kind: UICellAccessory.HeadlessKind) -> Bool {
            guard let accessory = headlessShownAccessories.first(where: { $0.headlessKind == kind }) else {
                return false
            }
            if let action = accessory.actionHandler {
                action()
                return true
            }
            guard kind == .outlineDisclosure, let collectionView = superview as? UICollectionView,
                let indexPath = collectionView.indexPath(for: self),
                let outlines = collectionView.dataSource as? any OutlineExpansionToggling
            else { return false }
            return outlines.toggleOutlineExpansion(ofItemAt: indexPath)
        }
    }

    /// A data source that shows outlines and expands or collapses an item of one when its disclosure
    /// accessory is tapped: the diffable collection view data source.
    @MainActor
    protocol OutlineExpansionToggling {
        /// Expands the item at an index path if it is collapsed, else collapses it; whether it had children.
        func toggleOutlineExpansion(ofItemAt indexPath: IndexPath) -> Bool
    }

    extension UICellAccessory {
        /// The view of a custom-view accessory; `nil` for the others.
        fileprivate var viewOfCustomAccessory: UIView? {
            if case .customView(let view) = accessoryType { view } else { nil }
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// A layout that stands between two layouts while a collection view moves interactively from one to
    /// the other (`UICollectionView.startInteractiveTransition(to:completion:)`).
    ///
    /// Every element sits between where the current layout and the next layout place it, in proportion
    /// to `transitionProgress`: at 0 where the current layout puts it, at 1 where the next one does. An
    /// element only one of the two layouts places fades: its alpha follows the progress.
    @preconcurrency @MainActor
    open class UICollectionViewTransitionLayout: UICollectionViewLayout {
        /// The layout the transition starts from.
        public let currentLayout: UICollectionViewLayout
        /// The layout the transition moves to.
        public let nextLayout: UICollectionViewLayout
        /// How far the transition has come, from 0 (the current layout) to 1 (the next one).
        open var transitionProgress: CGFloat = 0 {
            didSet { invalidateLayout() }
        }
        private var animatedValues: [String: CGFloat] = [:]

        /// Creates a transition between two layouts.
        public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
            self.currentLayout = currentLayout
            self.nextLayout = newLayout
            super.init()
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Records a value a subclass interpolates along with the transition.
        open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
            animatedValues[key] = value
        }

        /// A value recorded with `updateValue(_:forAnimatedKey:)`; 0 when none was.
        open func value(forAnimatedKey key: String) -> CGFloat {
            animatedValues[key] ?? 0
        }

        /// Prepares both layouts for the same collection view.
        open override func prepare() {
            for layout in [currentLayout, nextLayout] {
                layout.collectionView = collectionView
                layout.prepare()
            }
        }

        /// The content size between the two layouts' sizes.
        open override var collectionViewContentSize: CGSize {
            let from = currentLayout.collectionViewContentSize
            let to = nextLayout.collectionViewContentSize
            return CGSize(width: blend(from.width, to.width), height: blend(from.height, to.height))
        }

        /// Every element either layout places in the rectangle, at its place between the two.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var elements: [CollectionElement] = []
            var seen = Set<CollectionElement>()
            for layout in [currentLayout, nextLayout] {
                for attributes in layout.layoutAttributesForElements(in: rect) ?? []
                where seen.insert(attributes.element).inserted {
                    elements.append(attributes.element)
                }
            }
            return elements.compactMap(attributes(of:))
        }

        /// The item's attributes between the two layouts.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes(of: .cell(indexPath))
        }

        /// The supplementary view's attributes between the two layouts.
        open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            attributes(of: .supplementary(kind: elementKind, indexPath))
        }

        /// The registration of either layout for decoration views of a kind, the current layout's first.
        override func decorationViewRegistration(ofKind kind: String) -> DecorationViewRegistration? {
            currentLayout.decorationViewRegistration(ofKind: kind)
                ?? nextLayout.decorationViewRegistration(ofKind: kind)
        }

        /// The decoration view's attributes between the two layouts.
        open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            attributes(of: .decoration(kind: elementKind, indexPath))
        }

        private func attributes(of element: CollectionElement) -> UICollectionViewLayoutAttributes? {
            let from = layoutAttributes(of: element, in: currentLayout)
            let to = layoutAttributes(of: element, in: nextLayout)
            guard let base = from ?? to else { return nil }
            let blended = base.copyForFitting()
            switch (from, to) {
            case (let from?, let to?):
                blended.frame = CGRect(
                    x: blend(from.frame.minX, to.frame.minX), y: blend(from.frame.minY, to.frame.minY),
                    width: blend(from.frame.width, to.frame.width), height: blend(from.frame.height, to.frame.height))
                blended.alpha = blend(from.alpha, to.alpha)
            case (_?, nil):
                blended.alpha = base.alpha * (1 - transitionProgress)
            case (nil, _?):
                blended.alpha = base.alpha * transitionProgress
            case (nil, nil):
                return nil
            }
            return blended
        }

        private func layoutAttributes(of element: CollectionElement, in layout: UICollectionViewLayout)
            -> UICollectionViewLayoutAttributes?
        {
            switch element {
            case .cell(let indexPath): layout.layoutAttributesForItem(at: indexPath)
            case .supplementary(let kind, let indexPath):
                layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            case .decoration(let kind, let indexPath):
                layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
            }
        }

        private func blend(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
            from + (to - from) * transitionProgress
        }
    }
#endif

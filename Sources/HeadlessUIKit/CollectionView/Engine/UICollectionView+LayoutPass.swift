#if !canImport(UIKit)
    import Foundation

    // Loading and the layout pass: counts are cached from the data source, the layout is prepared once
    // per invalidation, and the elements it places in the bounds are shown, the others put away.
    extension UICollectionView {
        /// Asks the data source for the counts if a reload is pending; selected items that no longer
        /// exist are dropped.
        func loadIfNeeded() {
            guard needsReload else { return }
            needsReload = false
            itemCounts = queryCounts()
            selectedItems = selectedItems.filter(contains)
            prefetchedItems = []
            layoutIsPrepared = false
        }

        /// The data source's counts now.
        func queryCounts() -> [Int] {
            guard let dataSource else { return [] }
            let sections = max(0, dataSource.numberOfSections(in: self))
            return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }

        /// Whether an index path names an item of the loaded data.
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && itemCounts.indices.contains(indexPath[0]) && indexPath[1] >= 0
                && indexPath[1] < itemCounts[indexPath[0]]
        }

        /// Marks the layout for preparation and the view for layout.
        func layoutDidInvalidate() {
            layoutIsPrepared = false
            setNeedsLayout()
        }

        /// Prepares the layout if it was invalidated, and takes its content size.
        func prepareLayoutIfNeeded() {
            loadIfNeeded()
            guard !layoutIsPrepared else { return }
            layoutIsPrepared = true
            collectionViewLayout.prepare()
            super.contentSize = collectionViewLayout.collectionViewContentSize
        }

        /// The attributes of the elements that intersect a rectangle and exist in the loaded data.
        func visibleAttributes(in rect: CGRect) -> [CollectionElement: UICollectionViewLayoutAttributes] {
            prepareLayoutIfNeeded()
            var result: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
            for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
            where !attributes.isHidden && attributes.frame.intersects(rect) {
                let element = attributes.element
                if case .cell(let indexPath) = element, !contains(indexPath) { continue }
                result[element] = attributes
            }
            return result
        }

        /// Shows what the layout places in the bounds: elements that left are put away, new ones are
        /// obtained from the data source in order, and every shown view gets its attributes.
        ///
        /// A self-sizing cell is measured when it is shown; when its size changes the layout, the pass
        /// runs again with the new layout (a few times at most, as each cell is measured once).
        func performLayoutPass() {
            var wanted = visibleAttributes(in: bounds)
            for _ in 0..<Self.selfSizingPasses {
                endDisplaying(displayed.keys.filter { wanted[$0] == nil })
                var resized = false
                for element in wanted.keys.sorted() where displayed[element] == nil {
                    guard let attributes = wanted[element] else { continue }
                    display(element, with: attributes)
                    if let view = displayed[element], selfSize(view, laidOutWith: attributes) { resized = true }
                }
                for (element, view) in displayed {
                    if let attributes = wanted[element] { view.apply(attributes) }
                }
                guard resized else { break }
                wanted = visibleAttributes(in: bounds)
            }
            updatePrefetching(visible: wanted)
        }

        /// Obtains the view of an element, applies its attributes and tells the delegate it will show (a
        /// decoration view, which the data source and delegate know nothing of, is made from the layout's
        /// registration and shown behind the cells without telling anyone).
        private func display(_ element: CollectionElement, with attributes: UICollectionViewLayoutAttributes) {
            switch element {
            case .cell(let indexPath):
                let cell = makeCell(at: indexPath)
                cell.apply(attributes)
                cell.isSelected = selectedItems.contains(indexPath)
                cell.isHighlighted = highlightedItem == indexPath
                cell.editing = isEditing
                cell.updateConfigurationIfNeeded()
                displayed[element] = cell
                addSubview(cell)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            case .supplementary(let kind, let indexPath):
                let view = makeSupplementaryView(ofKind: kind, at: indexPath)
                view.apply(attributes)
                displayed[element] = view
                addSubview(view)
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
            case .decoration(let kind, _):
                let view = makeDecorationView(ofKind: kind)
                view.apply(attributes)
                displayed[element] = view
                addSubviewBehindContent(view)
            }
        }

        /// Asks the data source for the cell of an item.
        func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
            guard let dataSource else { return UICollectionViewCell(frame: .zero) }
            return dataSource.collectionView(self, cellForItemAt: indexPath)
        }

        /// Asks the data source for a supplementary view.
        ///
        /// A data source that declared it lacks the member is reported with UIKit's unrecognized-selector
        /// exception, and an empty reusable view stands in.
        func makeSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            guard let dataSource else { return UICollectionReusableView(frame: .zero) }
            guard !lacks(.viewForSupplementaryElement) else {
                reportUnrecognizedSelector(
                    "collectionView:viewForSupplementaryElementOfKind:atIndexPath:", sentTo: dataSource,
                    explanation: "the layout placed a \(kind) at \(indexPath) and the data source has no view for it")
                return UICollectionReusableView(frame: .zero)
            }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }

        /// Takes elements off the screen, tells the delegate, and queues their views for reuse.
        func endDisplaying(_ elements: [CollectionElement]) {
            for element in elements.sorted() {
                guard let view = displayed.removeValue(forKey: element) else { continue }
                view.removeFromSuperview()
                switch element {
                case .cell(let indexPath):
                    if let cell = view as? UICollectionViewCell {
                        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                    }
                case .supplementary(let kind, let indexPath):
                    delegate?.collectionView(
                        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
                case .decoration:
                    break
                }
                enqueue(view)
            }
        }

        /// Announces items within one screen beyond the bounds in each direction, and cancels the
        /// announced ones that left that range without being shown.
        private func updatePrefetching(visible: [CollectionElement: UICollectionViewLayoutAttributes]) {
            guard let prefetchDataSource, isPrefetchingEnabled else { return }
            let reach = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
            let near = Set(
                visibleAttributes(in: reach).keys.compactMap { element -> IndexPath? in
                    guard case .cell(let indexPath) = element, visible[element] == nil else { return nil }
                    return indexPath
                })
            let shown = Set(
                visible.keys.compactMap { element -> IndexPath? in
                    if case .cell(let indexPath) = element { indexPath } else { nil }
                })
            let cancelled = prefetchedItems.subtracting(near).subtracting(shown)
            let announced = near.subtracting(prefetchedItems)
            prefetchedItems = prefetchedItems.subtracting(cancelled).subtracting(shown).union(announced)
            if !cancelled.isEmpty {
                prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
            }
            if !announced.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: announced.sorted()) }
        }
    }
#endif

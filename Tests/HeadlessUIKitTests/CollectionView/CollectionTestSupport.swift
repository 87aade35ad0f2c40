#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A collection view's data source, delegate (with flow-layout sizing) and prefetch data source,
    /// backed by arrays of item titles, recording every call it receives as a string.
    @MainActor
    final class CollectionModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
        UICollectionViewDataSourcePrefetching
    {
        var sections: [[String]]
        /// Per-item sizes for the flow layout; `nil` answers the layout's `itemSize`.
        var itemSize: ((IndexPath) -> CGSize)?
        var shouldSelect = true
        var shouldHighlight = true
        /// The supplementary kinds the data source dequeues views for with identifier "header".
        var calls: [String] = []

        init(_ sections: [[String]]) {
            self.sections = sections
        }

        /// A model of `sections` sections of `items` items titled "s.i".
        convenience init(sections: Int, items: Int) {
            self.init((0..<sections).map { section in (0..<items).map { "\(section).\($0)" } })
        }

        /// A collection view with this model as data source, delegate and prefetch data source.
        func makeCollectionView(
            layout: UICollectionViewLayout = UICollectionViewFlowLayout(), width: CGFloat = 320, height: CGFloat = 480
        ) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                withReuseIdentifier: "footer")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.prefetchDataSource = self
            return collectionView
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            calls.append("cell \(indexPath.section),\(indexPath.item)")
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? LabelCell)?.title = sections[indexPath.section][indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let isHeader = kind == UICollectionView.elementKindSectionHeader
            calls.append("\(isHeader ? "header" : "footer") \(indexPath.section)")
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: isHeader ? "header" : "footer", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            itemSize?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.section),\(indexPath.item)")
            return shouldHighlight
        }

        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            calls.append("didHighlight \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.section),\(indexPath.item)")
            return shouldSelect
        }

        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldDeselect \(indexPath.section),\(indexPath.item)")
            return true
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            calls.append("willDisplay \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            calls.append("didEndDisplaying \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            calls.append("primaryAction \(indexPath.section),\(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(indexPaths.map { "\($0.section),\($0.item)" }.joined(separator: " "))")
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(indexPaths.map { "\($0.section),\($0.item)" }.joined(separator: " "))")
        }

        /// The calls recorded since the last time, then forgets them.
        func takeCalls() -> [String] {
            defer { calls = [] }
            return calls
        }
    }

    /// A cell that shows a title and counts how often it was prepared for reuse.
    final class LabelCell: UICollectionViewCell {
        var title = ""
        private(set) var reuseCount = 0

        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
        }
    }

    /// Collects the violations a collection view reports instead of trapping.
    @MainActor
    final class CollectionViolationLog {
        private(set) var messages: [String] = []

        init(_ collectionView: UICollectionView) {
            collectionView.headlessViolationHandler = { [weak self] violation in
                self?.messages.append(violation.message)
            }
        }
    }
    /// Sections of a 40-point header, insets of 10 points top and bottom and 20 at the sides, rows of four
    /// 100-point items, 30 points apart, each with `decorations` behind it (section backgrounds).
    @MainActor
    func makeGridLayoutWithBackgrounds(_ decorations: [NSCollectionLayoutDecorationItem])
        -> UICollectionViewCompositionalLayout
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        section.decorationItems = decorations
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
#endif

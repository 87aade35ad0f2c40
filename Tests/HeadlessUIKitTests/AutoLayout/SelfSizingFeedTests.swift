// Expects the headless text metrics: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// An image view and three labels placed by anchors: the image 40 points square at the top left,
    /// 10 points inside the content view; the title (17 points), subtitle (15) and wrapping detail (13)
    /// 12 points after it, 2 points apart; the content view reaches 10 points below the lower of the
    /// image and the detail.
    @MainActor
    final class AnchoredFeedContent {
        let image = UIImageView(image: UIImage(systemName: "photo"))
        let title = UILabel()
        let subtitle = UILabel()
        let detail = UILabel()

        init(in contentView: UIView) {
            subtitle.font = .systemFont(ofSize: 15)
            detail.font = .systemFont(ofSize: 13)
            detail.numberOfLines = 0
            for view in [image, title, subtitle, detail] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                image.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                image.widthAnchor.constraint(equalToConstant: 40),
                image.heightAnchor.constraint(equalToConstant: 40),
                contentView.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                title.topAnchor.constraint(equalTo: image.topAnchor),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                detail.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 2),
                contentView.bottomAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor, constant: 10),
            ])
        }

        /// Item `n`'s detail has `2 + n % 5 * 9` four-letter words: one to five lines in a 375-point cell.
        func show(item: Int) {
            title.text = "Row \(item)"
            subtitle.text = "Second line of row \(item)"
            detail.text = Array(repeating: "text", count: 2 + item % 5 * 9).joined(separator: " ")
        }

        /// What the constraints give a 375-point-wide cell with the headless text metrics: the column
        /// is 375 − 10 − 40 − 12 − 10 = 303 points, 44 characters of 13 points (6.76 each), so 9 words of
        /// "text" a line; the title line is 20.4 points (21 rounded up), the subtitle 18, each detail
        /// line 15.6 (the total rounded up); beside the 40-point image, with 10 points above and below.
        static func height(ofItem item: Int) -> CGFloat {
            let words = 2 + item % 5 * 9
            let lines = (words + 8) / 9
            let column = 21 + 2 + 18 + 2 + (CGFloat(lines) * 15.6).rounded(.up)
            return 10 + max(40, column) + 10
        }
    }

    @MainActor
    final class AnchoredFeedTableCell: UITableViewCell {
        private(set) lazy var content = AnchoredFeedContent(in: contentView)
    }

    @MainActor
    final class AnchoredFeedListCell: UICollectionViewListCell {
        private(set) lazy var content = AnchoredFeedContent(in: contentView)
    }

    @MainActor
    final class AnchoredFeedSource: NSObject, UITableViewDataSource {
        let count: Int

        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
            (cell as? AnchoredFeedTableCell)?.content.show(item: indexPath.row)
            return cell
        }
    }

    /// A thousand self-sizing cells of three labels and an image view, in a table and in a list: every
    /// row gets the height its constraints give once it has been on screen.
    @MainActor
    @Suite struct SelfSizingFeedTests {
        static let count = 1_000
        /// Rows of every height (items 0–4), and rows deep in the list.
        static let sampled = [0, 1, 2, 3, 4, 5, 499, 500, 997, 998, 999]

        /// Lays the view out, then moves down one screen at a time until the end of the content shows.
        private func scrollThrough(_ scrollView: UIScrollView) {
            scrollView.layoutIfNeeded()
            while scrollView.contentOffset.y + scrollView.bounds.height < scrollView.contentSize.height {
                scrollView.contentOffset.y += scrollView.bounds.height
                scrollView.layoutIfNeeded()
            }
        }

        @Test func whenTheHeightsOfFiveRowsAreWorkedOut_thatTheyDifferAndTheLongestDetailWraps() {
            #expect((0..<5).map(AnchoredFeedContent.height(ofItem:)) == [79, 95, 110, 126, 141])
        }

        @Test func whenAThousandTableRowsSizeThemselves_thatEachRowIsAsTallAsItsConstraintsGive() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
            table.register(AnchoredFeedTableCell.self, forCellReuseIdentifier: "feed")
            table.rowHeight = UITableView.automaticDimension
            let source = AnchoredFeedSource(count: Self.count)
            table.dataSource = source
            scrollThrough(table)
            for row in Self.sampled {
                let indexPath = IndexPath(row: row, section: 0)
                #expect(table.rectForRow(at: indexPath).height == AnchoredFeedContent.height(ofItem: row), "row \(row)")
            }
            let total = (0..<Self.count).reduce(CGFloat(0)) { $0 + AnchoredFeedContent.height(ofItem: $1) }
            #expect(table.contentSize.height == total)
            #expect(total == 110_200)
            // The headless cell is laid out when asked (a label's new text does not mark it).
            let last = table.cellForRow(at: IndexPath(row: 999, section: 0)) as? AnchoredFeedTableCell
            last?.setNeedsLayout()
            last?.layoutIfNeeded()
            #expect(last?.frame.height == 141)
            #expect(last?.content.detail.frame == CGRect(x: 62, y: 53, width: 303, height: 78))
            withExtendedLifetime(source) {}
        }

        @Test func whenAThousandListCellsSizeThemselves_thatEachIsAsTallAsItsConstraintsGive() {
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<AnchoredFeedListCell, Int> { cell, _, item in
                cell.content.show(item: item)
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<Self.count))
            dataSource.apply(snapshot, animatingDifferences: false)
            scrollThrough(collectionView)
            for item in Self.sampled {
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                #expect(frame?.height == AnchoredFeedContent.height(ofItem: item), "item \(item)")
            }
            #expect(collectionView.contentSize.height == 110_200)
        }
    }
#endif

import CascadingTable
import Foundation

/// The self-sizing scenarios: a table with `rowHeight = automaticDimension` and a compositional list with
/// estimated heights, each of 100, 200 and 400 cells whose heights come from their constraints (an
/// image view beside a column of three labels, in stack views), scrolled from top to bottom one screen
/// at a time so every cell is measured once. The timed run includes the first load, dequeuing and
/// configuring cells, solving each cell's constraints and placing the rows; the table or collection
/// view is made fresh before each run (not timed).
///
/// Target: the cost per cell at 400 cells is at most 1.5 times the cost per cell at 100 (linear
/// growth is 1). Each cell costs about 2 ms to solve, so the family runs one warm-up and five timed
/// repetitions to keep the full run short; `--size-factor 2.5` measures 250, 500 and 1,000 cells.
@MainActor
enum SelfSizingScenarios {
    static let group = "selfsizing"

    /// The largest cost per cell at 4n cells over the cost per cell at n.
    static let perCellScalingLimit = 1.5

    enum Kind: CaseIterable {
        case table
        case list
    }

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        Kind.allCases.flatMap { kind in
            [1, 2, 4].map { scale in
                scenario(kind, cells: options.scaled(100, quickDivisor: 5) * scale, scale: scale, options: options)
            }
        }
    }

    private static func scenario(_ kind: Kind, cells: Int, scale: Int, options: BenchmarkOptions) -> Scenario {
        let name =
            switch kind {
            case .table: "self-sizing table rows, scrolled through"
            case .list: "self-sizing list cells, scrolled through"
            }
        return Scenario(
            group: group, name: name, family: name, scale: scale, size: "\(cells) cells", items: cells,
            unit: "cells", repetitions: options.quick ? nil : 5, warmUpRuns: 1,
            perItemScalingLimit: scale > 1 ? perCellScalingLimit : nil
        ) {
            let expectedHeight = (0..<cells).reduce(0) { $0 + FeedCellContent.height(ofItem: $1) }
            var feed = makeFeed(kind, cells: cells)
            return Workload(
                subject: TimedBody(reset: { feed = makeFeed(kind, cells: cells) }) {
                    withExtendedLifetime(feed.source) { scrollThrough(feed.view) }
                },
                check: {
                    let feed = makeFeed(kind, cells: cells)
                    _ = withExtendedLifetime(feed.source) { scrollThrough(feed.view) }
                    try expect(Int(feed.view.contentSize.height), expectedHeight, name, "the content height")
                    for item in [0, 1, 2, 3, cells - 1] {
                        let indexPath = IndexPath(item: item, section: 0)
                        let frame =
                            (feed.view as? UITableView)?.rectForRow(at: indexPath)
                            ?? (feed.view as? UICollectionView)?.layoutAttributesForItem(at: indexPath)?.frame
                        try expect(
                            frame.map { Int($0.height) }, FeedCellContent.height(ofItem: item), name,
                            "the height of item \(item)")
                    }
                })
        }
    }

    /// Lays the view out, then moves down one screen at a time until the end of the content shows.
    private static func scrollThrough(_ scrollView: UIScrollView) -> WorkSummary {
        scrollView.layoutIfNeeded()
        var pages = 1
        while scrollView.contentOffset.y + scrollView.bounds.height < scrollView.contentSize.height {
            scrollView.contentOffset.y += scrollView.bounds.height
            scrollView.layoutIfNeeded()
            pages += 1
        }
        return WorkSummary(checksum: Int(scrollView.contentSize.height) &+ pages)
    }

    /// A fresh table or list of `cells` feed items, and the data source it holds weakly.
    private static func makeFeed(_ kind: Kind, cells: Int) -> (view: UIScrollView, source: AnyObject) {
        let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        switch kind {
        case .table:
            let table = UITableView(frame: frame, style: .plain)
            table.register(FeedTableCell.self, forCellReuseIdentifier: FeedTableSource.identifier)
            table.rowHeight = UITableView.automaticDimension
            let source = FeedTableSource(count: cells)
            table.dataSource = source
            return (table, source)
        case .list:
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            let view = UICollectionView(frame: frame, collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<FeedListCell, Int> { cell, _, item in
                cell.content.show(item: item)
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<cells))
            source.apply(snapshot, animatingDifferences: false)
            return (view, source)
        }
    }
}

/// The content of a feed cell: a 40-point image view beside a column of a title (17 points), a
/// subtitle (15) and a detail (13, wrapping to one to four lines by item), in stack views 10 points
/// inside the content view.
@MainActor
final class FeedCellContent {
    let image = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()
    let detail = UILabel()

    init(in contentView: UIView) {
        subtitle.font = .systemFont(ofSize: 15)
        detail.font = .systemFont(ofSize: 13)
        detail.numberOfLines = 0
        image.widthAnchor.constraint(equalToConstant: 40).isActive = true
        image.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let column = UIStackView(arrangedSubviews: [title, subtitle, detail])
        column.axis = .vertical
        column.spacing = 2
        let row = UIStackView(arrangedSubviews: [image, column])
        row.alignment = .top
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    /// Shows an item: its detail runs to `item % 4 + 1` lines in a 375-point-wide cell.
    func show(item: Int) {
        title.text = "Item \(item)"
        subtitle.text = "Subtitle of item \(item)"
        detail.text = Array(repeating: "words", count: 3 + item % 4 * 7).joined(separator: " ")
    }

    /// The height an item's cell is, 375 points wide, with the headless text metrics: the 303-point
    /// column holds 44 characters of 13 points (0.52 × 13 each), so 7 five-letter words, a line; the
    /// column is 21 + 2 + 18 + 2 points plus the detail's lines (15.6 points each, rounded up), beside
    /// the 40-point image, with 10 points above and below.
    static func height(ofItem item: Int) -> Int {
        [79, 95, 110, 126][item % 4]
    }
}

/// A table cell showing a feed item.
final class FeedTableCell: UITableViewCell {
    private(set) lazy var content = FeedCellContent(in: contentView)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        _ = content
    }

    required init?(coder: NSCoder) { nil }
}

/// A list cell showing a feed item.
final class FeedListCell: UICollectionViewListCell {
    private(set) lazy var content = FeedCellContent(in: contentView)

    override init(frame: CGRect) {
        super.init(frame: frame)
        _ = content
    }

    required init?(coder: NSCoder) { nil }
}

/// Feed items 0..<count in `FeedTableCell`s.
final class FeedTableSource: NSObject, UITableViewDataSource {
    static let identifier = "feed"
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        (cell as? FeedTableCell)?.content.show(item: indexPath.row)
        return cell
    }
}

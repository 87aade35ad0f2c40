#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    /// A reading list written the way an iOS app writes one with a collection-view list: a
    /// `UICollectionViewController`, an inset-grouped list layout with a header per section, cell and
    /// header registrations, a diffable data source that lets the user reorder books, and a trailing
    /// swipe action that removes a book.
    @MainActor
    private final class ReadingListViewController: UICollectionViewController {
        enum Shelf: String, Hashable { case reading = "Reading", next = "Up next" }

        private(set) var books: [Shelf: [String]] = [
            .reading: ["Dune", "Emma"], .next: ["Ulysses", "Beloved", "Walden"],
        ]
        private(set) var opened: [String] = []
        private var dataSource: UICollectionViewDiffableDataSource<Shelf, String>!

        init() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            weak var controller: ReadingListViewController?
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard let controller, let book = controller.dataSource.itemIdentifier(for: indexPath) else {
                    return nil
                }
                let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
                    controller.remove(book)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [remove])
            }
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            controller = self
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, book in
                var content = cell.defaultContentConfiguration()
                content.text = book
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator(), .reorder()]
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { [weak self] header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, book in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: book)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                guard let self else { return }
                for shelf in transaction.finalSnapshot.sectionIdentifiers {
                    books[shelf] = transaction.finalSnapshot.itemIdentifiers(inSection: shelf)
                }
            }
            apply()
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            if let book = dataSource.itemIdentifier(for: indexPath) { opened.append(book) }
        }

        func remove(_ book: String) {
            for shelf in [Shelf.reading, .next] { books[shelf]?.removeAll { $0 == book } }
            apply()
        }

        private func apply() {
            var snapshot = NSDiffableDataSourceSnapshot<Shelf, String>()
            snapshot.appendSections([.reading, .next])
            snapshot.appendItems(books[.reading] ?? [], toSection: .reading)
            snapshot.appendItems(books[.next] ?? [], toSection: .next)
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    @MainActor
    @Suite struct ReadingListScreenTests {
        private func makeScreen() -> ReadingListViewController {
            let screen = ReadingListViewController()
            screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            screen.collectionView.layoutIfNeeded()
            return screen
        }

        private func shownTitles(_ collectionView: UICollectionView) -> [[String]] {
            (0..<collectionView.numberOfSections).map { section in
                (0..<collectionView.numberOfItems(inSection: section)).map { item in
                    let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                    let content =
                        (cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
                    return content?.text ?? "?"
                }
            }
        }

        @Test func theListShowsEachShelfUnderItsHeader() {
            let screen = makeScreen()
            #expect(shownTitles(screen.collectionView) == [["Dune", "Emma"], ["Ulysses", "Beloved", "Walden"]])
            let text = screen.collectionView.headlessRenderedText()
            #expect(text.contains("\"Reading\""))
            #expect(text.contains("\"Up next\""))
        }

        @Test func tappingABookOpensItAndSelectsIt() {
            let screen = makeScreen()
            screen.collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 1))
            #expect(screen.opened == ["Beloved"])
            #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        }

        @Test func swipingToRemoveABookAnimatesItAway() throws {
            let screen = makeScreen()
            let cv: UICollectionView = screen.collectionView
            let swipe = try #require(
                cv.headlessSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: .trailing))
            #expect(swipe.actions.map(\.title) == ["Remove"])
            cv.headlessPerformSwipeAction(at: 0, forItemAt: IndexPath(item: 0, section: 0), edge: .trailing)
            #expect(screen.books[.reading] == ["Emma"])
            #expect(shownTitles(cv) == [["Emma"], ["Ulysses", "Beloved", "Walden"]])
        }

        @Test func movingABookByItsReorderControlToTheOtherShelfReordersTheModel() throws {
            let screen = makeScreen()
            let cv: UICollectionView = screen.collectionView
            // The reorder accessory drives UIKit's interactive movement.
            #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 1)))
            let target = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: target.frame.midX, y: target.frame.midY))
            cv.endInteractiveMovement()
            #expect(shownTitles(cv) == [["Walden", "Dune", "Emma"], ["Ulysses", "Beloved"]])
            #expect(screen.books[.reading] == ["Walden", "Dune", "Emma"])
            #expect(screen.books[.next] == ["Ulysses", "Beloved"])
        }
    }
#endif

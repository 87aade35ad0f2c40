#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A screen written from `Docs/HeadlessCollectionView.md` alone, as an app would write it: a row of
    /// tag chips that size themselves to their labels (estimated widths, Auto Layout in the cell), above
    /// a folder outline whose subfolders load when a folder first opens, and whose pinned folder never
    /// collapses.
    @MainActor
    @Suite struct FolderBrowserScreenTests {
        /// A chip: a label pinned 8 points inside the content view, so its constraints give its size.
        final class TagCell: UICollectionViewCell {
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }

        enum Section: Hashable { case tags, folders }

        /// The screen: its collection view, its data source and what the folder loader was asked.
        @MainActor final class FolderBrowser {
            let collectionView: UICollectionView
            let dataSource: UICollectionViewDiffableDataSource<Section, String>
            var loaded: [String] = []

            init(tags: [String], width: CGFloat) {
                let layout = UICollectionViewCompositionalLayout { section, environment in
                    guard section == 0 else {
                        return .list(using: .init(appearance: .sidebar), layoutEnvironment: environment)
                    }
                    let item = NSCollectionLayoutItem(
                        layoutSize: .init(widthDimension: .estimated(60), heightDimension: .absolute(36)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                        subitems: [item])
                    group.interItemSpacing = .fixed(6)
                    let chips = NSCollectionLayoutSection(group: group)
                    chips.interGroupSpacing = 6
                    return chips
                }
                collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
                let tagCells = UICollectionView.CellRegistration<TagCell, String> { cell, _, tag in
                    cell.label.text = tag
                }
                let folderCells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                    cell, _, folder in
                    var content = cell.defaultContentConfiguration()
                    content.text = folder
                    cell.contentConfiguration = content
                    cell.accessories = [.outlineDisclosure()]
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, name in
                    indexPath.section == 0
                        ? collectionView.dequeueConfiguredReusableCell(using: tagCells, for: indexPath, item: name)
                        : collectionView.dequeueConfiguredReusableCell(using: folderCells, for: indexPath, item: name)
                }
                dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Pinned" }
                dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] folder, current in
                    guard current.items.isEmpty else { return current }
                    loaded.append(folder)
                    var children = NSDiffableDataSourceSectionSnapshot<String>()
                    children.append(["\(folder)/Drafts", "\(folder)/Sent"])
                    return children
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.tags, .folders])
                snapshot.appendItems(tags, toSection: .tags)
                dataSource.apply(snapshot, animatingDifferences: false)
                var folders = NSDiffableDataSourceSectionSnapshot<String>()
                folders.append(["Pinned", "Work", "Home"])
                folders.append(["Pinned/Today"], to: "Pinned")
                folders.expand(["Pinned"])
                dataSource.apply(folders, to: .folders, animatingDifferences: false)
                collectionView.layoutIfNeeded()
            }

            func tapDisclosure(of folder: String) -> Bool? {
                guard let indexPath = dataSource.indexPath(for: folder),
                    let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
                else { return nil }
                return cell.headlessTapAccessory(.outlineDisclosure)
            }

            func frame(of item: String) -> CGRect? {
                dataSource.indexPath(for: item).flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame }
            }
        }

        /// The width a chip's constraints give it: its label's natural width and 8 points each side.
        private func chipWidth(_ tag: String) -> CGFloat {
            let label = UILabel()
            label.text = tag
            return label.intrinsicContentSize.width + 16
        }

        @Test func chipsAreAsWideAsTheirLabelsAndWrapAtTheEdge() throws {
            let tags = ["Urgent", "Later", "Receipts", "Travel plans", "Family"]
            let screen = FolderBrowser(tags: tags, width: 260)
            var x: CGFloat = 0
            var y: CGFloat = 0
            for tag in tags {
                let frame = try #require(screen.frame(of: tag))
                let width = chipWidth(tag)
                if x > 0, x + width > 260 {
                    x = 0
                    y += 36 + 6
                }
                #expect(frame == CGRect(x: x, y: y, width: width, height: 36), "\(tag)")
                x += width + 6
            }
            #expect(y > 0, "five chips do not fit one 260-point row")
        }

        @Test func aFolderLoadsItsSubfoldersWhenItFirstOpensAndThePinnedFolderStaysOpen() {
            let screen = FolderBrowser(tags: ["Urgent"], width: 320)
            #expect(
                screen.dataSource.snapshot(for: .folders).visibleItems == ["Pinned", "Pinned/Today", "Work", "Home"])
            #expect(screen.tapDisclosure(of: "Pinned") == false)
            #expect(screen.tapDisclosure(of: "Work") == true)
            #expect(screen.loaded == ["Work"])
            #expect(
                screen.dataSource.snapshot(for: .folders).visibleItems == [
                    "Pinned", "Pinned/Today", "Work", "Work/Drafts", "Work/Sent", "Home",
                ])
            #expect(screen.tapDisclosure(of: "Work") == true)
            #expect(screen.tapDisclosure(of: "Work") == true)
            #expect(screen.loaded == ["Work"], "a folder that has its subfolders does not load them again")
            let drafts = screen.frame(of: "Work/Drafts")
            let home = screen.frame(of: "Home")
            #expect(drafts != nil && home != nil && drafts!.maxY <= home!.minY)
        }
    }
#endif

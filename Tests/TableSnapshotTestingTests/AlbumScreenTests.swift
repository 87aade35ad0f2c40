#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    // A collection-view screen written the way the README and Docs show, driven as a test would.

    /// An album: a switch row, then the album's photos as a three-column grid under a header.
    @MainActor
    private final class AlbumScreen {
        private(set) var shared = false
        let photos = ListSection(["Beach", "Dunes"], id: \.self)
            .content { name, content in content.text = name }
            .grid(columns: 3, spacing: 2)
            .header("Photos")
        lazy var root = CascadingRootNode(children: [
            RowSection(header: "Album") {
                ListRow("Shared").toggle(isOn: false) { [unowned self] isOn in shared = isOn }
            },
            photos,
        ])
        lazy var collectionView = root.makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @MainActor
    @Suite struct AlbumScreenTests {
        @Test func theAlbumShowsItsGridUnderItsHeaderAndAnimatesANewPhoto() throws {
            let screen = AlbumScreen()
            let shown = screen.collectionView.cellContents()
            #expect(shown.map { $0.map(\.text) } == [["Shared"], ["Beach", "Dunes"]])
            #expect(shown[0][0].isOn == false)
            let text = screen.collectionView.headlessRenderedText()
            #expect(text.contains("[header 1]"), "\(text)")
            #expect(text.contains("\"Photos\""), "\(text)")
            #expect(text.contains("\"Shared\" <UISwitch off>"), "\(text)")

            let updates = screen.collectionView.recordUpdates { screen.photos.items.append("Pier") }
            #expect(updates == [.performBatchUpdates, .insertItems([IndexPath(item: 2, section: 1)])])
            #expect(screen.collectionView.visibleCellContents().map(\.text) == ["Shared", "Beach", "Dunes", "Pier"])

            let toggle = try #require(screen.collectionView.visibleCellContents()[0].accessoryView as? UISwitch)
            toggle.isOn = true
            toggle.sendActions(for: .valueChanged)
            #expect(screen.shared)
            #expect(screen.collectionView.headlessRenderedText().contains("\"Shared\" <UISwitch on>"))
        }
    }
#endif

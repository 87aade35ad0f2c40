// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A playlist screen written from the guides alone: a section with a summary row it declares with
    /// `childrenOffset`, the songs as a reorderable list section among its rows, and an "Add" row.
    @MainActor
    @Suite("A playlist: a summary row, a reorderable list of songs and an add row in one section")
    struct PlaylistScreenTests {
        struct Song: Identifiable, Hashable {
            let id: String
            var minutes: Int
        }

        final class PlaylistSection: CascadingSectionNode {
            let songs: ListSection<Song>
            init(_ initial: [Song], add: @escaping () -> Song) {
                let list = ListSection(initial).content { song, content in
                    content.text = song.id
                    content.secondaryText = "\(song.minutes) min"
                }
                self.songs = list
                super.init(children: [list])
                childrenOffset = 1
                list.onMove { [unowned self] _, _ in reconfigureOwnRows() }
                list.onDelete { [unowned self] _ in
                    reconfigureOwnRows()
                    return true
                }
                appendChild(
                    ListRow("Add song").onSelect { [unowned self] in
                        songs.appendItem(add())
                        reconfigureOwnRows()
                    })
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let minutes = songs.items.reduce(0) { $0 + $1.minutes }
                let first = songs.items.first?.id ?? "-"
                cell.textLabel?.text = "\(songs.items.count) songs, \(minutes) min; first \(first)"
                return cell
            }
        }

        let table = CountingTable()

        @Test func addingAndReorderingSongsKeepsTheSummaryAndTheRowsInStep() {
            var added = 0
            let playlist = PlaylistSection([Song(id: "Intro", minutes: 2), Song(id: "Theme", minutes: 4)]) {
                added += 1
                return Song(id: "Extra \(added)", minutes: 3)
            }
            let root = CascadingRootNode(children: [playlist], tableView: table)
            #expect(table.visibleTexts() == ["2 songs, 6 min; first Intro", "Intro", "Theme", "Add song"])

            table.headlessTap(rowAt: IndexPath(row: 3, section: 0))
            #expect(table.visibleTexts() == ["3 songs, 9 min; first Intro", "Intro", "Theme", "Extra 1", "Add song"])

            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
            #expect(landed == IndexPath(row: 1, section: 0))
            #expect(playlist.songs.items.map(\.id) == ["Extra 1", "Intro", "Theme"])
            // A drop on the summary or the add row lands on the nearest song.
            let clamped = table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 4, section: 0))
            #expect(clamped == IndexPath(row: 3, section: 0))
            #expect(playlist.songs.items.map(\.id) == ["Extra 1", "Theme", "Intro"])
            table.setEditing(false, animated: false)
            #expect(table.visibleTexts() == ["3 songs, 9 min; first Extra 1", "Extra 1", "Theme", "Intro", "Add song"])

            table.headlessFullSwipe(rowAt: IndexPath(row: 1, section: 0))
            #expect(playlist.songs.items.map(\.id) == ["Theme", "Intro"])
            #expect(table.visibleTexts() == ["2 songs, 6 min; first Theme", "Theme", "Intro", "Add song"])
            #expect(table.violations.isEmpty)
            _ = root
        }
    }
#endif

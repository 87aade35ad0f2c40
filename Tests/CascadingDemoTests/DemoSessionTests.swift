#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    @testable import cascading_demo

    /// The demo's scripted session, screen by screen, in both views, against the references in `__Snapshots__/`.
    @MainActor
    @Suite struct DemoSessionTests {
        @Test(arguments: DemoView.allCases)
        func theSessionShowsFourScreensThatMatchTheirReferences(view: DemoView) {
            let session = DemoSession(view: view)
            var names: [String] = []
            var notes: [[String]] = []
            session.run { screen in
                names.append(screen.name)
                notes.append(screen.notes)
                session.assertSnapshots(named: screen.name)
            }
            #expect(names == ["1-page", "2-tap", "3-swipe", "4-deleted"].map(view.screenName))
            #expect(notes[1].suffix(2) == ["opened: \"Old town tour\"", "selected: [1, 1]"])
            #expect(notes[2] == ["revealed: [\"Delete\"]"])
            #expect(notes[3] == ["rows in \"Things to do\": 2 (items: 2)", "selection followed its row to [1, 0]"])
            #expect(session.attractions.items == ["Old town tour", "Botanical garden"])
        }

        /// The tap's calls only, whether or not the page was drawn before it.
        @Test func theTableRecordsTheTapsCallsAndTheCollectionViewSaysNothingOfThem() {
            var tapNotes: [DemoView: [String]] = [:]
            for view in DemoView.allCases {
                DemoSession(view: view).run { screen in
                    if screen.name == view.screenName("2-tap") { tapNotes[view] = screen.notes }
                }
            }
            #expect(tapNotes[.table]?.first?.hasPrefix("calls: shouldHighlightRow([1, 1]), ") == true)
            #expect(tapNotes[.table]?.first?.contains("didSelectRow([1, 1])") == true)
            #expect(tapNotes[.collection]?.contains { $0.hasPrefix("calls:") } == false)
        }

        @Test func bothViewsShowTheSameRowsAtEveryStep_andOnlyTheCollectionViewAddsThePhotoGrid() {
            var shown: [DemoView: [[[String]]]] = [:]
            for view in DemoView.allCases {
                let session = DemoSession(view: view)
                session.run { _ in shown[view, default: []].append(session.shownRows) }
            }
            let table = shown[.table] ?? []
            let collection = shown[.collection] ?? []
            #expect(table.count == 4 && collection.count == 4)
            #expect(table.allSatisfy { $0.count == 3 })
            #expect(collection.map { Array($0.prefix(3)) } == table)
            let photos = ["Tram 28", "Belém Tower", "Alfama", "Miradouro", "Pastéis", "LX Factory"]
            #expect(collection.allSatisfy { $0.count == 4 && $0[3] == photos })
            #expect(table[0][0] == ["Lisbon | Seven hills by the Tagus"])
            #expect(table[3][1] == ["Old town tour (selected)", "Botanical garden"])
        }

        @Test func thePhotoGridLaysItsSixPhotosOutInTwoRowsOfThreeEqualColumns() throws {
            let session = DemoSession(view: .collection)
            let collectionView = try #require(session.collectionView)
            collectionView.layoutIfNeeded()
            let frames = (0..<6).compactMap {
                collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 3))?.frame
            }
            try #require(frames.count == 6)
            for row in [frames[0..<3], frames[3..<6]] {
                #expect(Set(row.map(\.minY)).count == 1)
                #expect(row.map(\.minX) == row.map(\.minX).sorted())
                #expect(row.allSatisfy { abs($0.width - 123) < 1 && $0.width == $0.height })
            }
            #expect(frames[3].minX == frames[0].minX && frames[3].minY > frames[0].maxY)
            #expect(DemoPage(for: .table) { _ in }.sections.contains { $0 is PhotoGridSection } == false)
        }

        @Test(arguments: DemoView.allCases)
        func whenAskedForSVG_thatEachScreenIsWrittenToTheFolder(view: DemoView) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = try DemoOutput.svg(folder: folder.path).show(DemoSession(view: view), print: { _ in })

            #expect(
                files.map(\.lastPathComponent)
                    == ["1-page", "2-tap", "3-swipe", "4-deleted"].map { view.screenName($0) + ".svg" })
            let first = try String(contentsOf: files[0], encoding: .utf8)
            #expect(first == DemoSession(view: view).surface.renderedSVG())
        }

        /// `Docs/Images/demo.svg`, shown in the README, is the table's swipe screen as the demo draws it today.
        @Test func theDocumentedPictureIsTheSwipeScreen() throws {
            let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let picture = try String(
                contentsOf: root.appendingPathComponent("Docs/Images/demo.svg"), encoding: .utf8)
            let session = DemoSession()
            var swipe: String?
            session.run { screen in
                if screen.name == "3-swipe" { swipe = session.surface.renderedSVG() }
            }
            #expect(
                picture == swipe,
                "regenerate it: swift run cascading-demo --svg /tmp/demo && cp /tmp/demo/3-swipe.svg Docs/Images/demo.svg"
            )
        }
    }
#endif

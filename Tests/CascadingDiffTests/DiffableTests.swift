import CascadingDiff
import Testing

@Suite("Diffable")
struct DiffableTests {
    /// Content comparison supplied by the type itself: only `title` counts.
    private struct Note: Diffable {
        var id: Int
        var title: String
        var cachedWidth: Int

        var diffIdentifier: Int { id }

        func isContentEqual(to other: Note) -> Bool { title == other.title }
    }

    @Test("Equatable elements compare content with ==")
    func equatableDefault() {
        #expect(Item(id: 1).isContentEqual(to: Item(id: 1)))
        #expect(!Item(id: 1).isContentEqual(to: Item(id: 1, version: 2)))
    }

    @Test("a custom content comparison decides which paired elements are updates")
    func customComparison() {
        let old = [Note(id: 1, title: "a", cachedWidth: 10), Note(id: 2, title: "b", cachedWidth: 10)]
        let new = [Note(id: 1, title: "a", cachedWidth: 99), Note(id: 2, title: "B", cachedWidth: 10)]
        let diff = FlatDiff(old: old, new: new)
        #expect(diff.updates == [DiffUpdate(old: 1, new: 1)])
    }
}

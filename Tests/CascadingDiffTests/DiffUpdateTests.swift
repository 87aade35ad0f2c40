import CascadingDiff
import Testing

@Suite("DiffUpdate")
struct DiffUpdateTests {
    @Test("updates order by old position, then by new position")
    func ordering() {
        #expect(DiffUpdate(old: 1, new: 9) < DiffUpdate(old: 2, new: 0))
        #expect(DiffUpdate(old: 1, new: 2) < DiffUpdate(old: 1, new: 3))
    }

    @Test("an update prints as old~>new")
    func description() {
        #expect(DiffUpdate(old: 2, new: 5).description == "2~>5")
    }
}

import CascadingDiff
import Testing

@Suite("DiffSection")
struct DiffSectionTests {
    @Test("sections are equal when their models and rows are")
    func equality() {
        #expect(section(1, [1, 2]) == section(1, [1, 2]))
        #expect(section(1, [1, 2]) != section(1, [2, 1]))
        #expect(section(1, [1]) != section(1, [1], title: 1))
        #expect(Set([section(1, [1]), section(1, [1])]).count == 1)
    }
}

import CascadingDiff
import Testing

@Suite("StageReplay")
struct StageReplayTests {
    @Test("row counts are the lengths of the row sources")
    func rowCounts() {
        let replay = StageReplay(sectionOrigins: [.inserted, .carried(0)], rowSources: [[nil, nil], [path(0, 0)]])
        #expect(replay.rowCounts == [2, 1])
    }

    @Test("only carried sections report a carried source")
    func carriedSource() {
        #expect(StageReplay.SectionOrigin.carried(3).carriedSource == 3)
        #expect(StageReplay.SectionOrigin.reloaded(3).carriedSource == nil)
        #expect(StageReplay.SectionOrigin.inserted.carriedSource == nil)
    }
}

import Foundation
import Testing

@testable import TableSnapshotTesting

@Suite struct LineDiffTests {
    @Test func whenTheTextsAreEqual_thatTheDiffIsEmpty() {
        #expect(LineDiff(reference: "a\nb", actual: "a\nb").render() == "")
    }

    @Test func whenOneLineChanged_thatItIsShownRemovedThenAdded() {
        #expect(LineDiff(reference: "a\nb\nc", actual: "a\nB\nc").render() == "  a\n- b\n+ B\n  c")
    }

    @Test func whenLinesAreAddedAtTheEnd_thatOnlyThoseArePlus() {
        #expect(LineDiff(reference: "a", actual: "a\nb\nc").render() == "  a\n+ b\n+ c")
    }

    @Test func whenUnchangedLinesAreFarFromAChange_thatTheyAreElided() {
        let reference = (1...9).map(String.init).joined(separator: "\n")
        let actual = reference.replacingOccurrences(of: "9", with: "nine")
        #expect(LineDiff(reference: reference, actual: actual).render(context: 1) == "…\n  8\n- 9\n+ nine")
    }
}

import CascadingDiff
import Testing

@Suite("ElementPath")
struct ElementPathTests {
    @Test("paths order by section, then by element")
    func ordering() {
        #expect(path(0, 5) < path(1, 0))
        #expect(path(1, 0) < path(1, 1))
        #expect(!(path(1, 1) < path(1, 1)))
        #expect([path(2, 0), path(0, 3), path(0, 1)].sorted() == [path(0, 1), path(0, 3), path(2, 0)])
    }

    @Test("a path prints as section-element")
    func description() {
        #expect(path(3, 14).description == "3-14")
    }
}

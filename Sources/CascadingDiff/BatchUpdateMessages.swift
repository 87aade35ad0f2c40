/// UIKit's exception reasons for rejected batch updates, each written once, worded for a table or a
/// collection view.
///
/// Wordings confirmed by UIKit crash logs: the section and row (item) count messages, `attempt to delete
/// row … which only contains … rows before the update` (also raised for an out-of-range reload) and the
/// move and insert messages of collection views. The other UIKit-rule messages follow the same pattern.
/// Index paths are printed as UIKit prints an `NSIndexPath`, without its address. Messages for the
/// strict rules, which UIKit does not have, name the rule in the same style.
struct BatchUpdateMessages {
    /// "row" or "item".
    let element: String
    /// "table view" or "collection view".
    let view: String

    init(_ kind: BatchUpdateRules.ViewKind) {
        switch kind {
        case .table: (element, view) = ("row", "table view")
        case .collectionView: (element, view) = ("item", "collection view")
        }
    }

    /// An index path the way UIKit prints one in exception reasons.
    static func path(_ path: ElementPath) -> String {
        "{length = 2, path = \(path.section) - \(path.element)}"
    }

    private func fail(_ message: String) -> BatchUpdateViolation {
        BatchUpdateViolation(message: message)
    }

    // MARK: Counts

    func elementCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> BatchUpdateViolation {
        let rows = element + "s"
        return fail(
            "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained "
                + "in an existing section after the update (\(after)) must be equal to the number of \(rows) "
                + "contained in that section before the update (\(before)), plus or minus the number of \(rows) "
                + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                + "minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out).")
    }

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateViolation {
        fail(
            "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
                + "after the update (\(after)) must be equal to the number of sections contained in the "
                + "\(view) before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    func negativeCount(section: Int, count: Int, after: Bool) -> BatchUpdateViolation {
        fail(
            "section \(section) reports \(count) \(element)s \(after ? "after" : "before") the update; "
                + "\(element) counts cannot be negative")
    }

    // MARK: Sections

    func sectionOutOfRange(_ verb: String, section: Int, sections: Int) -> BatchUpdateViolation {
        fail("attempt to \(verb) section \(section), but there are only \(sections) sections before the update")
    }

    func insertedSectionOutOfRange(_ section: Int, sections: Int) -> BatchUpdateViolation {
        fail("attempt to insert section \(section) but there are only \(sections) sections after the update")
    }

    func movedSectionOutOfRange(_ move: DiffMove<Int>, sections: Int) -> BatchUpdateViolation {
        fail(
            "attempt to move section \(move.source) to section \(move.destination), but there are only "
                + "\(sections) sections after the update")
    }

    func sectionDeletedAndReloaded(_ section: Int) -> BatchUpdateViolation {
        fail("attempt to delete and reload the same section (\(section))")
    }

    func movedSectionAlsoChanged(_ section: Int) -> BatchUpdateViolation {
        fail("attempt to move section \(section), which is also being deleted, reloaded or moved")
    }

    func movedSectionDestinationTaken(_ move: DiffMove<Int>) -> BatchUpdateViolation {
        fail(
            "attempt to move section \(move.source) to section \(move.destination), which is also an insertion "
                + "or move destination")
    }

    func sectionRepeated(_ verb: String, _ section: Int) -> BatchUpdateViolation {
        fail("attempt to \(verb) section \(section) more than once")
    }

    // MARK: Rows

    func elementSectionOutOfRange(_ verb: String, _ path: ElementPath, sections: Int, after: Bool)
        -> BatchUpdateViolation
    {
        fail(
            "attempt to \(verb) \(element) \(path.element) \(after ? "into" : "from") section \(path.section), "
                + "but there are only \(sections) sections \(after ? "after" : "before") the update")
    }

    func deletedElementOutOfRange(_ path: ElementPath, count: Int) -> BatchUpdateViolation {
        fail(
            "attempt to delete \(element) \(path.element) from section \(path.section) which only contains "
                + "\(count) \(element)s before the update")
    }

    func insertedElementOutOfRange(_ path: ElementPath, count: Int) -> BatchUpdateViolation {
        fail(
            "attempt to insert \(element) \(path.element) into section \(path.section), but there are only "
                + "\(count) \(element)s in section \(path.section) after the update")
    }

    func moveSourceMissing(_ source: ElementPath, count: Int) -> BatchUpdateViolation {
        fail(
            "attempt to move index path (\(Self.path(source))) that does not exist - there are only \(count) "
                + "\(element)s in section \(source.section) before the update")
    }

    func moveDestinationMissing(_ move: DiffMove<ElementPath>, count: Int) -> BatchUpdateViolation {
        fail(
            "attempt to move index path (\(Self.path(move.source))) to index path (\(Self.path(move.destination))) "
                + "that does not exist - there are only \(count) \(element)s in section "
                + "\(move.destination.section) after the update")
    }

    func deletedAndReloaded(_ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to delete and reload the same index path (\(Self.path(path)))")
    }

    func deletedAndMoved(_ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to delete and move the same index path (\(Self.path(path)))")
    }

    func insertedAndMovedTo(_ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to perform an insert and a move to the same index path (\(Self.path(path)))")
    }

    func movedTwice(_ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to move the same index path (\(Self.path(path))) twice")
    }

    func movedOntoOneDestination(_ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to move two index paths to the same index path (\(Self.path(path)))")
    }

    // MARK: Strict rules

    func elementRepeated(_ verb: String, _ path: ElementPath) -> BatchUpdateViolation {
        fail("attempt to \(verb) the same index path more than once (\(Self.path(path)))")
    }

    func elementInChangedSection(_ verb: String, _ path: ElementPath, change: String) -> BatchUpdateViolation {
        fail("attempt to \(verb) \(element) \(path.element) in section \(path.section), which is being \(change)")
    }

    func moveAcrossWithSectionMoves(_ move: DiffMove<ElementPath>) -> BatchUpdateViolation {
        fail(
            "attempt to move index path (\(Self.path(move.source))) to index path (\(Self.path(move.destination))) "
                + "in another section in an update that also moves sections")
    }

    func reloadWithSectionMoves(_ what: String) -> BatchUpdateViolation {
        fail("attempt to reload \(what) in an update that also moves sections")
    }
}

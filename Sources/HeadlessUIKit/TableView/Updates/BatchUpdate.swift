#if !canImport(UIKit)
    import Foundation

    /// The changes announced between the outermost `beginUpdates()` and `endUpdates()`, as UIKit
    /// interprets them: deletes, reloads and move sources name the table before the update; inserts and
    /// move destinations name it after the update.
    struct BatchUpdate {
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var insertedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var movedRows: [(from: IndexPath, to: IndexPath)] = []
        var reconfiguredRows: [IndexPath] = []
    }

    /// Where everything of the table before an update is after it.
    ///
    /// Sections and rows that were reloaded keep their place but count as new content: they map to
    /// `nil` in `newIndexPath(forOld:)` and `newSection(forOld:)`, like deleted ones.
    struct BatchUpdateMapping {
        /// Old section → new section, `nil` when deleted. Reloaded sections have a position here.
        var newSectionForOld: [Int?]
        /// New section → old section, `nil` when inserted.
        var oldSectionForNew: [Int?]
        /// Old sections whose content was reloaded.
        var reloadedOldSections: Set<Int>
        /// Old sections whose rows do not simply keep their positions.
        var rowChangedOldSections: Set<Int>
        /// For each old section of `rowChangedOldSections`: where its rows go (a listed row's new index
        /// path is `nil` when it is deleted or reloaded).
        var rowDestinations: [Int: ChangedRows]
        /// For new sections whose rows changed: where each row comes from (a listed row's old index path
        /// is `nil` for new content).
        var rowSources: [Int: ChangedRows]

        /// The new position of an old section whose content survives, else `nil`.
        func newSection(forOld section: Int) -> Int? {
            guard newSectionForOld.indices.contains(section), !reloadedOldSections.contains(section) else { return nil }
            return newSectionForOld[section]
        }

        /// The new index path of an old row that survives with its content, else `nil`.
        func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, let section = newSection(forOld: indexPath[0]) else { return nil }
            let (oldSection, row) = (indexPath[0], indexPath[1])
            guard rowChangedOldSections.contains(oldSection) else { return IndexPath(row: row, section: section) }
            switch rowDestinations[oldSection] {
            case .shifted(let shift):
                return shift.newRow(forOld: row).map { IndexPath(row: $0, section: shift.newSection) }
            case .listed(let rows): return rows.indices.contains(row) ? rows[row] : nil
            case nil: return nil
            }
        }
    }

    /// The rows of one section whose rows change in an update, seen from one side of it.
    enum ChangedRows {
        /// Only inserts, deletes and reloads touch the section: answered by counting, nothing listed.
        case shifted(RowShift)
        /// Rows move in or out: per row, the index path on the other side of the update (`nil`: none).
        case listed([IndexPath?])
    }

    /// An update UIKit would reject, with UIKit's exception reason.
    struct InvalidBatchUpdate: Error, Equatable {
        let message: String
    }

    /// UIKit's way of printing an index path in exception reasons.
    func describeInUpdateMessage(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
#endif

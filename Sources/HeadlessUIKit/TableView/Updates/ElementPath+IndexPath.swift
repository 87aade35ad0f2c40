#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    extension ElementPath {
        /// The path of a table index path; a malformed index path (not two numbers) becomes a path no
        /// table has, so the rule book rejects it instead of the table trapping.
        init(_ indexPath: IndexPath) {
            self =
                indexPath.count == 2
                ? ElementPath(section: indexPath[0], element: indexPath[1]) : ElementPath(section: -1, element: -1)
        }
    }

    extension BatchUpdateLayout {
        /// The new index path of an old row that survives with its content, else `nil`.
        func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2 else { return nil }
            return newPath(forOld: ElementPath(indexPath)).map(IndexPath.init)
        }
    }
#endif

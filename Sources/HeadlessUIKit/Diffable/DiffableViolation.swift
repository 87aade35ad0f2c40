#if !canImport(UIKit)
    import Foundation

    /// Reports a misuse of a snapshot or diffable data source the way UIKit raises it.
    ///
    /// There is no table to ask, so the violation goes to `UITableView.headlessDefaultViolationHandler`,
    /// which traps with UIKit's exception reason unless a test replaced it. Snapshots are values, but
    /// a snapshot that breaks a rule must be built on the main actor for the handler to see it; on any
    /// other executor the process traps, as UIKit would.
    func reportDiffableViolation(_ kind: UITableView.HeadlessViolation.Kind, _ message: String) {
        let violation = UITableView.HeadlessViolation(kind: kind, message: message)
        MainActor.assumeIsolated {
            UITableView.headlessDefaultViolationHandler(violation)
        }
    }

    /// UIKit's reason for identifiers that are not unique, listing them as Foundation prints a set.
    func duplicateIdentifiersMessage(kind: String, _ duplicates: [some Hashable]) -> String {
        let listed = duplicates.map { "    \($0)" }.joined(separator: ",\n")
        return "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}"
    }
#endif

#if !canImport(UIKit)
    import Foundation

    /// Reports a misuse of a snapshot or diffable data source the way UIKit raises it.
    ///
    /// A snapshot is a value that may be built on any thread, so there is no table to ask: on the main
    /// thread the violation goes to `UITableView.headlessDefaultViolationHandler` (which traps unless a
    /// test replaced it), elsewhere it traps with UIKit's exception reason.
    func reportDiffableViolation(_ kind: UITableView.HeadlessViolation.Kind, _ message: String) {
        let violation = UITableView.HeadlessViolation(kind: kind, message: message)
        guard Thread.isMainThread else {
            fatalError(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(message)'"
            )
        }
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

#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// The batch update a view collects between the outermost begin and end of nested update groups,
    /// and the completions waiting for it.
    struct BatchUpdateGroup {
        /// How many groups are open.
        var depth = 0
        /// The changes recorded since the outermost group opened.
        var stage = BatchUpdateStage(rowCountsAfter: [])
        /// The completions to call once the outermost group is applied or rejected.
        var completions: [(Bool) -> Void] = []
    }

    /// A view whose batch updates are grouped, checked by the rule book and applied, and whose
    /// violations reach its handler: the table and the collection view, which differ only in the
    /// answers below.
    @MainActor
    protocol BatchUpdating: AnyObject {
        var updateGroup: BatchUpdateGroup { get set }
        /// The rule book the view's updates are checked against, with its own messages.
        var batchUpdateRules: BatchUpdateRules { get }
        /// The counts per section the view shows before an update.
        var countsBeforeUpdate: [Int] { get }
        /// Asks the data source for its counts if a reload is pending.
        func loadIfNeeded()
        /// The data source's counts now.
        func queryCounts() -> [Int]
        /// Applies a checked update to the view; `reconfigured` are index paths before the update.
        func applyCheckedUpdate(_ mapping: BatchUpdateLayout, reconfiguring reconfigured: [IndexPath])
        /// Shows the data source's data again after a rejected update was reported.
        func reloadAfterRejectedUpdate()
        /// The view's own violation handler; `nil` hands violations to the shared one.
        var headlessViolationHandler: (@MainActor (UITableView.HeadlessViolation) -> Void)? { get }
    }

    extension BatchUpdating {
        /// Hands a violation to this view's handler, else to the shared one.
        func reportViolation(_ kind: UITableView.HeadlessViolation.Kind, _ message: String) {
            let violation = UITableView.HeadlessViolation(kind: kind, message: message)
            (headlessViolationHandler ?? UITableView.headlessDefaultViolationHandler)(violation)
        }

        /// Reports UIKit's unrecognized-selector exception for an optional member the view reached on
        /// an object that does not implement it.
        ///
        /// - Parameters:
        ///   - selector: The member's Objective-C name, as UIKit's message shows it.
        ///   - object: The object the member was sent to.
        ///   - explanation: Why the headless view called it, appended to UIKit's message.
        func reportUnrecognizedSelector(_ selector: String, sentTo object: AnyObject, explanation: String? = nil) {
            let violation = UITableView.HeadlessViolation.unrecognizedSelector(
                selector, sentTo: object, explanation: explanation)
            reportViolation(violation.kind, violation.message)
        }

        /// Opens an update group; the outermost one loads the counts before the caller changes the model.
        func beginUpdateGroup() {
            if updateGroup.depth == 0 {
                loadIfNeeded()
                updateGroup.stage = BatchUpdateStage(rowCountsAfter: [])
            }
            updateGroup.depth += 1
        }

        /// Closes an update group; the outermost one commits.
        func endUpdateGroup() {
            guard updateGroup.depth > 0 else { return }
            updateGroup.depth -= 1
            if updateGroup.depth == 0 { commitUpdateGroup() }
        }

        /// Adds changes to the open group, or makes them an update of their own.
        func recordUpdate(_ change: (inout BatchUpdateStage) -> Void) {
            beginUpdateGroup()
            change(&updateGroup.stage)
            endUpdateGroup()
        }

        /// Runs a completion when the open group is applied (`true`) or rejected (`false`).
        func addUpdateCompletion(_ completion: @escaping (Bool) -> Void) {
            updateGroup.completions.append(completion)
        }

        /// Asks for the new counts, checks the update with the rule book and applies it; a rejected
        /// update is reported to the violation handler and, if that returns, the view reloads.
        private func commitUpdateGroup() {
            var update = updateGroup.stage
            let completions = updateGroup.completions
            updateGroup = BatchUpdateGroup()
            let oldCounts = countsBeforeUpdate
            update.rowCountsAfter = queryCounts()
            do {
                let mapping = try batchUpdateRules.check(update, rowCountsBefore: oldCounts)
                applyCheckedUpdate(mapping, reconfiguring: update.rowReconfigures.map(IndexPath.init))
                for completion in completions { completion(true) }
            } catch {
                reportViolation(.invalidUpdate, error.message)
                reloadAfterRejectedUpdate()
                for completion in completions { completion(false) }
            }
        }
    }
#endif

// The one file of CascadingTable that holds a platform conditional: how the root tells its table which
// optional members the tree implements. UIKit asks `responds(to:)` when a delegate is assigned; the
// headless table reads `HeadlessOptionalMembersReporting` at the same moment. Both answers come from
// the nodes' declarations (`providedOptionalMembers`), so they agree on every platform.

#if canImport(UIKit)
    import Foundation
    import ObjectiveC

    extension CascadingRootNode {
        /// The selector of each declarable member, as UIKit checks it. Never mutated.
        nonisolated(unsafe) private static let declarableSelectors: [(Selector, CascadingOptionalMembers)] = [
            (NSSelectorFromString("tableView:heightForRowAtIndexPath:"), .heightForRow),
            (NSSelectorFromString("tableView:estimatedHeightForRowAtIndexPath:"), .estimatedHeightForRow),
            (NSSelectorFromString("tableView:heightForHeaderInSection:"), .heightForHeader),
            (NSSelectorFromString("tableView:heightForFooterInSection:"), .heightForFooter),
            (NSSelectorFromString("tableView:estimatedHeightForHeaderInSection:"), .estimatedHeightForHeader),
            (NSSelectorFromString("tableView:estimatedHeightForFooterInSection:"), .estimatedHeightForFooter),
        ]

        /// Whether the root implements a selector: for the declarable members, whether some node of the
        /// tree declares it; for everything else, what `NSObject` answers.
        ///
        /// `NSObject` declares this method without isolation, so the override cannot be main-actor
        /// isolated. UIKit asks on the main thread (when the delegate is assigned); asked from another
        /// thread, the root answers as `NSObject` does.
        nonisolated open override func responds(to aSelector: Selector!) -> Bool {
            if Thread.isMainThread, let member = Self.declarableSelectors.first(where: { $0.0 == aSelector })?.1 {
                return MainActor.assumeIsolated { optionalMembersOfSubtree.contains(member) }
            }
            return super.responds(to: aSelector)
        }

        /// Makes the table ask `responds(to:)` again: UIKit reads it when its delegate is assigned.
        func announceOptionalMembers() {
            guard let tableView, tableView.delegate === self else { return }
            tableView.delegate = nil
            tableView.delegate = self
        }
    }
#else
    extension CascadingRootNode: HeadlessOptionalMembersReporting {
        /// The members the headless table must treat as missing: those no node of the tree declares.
        public var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> {
            let present = optionalMembersOfSubtree
            let declarable: [(CascadingOptionalMembers, UITableView.HeadlessOptionalMember)] = [
                (.heightForRow, .heightForRow), (.estimatedHeightForRow, .estimatedHeightForRow),
                (.heightForHeader, .heightForHeader), (.heightForFooter, .heightForFooter),
                (.estimatedHeightForHeader, .estimatedHeightForHeader),
                (.estimatedHeightForFooter, .estimatedHeightForFooter),
            ]
            return Set(declarable.filter { !present.contains($0.0) }.map(\.1))
        }

        /// Makes the table read `headlessUnimplementedMembers` again, as it does when its delegate is
        /// assigned.
        func announceOptionalMembers() {
            guard let tableView, tableView.delegate === self else { return }
            tableView.delegate = self
        }
    }
#endif

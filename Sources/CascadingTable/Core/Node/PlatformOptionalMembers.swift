// The one file of CascadingTable that holds a platform conditional: the optional members, which only
// the platform can read. What a node class overrides is read from the Objective-C runtime on Apple
// platforms (every table member is `@objc` there) and from the class's Swift metadata elsewhere; how
// the root tells its table: UIKit asks `responds(to:)` when a delegate is assigned, the headless
// table reads `HeadlessOptionalMembersReporting` at the same moment. Both answers come from the
// nodes' declarations (`providedOptionalMembers`), so they agree on every platform.

#if canImport(UIKit)
    import Foundation
    import ObjectiveC

    /// The selector of each declarable member, as UIKit checks it. Never mutated.
    nonisolated(unsafe) private let declarableSelectors: [(Selector, CascadingOptionalMembers)] = [
        (NSSelectorFromString("tableView:heightForRowAtIndexPath:"), .heightForRow),
        (NSSelectorFromString("tableView:estimatedHeightForRowAtIndexPath:"), .estimatedHeightForRow),
        (NSSelectorFromString("tableView:heightForHeaderInSection:"), .heightForHeader),
        (NSSelectorFromString("tableView:heightForFooterInSection:"), .heightForFooter),
        (NSSelectorFromString("tableView:estimatedHeightForHeaderInSection:"), .estimatedHeightForHeader),
        (NSSelectorFromString("tableView:estimatedHeightForFooterInSection:"), .estimatedHeightForFooter),
    ]

    extension CascadingNode {
        /// The optional members this class implements differently from `ancestor` (the class itself or
        /// one of its superclasses): those whose method the Objective-C runtime resolves to another
        /// implementation. Always known here.
        static func optionalMembersOverridden(beyond ancestor: CascadingNode.Type) -> CascadingOptionalMembers? {
            var members: CascadingOptionalMembers = []
            guard self != ancestor else { return members }
            for (selector, member) in declarableSelectors
            where class_getMethodImplementation(self, selector) != class_getMethodImplementation(ancestor, selector) {
                members.insert(member)
            }
            return members
        }
    }

    extension CascadingRootNode {
        /// Whether the root implements a selector: for the declarable members, whether some node of the
        /// tree declares it; for everything else, what `NSObject` answers.
        ///
        /// `NSObject` declares this method without isolation, so the override cannot be main-actor
        /// isolated. UIKit asks on the main thread (when the delegate is assigned); asked from another
        /// thread, the root answers as `NSObject` does.
        nonisolated open override func responds(to aSelector: Selector!) -> Bool {
            if Thread.isMainThread, let member = declarableSelectors.first(where: { $0.0 == aSelector })?.1 {
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
    #if canImport(ClassOverrideDetection)
        import ClassOverrideDetection
    #endif

    /// A node class that overrides only `tableView(_:heightForRowAt:)`.
    private final class RowHeightProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 0 }
    }

    /// A node class that overrides only `tableView(_:estimatedHeightForRowAt:)`.
    private final class RowEstimateProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            0
        }
    }

    /// A node class that overrides only `tableView(_:heightForHeaderInSection:)`.
    private final class HeaderHeightProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    }

    /// A node class that overrides only `tableView(_:heightForFooterInSection:)`.
    private final class FooterHeightProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    }

    /// A node class that overrides only `tableView(_:estimatedHeightForHeaderInSection:)`.
    private final class HeaderEstimateProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            0
        }
    }

    /// A node class that overrides only `tableView(_:estimatedHeightForFooterInSection:)`.
    private final class FooterEstimateProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            0
        }
    }

    /// The detector for the declarable members, one probe each, set up on first use.
    private let optionalMemberDetector = OverrideDetector<CascadingNode, CascadingOptionalMembers>(
        control: PlainNodeProbe.self,
        probes: [
            .heightForRow: RowHeightProbe.self, .estimatedHeightForRow: RowEstimateProbe.self,
            .heightForHeader: HeaderHeightProbe.self, .heightForFooter: FooterHeightProbe.self,
            .estimatedHeightForHeader: HeaderEstimateProbe.self, .estimatedHeightForFooter: FooterEstimateProbe.self,
        ])

    extension CascadingNode {
        /// The optional members this class overrides beyond `ancestor` (the class itself or one of its
        /// superclasses), read from its method table; `nil` when the metadata cannot be read.
        static func optionalMembersOverridden(beyond ancestor: CascadingNode.Type) -> CascadingOptionalMembers? {
            var members: CascadingOptionalMembers = []
            guard self != ancestor else { return members }
            for member in CascadingOptionalMembers.declarable {
                guard let overrides = optionalMemberDetector.overrides(member, in: self, beyond: ancestor) else {
                    return nil
                }
                if overrides { members.insert(member) }
            }
            return members
        }
    }

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

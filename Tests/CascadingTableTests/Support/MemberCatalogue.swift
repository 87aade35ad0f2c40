import CascadingTable

/// How a member is addressed, which decides how the catalogue tests route it.
enum Addressing: Equatable {
    /// One index path.
    case row
    /// One section.
    case section
    /// A list of index paths (prefetching).
    case rows
    /// A context-menu configuration, produced earlier for a row.
    case menu
    /// A focus context carrying index paths.
    case focus
    /// A source and a destination index path.
    case move
    /// Nothing positional (counts, index titles, preferred focus).
    case tableWide
    /// A table-wide event delivered to observing nodes.
    case event
}

/// One forwarded member: how to call it, what it answers by default and what a `RecordingNode`
/// answers and records, so that one test body can check every member.
@MainActor
struct MemberCase {
    let member: TableMember
    let addressing: Addressing
    /// Calls the member on a node, addressed to `target` (its section for section members).
    let invoke: (CascadingNode, UITableView, IndexPath) -> Answer
    /// The documented default answer for a call addressed to `target`.
    let defaultAnswer: (UITableView, IndexPath) -> Answer
    /// What a `RecordingNode` answers.
    let scriptedAnswer: (RecordingNode) -> Answer

    /// What a `RecordingNode` records when the call reaches it.
    func recordedArgument(for target: IndexPath, by node: RecordingNode) -> CallArgument {
        switch addressing {
        case .row: .row(target)
        case .section: .section(sectionOf(target))
        case .rows: .rows([target])
        case .menu: .configuration(ObjectIdentifier(node.menu))
        case .focus: .focus(previous: target, next: nil)
        case .move:
            .move(from: target, to: member == .targetIndexPathForMove ? MemberCatalogue.proposedDestination : target)
        case .tableWide, .event: .none
        }
    }
}

/// The section an address targets; -1 for an index path without indexes.
func sectionOf(_ target: IndexPath) -> Int {
    target.isEmpty ? -1 : target[0]
}

/// The catalogue of all 93 members.
@MainActor
enum MemberCatalogue {
    static let proposedDestination = IndexPath(row: 0, section: 0)

    static func entry(_ member: TableMember) -> MemberCase {
        guard let entry = entries[member] else { preconditionFailure("\(member) is missing from the catalogue") }
        return entry
    }

    static let entries: [TableMember: MemberCase] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.member, $0) })

    private static func row(
        _ member: TableMember, _ fallback: @escaping (UITableView, IndexPath) -> Answer,
        _ scripted: @escaping (RecordingNode) -> Answer,
        _ invoke: @escaping (CascadingNode, UITableView, IndexPath) -> Answer
    ) -> MemberCase {
        MemberCase(member: member, addressing: .row, invoke: invoke, defaultAnswer: fallback, scriptedAnswer: scripted)
    }

    private static func section(
        _ member: TableMember, _ fallback: @escaping (UITableView, IndexPath) -> Answer,
        _ scripted: @escaping (RecordingNode) -> Answer, _ invoke: @escaping (CascadingNode, UITableView, Int) -> Answer
    ) -> MemberCase {
        MemberCase(
            member: member, addressing: .section, invoke: { invoke($0, $1, sectionOf($2)) }, defaultAnswer: fallback,
            scriptedAnswer: scripted)
    }

    private static func other(
        _ member: TableMember, _ addressing: Addressing, _ fallback: @escaping (UITableView, IndexPath) -> Answer,
        _ scripted: @escaping (RecordingNode) -> Answer,
        _ invoke: @escaping (CascadingNode, UITableView, IndexPath) -> Answer
    ) -> MemberCase {
        MemberCase(
            member: member, addressing: addressing, invoke: invoke, defaultAnswer: fallback, scriptedAnswer: scripted)
    }

    private static func notify(_ call: () -> Void) -> Answer {
        call()
        return .nothing
    }

    private static let nothing: (UITableView, IndexPath) -> Answer = { _, _ in .nothing }
    private static let says: (RecordingNode) -> Answer = { _ in .nothing }
    private static func always(_ answer: Answer) -> (UITableView, IndexPath) -> Answer { { _, _ in answer } }
    private static func scripted(_ answer: Answer) -> (RecordingNode) -> Answer { { _ in answer } }

    /// Calls a context-menu follow-up with the configuration the node produced for `target`, or with a
    /// configuration nobody produced when none was.
    private static func withMenu(
        _ node: CascadingNode, _ table: UITableView, _ target: IndexPath, _ call: (UIContextMenuConfiguration) -> Answer
    ) -> Answer {
        let produced = node.tableView(table, contextMenuConfigurationForRowAt: target, point: .zero)
        return call(produced ?? UIContextMenuConfiguration())
    }

    /// A focus change leaving `target`. Only the headless table lets code create one; against UIKit
    /// (the iOS build of these tests) the context carries no rows.
    private static func focusContext(_ target: IndexPath) -> UITableViewFocusUpdateContext {
        #if !canImport(UIKit)
            UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: target, nextFocusedIndexPath: nil)
        #else
            UITableViewFocusUpdateContext()
        #endif
    }

    static let all: [MemberCase] =
        dataSource + rowConfiguration + headersAndHeights + menusAndActions
        + (MemberCatalogue.self as any DeprecatedMemberCases.Type).deprecatedMembers + editing
        + focusAndPrimaryActions + scrollView + prefetching + dragging + dropping

    private static let dataSource: [MemberCase] = [
        section(.numberOfRowsInSection, always(.int(0)), scripted(.int(Script.numberOfRows))) {
            .int($0.tableView($1, numberOfRowsInSection: $2))
        },
        row(.cellForRowAt, always(.freshCell), { Answer($0.cell) }) {
            let cell = $0.tableView($1, cellForRowAt: $2)
            return cell is ScriptedCell ? Answer(cell) : .freshCell
        },
        other(.numberOfSections, .tableWide, always(.int(1)), scripted(.int(Script.numberOfSections))) {
            node, table, _ in .int(node.numberOfSections(in: table))
        },
        section(.titleForHeaderInSection, always(.text(nil)), scripted(.text(Script.headerTitle))) {
            .text($0.tableView($1, titleForHeaderInSection: $2))
        },
        section(.titleForFooterInSection, always(.text(nil)), scripted(.text(Script.footerTitle))) {
            .text($0.tableView($1, titleForFooterInSection: $2))
        },
        row(.commitEditingStyle, nothing, says) { node, table, target in
            notify { node.tableView(table, commit: .delete, forRowAt: target) }
        },
        row(.canEditRowAt, always(.bool(false)), scripted(.bool(true))) { .bool($0.tableView($1, canEditRowAt: $2)) },
        row(.canMoveRowAt, always(.bool(false)), scripted(.bool(true))) { .bool($0.tableView($1, canMoveRowAt: $2)) },
        other(.moveRowAt, .move, nothing, says) { node, table, target in
            notify { node.tableView(table, moveRowAt: target, to: target) }
        },
        other(.sectionIndexTitles, .tableWide, always(.texts(nil)), scripted(.texts(Script.indexTitles))) {
            node, table, _ in .texts(node.sectionIndexTitles(for: table))
        },
        other(.sectionForSectionIndexTitle, .tableWide, always(.int(0)), scripted(.int(Script.sectionForIndexTitle))) {
            node, table, _ in .int(node.tableView(table, sectionForSectionIndexTitle: "A", at: 0))
        },
    ]

    private static let rowConfiguration: [MemberCase] = [
        row(.willDisplayCell, nothing, says) { node, table, target in
            notify { node.tableView(table, willDisplay: UITableViewCell(), forRowAt: target) }
        },
        row(.indentationLevelForRowAt, always(.int(0)), scripted(.int(Script.indentationLevel))) {
            .int($0.tableView($1, indentationLevelForRowAt: $2))
        },
        row(.shouldSpringLoadRowAt, always(.bool(true)), scripted(.bool(false))) {
            .bool($0.tableView($1, shouldSpringLoadRowAt: $2, with: SpringLoadedContext()))
        },
        row(.willSelectRowAt, { .indexPath($1) }, scripted(.indexPath(Script.redirectedSelection))) {
            .indexPath($0.tableView($1, willSelectRowAt: $2))
        },
        row(.didSelectRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didSelectRowAt: target) }
        },
        row(.willDeselectRowAt, { .indexPath($1) }, scripted(.indexPath(Script.redirectedDeselection))) {
            .indexPath($0.tableView($1, willDeselectRowAt: $2))
        },
        row(.didDeselectRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didDeselectRowAt: target) }
        },
        row(.shouldBeginMultipleSelectionInteractionAt, always(.bool(false)), scripted(.bool(true))) {
            .bool($0.tableView($1, shouldBeginMultipleSelectionInteractionAt: $2))
        },
        row(.didBeginMultipleSelectionInteractionAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didBeginMultipleSelectionInteractionAt: target) }
        },
        other(.didEndMultipleSelectionInteraction, .event, nothing, says) { node, table, _ in
            notify { node.tableViewDidEndMultipleSelectionInteraction(table) }
        },
        row(.accessoryButtonTappedForRowWith, nothing, says) { node, table, target in
            notify { node.tableView(table, accessoryButtonTappedForRowWith: target) }
        },
        row(.didEndDisplayingCell, nothing, says) { node, table, target in
            notify { node.tableView(table, didEndDisplaying: UITableViewCell(), forRowAt: target) }
        },
    ]

    private static let headersAndHeights: [MemberCase] = [
        section(.viewForHeaderInSection, always(Answer(nil)), { Answer($0.headerView) }) {
            Answer($0.tableView($1, viewForHeaderInSection: $2))
        },
        section(.viewForFooterInSection, always(Answer(nil)), { Answer($0.footerView) }) {
            Answer($0.tableView($1, viewForFooterInSection: $2))
        },
        section(.willDisplayHeaderView, nothing, says) { node, table, section in
            notify { node.tableView(table, willDisplayHeaderView: UIView(), forSection: section) }
        },
        section(.willDisplayFooterView, nothing, says) { node, table, section in
            notify { node.tableView(table, willDisplayFooterView: UIView(), forSection: section) }
        },
        section(.didEndDisplayingHeaderView, nothing, says) { node, table, section in
            notify { node.tableView(table, didEndDisplayingHeaderView: UIView(), forSection: section) }
        },
        section(.didEndDisplayingFooterView, nothing, says) { node, table, section in
            notify { node.tableView(table, didEndDisplayingFooterView: UIView(), forSection: section) }
        },
        row(.heightForRowAt, always(.height(UITableView.automaticDimension)), scripted(.height(Script.rowHeight))) {
            .height($0.tableView($1, heightForRowAt: $2))
        },
        section(.heightForHeaderInSection, always(.height(0)), scripted(.height(Script.headerHeight))) {
            .height($0.tableView($1, heightForHeaderInSection: $2))
        },
        section(.heightForFooterInSection, always(.height(0)), scripted(.height(Script.footerHeight))) {
            .height($0.tableView($1, heightForFooterInSection: $2))
        },
        row(
            .estimatedHeightForRowAt, always(.height(UITableView.automaticDimension)),
            scripted(.height(Script.estimatedRowHeight))
        ) { .height($0.tableView($1, estimatedHeightForRowAt: $2)) },
        section(.estimatedHeightForHeaderInSection, always(.height(0)), scripted(.height(Script.estimatedHeaderHeight)))
        {
            .height($0.tableView($1, estimatedHeightForHeaderInSection: $2))
        },
        section(.estimatedHeightForFooterInSection, always(.height(0)), scripted(.height(Script.estimatedFooterHeight)))
        {
            .height($0.tableView($1, estimatedHeightForFooterInSection: $2))
        },
    ]

    private static let menusAndActions: [MemberCase] = [
        row(.contextMenuConfigurationForRowAt, always(Answer(nil)), { Answer($0.menu) }) {
            Answer($0.tableView($1, contextMenuConfigurationForRowAt: $2, point: .zero))
        },
        other(.previewForDismissingContextMenu, .menu, always(Answer(nil)), { Answer($0.dismissingPreview) }) {
            node, table, target in
            withMenu(node, table, target) {
                Answer(node.tableView(table, previewForDismissingContextMenuWithConfiguration: $0))
            }
        },
        other(.previewForHighlightingContextMenu, .menu, always(Answer(nil)), { Answer($0.highlightingPreview) }) {
            node, table, target in
            withMenu(node, table, target) {
                Answer(node.tableView(table, previewForHighlightingContextMenuWithConfiguration: $0))
            }
        },
        other(.willDisplayContextMenu, .menu, nothing, says) { node, table, target in
            withMenu(node, table, target) { menu in
                notify { node.tableView(table, willDisplayContextMenu: menu, animator: nil) }
            }
        },
        other(.willEndContextMenuInteraction, .menu, nothing, says) { node, table, target in
            withMenu(node, table, target) { menu in
                notify { node.tableView(table, willEndContextMenuInteraction: menu, animator: nil) }
            }
        },
        other(.willPerformPreviewActionForMenu, .menu, nothing, says) { node, table, target in
            withMenu(node, table, target) { menu in
                notify { node.tableView(table, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator()) }
            }
        },
        row(.leadingSwipeActionsConfigurationForRowAt, always(Answer(nil)), { Answer($0.leadingActions) }) {
            Answer($0.tableView($1, leadingSwipeActionsConfigurationForRowAt: $2))
        },
        row(.trailingSwipeActionsConfigurationForRowAt, always(Answer(nil)), { Answer($0.trailingActions) }) {
            Answer($0.tableView($1, trailingSwipeActionsConfigurationForRowAt: $2))
        },
    ]

    private static let editing: [MemberCase] = [
        row(.shouldHighlightRowAt, always(.bool(true)), scripted(.bool(false))) {
            .bool($0.tableView($1, shouldHighlightRowAt: $2))
        },
        row(.didHighlightRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didHighlightRowAt: target) }
        },
        row(.didUnhighlightRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didUnhighlightRowAt: target) }
        },
        row(.willBeginEditingRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, willBeginEditingRowAt: target) }
        },
        row(.didEndEditingRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, didEndEditingRowAt: target) }
        },
        row(.editingStyleForRowAt, always(.editingStyle(.none)), scripted(.editingStyle(Script.editingStyle))) {
            .editingStyle($0.tableView($1, editingStyleForRowAt: $2))
        },
        row(.titleForDeleteConfirmationButtonForRowAt, always(.text(nil)), scripted(.text(Script.deleteTitle))) {
            .text($0.tableView($1, titleForDeleteConfirmationButtonForRowAt: $2))
        },
        row(.shouldIndentWhileEditingRowAt, always(.bool(false)), scripted(.bool(true))) {
            .bool($0.tableView($1, shouldIndentWhileEditingRowAt: $2))
        },
        other(
            .targetIndexPathForMove, .move, always(.indexPath(proposedDestination)),
            scripted(.indexPath(Script.moveTarget))
        ) {
            .indexPath($0.tableView($1, targetIndexPathForMoveFromRowAt: $2, toProposedIndexPath: proposedDestination))
        },
    ]

    private static let focusAndPrimaryActions: [MemberCase] = [
        row(.canFocusRowAt, always(.bool(true)), scripted(.bool(false))) { .bool($0.tableView($1, canFocusRowAt: $2)) },
        other(.shouldUpdateFocusIn, .focus, always(.bool(true)), scripted(.bool(false))) {
            .bool($0.tableView($1, shouldUpdateFocusIn: focusContext($2)))
        },
        other(.didUpdateFocusIn, .focus, nothing, says) { node, table, target in
            notify {
                node.tableView(table, didUpdateFocusIn: focusContext(target), with: UIFocusAnimationCoordinator())
            }
        },
        other(
            .indexPathForPreferredFocusedView, .tableWide, always(.indexPath(nil)),
            scripted(.indexPath(Script.preferredFocus))
        ) {
            node, table, _ in .indexPath(node.indexPathForPreferredFocusedView(in: table))
        },
        row(.selectionFollowsFocusForRowAt, { table, _ in .bool(table.selectionFollowsFocus) }, scripted(.bool(true))) {
            .bool($0.tableView($1, selectionFollowsFocusForRowAt: $2))
        },
        row(.canPerformPrimaryActionForRowAt, { table, _ in .bool(!table.isEditing) }, scripted(.bool(false))) {
            .bool($0.tableView($1, canPerformPrimaryActionForRowAt: $2))
        },
        row(.performPrimaryActionForRowAt, nothing, says) { node, table, target in
            notify { node.tableView(table, performPrimaryActionForRowAt: target) }
        },
    ]

    private static let scrollView: [MemberCase] = [
        other(.scrollViewDidScroll, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidScroll(table) }
        },
        other(.scrollViewWillBeginDragging, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewWillBeginDragging(table) }
        },
        other(.scrollViewWillEndDragging, .event, always(.height(0)), scripted(.height(10))) { node, table, _ in
            var target = CGPoint.zero
            node.scrollViewWillEndDragging(table, withVelocity: .zero, targetContentOffset: &target)
            return .height(target.y)
        },
        other(.scrollViewDidEndDragging, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidEndDragging(table, willDecelerate: true) }
        },
        other(.scrollViewShouldScrollToTop, .event, always(.bool(true)), scripted(.bool(false))) { node, table, _ in
            .bool(node.scrollViewShouldScrollToTop(table))
        },
        other(.scrollViewDidScrollToTop, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidScrollToTop(table) }
        },
        other(.scrollViewWillBeginDecelerating, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewWillBeginDecelerating(table) }
        },
        other(.scrollViewDidEndDecelerating, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidEndDecelerating(table) }
        },
        other(.viewForZooming, .event, always(Answer(nil)), { Answer($0.zoomingView) }) { node, table, _ in
            Answer(node.viewForZooming(in: table))
        },
        other(.scrollViewWillBeginZooming, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewWillBeginZooming(table, with: nil) }
        },
        other(.scrollViewDidEndZooming, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidEndZooming(table, with: nil, atScale: 2) }
        },
        other(.scrollViewDidZoom, .event, nothing, says) { node, table, _ in notify { node.scrollViewDidZoom(table) } },
        other(.scrollViewDidEndScrollingAnimation, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidEndScrollingAnimation(table) }
        },
        other(.scrollViewDidChangeAdjustedContentInset, .event, nothing, says) { node, table, _ in
            notify { node.scrollViewDidChangeAdjustedContentInset(table) }
        },
    ]

    private static let prefetching: [MemberCase] = [
        other(.prefetchRowsAt, .rows, nothing, says) { node, table, target in
            notify { node.tableView(table, prefetchRowsAt: [target]) }
        },
        other(.cancelPrefetchingForRowsAt, .rows, nothing, says) { node, table, target in
            notify { node.tableView(table, cancelPrefetchingForRowsAt: [target]) }
        },
    ]
}

extension MemberCatalogue {
    fileprivate static func first(_ items: [UIDragItem]) -> Answer {
        Answer(items.first)
    }

    fileprivate static func describe(_ proposal: UITableViewDropProposal) -> Answer {
        .text("\(proposal.operation) \(proposal.intent)")
    }

    fileprivate static let dragging: [MemberCase] = [
        MemberCase(
            member: .itemsForBeginning, addressing: .row,
            invoke: { node, table, target in first(node.tableView(table, itemsForBeginning: DragSession(), at: target))
            },
            defaultAnswer: { _, _ in Answer(nil) }, scriptedAnswer: { Answer($0.dragItem) }),
        MemberCase(
            member: .itemsForAddingTo, addressing: .row,
            invoke: { node, table, target in
                first(node.tableView(table, itemsForAddingTo: DragSession(), at: target, point: .zero))
            },
            defaultAnswer: { _, _ in Answer(nil) }, scriptedAnswer: { Answer($0.dragItem) }),
        MemberCase(
            member: .dragPreviewParametersForRowAt, addressing: .row,
            invoke: { node, table, target in Answer(node.tableView(table, dragPreviewParametersForRowAt: target)) },
            defaultAnswer: { _, _ in Answer(nil) }, scriptedAnswer: { Answer($0.dragPreview) }),
        MemberCase(
            member: .dragSessionWillBegin, addressing: .tableWide,
            invoke: { node, table, _ in
                node.tableView(table, dragSessionWillBegin: DragSession())
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .dragSessionDidEnd, addressing: .tableWide,
            invoke: { node, table, _ in
                node.tableView(table, dragSessionDidEnd: DragSession())
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .dragSessionAllowsMoveOperation, addressing: .tableWide,
            invoke: { node, table, _ in .bool(node.tableView(table, dragSessionAllowsMoveOperation: DragSession())) },
            defaultAnswer: { _, _ in .bool(true) }, scriptedAnswer: { _ in .bool(false) }),
        MemberCase(
            member: .dragSessionIsRestrictedToDraggingApplication, addressing: .tableWide,
            invoke: { node, table, _ in
                .bool(node.tableView(table, dragSessionIsRestrictedToDraggingApplication: DragSession()))
            },
            defaultAnswer: { _, _ in .bool(false) }, scriptedAnswer: { _ in .bool(true) }),
    ]

    fileprivate static let dropping: [MemberCase] = [
        MemberCase(
            member: .performDropWith, addressing: .section,
            invoke: { node, table, target in
                node.tableView(table, performDropWith: DropCoordinator(destinationIndexPath: target))
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .canHandle, addressing: .event,
            invoke: { node, table, _ in .bool(node.tableView(table, canHandle: DropSession())) },
            defaultAnswer: { _, _ in .bool(true) }, scriptedAnswer: { _ in .bool(false) }),
        MemberCase(
            member: .dropSessionDidEnter, addressing: .event,
            invoke: { node, table, _ in
                node.tableView(table, dropSessionDidEnter: DropSession())
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .dropSessionDidUpdate, addressing: .section,
            invoke: { node, table, target in
                describe(node.tableView(table, dropSessionDidUpdate: DropSession(), withDestinationIndexPath: target))
            },
            defaultAnswer: { _, _ in .text("cancel unspecified") },
            scriptedAnswer: { _ in .text("copy insertIntoDestinationIndexPath") }),
        MemberCase(
            member: .dropSessionDidExit, addressing: .event,
            invoke: { node, table, _ in
                node.tableView(table, dropSessionDidExit: DropSession())
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .dropSessionDidEnd, addressing: .event,
            invoke: { node, table, _ in
                node.tableView(table, dropSessionDidEnd: DropSession())
                return .nothing
            },
            defaultAnswer: { _, _ in .nothing }, scriptedAnswer: { _ in .nothing }),
        MemberCase(
            member: .dropPreviewParametersForRowAt, addressing: .row,
            invoke: { node, table, target in Answer(node.tableView(table, dropPreviewParametersForRowAt: target)) },
            defaultAnswer: { _, _ in Answer(nil) }, scriptedAnswer: { Answer($0.dropPreview) }),
    ]
}

/// A drag session for calls that need one.
@MainActor
final class DragSession: NSObject, UIDragSession {
    var items: [UIDragItem] = []
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var localContext: Any?
    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
}

/// A drop session for calls that need one.
@MainActor
final class DropSession: NSObject, UIDropSession {
    var items: [UIDragItem] = []
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var localDragSession: (any UIDragSession)?
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    let progress = Progress(totalUnitCount: 1)
    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        completion([])
        return progress
    }
}

/// A drop coordinator for calls that need one, with the destination a test chooses.
@MainActor
final class DropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem] = []
    let destinationIndexPath: IndexPath?
    let proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    let session: any UIDropSession = DropSession()

    init(destinationIndexPath: IndexPath?) {
        self.destinationIndexPath = destinationIndexPath
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
        -> any UITableViewDropPlaceholderContext
    {
        preconditionFailure("not used by the forwarding tests")
    }
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating { Animator() }
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        Animator()
    }
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating { Animator() }

    final class Animator: NSObject, UIDragAnimating {
        func addAnimations(_ animations: @escaping () -> Void) { animations() }
        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
    }
}

/// A spring-loading context for calls that need one.
@MainActor
final class SpringLoadedContext: NSObject, UISpringLoadedInteractionContext {
    let state = UISpringLoadedInteractionEffectState.activated
    var targetView: UIView?
    var targetItem: Any?
    func location(in view: UIView?) -> CGPoint { .zero }
}

/// A commit animator for calls that need one.
@MainActor
final class CommitAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}

/// The catalogue's cases for the members UIKit deprecated in iOS 13, which call them as deprecated code
/// may: listed through this protocol, the catalogue is not deprecated itself.
@MainActor
private protocol DeprecatedMemberCases {
    /// The edit menu's and the legacy swipe buttons' cases.
    static var deprecatedMembers: [MemberCase] { get }
}

extension MemberCatalogue: DeprecatedMemberCases {
    /// The edit-menu command the cases ask about, named by a variable (a literal would draw the
    /// compiler's advice to write `#selector`, which Linux does not have).
    private static let copyCommand = "copy:"

    @available(iOS, deprecated: 13.0)
    fileprivate static var deprecatedMembers: [MemberCase] {
        [
            row(.shouldShowMenuForRowAt, always(.bool(false)), scripted(.bool(true))) {
                .bool($0.tableView($1, shouldShowMenuForRowAt: $2))
            },
            row(.canPerformAction, always(.bool(false)), scripted(.bool(true))) {
                .bool($0.tableView($1, canPerformAction: Selector(copyCommand), forRowAt: $2, withSender: nil))
            },
            row(.performAction, nothing, says) { node, table, target in
                notify {
                    node.tableView(table, performAction: Selector(copyCommand), forRowAt: target, withSender: nil)
                }
            },
            row(.editActionsForRowAt, always(Answer(nil)), { Answer($0.editAction) }) {
                Answer($0.tableView($1, editActionsForRowAt: $2)?.first)
            },
        ]
    }
}

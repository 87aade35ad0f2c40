#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// How a collection-view member is addressed, which decides how the tests route it.
    enum CollectionAddressing: Equatable {
        /// One item's index path: routed by section, then by item.
        case item
        /// One section.
        case section
        /// A supplementary view's index path: routed by its section.
        case supplementary
        /// A list of index paths (prefetching).
        case items
        /// A source and a destination index path.
        case move
        /// A drop's destination index path: routed by its section.
        case drop
        /// A context-menu configuration produced earlier.
        case menu
        /// A drag session started earlier from items.
        case dragSession
        /// A view-wide event delivered to observing nodes.
        case event
        /// Nothing positional (counts, index titles, preferred focus).
        case viewWide
    }

    /// One collection-view member: how to call it, its documented default and what a
    /// `RecordingCollectionNode` answers.
    struct CollectionMemberCase: CustomTestStringConvertible, Sendable {
        let name: String
        let addressing: CollectionAddressing
        /// Calls the member on a node, addressed to `target` (its section for section members).
        let invoke: @MainActor @Sendable (CascadingNode, UICollectionView, IndexPath) -> String
        /// The documented default for a call addressed to `target`.
        let defaultAnswer: @MainActor @Sendable (UICollectionView, IndexPath) -> String
        /// What a `RecordingCollectionNode` answers.
        let scripted: String

        var testDescription: String { name }

        /// What the recording node records when the call addressed to `target` reaches it.
        func recordedCall(for target: IndexPath) -> String {
            switch addressing {
            case .section: "\(name) \(target[0])"
            case .move: "\(name) \(Array(target))→\(Array(target))"
            case .item, .supplementary, .items, .drop: "\(name) \(Array(target))"
            case .menu, .dragSession, .event, .viewWide: name
            }
        }
    }

    /// An answer as text, whatever the member's return type: objects by kind, values by description.
    func describedAnswer(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let view as UICollectionReusableView: "\(type(of: view))"
        case let items as [UIDragItem]: "\(items.count) items"
        case is UIDragPreviewParameters: "parameters"
        case is UITargetedPreview: "preview"
        case is UIContextMenuConfiguration: "menu"
        case let layout as UICollectionViewTransitionLayout: "\(type(of: layout))"
        case let proposal as UICollectionViewDropProposal:
            // Answers are described on the main actor, where the catalogue's members run.
            MainActor.assumeIsolated { "\(proposal.operation.rawValue)/\(proposal.intent.rawValue)" }
        case let indexPath as IndexPath: "\(Array(indexPath))"
        case is Void: "nothing"
        case let value?: "\(value)"
        }
    }

    /// Every collection-view member CascadingNode forwards.
    enum CollectionMemberCatalogue {
        /// A new flow layout's value, described.
        @MainActor private static func flow(_ value: (UICollectionViewFlowLayout) -> Any) -> String {
            describedAnswer(value(UICollectionViewFlowLayout()))
        }

        static func entry(_ name: String) -> CollectionMemberCase {
            all.first { $0.name == name }!
        }

        private static func member(
            _ name: String, _ addressing: CollectionAddressing,
            _ defaultAnswer: @autoclosure @escaping @MainActor @Sendable () -> String, _ scripted: String,
            _ invoke: @escaping @MainActor @Sendable (CascadingNode, UICollectionView, IndexPath) -> Any?
        ) -> CollectionMemberCase {
            CollectionMemberCase(
                name: name, addressing: addressing, invoke: { describedAnswer(invoke($0, $1, $2)) },
                defaultAnswer: { _, _ in defaultAnswer() }, scripted: scripted)
        }

        static let all: [CollectionMemberCase] = dataSource + delegate + flowLayout + dragAndDrop + nodeLayout

        /// The layout and swipe actions the nodes describe for the root's compositional layout.
        static let nodeLayout: [CollectionMemberCase] = [
            member("layoutForSectionAt", .section, "nil", "grid") { node, view, target in
                node.collectionView(view, layoutForSectionAt: target[0]).map { _ in "grid" }
            },
            member("leadingSwipeActionsConfigurationForItemAt", .item, "nil", "actions") { node, view, target in
                node.collectionView(view, leadingSwipeActionsConfigurationForItemAt: target).map { _ in "actions" }
            },
            member("trailingSwipeActionsConfigurationForItemAt", .item, "nil", "actions") { node, view, target in
                node.collectionView(view, trailingSwipeActionsConfigurationForItemAt: target).map { _ in "actions" }
            },
        ]

        static let dataSource: [CollectionMemberCase] = [
            member("numberOfItemsInSection", .section, "0", "7") {
                $0.collectionView($1, numberOfItemsInSection: $2[0])
            },
            member("cellForItemAt", .item, "UICollectionViewCell", "RecordedCell") {
                $0.collectionView($1, cellForItemAt: $2)
            },
            member(
                "viewForSupplementaryElementOfKind", .supplementary, "UICollectionReusableView", "RecordedReusableView"
            ) { $0.collectionView($1, viewForSupplementaryElementOfKind: "header", at: $2) },
            member("canMoveItemAt", .item, "false", "true") { $0.collectionView($1, canMoveItemAt: $2) },
            member("moveItemAt", .move, "nothing", "nothing") { $0.collectionView($1, moveItemAt: $2, to: $2) },
            member("prefetchItemsAt", .items, "nothing", "nothing") { $0.collectionView($1, prefetchItemsAt: [$2]) },
            member("cancelPrefetchingForItemsAt", .items, "nothing", "nothing") {
                $0.collectionView($1, cancelPrefetchingForItemsAt: [$2])
            },
            member("numberOfSections", .viewWide, "1", "1") { node, view, _ in node.numberOfSections(in: view) },
            member("indexTitles", .viewWide, "nil", "[\"R\", \"S\"]") { node, view, _ in node.indexTitles(for: view) },
            CollectionMemberCase(
                name: "indexPathForIndexTitle", addressing: .viewWide,
                invoke: { node, view, _ in
                    describedAnswer(node.collectionView(view, indexPathForIndexTitle: "T", at: 3))
                },
                defaultAnswer: { _, _ in "[3, 0]" }, scripted: "[4, 4]"),
        ]

        static let delegate: [CollectionMemberCase] =
            [
                member("shouldHighlightItemAt", .item, "true", "false") {
                    $0.collectionView($1, shouldHighlightItemAt: $2)
                },
                member("didHighlightItemAt", .item, "nothing", "nothing") {
                    $0.collectionView($1, didHighlightItemAt: $2)
                },
                member("didUnhighlightItemAt", .item, "nothing", "nothing") {
                    $0.collectionView($1, didUnhighlightItemAt: $2)
                },
                member("shouldSelectItemAt", .item, "true", "false") { $0.collectionView($1, shouldSelectItemAt: $2) },
                member("shouldDeselectItemAt", .item, "true", "false") {
                    $0.collectionView($1, shouldDeselectItemAt: $2)
                },
                member("didSelectItemAt", .item, "nothing", "nothing") { $0.collectionView($1, didSelectItemAt: $2) },
                member("didDeselectItemAt", .item, "nothing", "nothing") {
                    $0.collectionView($1, didDeselectItemAt: $2)
                },
                member("shouldBeginMultipleSelectionInteractionAt", .item, "false", "true") {
                    $0.collectionView($1, shouldBeginMultipleSelectionInteractionAt: $2)
                },
                member("didBeginMultipleSelectionInteractionAt", .item, "nothing", "nothing") {
                    $0.collectionView($1, didBeginMultipleSelectionInteractionAt: $2)
                },
                member("collectionViewDidEndMultipleSelectionInteraction", .event, "nothing", "nothing") {
                    node, view, _ in
                    node.collectionViewDidEndMultipleSelectionInteraction(view)
                },
                member("willDisplayCell", .item, "nothing", "nothing") {
                    $0.collectionView($1, willDisplay: UICollectionViewCell(frame: .zero), forItemAt: $2)
                },
                member("willDisplaySupplementaryView", .supplementary, "nothing", "nothing") {
                    $0.collectionView(
                        $1, willDisplaySupplementaryView: UICollectionReusableView(frame: .zero),
                        forElementKind: "header",
                        at: $2)
                },
                member("didEndDisplayingCell", .item, "nothing", "nothing") {
                    $0.collectionView($1, didEndDisplaying: UICollectionViewCell(frame: .zero), forItemAt: $2)
                },
                member("didEndDisplayingSupplementaryView", .supplementary, "nothing", "nothing") {
                    $0.collectionView(
                        $1, didEndDisplayingSupplementaryView: UICollectionReusableView(frame: .zero),
                        forElementOfKind: "header", at: $2)
                },
                member("canEditItemAt", .item, "true", "false") { $0.collectionView($1, canEditItemAt: $2) },
                member("targetIndexPathForMoveOfItemFromOriginalIndexPath", .item, "[0, 0]", "[9, 9]") {
                    $0.collectionView(
                        $1, targetIndexPathForMoveOfItemFromOriginalIndexPath: $2, atCurrentIndexPath: $2,
                        toProposedIndexPath: IndexPath(item: 0, section: 0))
                },
                member(
                    "transitionLayoutForOldLayout", .viewWide, "UICollectionViewTransitionLayout",
                    "RecordedTransitionLayout"
                ) { node, view, _ in
                    node.collectionView(
                        view, transitionLayoutForOldLayout: view.collectionViewLayout,
                        newLayout: UICollectionViewFlowLayout())
                },
                member(
                    "targetContentOffsetForProposedContentOffset", .event, describedAnswer(CGPoint(x: 1, y: 2)),
                    describedAnswer(CGPoint(x: 4, y: 6))
                ) { node, view, _ in
                    node.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 1, y: 2))
                },
                member("contextMenuConfigurationForItemsAt", .item, "nil", "menu") {
                    $0.collectionView($1, contextMenuConfigurationForItemsAt: [$2], point: .zero)
                },
                member("highlightPreviewForItemAt", .menu, "nil", "preview") {
                    $0.collectionView(
                        $1, contextMenuConfiguration: CollectionMemberCatalogue.menu(of: $0),
                        highlightPreviewForItemAt: $2)
                },
                member("dismissalPreviewForItemAt", .menu, "nil", "preview") {
                    $0.collectionView(
                        $1, contextMenuConfiguration: CollectionMemberCatalogue.menu(of: $0),
                        dismissalPreviewForItemAt: $2)
                },
                member("willDisplayContextMenu", .menu, "nothing", "nothing") { node, view, _ in
                    node.collectionView(
                        view, willDisplayContextMenu: CollectionMemberCatalogue.menu(of: node), animator: nil)
                },
                member("willEndContextMenuInteraction", .menu, "nothing", "nothing") { node, view, _ in
                    node.collectionView(
                        view, willEndContextMenuInteraction: CollectionMemberCatalogue.menu(of: node), animator: nil)
                },
                member("willPerformPreviewActionForMenuWith", .menu, "nothing", "nothing") { node, view, _ in
                    node.collectionView(
                        view, willPerformPreviewActionForMenuWith: CollectionMemberCatalogue.menu(of: node),
                        animator: CommitAnimator())
                },
                member("sceneActivationConfigurationForItemAt", .item, "nil", "scene") {
                    $0.collectionView($1, sceneActivationConfigurationForItemAt: $2, point: .zero).map { _ in "scene" }
                },
                member("canPerformPrimaryActionForItemAt", .item, "true", "false") {
                    $0.collectionView($1, canPerformPrimaryActionForItemAt: $2)
                },
                member("performPrimaryActionForItemAt", .item, "nothing", "nothing") {
                    $0.collectionView($1, performPrimaryActionForItemAt: $2)
                },
                member("shouldSpringLoadItemAt", .item, "true", "false") {
                    $0.collectionView($1, shouldSpringLoadItemAt: $2, with: SpringLoadedContext())
                },
                member("canFocusItemAt", .item, "true", "false") { $0.collectionView($1, canFocusItemAt: $2) },
                member("selectionFollowsFocusForItemAt", .item, "false", "true") {
                    $0.collectionView($1, selectionFollowsFocusForItemAt: $2)
                },
                member("shouldUpdateFocusIn", .item, "true", "false") {
                    $0.collectionView($1, shouldUpdateFocusIn: focusContext(to: $2))
                },
                member("didUpdateFocusIn", .item, "nothing", "nothing") {
                    $0.collectionView($1, didUpdateFocusIn: focusContext(to: $2), with: UIFocusAnimationCoordinator())
                },
                member("indexPathForPreferredFocusedView", .viewWide, "nil", "[5, 5]") { node, view, _ in
                    node.indexPathForPreferredFocusedView(in: view)
                },
            ] + (CollectionMemberCatalogue.self as any EarlierCollectionMemberCases.Type).earlierForms

        /// A focus change from outside the collection view to an item.
        @MainActor static func focusContext(to indexPath: IndexPath) -> UICollectionViewFocusUpdateContext {
            UICollectionViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: nil, nextFocusedIndexPath: indexPath)
        }

        static let flowLayout: [CollectionMemberCase] = [
            member("sizeForItemAt", .item, flow(\.itemSize), describedAnswer(CGSize(width: 11, height: 12))) {
                $0.collectionView($1, layout: $1.collectionViewLayout, sizeForItemAt: $2)
            },
            member(
                "insetForSectionAt", .section, flow(\.sectionInset),
                describedAnswer(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            ) {
                $0.collectionView($1, layout: $1.collectionViewLayout, insetForSectionAt: $2[0])
            },
            member("minimumLineSpacingForSectionAt", .section, flow(\.minimumLineSpacing), "13.0") {
                $0.collectionView($1, layout: $1.collectionViewLayout, minimumLineSpacingForSectionAt: $2[0])
            },
            member("minimumInteritemSpacingForSectionAt", .section, flow(\.minimumInteritemSpacing), "14.0") {
                $0.collectionView($1, layout: $1.collectionViewLayout, minimumInteritemSpacingForSectionAt: $2[0])
            },
            member(
                "referenceSizeForHeaderInSection", .section, flow(\.headerReferenceSize),
                describedAnswer(CGSize(width: 15, height: 16))
            ) {
                $0.collectionView($1, layout: $1.collectionViewLayout, referenceSizeForHeaderInSection: $2[0])
            },
            member(
                "referenceSizeForFooterInSection", .section, flow(\.footerReferenceSize),
                describedAnswer(CGSize(width: 17, height: 18))
            ) {
                $0.collectionView($1, layout: $1.collectionViewLayout, referenceSizeForFooterInSection: $2[0])
            },
        ]

        static let dragAndDrop: [CollectionMemberCase] = [
            member("itemsForBeginning", .item, "0 items", "1 items") {
                $0.collectionView($1, itemsForBeginning: DragSession(), at: $2)
            },
            member("itemsForAddingTo", .item, "0 items", "1 items") {
                $0.collectionView($1, itemsForAddingTo: DragSession(), at: $2, point: .zero)
            },
            member("dragPreviewParametersForItemAt", .item, "nil", "parameters") {
                $0.collectionView($1, dragPreviewParametersForItemAt: $2)
            },
            member("dragSessionWillBegin", .dragSession, "nothing", "nothing") { node, view, _ in
                node.collectionView(view, dragSessionWillBegin: DragSession())
            },
            member("dragSessionDidEnd", .dragSession, "nothing", "nothing") { node, view, _ in
                node.collectionView(view, dragSessionDidEnd: DragSession())
            },
            member("dragSessionAllowsMoveOperation", .dragSession, "true", "false") { node, view, _ in
                node.collectionView(view, dragSessionAllowsMoveOperation: DragSession())
            },
            member("dragSessionIsRestrictedToDraggingApplication", .dragSession, "false", "true") { node, view, _ in
                node.collectionView(view, dragSessionIsRestrictedToDraggingApplication: DragSession())
            },
            member("performDropWith", .drop, "nothing", "nothing") {
                $0.collectionView($1, performDropWith: CollectionDropCoordinator(destinationIndexPath: $2))
            },
            member("canHandle", .event, "true", "false") { node, view, _ in
                node.collectionView(view, canHandle: DropSession())
            },
            member("dropSessionDidEnter", .event, "nothing", "nothing") { node, view, _ in
                node.collectionView(view, dropSessionDidEnter: DropSession())
            },
            member("dropSessionDidUpdate", .drop, "0/0", "3/1") {
                $0.collectionView($1, dropSessionDidUpdate: DropSession(), withDestinationIndexPath: $2)
            },
            member("dropSessionDidExit", .event, "nothing", "nothing") { node, view, _ in
                node.collectionView(view, dropSessionDidExit: DropSession())
            },
            member("dropSessionDidEnd", .event, "nothing", "nothing") { node, view, _ in
                node.collectionView(view, dropSessionDidEnd: DropSession())
            },
            member("dropPreviewParametersForItemAt", .item, "nil", "parameters") {
                $0.collectionView($1, dropPreviewParametersForItemAt: $2)
            },
        ]

        /// The menu a recording node produces, or a menu nobody produced for any other node.
        @MainActor static func menu(of node: CascadingNode) -> UIContextMenuConfiguration {
            (node as? RecordingCollectionNode)?.menu ?? strayMenu
        }
        @MainActor private static let strayMenu = UIContextMenuConfiguration()
    }

    /// A collection view's drop coordinator with the destination a test chooses.
    @MainActor
    final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
        let items: [any UICollectionViewDropItem] = []
        let destinationIndexPath: IndexPath?
        let proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        let session: any UIDropSession = DropSession()

        init(destinationIndexPath: IndexPath?) {
            self.destinationIndexPath = destinationIndexPath
        }

        func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
            -> any UICollectionViewDropPlaceholderContext
        {
            preconditionFailure("not used by the forwarding tests")
        }
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
            DropCoordinator.Animator()
        }
        func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
            DropCoordinator.Animator()
        }
        func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
            DropCoordinator.Animator()
        }
    }

    /// A collection view for tests that call nodes directly.
    @MainActor
    func makeCollectionView(layout: UICollectionViewLayout = UICollectionViewFlowLayout()) -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    }

    /// The catalogue's cases for the members UIKit replaced with newer forms, which call them as
    /// deprecated code may: listed through this protocol, the catalogue is not deprecated itself.
    private protocol EarlierCollectionMemberCases {
        /// The cases of the older forms.
        static var earlierForms: [CollectionMemberCase] { get }
    }

    extension CollectionMemberCatalogue: EarlierCollectionMemberCases {
        /// The edit-menu command the cases ask about, named by a variable (a literal would draw the
        /// compiler's advice to write `#selector`, which Linux does not have).
        private static let copyCommand = "copy:"

        @available(iOS, deprecated: 13.0)
        fileprivate static var earlierForms: [CollectionMemberCase] {
            [
                member("targetIndexPathForMoveFromItemAt", .item, "[0, 0]", "[8, 8]") {
                    $0.collectionView(
                        $1, targetIndexPathForMoveFromItemAt: $2, toProposedIndexPath: IndexPath(item: 0, section: 0))
                },
                member("contextMenuConfigurationForItemAt", .item, "nil", "menu") {
                    $0.collectionView($1, contextMenuConfigurationForItemAt: $2, point: .zero)
                },
                member("previewForHighlightingContextMenuWithConfiguration", .menu, "nil", "preview") { node, view, _ in
                    node.collectionView(
                        view,
                        previewForHighlightingContextMenuWithConfiguration: CollectionMemberCatalogue.menu(of: node))
                },
                member("previewForDismissingContextMenuWithConfiguration", .menu, "nil", "preview") { node, view, _ in
                    node.collectionView(
                        view, previewForDismissingContextMenuWithConfiguration: CollectionMemberCatalogue.menu(of: node)
                    )
                },
                member("shouldShowMenuForItemAt", .item, "false", "true") {
                    $0.collectionView($1, shouldShowMenuForItemAt: $2)
                },
                member("canPerformAction", .item, "false", "true") {
                    $0.collectionView($1, canPerformAction: Selector(copyCommand), forItemAt: $2, withSender: nil)
                },
                member("performAction", .item, "nothing", "nothing") {
                    $0.collectionView($1, performAction: Selector(copyCommand), forItemAt: $2, withSender: nil)
                },
            ]
        }
    }
#endif

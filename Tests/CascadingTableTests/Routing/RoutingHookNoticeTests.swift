// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    /// A root that keeps the routing-hook notices it receives.
    private final class NoticeRoot: CascadingRootNode {
        private(set) var notices: [CascadingRoutingHookNotice] = []
        override func tableRoutingDidFindHookOverride(_ notice: CascadingRoutingHookNotice) {
            notices.append(notice)
        }
    }

    /// A section that draws its first row through `child(forRowAt:)`; used by no other test, so that
    /// its class is new to the process's once-per-class notice.
    private final class NoticedHookSection: CascadingSectionNode {
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            indexPath[1] == 0 ? nil : super.child(forRowAt: IndexPath(row: indexPath[1] - 1, section: indexPath[0]))
        }
    }

    /// A group that sends every section to its first child.
    private final class NoticedSectionHookGroup: CascadingGroupNode {
        override func child(forSection section: Int) -> CascadingNode? {
            children.first
        }
    }

    /// A section that declares its own row instead, and only titles itself.
    private final class DeclaringSection: CascadingSectionNode {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Own" }
    }

    @MainActor
    @Suite struct RoutingHookNoticeTests {
        @Test func theRootHearsOnceAboutAClassThatOverridesARoutingHook() {
            let tableView = CountingTable()
            let declaring = DeclaringSection(children: [NamedRow("d")])
            declaring.childrenOffset = 1
            let root = NoticeRoot(
                children: [NoticedHookSection(children: [NamedRow("a")]), declaring, ListSection(["x"], id: \.self)],
                tableView: tableView)
            #expect(root.notices.map(\.nodeClass) == ["NoticedHookSection"])
            #expect(root.notices.first?.hooks == ["child(forRowAt:)"])
            let message = root.notices.first?.description ?? ""
            #expect(message.contains("NoticedHookSection overrides child(forRowAt:)"))
            #expect(message.contains("childrenTrailingOffset"))
            // A second node of the class joining later, and a second root, are not told again.
            root.appendChild(NoticedHookSection(children: [NamedRow("b")]))
            let other = NoticeRoot(children: [NoticedHookSection()], tableView: CountingTable())
            #expect(root.notices.count == 1)
            #expect(other.notices.isEmpty)
            // A class overriding the section hook is named once it joins a prepared tree.
            root.appendChild(NoticedSectionHookGroup(children: [NamedSection("G", rows: ["g"])]))
            #expect(root.notices.map(\.hooks) == [["child(forRowAt:)"], ["child(forSection:)"]])
        }

        @Test func theLibrarysOwnRoutersAreNeverNamed() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            let group = CascadingGroupNode(children: [CascadingSectionNode(children: [NamedRow("r")])])
            let root = NoticeRoot(children: [group, ListSection(["x"], id: \.self)])
            root.prepare(collectionView: collectionView)
            // The stand-in that shows a loading header routes sections itself: it is the library's own.
            group.setLoading(true, style: .header)
            #expect(root.notices.isEmpty)
        }
    }
#endif

// What the tree reads from node classes on Linux: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    @testable import CascadingCore
    import Testing

    /// A row a user writes: a fixed estimate, the height left to the tree's default.
    private final class EstimatedRow: CascadingNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            88
        }
    }
    /// A generic section a user writes, with rows of fixed height.
    private class FixedHeightSection<Model>: CascadingSectionNode {
        var models: [Model] = []
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }
    /// A subclass of the generic section that also estimates.
    private final class EstimatingSection: FixedHeightSection<String> {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            44
        }
    }

    /// A footer that estimates its height, as a user writes it in a subclass of the generic section.
    private final class EstimatedFooterSection: FixedHeightSection<Int> {
        override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            20
        }
    }

    /// What a node class overrides, read from its class metadata by the tree itself: each declares
    /// exactly the optional members it overrides, beyond the heights every node declares.
    @MainActor
    @Suite("Override detection for node classes")
    struct NodeOverrideDetectionTests {
        private func declared(by node: CascadingNode) -> CascadingOptionalMembers {
            node.providedOptionalMembers.subtracting(.nodeDefaults)
        }

        @Test func whenNodeClassesOverrideHeightsOrEstimates_thatTheirDeclarationsSayWhich() {
            #expect(declared(by: CascadingNode()) == [])
            #expect(declared(by: EstimatedRow()) == .estimatedHeightForRow)
            #expect(declared(by: FixedHeightSection<Int>()) == [])
            #expect(declared(by: FixedHeightSection<[String]>()) == [])
            #expect(declared(by: EstimatingSection()) == .estimatedHeightForRow)
            #expect(declared(by: EstimatedFooterSection()) == .estimatedHeightForFooter)
            #expect(declared(by: CascadingRootNode()) == [])
        }

        @Test func whenAPlatformCannotReadAClass_thatTheDebugMessageNamesItAndSaysWhatToWrite() {
            let message = EstimatingSection.undeclaredOptionalMembersMessage
            #expect(message.contains("members EstimatingSection overrides"))
            #expect(message.contains("Override `providedOptionalMembers` in EstimatingSection, without calling super"))
            #expect(CascadingNode().overriddenOptionalMembers == [])
        }
    }
#endif

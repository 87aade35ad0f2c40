// Reads node classes with the headless engine's detector: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A node that overrides nothing the detector is asked about.
    private final class PlainNode: CascadingNode {}
    /// A node that overrides only the row height.
    private final class HeightProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 1 }
    }
    /// A node that overrides only the row estimate.
    private final class EstimateProbe: CascadingNode {
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            1
        }
    }

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

    /// The override detector of HeadlessUIKit, reused for node classes: what a node overrides can be
    /// read from its class, as the table reads a controller's, without calling a member.
    @Suite("Override detection for node classes")
    struct NodeOverrideDetectionTests {
        private enum Member: Hashable, Sendable { case height, estimate }

        private let detector = HeadlessOverrideDetector<CascadingNode, Member>(
            control: PlainNode.self, probes: [.height: HeightProbe.self, .estimate: EstimateProbe.self])

        private func overridden(by nodeClass: CascadingNode.Type) -> [Bool?] {
            [detector.overrides(.height, in: nodeClass), detector.overrides(.estimate, in: nodeClass)]
        }

        @Test func whenNodeClassesOverrideHeightsOrEstimates_thatTheDetectorTellsWhich() {
            #expect(detector.detectableMembers == [.height, .estimate])
            #expect(overridden(by: CascadingNode.self) == [false, false])
            #expect(overridden(by: EstimatedRow.self) == [false, true])
            #expect(overridden(by: FixedHeightSection<Int>.self) == [true, false])
            #expect(overridden(by: EstimatingSection.self) == [true, true])
            #expect(overridden(by: CascadingRootNode.self) == [false, false])
        }
    }
#endif

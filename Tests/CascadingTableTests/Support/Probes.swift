import CascadingTable

/// A root that records the addresses it could not route.
final class ProbeRoot: CascadingRootNode {
    private(set) var misses: [CascadingAddress] = []
    override func routingDidMiss(_ address: CascadingAddress) {
        misses.append(address)
    }
}

/// A section node that records the addresses it could not route.
final class ProbeSection: CascadingSectionNode {
    private(set) var misses: [CascadingAddress] = []
    override func routingDidMiss(_ address: CascadingAddress) {
        misses.append(address)
    }
}

/// A table view for tests that call nodes directly.
@MainActor
func makeTable() -> UITableView {
    UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
}

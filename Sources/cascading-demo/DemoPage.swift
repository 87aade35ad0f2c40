import CascadingTable

/// The destination page, defined once: the same node types in the same order for both views, plus the
/// photo grid, which only a collection view can lay out.
@MainActor
struct DemoPage {
    /// The root's children, in page order.
    let sections: [CascadingNode]
    /// The section of attraction rows, which the session taps and swipes.
    let attractions: AttractionsSection

    /// The page for `view`; a tapped attraction's title goes to `onOpen`.
    init(for view: DemoView, onOpen: @escaping (String) -> Void) {
        attractions = AttractionsSection(
            children: ["Harbour walk", "Old town tour", "Botanical garden"].map { AttractionRow($0, onSelect: onOpen) })
        var sections: [CascadingNode] = [
            DestinationHeaderSection(name: "Lisbon", summary: "Seven hills by the Tagus"),
            attractions,
            PracticalInfoSection(facts: [("Best season", "May–June"), ("Currency", "Euro")]),
        ]
        if view == .collection {
            sections.append(
                PhotoGridSection(photos: ["Tram 28", "Belém Tower", "Alfama", "Miradouro", "Pastéis", "LX Factory"]))
        }
        self.sections = sections
    }
}

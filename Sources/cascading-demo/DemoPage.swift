import CascadingTable

/// The destination page, defined once: the same node types in the same order for both views, plus the
/// photo grid, which only a collection view can lay out.
@MainActor
struct DemoPage {
    /// The root's children, in page order.
    let sections: [CascadingNode]
    /// The section of attraction rows, which the session taps and swipes.
    let attractions: DemoSection

    /// The page for `view`; a tapped attraction's title goes to `onOpen`.
    init(for view: DemoView, onOpen: @escaping (String) -> Void) {
        attractions = DemoSection(
            header: "Things to do",
            rows: ["Harbour walk", "Old town tour", "Botanical garden"].map { AttractionRow($0, onSelect: onOpen) })
        var sections: [CascadingNode] = [
            DemoSection(
                header: "Destination", rows: [DestinationRow(name: "Lisbon", summary: "Seven hills by the Tagus")]),
            attractions,
            DemoSection(
                footer: "Opening hours may change on public holidays.",
                rows: [FactRow("Best season", "May–June"), FactRow("Currency", "Euro")]),
        ]
        if view == .collection {
            let photos = ["Tram 28", "Belém Tower", "Alfama", "Miradouro", "Pastéis", "LX Factory"]
            sections.append(PhotoGridSection(children: photos.map(PhotoItem.init)))
        }
        self.sections = sections
    }
}

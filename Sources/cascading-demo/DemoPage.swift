import CascadingTable

/// The destination page, defined once from the ready-made sections, rows and list: the same code shows
/// it in a table and in a collection-view list, and a collection view also shows the photo grid, which
/// only it can lay out.
@MainActor
struct DemoPage {
    /// The root's children, in page order.
    let sections: [CascadingNode]
    /// The attractions, a list of items the session taps and swipes.
    let attractions: ListSection<String>

    /// The page for `view`; a tapped attraction's title goes to `onOpen`.
    init(for view: DemoView, onOpen: @escaping (String) -> Void) {
        attractions = ListSection(["Harbour walk", "Old town tour", "Botanical garden"], id: \.self)
            .header("Things to do")
            .listAppearance(.grouped)
            .content(accessory: .disclosureIndicator) { title, content in content.text = title }
            .onSelect(onOpen)
            .onDelete { _ in true }
        var sections: [CascadingNode] = [
            RowSection(header: "Destination") { InfoRow("Lisbon", subtitle: "Seven hills by the Tagus") }
                .listAppearance(.grouped),
            attractions,
            RowSection(footer: "Opening hours may change on public holidays.") {
                ListRow("Best season", subtitle: "May–June").cellStyle(.value1)
                ListRow("Currency", subtitle: "Euro").cellStyle(.value1)
            }
            .listAppearance(.grouped),
        ]
        if view == .collection {
            let photos = ["Tram 28", "Belém Tower", "Alfama", "Miradouro", "Pastéis", "LX Factory"]
            sections.append(
                PhotoGridSection(children: photos.map { ListRow($0, image: UIImage(systemName: "photo")) }))
        }
        self.sections = sections
    }
}

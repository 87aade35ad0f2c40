// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct HeadlessSVGRendererTests {
        /// The picture of a table, parsed; fails the test when it is not well-formed.
        private func picture(of table: UITableView) throws -> ParsedSVG.Element {
            let svg = table.headlessRenderedSVG()
            return try #require(ParsedSVG.parse(svg), "not well-formed:\n\(svg)")
        }

        private func items(of svg: ParsedSVG.Element) -> [ParsedSVG.Element] {
            svg.children.filter { ["header", "row", "footer"].contains($0["class"] ?? "") }
        }

        @Test func whenRendered_thatEachVisibleItemSitsAtItsLaidOutFrameInScreenOrder() throws {
            let model = TableModel([["Apple", "Pear"], ["Plum"]])
            model.headerTitles = [0: "Fruit"]
            model.footerTitles = [1: "3 items"]
            let (table, _) = makeTable(model, height: 300)
            let svg = try picture(of: table)

            #expect(svg.name == "svg")
            #expect(svg["viewBox"] == "0 0 320 300")
            #expect(svg["width"] == "320" && svg["height"] == "300")
            #expect(
                svg.children.first?.text == table.headlessRenderedText().split(separator: "\n").first.map(String.init))
            let drawn = items(of: svg).map { item in
                "\(item["class"]!) \(item["data-section"] ?? item["data-index-path"]!) \(item.child(class: "frame")!.rect!)"
            }
            let expected = [
                "header 0 \(table.rectForHeader(inSection: 0))",
                "row 0,0 \(table.rectForRow(at: ip(0, 0)))",
                "row 0,1 \(table.rectForRow(at: ip(0, 1)))",
                "row 1,0 \(table.rectForRow(at: ip(1, 0)))",
                "footer 1 \(table.rectForFooter(inSection: 1))",
            ]
            #expect(drawn == expected)
            let texts = items(of: svg).compactMap { $0.descendant(class: "text") ?? $0.descendant(class: "title") }
            #expect(texts.map(\.text) == ["Fruit", "Apple", "Pear", "Plum", "3 items"])
        }

        @Test func whenScrolled_thatTheViewBoxIsTheBoundsAndOnlyVisibleRowsAreDrawn() throws {
            let model = TableModel(sections: 1, rows: 30)
            let (table, _) = makeTable(model, height: 200)
            table.contentOffset = CGPoint(x: 0, y: 300)
            let svg = try picture(of: table)

            #expect(svg["viewBox"] == "0 300 320 200")
            let rows = items(of: svg).map { $0["data-index-path"] ?? "" }
            let visible = (table.indexPathsForVisibleRows ?? []).map { "\($0.section),\($0.row)" }
            #expect(rows == visible)
            #expect(rows.first == "0,6" && rows.count == 6, "rows 6 to 11 intersect 300..<500")
            for item in items(of: svg) {
                let parts = (item["data-index-path"] ?? "").split(separator: ",").compactMap { Int($0) }
                #expect(item.child(class: "frame")?.rect == table.rectForRow(at: ip(parts[0], parts[1])))
            }
            let indicator = try #require(svg.child(class: "scroll-indicator")?.rect)
            #expect(indicator.minY > 300 && indicator.maxY < 500, "the bar sits inside the bounds, below the top")
            withExtendedLifetime(model) {}
        }

        @Test func whenTheContentFits_thatThereIsNoScrollIndicator() throws {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model, height: 200)
            let svg = try picture(of: table)
            #expect(items(of: svg).count == 2)
            #expect(svg.child(class: "scroll-indicator") == nil)
        }

        @Test func whenCellsHaveDetailImageAndAccessory_thatEachIsDrawnInTheRow() throws {
            let model = TableModel([["Wi-Fi", "Sound", "Mail", "Phone"]])
            let (table, _) = makeTable(model, height: 300)
            let wifi = try #require(table.cellForRow(at: ip(0, 0)))
            wifi.imageView?.image = UIImage(systemName: "wifi")
            wifi.accessoryType = .disclosureIndicator
            let toggle = UISwitch()
            toggle.isOn = true
            try #require(table.cellForRow(at: ip(0, 1))).accessoryView = toggle
            let mail = try #require(table.cellForRow(at: ip(0, 2)))
            var list = mail.defaultContentConfiguration()
            list.text = "Mail"
            list.secondaryText = "3 unread"
            mail.contentConfiguration = list
            let segments = UISegmentedControl(items: ["Day", "Week"])
            segments.selectedSegmentIndex = 1
            try #require(table.cellForRow(at: ip(0, 3))).accessoryView = segments
            let rows = items(of: try picture(of: table))

            #expect(rows[0].descendant(class: "image")?["data-name"] == "wifi")
            #expect(rows[0].descendant(class: "accessory")?["data-kind"] == "disclosureIndicator")
            let imageRight = try #require(rows[0].descendant(class: "image")?.children.first?.rect?.maxX)
            #expect(try #require(rows[0].descendant(class: "text")?.number("x")) > imageRight)
            #expect(rows[1].descendant(class: "accessory")?["data-kind"] == "UISwitch")
            #expect(rows[1].descendant(class: "accessory")?["data-on"] == "true")
            #expect(rows[2].descendant(class: "text")?.text == "Mail")
            #expect(rows[2].descendant(class: "detail")?.text == "3 unread")
            #expect(rows[3].descendant(class: "accessory")?["data-selected"] == "1")
        }

        @Test func whenSelectedAndEditing_thatTheStateAndControlsAreDrawn() throws {
            let model = TableModel([["Apple", "Pear"]])
            let (table, _) = makeTable(model)
            table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
            var rows = items(of: try picture(of: table))
            #expect(rows.map { $0["data-state"] } == [nil, "selected"])
            #expect(rows[0].child(class: "frame")?["fill"] != rows[1].child(class: "frame")?["fill"])

            table.setEditing(true, animated: false)
            rows = items(of: try picture(of: table))
            #expect(rows.map { $0.descendant(class: "editing-control")?["data-style"] } == ["delete", "delete"])
            #expect(rows.allSatisfy { $0.descendant(class: "reorder-control") != nil })
            let textX = try #require(rows[0].descendant(class: "text")?.number("x"))
            #expect(textX > SVGPalette.margin, "the content indents past the delete control")
        }

        @Test func whenSwiped_thatTheRevealedButtonsAreDrawnOutermostAtTheEdge() throws {
            let model = TableModel([["Apple", "Pear"]])
            model.trailingActions = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
                    UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) },
                ])
            }
            let (table, _) = makeTable(model)
            table.headlessSwipe(rowAt: ip(0, 1))
            let svg = try picture(of: table)

            let swipe = try #require(svg.child(class: "swipe-actions"))
            #expect(swipe["data-index-path"] == "0,1")
            let buttons = swipe.children.map { ($0["data-title"] ?? "", $0.children.first?.rect ?? .zero) }
            #expect(buttons.map(\.0) == ["Delete", "Archive"])
            #expect(buttons[0].1.maxX == 320 && buttons[1].1.maxX == buttons[0].1.minX)
            // Each button is as wide as its title set in 15-point glyphs plus 15 points a side, at least 74:
            // "Delete" 6 × 15 × 0.52 + 30 = 76.8, rounded up; "Archive" 7 × 15 × 0.52 + 30 = 84.6.
            #expect(buttons.map(\.1.width) == [77, 85])
            let row = try #require(items(of: svg).last)
            #expect(row["data-state"] == "swiped")
            #expect(
                row.descendant(class: "content")?["transform"] == "translate(-\(svgNumber(320 - buttons[1].1.minX)) 0)")
        }

        @Test func whenInsetGrouped_thatRowsAreRoundedCardsInsideTheMargins() throws {
            let model = TableModel([["Apple", "Pear", "Plum"]])
            model.headerTitles = [0: "Fruit"]
            let (table, _) = makeTable(model, style: .insetGrouped)
            let svg = try picture(of: table)
            let rows = items(of: svg).filter { $0["class"] == "row" }

            #expect(rows.map { $0.child(class: "frame")?.rect } == (0..<3).map { table.rectForRow(at: ip(0, $0)) })
            let outlines = rows.compactMap { $0.child(class: "background")?["d"] }
            #expect(outlines.count == 3)
            let (first, middle) = (table.rectForRow(at: ip(0, 0)), table.rectForRow(at: ip(0, 1)))
            #expect(
                outlines[0].hasPrefix("M16 \(svgNumber(first.minY + 10))A10 10 0 0 1 26 \(svgNumber(first.minY))H294"))
            #expect(outlines[1] == "M16 \(svgNumber(middle.minY))H304V\(svgNumber(middle.maxY))H16Z")
            #expect(outlines.map { $0.filter { $0 == "A" }.count } == [2, 0, 2], "top corners, none, bottom corners")
            #expect(rows.map { $0.child(class: "separator") != nil } == [true, true, false])
            #expect(try #require(rows[0].descendant(class: "text")?.number("x")) == 32)
            #expect(items(of: svg).first?.descendant(class: "title")?.number("x") == 32)
        }

        @Test func whenTheDataSourceHasIndexTitles_thatTheSectionIndexIsDrawn() throws {
            final class Indexed: NSObject, UITableViewDataSource {
                var minimumRows = 0
                func numberOfSections(in tableView: UITableView) -> Int { 3 }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
            }
            let source = Indexed()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = source
            #expect(try picture(of: table).child(class: "section-index")?.children.map(\.text) == ["A", "B", "C"])
            table.sectionIndexMinimumDisplayRowCount = 4
            #expect(try picture(of: table).child(class: "section-index") == nil, "3 rows are fewer than the minimum")
        }

        @Test func whenTextsHoldMarkup_thatThePictureStaysWellFormed() throws {
            let model = TableModel([["<b>Fish & \"Chips\"</b>\u{1}"]])
            model.headerTitles = [0: "R&D"]
            let (table, _) = makeTable(model)
            let rows = items(of: try picture(of: table))
            #expect(
                rows.map { ($0.descendant(class: "text") ?? $0.descendant(class: "title"))?.text } == [
                    "R&D", "<b>Fish & \"Chips\"</b>",
                ])
        }

        @Test func whenNothingIsVisible_thatOnlyTheTableIsDrawn() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), style: .grouped)
            let svg = try picture(of: table)
            #expect(svg.children.compactMap { $0["class"] } == ["table"])
            #expect(svg.child(class: "table")?.rect == CGRect(x: 0, y: 0, width: 100, height: 50))
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell subclass that draws everything itself, so the picture can only name it.
    @MainActor
    private final class GaugeCell: UITableViewCell {}

    /// One section of cells made by a closure, with an optional custom header view.
    @MainActor
    private final class CellSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        let cells: [UITableViewCell]
        var header: UIView?

        init(_ cells: [UITableViewCell]) {
            self.cells = cells
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cells[indexPath.row]
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            header == nil ? 0 : 40
        }
    }

    @MainActor
    @Suite struct HeadlessSVGRendererAccessoriesTests {
        private func rows(_ source: CellSource) throws -> [ParsedSVG.Element] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.rowHeight = 44
            table.estimatedRowHeight = 0
            table.dataSource = source
            table.delegate = source
            let svg = try #require(ParsedSVG.parse(table.headlessRenderedSVG()))
            return svg.children.filter { ["header", "row"].contains($0["class"] ?? "") }
        }

        private func cell(_ text: String, style: UITableViewCell.CellStyle = .default) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }

        @Test func whenAccessoryViewsAreControls_thatEachIsDrawnAsItsKindInItsState() throws {
            let button = UIButton(type: .system)
            button.setTitle("Buy", for: .normal)
            let spinning = UIActivityIndicatorView(style: .medium)
            spinning.startAnimating()
            let stopped = UIActivityIndicatorView(style: .medium)
            stopped.hidesWhenStopped = false
            let disabled = UISwitch()
            disabled.isEnabled = false
            let cells = [cell("App"), cell("Sync"), cell("Idle"), cell("Locked")]
            for (cell, view) in zip(cells, [button, spinning, stopped, disabled] as [UIView]) {
                cell.accessoryView = view
            }
            let drawn = try rows(CellSource(cells)).map { $0.descendant(class: "accessory") }

            #expect(
                drawn.map { $0?["data-kind"] } == [
                    "UIButton", "UIActivityIndicatorView", "UIActivityIndicatorView", "UISwitch",
                ])
            #expect(drawn[0]?.descendant(class: "title")?.text == "Buy")
            #expect(drawn[1]?["data-animating"] == "true" && drawn[1]?.children.count == 8)
            #expect(drawn[2]?["data-animating"] == "false")
            #expect(drawn[3]?["opacity"] == "0.4" && drawn[0]?["opacity"] == nil)
        }

        @Test func whenAButtonIsTheAccessory_thatTheDetailEndsTenPointsBeforeItsTitle() throws {
            let cells = [cell("Plan", style: .value1), cell("Plan", style: .value1)]
            for (cell, title) in zip(cells, ["Buy", "Buy now"]) {
                cell.detailTextLabel?.text = "Free"
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                cell.accessoryView = button
            }
            let detailX = try rows(CellSource(cells)).map { try #require($0.descendant(class: "detail")?.number("x")) }
            // A button's title takes 17-point glyphs of average width (0.52 of the point size): four more
            // characters move the detail 4 × 17 × 0.52 = 35.36 points further from the trailing edge.
            #expect(abs(detailX[0] - detailX[1] - 35.36) < 0.01)
        }

        @Test func whenASpinnerStopsAndHidesItself_thatNoAccessoryIsDrawn() throws {
            let spinner = UIActivityIndicatorView(style: .medium)
            let row = cell("Done")
            row.accessoryView = spinner
            #expect(spinner.isHidden)
            #expect(try rows(CellSource([row])).first?.descendant(class: "accessory") == nil)
        }

        @Test func whenAnAccessoryViewIsNoKnownControl_thatAPlaceholderNamesItsType() throws {
            let row = cell("Photo")
            row.accessoryView = UIImageView(image: UIImage(systemName: "photo"))
            let accessory = try #require(try rows(CellSource([row])).first?.descendant(class: "accessory"))
            #expect(accessory["data-kind"] == "UIImageView")
            #expect(accessory.descendants.contains { $0.text == "<UIImageView>" })
        }

        @Test func whenACellSubclassShowsNoStandardContent_thatThePictureNamesItsClass() throws {
            let drawn = try rows(CellSource([GaugeCell(style: .default, reuseIdentifier: nil)]))
            #expect(drawn.first?.descendant(class: "custom-view")?.text == "<GaugeCell>")
        }

        @Test func whenAHeaderIsACustomView_thatAPlaceholderNamesItsType() throws {
            let source = CellSource([cell("Row")])
            source.header = UILabel(frame: .zero)
            let header = try #require(try rows(source).first { $0["class"] == "header" })
            #expect(header.child(class: "custom-view")?.descendants.contains { $0.text == "<UILabel>" } == true)
        }

        @Test func whenAValue2CellHasDetail_thatTheTitleIsAColumnBeforeTheDetail() throws {
            let row = cell("Email", style: .value2)
            row.detailTextLabel?.text = "anna@example.com"
            let drawn = try #require(try rows(CellSource([row])).first)
            let title = try #require(drawn.descendant(class: "text"))
            let detail = try #require(drawn.descendant(class: "detail"))
            #expect(title.text == "Email" && title["text-anchor"] == "end")
            #expect(detail.text == "anna@example.com")
            #expect(try #require(detail.number("x")) > (try #require(title.number("x"))))
        }

        @Test func whenATitleIsTooLongForTheRow_thatItEndsInAnEllipsis() throws {
            let long = String(repeating: "Long title ", count: 20)
            let drawn = try #require(try rows(CellSource([cell(long)])).first?.descendant(class: "text")?.text)
            #expect(drawn.hasSuffix("…"))
            #expect(drawn.count < long.count)
            #expect(long.hasPrefix(String(drawn.dropLast())))
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that draws a bordered, rounded card inside its content view, with a shape layer on the card.
    @MainActor
    private final class CardCell: UITableViewCell {
        let card = UIView(frame: CGRect(x: 16, y: 4, width: 288, height: 36))
        let dot = CAShapeLayer()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            card.backgroundColor = .yellow
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.red.cgColor
            contentView.addSubview(card)
            dot.frame = CGRect(x: 4, y: 4, width: 10, height: 10)
            dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            dot.fillColor = UIColor.blue.cgColor
            card.layer.addSublayer(dot)
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    @MainActor
    struct SVGLayerLookTests {
        @Test func whenACellRoundsAndBordersAView_thatThePictureDrawsItsBackgroundBorderAndCorners() throws {
            let model = TableModel([["Apple", "Pear"]])
            let (table, _) = makeTable(model, height: 100)
            table.register(CardCell.self, forCellReuseIdentifier: "cell")
            let svg = try #require(ParsedSVG.parse(table.headlessRenderedSVG()))
            let rows = svg.children.filter { $0["class"] == "row" }
            #expect(rows.count == 2)
            let card = try #require(rows[1].descendant(class: "layer"))
            #expect(card["data-view"] == "UIView")
            #expect(card.rect == CGRect(x: 16, y: 48, width: 288, height: 36))
            #expect(card["rx"] == "12" && card["fill"] == "#ffff00")
            #expect(card["stroke"] == "#ff0000" && card["stroke-width"] == "1")
            let dot = try #require(rows[1].descendant(class: "shape-layer"))
            #expect(dot["fill"] == "#0000ff" && dot["transform"] == "translate(20 52)")
            #expect(dot["d"]?.hasPrefix("M5 0") == true)
        }

        @Test func whenACellHasNoLayerLook_thatItsRowHasNoLayerGroup() throws {
            let (table, _) = makeTable(TableModel([["Apple"]]), height: 100)
            let svg = try #require(ParsedSVG.parse(table.headlessRenderedSVG()))
            #expect(svg.descendants.allSatisfy { $0["class"] != "layers" })
        }
    }
#endif

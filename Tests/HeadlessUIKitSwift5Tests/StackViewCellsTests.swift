// Expects the headless text metrics: built only where HeadlessUIKit is not UIKit.
#if !canImport(UIKit)
    import HeadlessUIKit
    import Testing

    /// Stack-view cells written in the Swift 5 language mode size and lay out as their stacks say.
    @MainActor
    struct StackViewCellsTests {
        @Test func whenASettingRowIsLaidOut_thatTheTitleTakesTheWidthTheIconAndSwitchLeave() throws {
            let cell = ToggleSettingCell(style: .default, reuseIdentifier: nil)
            cell.icon.image = UIImage(systemName: "wifi", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
            cell.titleLabel.text = "Wi-Fi"
            let height = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            #expect(height == 47)  // The switch's 31 points and the margins.
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            cell.contentView.frame = cell.bounds
            cell.layoutIfNeeded()
            #expect(cell.icon.frame == CGRect(x: 0, y: 3.5, width: 24, height: 24))
            #expect(cell.toggle.frame == CGRect(x: 253, y: 0, width: 51, height: 31))
            #expect(cell.titleLabel.frame.minX == 36)
            #expect(cell.titleLabel.frame.maxX == 241)  // 12 points before the switch.
        }

        @Test func whenAMessageHasNoFootnote_thatItsRowClosesUpTheGap() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            table.register(MessageCell.self, forCellReuseIdentifier: "message")
            table.rowHeight = UITableView.automaticDimension
            let source = MessagesDataSource()
            let body = String(repeating: "See you at the trailhead. ", count: 6)
            source.messages = [("Ada", body, "Delivered"), ("Ada", body, nil)]
            table.dataSource = source
            table.layoutIfNeeded()
            let withFootnote = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let without = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
            let footnote = UILabel()
            footnote.text = "Delivered"
            #expect(withFootnote - without == footnote.intrinsicContentSize.height + 4)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
            cell.layoutIfNeeded()
            #expect(cell.bodyLabel.frame.width == 304)
            #expect(cell.bodyLabel.frame.height > cell.senderLabel.frame.height * 2)
            #expect(cell.footnoteLabel.frame.height == 0)
        }
    }
#endif

// The headless layout engine's own behaviour: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell whose label is pinned to its content view's margins, as the Auto Layout Guide's
    /// self-sizing cells are.
    @MainActor
    private final class PinnedNoteCell: UITableViewCell {
        let note = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            pinToMargins(note, of: contentView)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A data source of notes in `PinnedNoteCell`s.
    @MainActor
    private final class PinnedNotes: NSObject, UITableViewDataSource {
        let notes: [String]
        init(_ notes: [String]) { self.notes = notes }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! PinnedNoteCell
            cell.note.text = notes[indexPath.row]
            return cell
        }
    }

    @MainActor
    @Suite struct AutoLayoutSystemTests {
        @Test func whenALabelIsPinnedToTheMargins_thatTheCompressedSizeIsItsTextPlusTheMargins() {
            let container = UIView()
            let label = UILabel()
            label.text = "Hiking"
            pinToMargins(label, of: container)
            let text = label.intrinsicContentSize
            #expect(text.width > 0 && text.height > 0)
            let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(size == CGSize(width: text.width + 16, height: text.height + 16))
        }

        @Test func whenAWidthIsRequired_thatAMultiLineLabelWrapsAtItAndTheHeightGrows() {
            let container = UIView()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = String(repeating: "trail ", count: 40)
            pinToMargins(label, of: container)
            let oneLine = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            let size = container.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == 200)
            #expect(size.height == label.headlessTextSize(wrappingAt: 184).height + 16)
            #expect(size.height > oneLine.height * 3)
        }

        @Test func whenPrioritiesCompete_thatTheHigherOneWinsOverAnyNumberOfLowerOnes() {
            let view = UIView()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            var constraints = [
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ]
            let preferred = box.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = UILayoutPriority(750)
            constraints.append(preferred)
            for width in [200, 210, 220] {
                let weaker = box.widthAnchor.constraint(equalToConstant: CGFloat(width))
                weaker.priority = UILayoutPriority(749)
                constraints.append(weaker)
            }
            NSLayoutConstraint.activate(constraints)
            view.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        }

        @Test func whenAViewLaysOut_thatConstrainedSubviewsGetTheirSolvedFramesAndFramedOnesKeepTheirs() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            let badge = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
            view.addSubview(bar)
            view.addSubview(badge)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                bar.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                bar.heightAnchor.constraint(equalToConstant: 30),
            ])
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(bar.frame == CGRect(x: 20, y: 35, width: 280, height: 30))
            #expect(badge.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
            view.frame.size.width = 200
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(bar.frame.width == 160)
        }

        @Test func whenConstrainedViewsMoveInAndOutOfATree_thatOnlySubtreesWithConstraintsAreSolved() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let branch = UIView()
            let leaf = UIView()
            leaf.translatesAutoresizingMaskIntoConstraints = false
            branch.addSubview(leaf)
            let width = leaf.widthAnchor.constraint(equalToConstant: 40)
            width.isActive = true
            #expect(branch.subtreeConstraintCount == 1 && root.subtreeConstraintCount == 0)
            root.addSubview(branch)
            #expect(root.subtreeConstraintCount == 1)
            let pin = leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            pin.isActive = true
            #expect(root.subtreeConstraintCount == 2 && branch.subtreeConstraintCount == 1)
            pin.isActive = false
            branch.removeFromSuperview()
            #expect(root.subtreeConstraintCount == 0 && branch.subtreeConstraintCount == 1)
            #expect(AutoLayoutSystem(root: root) == nil)
            #expect(AutoLayoutSystem(root: branch) != nil)
        }

        @Test func whenAFooterViewHasConstraints_thatItsAutomaticHeightIsWhatTheyGive() {
            final class Footer: NSObject, UITableViewDataSource, UITableViewDelegate {
                let view = UIView()
                let label = UILabel()
                override init() {
                    super.init()
                    label.numberOfLines = 0
                    label.text = String(repeating: "Is this the real life? ", count: 8)
                    pinToMargins(label, of: view)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
                func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { view }
                func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                    UITableView.automaticDimension
                }
            }
            let footer = Footer()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
            table.dataSource = footer
            table.delegate = footer
            table.layoutIfNeeded()
            let expected = footer.label.headlessTextSize(wrappingAt: 304).height + 16
            #expect(expected > 60)
            #expect(table.rectForFooter(inSection: 0).height == expected)
        }

        @Test func whenRequiredConstraintsConflict_thatTheLaterOneIsBrokenAndLayoutStillHappens() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let box = constrainedSubview(of: view)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200),
            ])
            view.setNeedsLayout()
            view.layoutIfNeeded()
            #expect(box.frame.width == 100)
        }

        @Test func whenCellsSizeThemselvesWithConstraints_thatRowsAreAsTallAsTheirWrappedText() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            table.register(PinnedNoteCell.self, forCellReuseIdentifier: "note")
            table.rowHeight = UITableView.automaticDimension
            let short = "Short"
            let long = String(repeating: "switchback ", count: 30)
            let notes = PinnedNotes([short, long])
            table.dataSource = notes
            table.layoutIfNeeded()
            let probe = UILabel()
            probe.numberOfLines = 0
            probe.text = long
            let longHeight = probe.headlessTextSize(wrappingAt: 304).height + 16
            probe.text = short
            let shortHeight = probe.headlessTextSize(wrappingAt: 304).height + 16
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == shortHeight)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == longHeight)
            #expect(longHeight > shortHeight * 3)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! PinnedNoteCell
            cell.layoutIfNeeded()
            #expect(cell.note.frame == CGRect(x: 8, y: 8, width: 304, height: longHeight - 16))
        }
    }
#endif

// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell designed in a nib: no initializers of its own, set up in `awakeFromNib()`.
    @MainActor
    private final class StorageCell: UITableViewCell {
        static var awakenings = 0
        private(set) var awoke = false

        override func awakeFromNib() {
            super.awakeFromNib()
            Self.awakenings += 1
            awoke = true
            accessoryType = .disclosureIndicator
        }
    }

    /// A header designed in a nib.
    @MainActor
    private final class BannerHeader: UITableViewHeaderFooterView {
        private(set) var awoke = false

        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    @MainActor
    @Suite(.serialized) struct UINibTests {
        @Test func whenANibNamesItsCellClass_thatDequeuedCellsAreItsInstancesAwokenOnce() throws {
            StorageCell.awakenings = 0
            let model = TableModel(sections: 1, rows: 20)
            let (table, _) = makeTable(model, height: 88)
            let nib = UINib(nibName: "StorageCell", bundle: nil)
            nib.headlessCellClass = StorageCell.self
            table.register(nib, forCellReuseIdentifier: "cell")
            let cell = try #require(table.cellForRow(at: ip(0, 0)) as? StorageCell)
            #expect(cell.awoke && cell.reuseIdentifier == "cell")
            #expect(StorageCell.awakenings == 2)
            table.contentOffset.y = 88
            #expect(table.visibleCells.allSatisfy { $0 is StorageCell })
            #expect(StorageCell.awakenings == 2)  // reused cells are not awoken again
            #expect(table.headlessRenderedText().contains("[0,2] y=88 h=44 \"0.2\" >"))
        }

        @Test func whenAHeaderNibNamesItsClass_thatViewsAreItsInstancesAwoken() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let nib = UINib(nibName: "Banner", bundle: nil)
            nib.headlessHeaderFooterViewClass = BannerHeader.self
            table.register(nib, forHeaderFooterViewReuseIdentifier: "banner")
            let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader)
            #expect(view.awoke && view.reuseIdentifier == "banner")
        }

        @Test func whenARegisteredNibHasAStandIn_thatTheTableShowsTheStandInsCellUnderTheRegisteredIdentifier() throws {
            UINib.headlessStandIns["LabelledCell"] = { _ in
                let cell = StorageCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "from the nib"
                return [cell]
            }
            defer { UINib.headlessStandIns["LabelledCell"] = nil }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UINib(nibName: "LabelledCell", bundle: nil), forCellReuseIdentifier: "labelled")
            let first = try #require(table.dequeueReusableCell(withIdentifier: "labelled") as? StorageCell)
            #expect(first.awoke && first.headlessStyle == .subtitle && first.reuseIdentifier == "labelled")
            #expect(first.textLabel?.text == "from the nib")
            UINib.headlessStandIns["Banner"] = { _ in [BannerHeader(reuseIdentifier: nil)] }
            defer { UINib.headlessStandIns["Banner"] = nil }
            table.register(UINib(nibName: "Banner", bundle: nil), forHeaderFooterViewReuseIdentifier: "banner")
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader)
            #expect(header.awoke && header.reuseIdentifier == "banner")
        }

        @Test func whenANibStandInMakesTheWrongObjects_thatTheTableReportsUIKitsMessage() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            var reported: [String] = []
            table.headlessViolationHandler = { reported.append($0.message) }
            UINib.headlessStandIns["Two"] = { _ in [StorageCell(style: .default, reuseIdentifier: nil), UIView()] }
            UINib.headlessStandIns["Named"] = { _ in [StorageCell(style: .default, reuseIdentifier: "other")] }
            defer {
                UINib.headlessStandIns["Two"] = nil
                UINib.headlessStandIns["Named"] = nil
            }
            table.register(UINib(nibName: "Two", bundle: nil), forCellReuseIdentifier: "two")
            table.register(UINib(nibName: "Named", bundle: nil), forCellReuseIdentifier: "named")
            #expect(table.dequeueReusableCell(withIdentifier: "two") == nil)
            #expect(table.dequeueReusableCell(withIdentifier: "named") == nil)
            #expect(
                reported == [
                    "invalid nib registered for identifier (two) - nib must contain exactly one top level object which must be a UITableViewCell instance",
                    "cell reuse identifier in nib (other) does not match the identifier used to register the nib (named)",
                ])
        }

        @Test func whenANibIsInstantiated_thatItsStandInMakesTheObjectsAndEachIsAwoken() throws {
            let nib = UINib(nibName: "Storage", bundle: nil)
            nib.headlessCellClass = StorageCell.self
            let objects = nib.instantiate(withOwner: nil)
            let cell = try #require(objects.first as? StorageCell)
            #expect(objects.count == 1 && cell.awoke)
            UINib.headlessStandIns["Banner"] = { _ in
                [BannerHeader(reuseIdentifier: nil), BannerHeader(reuseIdentifier: nil)]
            }
            defer { UINib.headlessStandIns["Banner"] = nil }
            let loaded = try #require(Bundle.main.loadNibNamed("Banner", owner: nil))
            #expect(loaded.compactMap { ($0 as? BannerHeader)?.awoke } == [true, true])
        }

        @Test func whenANibHasNoStandIn_thatLoadingItStopsWithAMessageSayingHowToGiveItOne() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = Bundle.main.loadNibNamed("Missing", owner: nil) }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("Could not load the nib 'Missing'"))
            #expect(message.contains("UINib.headlessStandIns[\"Missing\"]"))
        }

        @Test func whenAControllerNamesANib_thatItsViewComesFromTheStandInWithTheControllerAsOwner() throws {
            final class Owned: UIViewController {}
            var owners: [ObjectIdentifier] = []
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            UINib.headlessStandIns["Owned"] = { owner in
                if let owner = owner as? UIViewController { owners.append(ObjectIdentifier(owner)) }
                return [root]
            }
            UINib.headlessStandIns["Outlet"] = { owner in
                let main = UIView()
                (owner as? UIViewController)?.view = main
                return [UIView(), main]
            }
            defer {
                UINib.headlessStandIns["Owned"] = nil
                UINib.headlessStandIns["Outlet"] = nil
            }
            let controller = Owned(nibName: "Owned", bundle: nil)
            #expect(controller.view === root)
            #expect(owners == [ObjectIdentifier(controller)])
            let outlet = Owned(nibName: "Outlet", bundle: nil)
            #expect(outlet.view.superview == nil && outlet.view.bounds.size == .zero)
            #expect(Owned(nibName: nil, bundle: nil).view.bounds == UIScreen.main.bounds)
        }

        @Test func whenAControllersNibHasNoStandIn_thatLoadingItsViewStopsWithTheMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = UIViewController(nibName: "MissingScreen", bundle: nil).view }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("Could not load the nib 'MissingScreen'"))
        }
    }
#endif

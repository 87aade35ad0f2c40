// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A footer designed in a nib, that counts its awakenings.
    @MainActor
    private final class TermsFooter: UITableViewHeaderFooterView {
        private(set) var awakenings = 0

        override func awakeFromNib() {
            super.awakeFromNib()
            awakenings += 1
        }
    }

    @MainActor
    @Suite struct UINibInstantiateTests {
        @Test func whenAHeaderFooterNibIsInstantiated_thatItsClassMakesTheOneObjectAwokenOnce() throws {
            let nib = UINib(nibName: "TermsFooter", bundle: nil)
            nib.headlessHeaderFooterViewClass = TermsFooter.self
            let objects = nib.instantiate(withOwner: nil, options: [.externalObjects: [:] as [String: Any]])
            let footer = try #require(objects.first as? TermsFooter)
            #expect(objects.count == 1 && footer.awakenings == 1)
        }

        @Test func whenTheExternalObjectsKeyIsRead_thatItIsUIKitsName() {
            #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
            #expect(UINib.OptionsKey(rawValue: "UINibExternalObjects") == .externalObjects)
        }
    }
#endif

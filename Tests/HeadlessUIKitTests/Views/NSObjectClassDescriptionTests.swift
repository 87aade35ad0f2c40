// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell whose reuse identifier is its class's description, as table libraries write it.
    @MainActor
    final class ProfileCell: UITableViewCell {}

    /// What table libraries declare to find a cell's reuse identifier.
    @MainActor
    protocol DescribedCell {
        static func description() -> String
    }

    extension ProfileCell: DescribedCell {}

    @MainActor
    struct NSObjectClassDescriptionTests {
        @Test func whenACellClassIsDescribed_thatItsModuleQualifiedNameIsTheIdentifier() {
            #expect(ProfileCell.description() == "HeadlessUIKitTests.ProfileCell")
            let described: any DescribedCell.Type = ProfileCell.self
            #expect(described.description() == "HeadlessUIKitTests.ProfileCell")
        }

        @Test func whenFrameworkClassesAreDescribed_thatTheirNamesAreBare() {
            #expect(UITableViewCell.description() == "UITableViewCell" && NSObject.description() == "NSObject")
            #expect(NSString.description() == "NSString")
        }
    }
#endif

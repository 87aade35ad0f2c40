#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct ReadmeExampleTests {
        @Test func theReadmeScreenShowsItsSectionsAndSignsOut() {
            let screen = AccountViewController(style: .insetGrouped)
            var signedOut = 0
            screen.onSignOut = { signedOut += 1 }
            screen.headlessAppear(size: CGSize(width: 390, height: 400))
            #expect(
                renderedContent(screen.tableView) == [
                    "[header 0] \"Account\"", "[0,0] \"Name\" | \"Ada Lovelace\" >",
                    "[0,1] \"Notifications\" <UISwitch on>", "[footer 0] \"Signed in with a passkey.\"",
                    "[1,0] \"Sign Out\"",
                ])
            screen.tableView.headlessTap(rowAt: IndexPath(row: 0, section: 1))
            #expect(signedOut == 1)
        }
    }
#endif

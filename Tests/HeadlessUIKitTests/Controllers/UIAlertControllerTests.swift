// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The fruit list, whose rows are deleted after the user confirms in an alert, as iOS screens do.
    @MainActor
    private final class ConfirmingListController: FruitListController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let alert = UIAlertController(
                title: "Delete \(fruit[indexPath.row])?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let delete = UIAlertAction(title: "Delete", style: .destructive) { [self] _ in
                fruit.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            alert.addAction(delete)
            alert.preferredAction = delete
            present(alert, animated: true)
        }
    }

    @MainActor
    struct UIAlertControllerTests {
        fileprivate func shownList() -> (UINavigationController, ConfirmingListController) {
            let list = ConfirmingListController(log: ControllerCallLog())
            let navigation = UINavigationController(rootViewController: list)
            navigation.headlessAppear(size: CGSize(width: 390, height: 844))
            return (navigation, list)
        }

        @Test func whenTheUserConfirmsADelete_thatTheAlertGoesAndTheRowIsDeleted() throws {
            let (navigation, list) = shownList()
            list.tableView.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            let alert = try #require(list.presentedViewController as? UIAlertController)
            #expect(alert.presentingViewController === navigation && navigation.presentedViewController === alert)
            #expect(alert.title == "Delete Pear?" && alert.message == "This cannot be undone.")
            #expect(alert.preferredStyle == .alert && alert.actions.map(\.title) == ["Cancel", "Delete"])
            #expect(alert.actions.map(\.style) == [.cancel, .destructive] && alert.preferredAction?.title == "Delete")
            #expect(list.viewIfLoaded?.superview === navigation.view)
            #expect(alert.headlessTapAction(titled: "Delete"))
            #expect(list.presentedViewController == nil && alert.presentingViewController == nil)
            #expect(list.fruit == ["Apple", "Plum"] && list.tableView.numberOfRows(inSection: 0) == 2)
        }

        @Test func whenTheUserCancels_thatTheRowStays() throws {
            let (_, list) = shownList()
            list.tableView.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            let alert = try #require(list.presentedViewController as? UIAlertController)
            #expect(alert.headlessTapAction(titled: "Cancel"))
            #expect(list.presentedViewController == nil && list.fruit.count == 3)
        }

        @Test func whenAButtonIsDisabledOrMissingOrTheAlertIsNotShown_thatNothingIsTapped() throws {
            let (_, list) = shownList()
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            var tapped = 0
            let action = UIAlertAction(title: "Go", style: .default) { _ in tapped += 1 }
            alert.addAction(action)
            #expect(!alert.headlessTapAction(titled: "Go"))
            list.present(alert, animated: false)
            action.isEnabled = false
            #expect(!alert.headlessTapAction(titled: "Go") && !alert.headlessTapAction(titled: "Stop"))
            action.isEnabled = true
            #expect(alert.headlessTapAction(titled: "Go") && tapped == 1)
            #expect(alert.modalPresentationStyle == .custom && alert.textFields == nil)
        }

        @Test func whenAnAlertAsksForText_thatItsFieldsAreConfiguredAndTyped() throws {
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField()
            let fields = try #require(alert.textFields)
            #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[0].text == "")
            var changes = 0
            fields[0].addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            #expect(fields[0].headlessType("Fig") && fields[0].text == "Fig" && changes == 1)
            fields[0].isEnabled = false
            #expect(!fields[0].headlessType("s") && !fields[1].headlessType(""))
            #expect(
                fields[0].isAccessibilityElement && !fields[0].isSecureTextEntry && fields[0].textAlignment == .natural)
            fields[1].text = nil
            #expect(fields[1].text == "" && UITextField(coder: NSCoder()) == nil)
        }

        @Test func whenAnActionIsMadeWithoutArguments_thatItHasUIKitsDefaults() {
            let action = UIAlertAction()
            #expect(action.title == nil && action.style == .default && action.isEnabled && action.handler == nil)
        }
    }
#endif

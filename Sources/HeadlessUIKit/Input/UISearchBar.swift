#if !canImport(UIKit)
    import Foundation

    /// A text field for search terms, with optional cancel button and scope bar.
    ///
    /// The text lives in `searchTextField`; the bar becomes first responder through it, asking its
    /// delegate in UIKit's order (`searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`, …).
    /// Setting `text` in code does not call `searchBar(_:textDidChange:)`, as in UIKit; the user's
    /// typing (`headlessType(_:)`) and the clear button do. A search controller that owns the bar
    /// follows the same events.
    @preconcurrency @MainActor
    open class UISearchBar: UIView {
        /// The text field inside the bar, where the search text is typed.
        public let searchTextField = UISearchTextField()
        /// The object told about editing and button taps. Default `nil`.
        open weak var delegate: (any UISearchBarDelegate)?
        /// A line of text above the bar. Default `nil`.
        open var prompt: String?
        /// Whether the Cancel button shows. Default `false`.
        open var showsCancelButton = false
        /// Whether the bookmark button shows. Default `false`.
        open var showsBookmarkButton = false
        /// The titles of the scope bar's buttons. Default `nil` (no scope bar).
        open var scopeButtonTitles: [String]?
        /// The selected scope button. Default 0.
        open var selectedScopeButtonIndex = 0
        /// Whether the scope bar shows. Default `false`.
        open var showsScopeBar = false
        /// The style of the bar. Default `.default`.
        open var searchBarStyle: UISearchBar.Style = .default
        /// The bar's background tint. Default `nil`.
        open var barTintColor: UIColor?
        /// Whether the bar is translucent. Default `true`.
        open var isTranslucent = true
        /// The search controller that owns the bar, told about the same events as the delegate.
        weak var searchController: UISearchController?
        private let relay = SearchFieldRelay()

        /// Creates a search bar.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            relay.searchBar = self
            searchTextField.delegate = relay
            searchTextField.returnKeyType = .search
            searchTextField.clearButtonMode = .whileEditing
            addSubview(searchTextField)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The search text. Default `""`, as the text field answers.
        open var text: String? {
            get { searchTextField.text }
            set { searchTextField.text = newValue }
        }

        /// The gray text shown while the bar is empty. Default `nil`.
        open var placeholder: String? {
            get { searchTextField.placeholder }
            set { searchTextField.placeholder = newValue }
        }

        /// The keyboard shown while editing. Default `.default`.
        open var keyboardType: UIKeyboardType {
            get { searchTextField.keyboardType }
            set { searchTextField.keyboardType = newValue }
        }

        /// Which letters are capitalized automatically. Default `.sentences`.
        open var autocapitalizationType: UITextAutocapitalizationType {
            get { searchTextField.autocapitalizationType }
            set { searchTextField.autocapitalizationType = newValue }
        }

        /// Whether words are corrected automatically. Default `.default`.
        open var autocorrectionType: UITextAutocorrectionType {
            get { searchTextField.autocorrectionType }
            set { searchTextField.autocorrectionType = newValue }
        }

        /// The title of the Return key. Default `.search`.
        open var returnKeyType: UIReturnKeyType {
            get { searchTextField.returnKeyType }
            set { searchTextField.returnKeyType = newValue }
        }

        /// Shows or hides the Cancel button.
        open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
            self.showsCancelButton = showsCancelButton
        }

        /// Shows or hides the scope bar.
        open func setShowsScope(_ show: Bool, animated animate: Bool) {
            showsScopeBar = show
        }

        /// The bar can become first responder: its text field does.
        open override var canBecomeFirstResponder: Bool { true }

        /// Whether the bar's text field is editing.
        open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

        /// Starts editing in the text field; fails outside a window or when the delegate refuses.
        @discardableResult
        open override func becomeFirstResponder() -> Bool {
            searchTextField.becomeFirstResponder()
        }

        /// Ends editing in the text field.
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            searchTextField.resignFirstResponder()
        }
    }

    /// The text field of a search bar.
    @preconcurrency @MainActor
    open class UISearchTextField: UITextField {}

    extension UISearchBar {
        /// The look of a search bar.
        public enum Style: UInt, Sendable {
            /// The system's default: prominent.
            case `default` = 0
            /// A translucent background and an opaque field.
            case prominent = 1
            /// No background, for a bar inside another view.
            case minimal = 2
        }

        /// Types text at the end of the search field as the user does (headless addition): the
        /// delegate is asked `searchBar(_:shouldChangeTextIn:replacementText:)`, then told
        /// `searchBar(_:textDidChange:)`, then the search controller updates its results.
        /// - Returns: Whether the text changed.
        @discardableResult
        public func headlessType(_ typed: String) -> Bool {
            searchTextField.headlessType(typed)
        }

        /// Presses the keyboard's Search key (headless addition): the delegate hears
        /// `searchBarSearchButtonClicked(_:)`.
        public func headlessTapSearchButton() {
            searchTextField.headlessPressReturn()
        }

        /// Taps the Cancel button (headless addition): the delegate hears `searchBarCancelButtonClicked(_:)`;
        /// a search controller that owns the bar then empties it, ends editing and becomes inactive.
        public func headlessTapCancelButton() {
            delegate?.searchBarCancelButtonClicked(self)
            searchController?.headlessCancel()
        }

        /// Selects a scope button (headless addition): the delegate hears
        /// `searchBar(_:selectedScopeButtonIndexDidChange:)` and a search controller updates its results.
        /// Nothing happens for the selected index or one outside `scopeButtonTitles`.
        public func headlessSelectScopeButton(at index: Int) {
            guard index != selectedScopeButtonIndex, (scopeButtonTitles ?? []).indices.contains(index) else { return }
            selectedScopeButtonIndex = index
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
            searchController?.headlessUpdateResults()
        }
    }

    /// Turns the search field's editing events into the search bar's delegate calls.
    @MainActor
    private final class SearchFieldRelay: NSObject, UITextFieldDelegate {
        weak var searchBar: UISearchBar?

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            guard let bar = searchBar else { return true }
            return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            guard let bar = searchBar else { return }
            bar.delegate?.searchBarTextDidBeginEditing(bar)
            bar.searchController?.headlessBarDidBeginEditing()
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            guard let bar = searchBar else { return true }
            return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            guard let bar = searchBar else { return }
            bar.delegate?.searchBarTextDidEndEditing(bar)
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            guard let bar = searchBar else { return true }
            return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            guard let bar = searchBar else { return }
            bar.delegate?.searchBar(bar, textDidChange: textField.text ?? "")
            bar.searchController?.headlessUpdateResults()
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let bar = searchBar else { return true }
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }

    /// The object a search bar tells about editing and button taps.
    ///
    /// Every method is optional in UIKit; each default here answers what a delegate without the
    /// method gets: `true` for the questions, nothing for the notifications.
    @preconcurrency @MainActor
    public protocol UISearchBarDelegate: NSObjectProtocol {
        /// Whether the bar may begin editing.
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
        /// Editing began.
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
        /// Whether the bar may end editing.
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
        /// Editing ended.
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
        /// The user changed the text (typing or clearing).
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
        /// Whether the text in `range` may be replaced by `text`.
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        /// The keyboard's Search key was tapped.
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
        /// The bookmark button was tapped.
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
        /// The Cancel button was tapped.
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
        /// The search results button was tapped.
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
        /// The user selected another scope button.
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    }

    extension UISearchBarDelegate {
        /// Answers `true`.
        public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
        /// Does nothing.
        public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
        /// Answers `true`.
        public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
        /// Does nothing.
        public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
        /// Does nothing.
        public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
        /// Answers `true`.
        public func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool { true }
        /// Does nothing.
        public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
        /// Does nothing.
        public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
        /// Does nothing.
        public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
        /// Does nothing.
        public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
        /// Does nothing.
        public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    }
#endif

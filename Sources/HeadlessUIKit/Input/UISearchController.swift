#if !canImport(UIKit)
    import Foundation

    /// A controller that manages a search bar and tells an updater to refilter whenever the search changes.
    ///
    /// Headlessly, as Apple documents the flow: when the user starts editing the bar the controller
    /// becomes active (`willPresentSearchController`, `didPresentSearchController`) and its
    /// `searchResultsUpdater` is asked to `updateSearchResults(for:)`; it is asked again after every
    /// change of text or scope, and after Cancel, which empties the bar, ends editing and makes the
    /// controller inactive (`willDismissSearchController`, `didDismissSearchController`). Setting
    /// `isActive` in code presents or dismisses the same way. Nothing is drawn over the screen: the
    /// results controller's view is not added anywhere; `showsSearchResultsController` says whether
    /// UIKit would show it.
    @preconcurrency @MainActor
    open class UISearchController: UIViewController {
        /// The search bar the controller manages.
        public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        /// The controller that shows the results; `nil` shows them in the searching controller itself.
        public private(set) var searchResultsController: UIViewController?
        /// The object asked to update the results. Default `nil`.
        open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
        /// The object told when the search interface is presented and dismissed. Default `nil`.
        open weak var delegate: (any UISearchControllerDelegate)?
        /// Whether the content underneath is dimmed while searching. Default `true`.
        open var obscuresBackgroundDuringPresentation = true
        /// Whether the navigation bar hides while searching. Default `true`.
        open var hidesNavigationBarDuringPresentation = true
        /// Whether the results controller shows by itself when there is search text. Default `true`.
        open var automaticallyShowsSearchResultsController = true
        /// Whether the search bar's Cancel button shows by itself while active. Default `true`.
        open var automaticallyShowsCancelButton = true
        /// Whether the scope bar shows by itself while active. Default `true`.
        open var automaticallyShowsScopeBar = true
        private var storedShowsResults = false
        private var storedIsActive = false

        /// Creates a search controller whose results show in `searchResultsController` (or, with `nil`,
        /// in the controller that presents the search).
        public init(searchResultsController: UIViewController?) {
            self.searchResultsController = searchResultsController
            super.init(nibName: nil, bundle: nil)
            searchBar.searchController = self
        }

        /// Creates a search controller that shows its results in the searching controller.
        public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            self.init(searchResultsController: nil)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Whether the search interface is presented. Setting it presents or dismisses it, telling the
        /// delegate and asking the updater to update, as when the user starts or cancels a search.
        open var isActive: Bool {
            get { storedIsActive }
            set {
                guard newValue != storedIsActive else { return }
                if newValue { present() } else { dismissSearch() }
            }
        }

        /// Whether the results controller shows. With `automaticallyShowsSearchResultsController` it
        /// shows while the search is active and has text; setting this property turns that off, as in UIKit.
        open var showsSearchResultsController: Bool {
            get {
                automaticallyShowsSearchResultsController
                    ? storedIsActive && !(searchBar.text ?? "").isEmpty : storedShowsResults
            }
            set {
                automaticallyShowsSearchResultsController = false
                storedShowsResults = newValue
            }
        }

        private func present() {
            delegate?.willPresentSearchController(self)
            storedIsActive = true
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
            if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
            delegate?.didPresentSearchController(self)
            headlessUpdateResults()
        }

        private func dismissSearch() {
            delegate?.willDismissSearchController(self)
            storedIsActive = false
            searchBar.resignFirstResponder()
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
            if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
            delegate?.didDismissSearchController(self)
            headlessUpdateResults()
        }

        /// The bar began editing: the search becomes active.
        func headlessBarDidBeginEditing() {
            isActive = true
        }

        /// The bar's Cancel button was tapped: the text empties, editing ends and the search becomes inactive.
        func headlessCancel() {
            searchBar.text = ""
            if storedIsActive {
                isActive = false
            } else {
                searchBar.resignFirstResponder()
            }
        }

        /// Asks the updater to update while the search is active (or just became inactive).
        func headlessUpdateResults() {
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// The object that refilters the results whenever a search controller's search changes.
    @preconcurrency @MainActor
    public protocol UISearchResultsUpdating: NSObjectProtocol {
        /// Updates the results for the search bar's text and scope now.
        func updateSearchResults(for searchController: UISearchController)
    }

    /// The object told when a search controller presents and dismisses its interface.
    ///
    /// Every method is optional in UIKit; the defaults do nothing.
    @preconcurrency @MainActor
    public protocol UISearchControllerDelegate: NSObjectProtocol {
        /// The search interface is about to be presented.
        func willPresentSearchController(_ searchController: UISearchController)
        /// The search interface was presented.
        func didPresentSearchController(_ searchController: UISearchController)
        /// The search interface is about to be dismissed.
        func willDismissSearchController(_ searchController: UISearchController)
        /// The search interface was dismissed.
        func didDismissSearchController(_ searchController: UISearchController)
    }

    extension UISearchControllerDelegate {
        /// Does nothing.
        public func willPresentSearchController(_ searchController: UISearchController) {}
        /// Does nothing.
        public func didPresentSearchController(_ searchController: UISearchController) {}
        /// Does nothing.
        public func willDismissSearchController(_ searchController: UISearchController) {}
        /// Does nothing.
        public func didDismissSearchController(_ searchController: UISearchController) {}
    }
#endif

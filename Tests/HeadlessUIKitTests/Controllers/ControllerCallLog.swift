// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The lifecycle calls of several controllers, in order, each prefixed with its controller's name.
    @MainActor
    final class ControllerCallLog {
        var calls: [String] = []

        /// The calls without loading, `viewIsAppearing`, layout and `willMove`: the appearance
        /// sequence a transition is judged by.
        var appearance: [String] {
            calls.filter { call in
                !["loadView", "viewIsAppearing", "Layout", "willMove"].contains { call.contains($0) }
            }
        }
    }

    /// A controller that logs its lifecycle calls, prefixed with its name.
    @MainActor
    class LoggedController: UIViewController {
        let name: String
        let log: ControllerCallLog

        init(_ name: String, log: ControllerCallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            log.calls.append("\(name).loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.calls.append("\(name).viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.calls.append("\(name).viewWillAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.calls.append("\(name).viewIsAppearing")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.calls.append("\(name).viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.calls.append("\(name).viewDidLayoutSubviews \(Int(view.bounds.width))")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.calls.append("\(name).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.calls.append("\(name).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.calls.append("\(name).viewDidDisappear")
        }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.calls.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.calls.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    /// A list of fruit written as on iOS: selecting a row pushes a detail screen for it.
    @MainActor
    class FruitListController: UITableViewController {
        var fruit = ["Apple", "Pear", "Plum"]
        let log: ControllerCallLog

        init(log: ControllerCallLog) {
            self.log = log
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.calls.append("list.viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.calls.append("list.viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.calls.append("list.viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.calls.append("list.viewDidDisappear")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = LoggedController("detail", log: log)
            detail.title = fruit[indexPath.row]
            navigationController?.pushViewController(detail, animated: true)
        }
    }
#endif

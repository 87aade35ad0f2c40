import HeadlessUIKit

// The "write instead" examples of the porting notes in Docs/HeadlessTableView.md, compiled in the
// Swift 5 language mode as apps compile them. The same lines compile against UIKit on iOS.

// snippet: porting-uiaction
/// A row with a switch: the switch reports through a `UIAction` instead of `@objc` and `#selector`.
final class NotificationsCell: UITableViewCell {
    let toggle = UISwitch()
    var onChange: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        let changed = UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.toggle.isOn)
        }
        toggle.addAction(changed, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }
}
// end snippet

// snippet: porting-outlets
/// A cell whose views are made in code rather than connected as `@IBOutlet`s.
final class ReviewCell: UITableViewCell {
    let authorLabel = UILabel()
    let ratingView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(authorLabel)
        contentView.addSubview(ratingView)
        ratingView.layer.cornerRadius = 4
    }

    required init?(coder: NSCoder) { nil }
}
// end snippet

// snippet: porting-optional-calls
/// What a row of a forwarding table can answer. A plain Swift protocol: every member has a default
/// in the extension, so a row implements only what it needs and callers need no `?`.
protocol RowHandling: AnyObject {
    func didSelect(in tableView: UITableView, at indexPath: IndexPath)
    func height(in tableView: UITableView, at indexPath: IndexPath) -> CGFloat?
}

extension RowHandling {
    func didSelect(in tableView: UITableView, at indexPath: IndexPath) {}
    func height(in tableView: UITableView, at indexPath: IndexPath) -> CGFloat? { nil }
}

/// Forwards each row's calls to the object that handles the row, without `responds(to:)`.
final class ForwardingDelegate: NSObject, UITableViewDelegate {
    var rows: [RowHandling] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row) else { return }
        rows[indexPath.row].didSelect(in: tableView, at: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard rows.indices.contains(indexPath.row) else { return tableView.rowHeight }
        return rows[indexPath.row].height(in: tableView, at: indexPath) ?? tableView.rowHeight
    }
}
// end snippet

// snippet: porting-uikit-optional-call
/// Passes a selection on to another delegate: an optional member on iOS, a requirement headlessly.
func passSelection(to delegate: UITableViewDelegate?, tableView: UITableView, indexPath: IndexPath) {
    #if canImport(UIKit)
        delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    #else
        delegate?.tableView(tableView, didSelectRowAt: indexPath)
    #endif
}
// end snippet

// snippet: porting-overrides
/// The data source overrides live in the class body; the extension keeps what overrides nothing.
final class ParksController: UITableViewController {
    var parks = ["Arches", "Zion"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        parks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = park(at: indexPath)
        return cell
    }
}

extension ParksController {
    func park(at indexPath: IndexPath) -> String {
        parks.indices.contains(indexPath.row) ? parks[indexPath.row] : ""
    }
}
// end snippet

// snippet: porting-swift3-names
/// A row object whose methods carry UIKit's Swift names, so each one is the protocol's requirement.
final class ReviewRowDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 88 }
}
// end snippet

/// A list whose first snapshot is applied in `viewDidLoad()`, dequeuing the storyboard's prototype cell.
class TrailsController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, trail in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = trail
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Angels Landing", "The Narrows"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// snippet: porting-storyboard-prototypes
/// Stands in for the storyboard in a test: the prototype cell is registered while the view is made,
/// before `viewDidLoad()` dequeues it.
final class TrailsFromStoryboard: TrailsController {
    override func loadView() {
        super.loadView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
}
// end snippet

// snippet: porting-subclass-members
/// The class that adopts UIKit's protocols declares each optional member its subclasses implement,
/// answering UIKit's default, so that a subclass's override is what the table calls.
class RowDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

final class PhotoRowDelegate: RowDelegate {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
}
// end snippet

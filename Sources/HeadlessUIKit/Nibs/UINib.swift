#if !canImport(UIKit)
    import Foundation

    /// An archived interface file.
    ///
    /// Nibs are not read headlessly, so a nib says what it contains through a stand-in:
    /// `headlessCellClass` or `headlessHeaderFooterViewClass` for a nib registered with a table view,
    /// `headlessContents` (or `UINib.headlessStandIns[name]`) for `instantiate(withOwner:options:)`.
    /// Every object made from a nib gets `awakeFromNib()`, as in UIKit. A table registering a nib uses
    /// its `headlessContents` or `UINib.headlessStandIns[name]` when given, else its class stand-in;
    /// a nib with neither makes the plain base class for its identifier.
    @preconcurrency @MainActor
    open class UINib: NSObject {
        /// Keys of the options of `instantiate(withOwner:options:)`.
        public struct OptionsKey: Hashable, Sendable, RawRepresentable {
            /// The key's name.
            public let rawValue: String
            /// Creates a key.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Objects the nib refers to that the caller provides.
            public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
        }

        /// The nib's name (headless addition, for inspection).
        public let headlessName: String

        /// The cell class the nib's cell is an instance of (headless stand-in for the nib's contents).
        /// Default `nil`: a table creates a plain `UITableViewCell`.
        public var headlessCellClass: UITableViewCell.Type?

        /// The header or footer view class the nib holds (headless stand-in). Default `nil`.
        public var headlessHeaderFooterViewClass: UITableViewHeaderFooterView.Type?

        /// Makes the nib's top-level objects for an owner (headless stand-in). Default `nil`: the stand-in
        /// registered in `headlessStandIns` under the nib's name, if any, else the class stand-ins.
        public var headlessContents: (@MainActor (_ owner: Any?) -> [Any])?

        /// Stand-ins for nibs by name, used by `instantiate(withOwner:options:)` and
        /// `Bundle.loadNibNamed(_:owner:options:)` (headless addition). Default empty.
        public static var headlessStandIns: [String: @MainActor (_ owner: Any?) -> [Any]] = [:]

        /// Creates a nib object for the named file in a bundle.
        public init(nibName name: String, bundle bundleOrNil: Bundle?) {
            headlessName = name
            super.init()
        }

        /// Makes the nib's top-level objects, then calls `awakeFromNib()` on each view or controller.
        ///
        /// - Precondition: The nib has a stand-in; without one the process stops with a message that says
        ///   how to give it one (UIKit raises an exception for a nib it cannot load).
        open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
            let objects: [Any]
            if let contents = headlessContents ?? Self.headlessStandIns[headlessName] {
                objects = contents(ownerOrNil)
            } else if let cellClass = headlessCellClass {
                objects = [cellClass.init(headlessReuseIdentifier: headlessName)]
            } else if let viewClass = headlessHeaderFooterViewClass {
                objects = [viewClass.init(headlessReuseIdentifier: headlessName)]
            } else {
                preconditionFailure(Self.missingStandInMessage(headlessName))
            }
            for object in objects { (object as? UIResponder)?.awakeFromNib() }
            return objects
        }

        /// The message for a nib without a stand-in.
        static func missingStandInMessage(_ name: String) -> String {
            "Could not load the nib '\(name)': nibs are not read headlessly. Give it a stand-in: "
                + "UINib.headlessStandIns[\"\(name)\"] = { owner in [...] }, or set headlessCellClass "
                + "(or headlessHeaderFooterViewClass) on the UINib you register."
        }

        /// Whether the nib's objects come from a stand-in: its own `headlessContents` or
        /// `UINib.headlessStandIns` under its name.
        var hasStandInContents: Bool { headlessContents != nil || Self.headlessStandIns[headlessName] != nil }

        /// The one view of a kind the nib's stand-in makes for a reuse registration; when it makes no such
        /// view or several objects, `report` gets UIKit's message and the answer is `nil`.
        func onlyView<View: UIView>(registeredAs identifier: String, kind: String, report: (String) -> Void) -> View? {
            let objects = instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let view = objects[0] as? View else {
                report(
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind) instance"
                )
                return nil
            }
            return view
        }

        /// A cell for a table registration: the stand-in class, awoken from the nib.
        func makeCell(reuseIdentifier: String) -> UITableViewCell {
            let cell = (headlessCellClass ?? UITableViewCell.self).init(headlessReuseIdentifier: reuseIdentifier)
            cell.awakeFromNib()
            return cell
        }

        /// A header or footer view for a table registration: the stand-in class, awoken from the nib.
        func makeHeaderFooterView(reuseIdentifier: String) -> UITableViewHeaderFooterView {
            let viewClass = headlessHeaderFooterViewClass ?? UITableViewHeaderFooterView.self
            let view = viewClass.init(headlessReuseIdentifier: reuseIdentifier)
            view.awakeFromNib()
            return view
        }
    }
#endif

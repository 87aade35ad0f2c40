#if !canImport(UIKit)
    import Foundation

    /// A place to copy data to and paste it from, kept in memory for the process.
    ///
    /// Each item is a dictionary from a type identifier to a value: `public.utf8-plain-text` for a
    /// string, `public.url` for a URL, `public.png` for an image. Every write replaces the items,
    /// increases `changeCount` and posts `changedNotification`. Safe to use from any thread, as UIKit's is.
    open class UIPasteboard: NSObject, @unchecked Sendable {
        /// The name of a pasteboard.
        public struct Name: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Creates a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The general pasteboard, shared by all apps.
            public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        }

        /// Posted after a pasteboard's contents change; the object is the pasteboard.
        public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

        private static let registry = NamedPasteboards()
        /// The contents, shared by every pasteboard object of the same name.
        private let contents: Contents

        /// The pasteboard's name.
        public let name: UIPasteboard.Name

        private init(headlessName: UIPasteboard.Name, contents: Contents) {
            name = headlessName
            self.contents = contents
            super.init()
        }

        /// The general pasteboard, for copy and paste.
        open class var general: UIPasteboard {
            UIPasteboard(headlessName: .general, contents: registry.contents(named: .general, create: true)!)
        }

        /// The pasteboard with a name; with `create`, made when it does not exist, else `nil`.
        public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
            guard let contents = UIPasteboard.registry.contents(named: pasteboardName, create: create) else {
                return nil
            }
            self.init(headlessName: pasteboardName, contents: contents)
        }

        /// A new pasteboard with a unique name.
        open class func withUniqueName() -> UIPasteboard {
            UIPasteboard(name: Name(rawValue: UUID().uuidString), create: true)!
        }

        /// Removes the pasteboard with a name.
        open class func remove(withName pasteboardName: UIPasteboard.Name) {
            registry.remove(pasteboardName)
        }

        /// How many times the contents changed.
        open var changeCount: Int { contents.lock.withLock { contents.changeCount } }

        /// The items: one dictionary from type identifier to value per item.
        open var items: [[String: Any]] {
            get { contents.lock.withLock { contents.items } }
            set {
                contents.lock.withLock {
                    contents.items = newValue
                    contents.changeCount += 1
                }
                NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
            }
        }

        /// The number of items.
        open var numberOfItems: Int { items.count }

        private func values<Value>(_ type: String, as: Value.Type) -> [Value] {
            items.compactMap { $0[type] as? Value }
        }

        /// The first item's string. Setting it replaces the items with one string (or none for `nil`).
        open var string: String? {
            get { strings?.first }
            set { strings = newValue.map { [$0] } }
        }
        /// Every item's string; `nil` when there are none.
        open var strings: [String]? {
            get { let found = values(Self.stringType, as: String.self); return found.isEmpty ? nil : found }
            set { items = (newValue ?? []).map { [Self.stringType: $0] } }
        }
        /// The first item's URL. Setting it replaces the items with one URL (or none for `nil`).
        open var url: URL? {
            get { urls?.first }
            set { urls = newValue.map { [$0] } }
        }
        /// Every item's URL; `nil` when there are none.
        open var urls: [URL]? {
            get { let found = values(Self.urlType, as: URL.self); return found.isEmpty ? nil : found }
            set { items = (newValue ?? []).map { [Self.urlType: $0] } }
        }
        /// The first item's image. Setting it replaces the items with one image (or none for `nil`).
        open var image: UIImage? {
            get { images?.first }
            set { images = newValue.map { [$0] } }
        }
        /// Every item's image; `nil` when there are none.
        open var images: [UIImage]? {
            get { let found = values(Self.imageType, as: UIImage.self); return found.isEmpty ? nil : found }
            set { items = (newValue ?? []).map { [Self.imageType: $0] } }
        }
        /// Whether an item holds a string.
        open var hasStrings: Bool { strings != nil }
        /// Whether an item holds a URL.
        open var hasURLs: Bool { urls != nil }
        /// Whether an item holds an image.
        open var hasImages: Bool { images != nil }

        /// The first item's value of a type.
        open func value(forPasteboardType pasteboardType: String) -> Any? {
            items.first?[pasteboardType]
        }

        /// Replaces the items with one item holding a value of a type.
        open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
            items = [[pasteboardType: value]]
        }

        private static let stringType = "public.utf8-plain-text"
        private static let urlType = "public.url"
        private static let imageType = "public.png"

        /// The items of one named pasteboard and how often they changed, behind a lock.
        private final class Contents: @unchecked Sendable {
            let lock = NSLock()
            var items: [[String: Any]] = []
            var changeCount = 0
        }

        /// The pasteboards' contents by name, for the process.
        private final class NamedPasteboards: @unchecked Sendable {
            private let lock = NSLock()
            private var byName: [Name: Contents] = [:]

            func contents(named name: Name, create: Bool) -> Contents? {
                lock.withLock {
                    if let existing = byName[name] { return existing }
                    guard create else { return nil }
                    let made = Contents()
                    byName[name] = made
                    return made
                }
            }

            func remove(_ name: Name) {
                lock.withLock { _ = byName.removeValue(forKey: name) }
            }
        }
    }
#endif

#if !canImport(UIKit)
    import Foundation
    import Synchronization

    /// A class whose instances an item provider can hand out (Foundation's protocol on Apple platforms).
    ///
    /// Headlessly items travel as objects within the process; the type identifiers say what they are.
    public protocol NSItemProviderWriting: NSObjectProtocol {
        /// The uniform type identifiers the class can be written as, most faithful first.
        static var writableTypeIdentifiersForItemProvider: [String] { get }
    }

    /// A class an item provider can load objects of (Foundation's protocol on Apple platforms).
    public protocol NSItemProviderReading: NSObjectProtocol {
        /// The uniform type identifiers the class can be read from, most faithful first.
        static var readableTypeIdentifiersForItemProvider: [String] { get }
    }

    /// Strings that an item provider can carry, as UIKit declares them.
    extension NSString: NSItemProviderWriting, NSItemProviderReading {
        /// Plain text.
        public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
        /// Plain text: UTF-8 text and plain text in general.
        public static var readableTypeIdentifiersForItemProvider: [String] {
            ["public.utf8-plain-text", "public.plain-text", "public.text"]
        }
    }

    /// Who can see a representation an item provider registers.
    public enum NSItemProviderRepresentationVisibility: Int, Sendable {
        /// Every process.
        case all = 0
        /// Processes of the same team (macOS).
        case team = 1
        /// Processes of the same app group (headless addition: UIKit's `group` exists on macOS only).
        case headlessGroup = 2

        /// Processes of the same app group.
        @available(*, deprecated, renamed: "headlessGroup")
        public static let group = NSItemProviderRepresentationVisibility.headlessGroup
        /// Only the process that registered it.
        case ownProcess = 3
    }

    /// Carries the data of a dragged item (Foundation's class on Apple platforms).
    ///
    /// Headlessly a provider made with `init(object:)` holds the object and hands it out again, at once,
    /// to `loadObject(ofClass:completionHandler:)`; nothing is serialised. A provider can also register
    /// data representations, whose load handlers run when the data is asked for; `NSString` objects
    /// load from a plain-text representation as UTF-8. That is the subset table code uses for drags.
    open class NSItemProvider: NSObject {
        /// A load handler: it hands the data to its completion and may return a progress.
        @available(*, deprecated, message: "write the closure type out, as Foundation declares it")
        public typealias DataLoadHandler =
            @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        /// A load handler, as the provider keeps it.
        typealias RepresentationLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

        /// The object the provider carries, if it was made from one.
        private let object: (any NSItemProviderWriting)?
        /// The data representations, in the order they were registered.
        private var representations: [(typeIdentifier: String, loadHandler: RepresentationLoader)] = []

        /// A name for the data, used when it is saved. Default `nil`.
        open var suggestedName: String?

        /// Creates a provider without data.
        public override init() {
            object = nil
            super.init()
        }

        /// Creates a provider that carries an object.
        public init(object: any NSItemProviderWriting) {
            self.object = object
            super.init()
        }

        /// The type identifiers of the carried object, then those of the data representations.
        open var registeredTypeIdentifiers: [String] {
            (object.map { type(of: $0).writableTypeIdentifiersForItemProvider } ?? [])
                + representations.map(\.typeIdentifier)
        }

        /// Registers data of a type that `loadHandler` provides when it is asked for.
        open func registerDataRepresentation(
            forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
            loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        ) {
            representations.append((typeIdentifier, loadHandler))
        }

        /// Whether the provider has an item of one of the given type identifiers.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            registeredTypeIdentifiers.contains(typeIdentifier)
        }

        /// Whether an object of the class can be loaded: the carried object is an instance of it (or of a
        /// subclass), or the class is `NSString` and plain text is registered.
        open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            if let object = object as? NSObject, object.isKind(of: aClass) { return true }
            return aClass is NSString.Type && textRepresentation(for: aClass) != nil
        }

        /// Asks the data of the first representation of a type; the handler runs at once.
        @discardableResult
        open func loadDataRepresentation(
            forTypeIdentifier typeIdentifier: String,
            completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
        ) -> Progress {
            let progress = Progress(totalUnitCount: 1)
            guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
                completionHandler(nil, CocoaError(.fileReadNoSuchFile))
                return progress
            }
            _ = representation.loadHandler { data, error in completionHandler(data, error) }
            progress.completedUnitCount = 1
            return progress
        }

        /// The carried object when it is of the class, else a string decoded from plain text, else `nil`.
        func carriedObject(ofClass aClass: any NSItemProviderReading.Type) -> (any NSItemProviderReading)? {
            if let object = object as? NSObject, object.isKind(of: aClass) {
                return object as? any NSItemProviderReading
            }
            guard aClass is NSString.Type, let representation = textRepresentation(for: aClass) else { return nil }
            let loaded = LoadedData()
            _ = representation.loadHandler { data, _ in loaded.value.withLock { $0 = data } }
            return loaded.value.withLock { $0 }.flatMap { String(data: $0, encoding: .utf8) }.map(
                NSString.init(string:))
        }

        /// The first representation whose type the class reads.
        private func textRepresentation(
            for aClass: any NSItemProviderReading.Type
        ) -> (typeIdentifier: String, loadHandler: RepresentationLoader)? {
            let readable = aClass.readableTypeIdentifiersForItemProvider
            return representations.first { readable.contains($0.typeIdentifier) }
        }

        /// Hands the loadable object (see `canLoadObject(ofClass:)`) to `completionHandler` at once, else `nil`.
        @discardableResult
        open func loadObject(
            ofClass aClass: any NSItemProviderReading.Type,
            completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
        ) -> Progress {
            completionHandler(carriedObject(ofClass: aClass), nil)
            let progress = Progress(totalUnitCount: 1)
            progress.completedUnitCount = 1
            return progress
        }
    }

    /// The data a load handler hands back, kept safely whichever thread the handler completes on.
    private final class LoadedData: Sendable {
        let value = Mutex<Data?>(nil)
    }
#endif

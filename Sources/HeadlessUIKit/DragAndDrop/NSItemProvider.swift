#if !canImport(UIKit)
    import Foundation

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
        /// Plain text.
        public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    }

    /// Carries the data of a dragged item (Foundation's class on Apple platforms).
    ///
    /// Headlessly a provider made with `init(object:)` holds the object and hands it out again, at once,
    /// to `loadObject(ofClass:completionHandler:)`; nothing is serialised. That is the subset table
    /// code uses for drags within an app.
    open class NSItemProvider: NSObject {
        /// The object the provider carries, if it was made from one.
        private let object: (any NSItemProviderWriting)?

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

        /// The type identifiers of the carried object; empty without one.
        open var registeredTypeIdentifiers: [String] {
            object.map { type(of: $0).writableTypeIdentifiersForItemProvider } ?? []
        }

        /// Whether the carried object is of one of the given type identifiers.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            registeredTypeIdentifiers.contains(typeIdentifier)
        }

        /// Whether the carried object is an instance of the class (or of a subclass).
        open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
            guard let object = object as? NSObject else { return false }
            return object.isKind(of: aClass)
        }

        /// The carried object when it is of the class, else `nil`.
        func carriedObject(ofClass aClass: any NSItemProviderReading.Type) -> (any NSItemProviderReading)? {
            canLoadObject(ofClass: aClass) ? object as? any NSItemProviderReading : nil
        }

        /// Hands the carried object to `completionHandler` at once when it is of the class, else `nil`.
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
#endif

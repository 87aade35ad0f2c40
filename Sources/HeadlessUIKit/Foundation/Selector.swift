#if !canImport(UIKit)
    /// The name of an Objective-C method, as UIKit's deprecated edit-menu delegate methods receive it.
    ///
    /// Linux has no Objective-C runtime; this stand-in keeps the name so that code which compares
    /// selectors (`action == #selector(copy(_:))` is not available, but `Selector("copy:")` is)
    /// compiles and behaves the same.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        private let name: String

        /// Creates a selector from a method name such as `"copy:"`.
        public init(_ str: String) {
            name = str
        }

        /// Creates a selector from a string literal.
        public init(stringLiteral value: String) {
            name = value
        }

        /// The method name.
        public var description: String { name }
    }
#endif

import Foundation

/// A title written on the main actor and read from any thread, behind a lock.
final class DescribedTitle: @unchecked Sendable {
    private let lock = NSLock()
    private var title: String?

    /// The title; reads and writes take the lock.
    var value: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return title
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            title = newValue
        }
    }
}

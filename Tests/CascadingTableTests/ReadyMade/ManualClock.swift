import Foundation

/// A clock whose time moves only when a test advances it: sleepers wake when their deadline is reached,
/// at once when it already passed.
///
/// Its state sits behind an `NSLock`, which every supported system has; being a `Clock` makes it iOS 16.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
final class ManualClock: Clock, @unchecked Sendable {
    /// A point in the manual clock's time: the time since it started.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [(deadline: Instant, wake: CheckedContinuation<Void, Never>)] = []
    }

    /// Guards `state`, which only `withState` touches.
    private let lock = NSLock()
    private var state = State()

    /// Runs `body` on the state with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    var now: Instant { withState { $0.now } }
    var minimumResolution: Duration { .zero }

    /// Waits until the clock reaches `deadline`, then throws if the task was cancelled meanwhile.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
            let due = withState { state in
                if deadline <= state.now { return true }
                state.sleepers.append((deadline, wake))
                return false
            }
            if due { wake.resume() }
        }
        try Task.checkCancellation()
    }

    /// Moves the time on by `duration` and wakes the sleepers whose deadline it reached.
    func advance(by duration: Duration) {
        let due = withState { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.map(\.wake)
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for wake in due { wake.resume() }
    }
}

import Foundation
import Synchronization

/// A clock that stands still until the test moves it: for lifetimes and backoffs without waiting.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// A clock standing at `start`, the tests' "now" unless given.
    public init(_ start: Date = Fixtures.now) {
        current = Mutex(start)
    }

    /// The time now, as the code under test reads it.
    public var now: Date { current.withLock { $0 } }

    /// A closure reading this clock, to inject where a `() -> Date` is wanted.
    public var reader: @Sendable () -> Date { { [self] in now } }

    /// Moves the clock `seconds` forward.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

import Foundation
import Synchronization

/// A clock that stands still until the test moves it: for lifetimes and backoffs without waiting.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = Fixtures.now) {
        current = Mutex(start)
    }

    /// The time now, as the code under test reads it.
    public var now: Date { current.withLock { $0 } }

    /// A closure reading this clock, to inject where a `() -> Date` is wanted.
    public var reader: @Sendable () -> Date { { [self] in now } }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

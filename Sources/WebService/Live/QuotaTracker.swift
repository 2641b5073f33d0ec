import Foundation
import Synchronization

/// Keeps the API quota left today, from every response, whichever request it answered.
///
/// Responses to requests sent together (a question and its answers) may
/// arrive in either order, so the latest to arrive is not always the latest
/// count. The quota only falls during a day and resets at midnight UTC, so
/// the lowest count seen today is the true one.
final class QuotaTracker: Sendable {
    private struct Reading {
        var remaining: Int
        var day: Int
    }

    private let reading = Mutex<Reading?>(nil)
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The quota left, as far as any response has told.
    var remaining: Int? { reading.withLock { $0?.remaining } }

    func record(_ remaining: Int) {
        let day = Int((now().timeIntervalSince1970 / 86_400).rounded(.down))
        reading.withLock { reading in
            if let current = reading, current.day == day {
                reading?.remaining = min(current.remaining, remaining)
            } else {
                reading = Reading(remaining: remaining, day: day)
            }
        }
    }
}

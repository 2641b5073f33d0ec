import Foundation
import Synchronization

/// Remembers the API's `backoff` per method, and says how long a request to that method must still wait.
///
/// The API's rule: when a response carries `backoff: N`, no request to the
/// same method may be sent for N seconds. The gate is what makes the live
/// service keep that rule, telling the user to wait instead of sending.
final class BackoffGate: Sendable {
    private let notBefore = Mutex([String: Date]())
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// Records that `method` may not be called again for `seconds`.
    func record(backoff seconds: Int, for method: String) {
        let until = now().addingTimeInterval(TimeInterval(seconds))
        notBefore.withLock { dates in
            dates[method] = max(dates[method] ?? until, until)
        }
    }

    /// Whole seconds still to wait before calling `method`, or nil when it may be called now.
    func remainingWait(for method: String) -> Int? {
        let now = now()
        guard let until = notBefore.withLock({ $0[method] }), until > now else { return nil }
        return Int(until.timeIntervalSince(now).rounded(.up))
    }
}

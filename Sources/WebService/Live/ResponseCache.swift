import Foundation
import Synchronization

/// Keeps recent API response bodies for a short time, so `back` and reopening a question do not refetch.
///
/// Limited three ways, all set by whoever makes it (the composition root;
/// there is no shared instance): a lifetime after which an entry is stale, a
/// count of entries, and a total cost in bytes. Over a limit, the least
/// recently used entries go first.
public final class ResponseCache: Sendable {
    /// Seconds an entry is served after it was stored.
    public let lifetime: TimeInterval
    /// The most entries kept.
    public let countLimit: Int
    /// The most bytes kept, all bodies together.
    public let costLimit: Int

    private struct Entry {
        var body: Data
        var storedAt: Date
        var lastUse: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var cost = 0
        var uses = 0
    }

    private let state = Mutex(State())
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - lifetime: seconds an entry is served; five minutes by default.
    ///   - countLimit: the most entries kept.
    ///   - costLimit: the most bytes kept, all bodies together.
    ///   - now: the clock that ages the entries.
    public init(
        lifetime: TimeInterval = 300, countLimit: Int = 200, costLimit: Int = 8 << 20,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.lifetime = lifetime
        self.countLimit = max(1, countLimit)
        self.costLimit = max(1, costLimit)
        self.now = now
    }

    /// The body stored for `key` if it is younger than the lifetime.
    public func body(for key: String) -> Data? {
        let now = now()
        return state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            guard now.timeIntervalSince(entry.storedAt) < lifetime else {
                state.cost -= entry.body.count
                state.entries[key] = nil
                return nil
            }
            state.uses += 1
            state.entries[key]?.lastUse = state.uses
            return entry.body
        }
    }

    /// Stores `body` for `key`, then evicts the least recently used entries until within the limits.
    ///
    /// A body larger than the whole cost limit is not stored at all: making
    /// room for it would empty the cache, and it would then go itself.
    public func store(_ body: Data, for key: String) {
        let now = now()
        state.withLock { state in
            if let old = state.entries[key] {
                state.cost -= old.body.count
                state.entries[key] = nil
            }
            guard body.count <= costLimit else { return }
            state.uses += 1
            state.entries[key] = Entry(body: body, storedAt: now, lastUse: state.uses)
            state.cost += body.count
            while state.entries.count > countLimit || state.cost > costLimit,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.cost -= oldest.value.body.count
                state.entries[oldest.key] = nil
            }
        }
    }

    /// Forgets every entry whose key matches, such as the other pages of a list just reloaded.
    public func removeAll(where matches: (String) -> Bool) {
        state.withLock { state in
            for (key, entry) in state.entries where matches(key) {
                state.cost -= entry.body.count
                state.entries[key] = nil
            }
        }
    }

    /// How many entries are held, stale ones included.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The bytes held.
    public var cost: Int { state.withLock { $0.cost } }
}

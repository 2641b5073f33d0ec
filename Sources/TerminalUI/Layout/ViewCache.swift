/// What the views' two caches share: the `RecencyCache` each keeps its work in, its limits, and the
/// figures a test or the benchmark reads. `LayoutCache` and `ListEntryCache` each add the one
/// request they answer.
@MainActor
public class ViewCache<Key: Hashable, Value> {
    final var store: RecencyCache<Key, Value>

    init(countLimit: Int, costLimit: Int) {
        store = RecencyCache(countLimit: countLimit, costLimit: costLimit)
    }

    /// The most entries the cache holds before it forgets one.
    public final var countLimit: Int { store.countLimit }

    /// The most bytes the cache holds, by its own estimate, before it forgets an entry.
    public final var costLimit: Int { store.costLimit }

    /// How many requests found their entry in the cache.
    public final var hits: Int { store.hits }

    /// How many requests had to lay their entry out.
    public final var misses: Int { store.misses }

    /// The estimated bytes the cache holds now, at most `costLimit`.
    public final var totalCost: Int { store.totalCost }

    /// How many entries the cache holds.
    public final var count: Int { store.count }

    /// Forgets every entry.
    public final func removeAll() {
        store.removeAll()
    }
}

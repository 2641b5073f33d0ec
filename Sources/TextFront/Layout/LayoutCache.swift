/// Keeps the wrapped lines of recently shown text, so that redrawing a
/// screen does not wrap the same paragraphs again.
///
/// There is one cache for the whole program, made by the composition root
/// and handed to every view that lays out text: a shared instance would hide
/// that dependency and leak entries from one test into the next.
///
/// The cache holds lines for one terminal width at a time. When asked for
/// another width (the terminal was resized) it drops everything, since no
/// line wrapped for the old width is of use at the new one.
///
/// Like NSCache it has two limits: at most `countLimit` texts, and at most
/// `costLimit` bytes, counted as `EntryCost` estimates what an entry holds
/// (its text, its lines and the cache's own bookkeeping). Past either limit
/// it forgets the least recently used texts. Recency is a doubly linked list
/// threaded through the array of entries by index: a hit moves its entry to
/// the front and an eviction unlinks the back, both O(1), with no scan. Each
/// key carries its hash, computed once a request, so a hit costs one pass
/// over the text.
///
/// The defaults hold a list of 10,000 rows (three texts each) with room for
/// the question screens beside it; docs/PERFORMANCE.md says what that costs.
/// A limit of 0 keeps nothing: every request is wrapped, with no look-up.
@MainActor
public final class LayoutCache {
    /// The most texts the cache holds before it forgets one.
    public let countLimit: Int

    /// The most bytes the cache holds, by its own estimate, before it forgets a text.
    public let costLimit: Int

    /// How many requests found their lines in the cache.
    public private(set) var hits = 0

    /// How many requests had to wrap their text.
    public private(set) var misses = 0

    /// The estimated bytes the cache holds now, at most `costLimit`.
    public private(set) var totalCost = 0

    /// How many wrapped texts the cache holds.
    public var count: Int { slotByKey.count }

    private var width: Int?
    private var slotByKey: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var freeSlots: [Int] = []
    /// The ends of the recency list: slots in `entries`, or `Entry.none`.
    private var newest = Entry.none
    private var oldest = Entry.none

    /// A cache that holds at most `countLimit` texts and `costLimit` bytes; negative limits count as 0.
    public init(countLimit: Int = 40_000, costLimit: Int = 48 << 20) {
        self.countLimit = max(0, countLimit)
        self.costLimit = max(0, costLimit)
    }

    /// The lines of `text` wrapped to `width` with the given prefixes: the
    /// cached ones, or else the result of `wrap`, cached for the next request.
    ///
    /// `wrap` must produce the lines the other arguments describe; they are
    /// its cache key.
    public func lines(
        for text: String,
        width: Int,
        firstPrefix: String,
        continuationPrefix: String,
        wrap: () -> [String]
    ) -> [String] {
        guard countLimit > 0, costLimit > 0 else {
            misses += 1
            return wrap()
        }
        if width != self.width {
            removeAll()
            self.width = width
        }
        let key = Key(text: text, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
        if let slot = slotByKey[key] {
            hits += 1
            moveToFront(slot)
            return entries[slot].lines
        }
        misses += 1
        let lines = wrap()
        store(lines, for: key)
        return lines
    }

    /// Forgets every text.
    public func removeAll() {
        slotByKey = [:]
        entries = []
        freeSlots = []
        newest = Entry.none
        oldest = Entry.none
        totalCost = 0
    }

    /// Adds `lines` as the newest entry, first forgetting the oldest ones until both limits allow it.
    private func store(_ lines: [String], for key: Key) {
        let cost = EntryCost.of(key: key, lines: lines)
        // A text larger than the whole cache is not kept, rather than emptying the cache for it.
        guard cost <= costLimit else { return }
        while slotByKey.count >= countLimit || totalCost + cost > costLimit {
            evictOldest()
        }
        let entry = Entry(key: key, lines: lines, cost: cost, newer: Entry.none, older: newest)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            entries[slot] = entry
        } else {
            slot = entries.count
            entries.append(entry)
        }
        linkAsNewest(slot)
        slotByKey[key] = slot
        totalCost += cost
    }

    private func evictOldest() {
        let slot = oldest
        unlink(slot)
        slotByKey[entries[slot].key] = nil
        totalCost -= entries[slot].cost
        entries[slot] = Entry.vacant
        freeSlots.append(slot)
    }

    private func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAsNewest(slot)
    }

    private func unlink(_ slot: Int) {
        let (newer, older) = (entries[slot].newer, entries[slot].older)
        if newer == Entry.none { newest = older } else { entries[newer].older = older }
        if older == Entry.none { oldest = newer } else { entries[older].newer = newer }
    }

    private func linkAsNewest(_ slot: Int) {
        entries[slot].newer = Entry.none
        entries[slot].older = newest
        if newest == Entry.none { oldest = slot } else { entries[newest].newer = slot }
        newest = slot
    }
}

/// The store both layout caches keep their work in: values laid out for one width at a time, at
/// most `countLimit` of them and `costLimit` bytes, the least recently used forgotten first.
///
/// `LayoutCache` keeps wrapped texts in one and `ListEntryCache` laid-out list entries in another;
/// each says what its keys and values cost, and this store does the rest, as NSCache would:
///
/// - **One width.** Asked for another width (the terminal was resized), it forgets everything,
///   since nothing laid out for the old width is of use at the new one.
/// - **Two limits.** At most `countLimit` values and at most `costLimit` bytes, counted as the
///   caller's estimate of what a key and value keep alive plus `bookkeeping`, the store's own
///   share of each entry. A value larger than the whole cost limit is not kept, rather than
///   emptying the store for it.
/// - **O(1) least-recently-used eviction.** Recency is a doubly linked list threaded through the
///   array of entries by index: a hit moves its entry to the front and an eviction unlinks the
///   back. Nothing scans.
/// - **No cliff.** An owner may ask for values in passes (`beginPass()`), as the list view does
///   for each batch of rows it draws. While a pass runs, a value it has used is never forgotten
///   to keep another: once the values of the pass fill the store, a new one is laid out and not
///   kept. So a pass larger than the store keeps the values it began with, and the next pass
///   finds those, instead of forgetting each value just before it is asked for again, which
///   would make every request of every pass a miss. A store whose owner never begins a pass is
///   plain least-recently-used.
/// - **One hash a request.** A key's hash is worked out once, when the request comes, and the
///   dictionary hashes only that number: a request reads its key once to hash it, not once for
///   the look-up and again for storing the value.
/// - **A limit of 0** keeps nothing: every request is laid out, with no key made and no look-up.
struct RecencyCache<Key: Hashable, Value> {
    let countLimit: Int
    let costLimit: Int
    /// How many requests found their value kept.
    private(set) var hits = 0
    /// How many requests had to lay their value out.
    private(set) var misses = 0
    /// The estimated bytes kept now, at most `costLimit`.
    private(set) var totalCost = 0

    /// How many values are kept.
    var count: Int { slotByKey.count }

    private var width: Int?
    /// The pass requests are in, counted from 1; 0 while the owner does not count passes.
    private var pass = 0
    /// How many of the values kept were used in the current pass, and what they cost.
    private var passCount = 0
    private var passCost = 0
    private var slotByKey: [HashedKey: Int] = [:]
    private var entries: [Entry] = []
    private var freeSlots: [Int] = []
    /// The ends of the recency list: slots in `entries`, or `Entry.none`.
    private var newest = Entry.none
    private var oldest = Entry.none

    /// A store that keeps at most `countLimit` values and `costLimit` bytes; negative limits count as 0.
    init(countLimit: Int, costLimit: Int) {
        self.countLimit = max(0, countLimit)
        self.costLimit = max(0, costLimit)
    }

    /// The bytes every entry costs beyond its key and value: the entry in the array and its share of
    /// the dictionary (kept at most three quarters full).
    static var bookkeeping: Int {
        MemoryLayout<Entry>.stride + (MemoryLayout<HashedKey>.stride + MemoryLayout<Int>.stride) * 4 / 3
    }

    /// Starts a pass: the requests until the next call belong together, as the rows of one list do.
    mutating func beginPass() {
        pass += 1
        passCount = 0
        passCost = 0
    }

    /// The value for `key` laid out at `width`: the one kept, or else the result of `layOut`, kept for
    /// the next request at `bookkeeping` plus the bytes `cost` estimates for the key and value.
    ///
    /// `layOut` must produce the value `key` describes at `width`, and must not ask this store for
    /// anything: the store is being changed while it runs.
    mutating func value(
        for key: @autoclosure () -> Key, width: Int, layOut: () -> Value, cost: (Key, Value) -> Int
    ) -> Value {
        guard countLimit > 0, costLimit > 0 else {
            misses += 1
            return layOut()
        }
        if width != self.width {
            removeAll()
            self.width = width
        }
        let key = HashedKey(key())
        if let slot = slotByKey[key], let kept = entries[slot].content?.value {
            hits += 1
            if pass != 0, entries[slot].pass != pass {
                entries[slot].pass = pass
                passCount += 1
                passCost += entries[slot].cost
            }
            moveToFront(slot)
            return kept
        }
        misses += 1
        let value = layOut()
        store(value, for: key, cost: Self.bookkeeping + cost(key.key, value))
        return value
    }

    /// Forgets every value.
    mutating func removeAll() {
        slotByKey = [:]
        entries = []
        freeSlots = []
        newest = Entry.none
        oldest = Entry.none
        totalCost = 0
        passCount = 0
        passCost = 0
    }

    /// Adds `value` as the newest entry, first forgetting the oldest ones until both limits allow it;
    /// or keeps nothing, and forgets nothing, when the value would not fit beside the values the
    /// current pass has used.
    private mutating func store(_ value: Value, for key: HashedKey, cost: Int) {
        guard cost <= costLimit else { return }
        if pass != 0 {
            guard passCount < countLimit, passCost + cost <= costLimit else { return }
            passCount += 1
            passCost += cost
        }
        // The values of the current pass are the newest, and they leave room for this one, so
        // only older values are forgotten here.
        while slotByKey.count >= countLimit || totalCost + cost > costLimit {
            evictOldest()
        }
        let entry = Entry(content: (key, value), cost: cost, pass: pass, newer: Entry.none, older: newest)
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

    private mutating func evictOldest() {
        let slot = oldest
        unlink(slot)
        if let key = entries[slot].content?.key {
            slotByKey[key] = nil
        }
        totalCost -= entries[slot].cost
        entries[slot] = Entry(content: nil, cost: 0, pass: 0, newer: Entry.none, older: Entry.none)
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAsNewest(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (entries[slot].newer, entries[slot].older)
        if newer == Entry.none { newest = older } else { entries[newer].older = older }
        if older == Entry.none { oldest = newer } else { entries[older].newer = newer }
    }

    private mutating func linkAsNewest(_ slot: Int) {
        entries[slot].newer = Entry.none
        entries[slot].older = newest
        if newest == Entry.none { oldest = slot } else { entries[newest].newer = slot }
        newest = slot
    }

    /// One kept value, and its neighbours on the recency list (slots in the entry array).
    private struct Entry {
        /// The link at either end of the recency list.
        static var none: Int { -1 }

        /// The key and value, or nil in a free slot, which then keeps no memory alive.
        var content: (key: HashedKey, value: Value)?
        let cost: Int
        /// The last pass that stored or found this value.
        var pass: Int
        /// The slot of the entry used just after this one, or `none` for the newest.
        var newer: Int
        /// The slot of the entry used just before this one, or `none` for the oldest.
        var older: Int
    }

    /// A key with its hash, worked out once.
    private struct HashedKey: Hashable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: HashedKey, rhs: HashedKey) -> Bool {
            lhs.hash == rhs.hash && lhs.key == rhs.key
        }
    }
}

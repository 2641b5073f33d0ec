import TerminalUI
import Testing

@MainActor
@Suite("LayoutCache")
struct LayoutCacheTests {
    /// Asks `cache` for `text` at `width`, recording in `wraps` each time it has to wrap.
    private func lines(
        for text: String,
        width: Int = 20,
        in cache: LayoutCache,
        wraps: inout [String]
    ) -> [String] {
        cache.lines(for: text, width: width, firstPrefix: "", continuationPrefix: "") {
            wraps.append(text)
            return [text.uppercased()]
        }
    }

    @Test("wraps text it does not hold and keeps the lines")
    func missWrapsAndStores() {
        let cache = LayoutCache()
        var wraps: [String] = []

        let result = lines(for: "a", in: cache, wraps: &wraps)

        #expect(result == ["A"])
        #expect(wraps == ["a"])
        #expect(cache.count == 1)
        #expect(cache.misses == 1)
        #expect(cache.hits == 0)
    }

    @Test("returns the lines it holds without wrapping again")
    func hitReturnsCachedLines() {
        let cache = LayoutCache()
        var wraps: [String] = []
        _ = lines(for: "a", in: cache, wraps: &wraps)

        let result = lines(for: "a", in: cache, wraps: &wraps)

        #expect(result == ["A"])
        #expect(wraps == ["a"])
        #expect(cache.hits == 1)
        #expect(cache.misses == 1)
    }

    @Test("keeps the same text with different prefixes apart")
    func prefixesArePartOfTheKey() {
        let cache = LayoutCache()
        let plain = cache.lines(for: "a", width: 20, firstPrefix: "", continuationPrefix: "") { ["a"] }

        let marked = cache.lines(for: "a", width: 20, firstPrefix: "• ", continuationPrefix: "  ") { ["• a"] }

        #expect(plain == ["a"])
        #expect(marked == ["• a"])
        #expect(cache.count == 2)
        #expect(cache.misses == 2)
    }

    @Test("forgets the least recently used text when full")
    func evictsLeastRecentlyUsed() {
        let cache = LayoutCache(countLimit: 2)
        var wraps: [String] = []
        _ = lines(for: "a", in: cache, wraps: &wraps)
        _ = lines(for: "b", in: cache, wraps: &wraps)
        _ = lines(for: "a", in: cache, wraps: &wraps)

        _ = lines(for: "c", in: cache, wraps: &wraps)
        _ = lines(for: "a", in: cache, wraps: &wraps)
        _ = lines(for: "b", in: cache, wraps: &wraps)

        #expect(wraps == ["a", "b", "c", "b"])
        #expect(cache.count == 2)
    }

    @Test("forgets texts in the order they were last used, over many evictions")
    func evictionOrder() {
        let cache = LayoutCache(countLimit: 3)
        var wraps: [String] = []
        for text in ["a", "b", "c", "a", "d", "e"] { _ = lines(for: text, in: cache, wraps: &wraps) }
        wraps = []

        for text in ["a", "d", "e", "b", "c"] { _ = lines(for: text, in: cache, wraps: &wraps) }

        #expect(wraps == ["b", "c"])
        #expect(cache.count == 3)
    }

    @Test("forgets the least recently used texts until a new one fits the cost limit")
    func costLimit() {
        let oneEntry = cost(of: "aaaaaaaaaaaaaaaaaaaaaaaa")
        let cache = LayoutCache(countLimit: 100, costLimit: 2 * oneEntry)
        var wraps: [String] = []
        for text in ["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbb", "aaaaaaaaaaaaaaaaaaaaaaaa"] {
            _ = lines(for: text, in: cache, wraps: &wraps)
        }

        _ = lines(for: "cccccccccccccccccccccccc", in: cache, wraps: &wraps)

        #expect(cache.count == 2)
        #expect(cache.totalCost == 2 * oneEntry)
        wraps = []
        _ = lines(for: "aaaaaaaaaaaaaaaaaaaaaaaa", in: cache, wraps: &wraps)
        _ = lines(for: "bbbbbbbbbbbbbbbbbbbbbbbb", in: cache, wraps: &wraps)
        #expect(wraps == ["bbbbbbbbbbbbbbbbbbbbbbbb"])
    }

    @Test("counts a longer text as costing more, in its key and again in its lines")
    func costGrowsWithText() {
        let short = cost(of: "short")
        let long = cost(of: String(repeating: "long text ", count: 20))

        #expect(short > 0)
        #expect(long > short + 2 * 200)
    }

    @Test(
        "counts a string of up to 15 bytes as nothing beyond its value, and a longer one as malloc rounds it",
        arguments: [(15, 0), (16, 64), (31, 64), (32, 80)])
    func stringCost(length: Int, heapBytes: Int) {
        let cost = cost(of: String(repeating: "a", count: length))

        // A 32-byte header, the bytes and a terminating zero, rounded up to 16: once in the key, once in the line.
        #expect(cost == self.cost(of: "a") + 2 * heapBytes)
    }

    @Test("keeps a text that costs exactly the whole limit")
    func textCostingTheLimitIsKept() {
        let cache = LayoutCache(countLimit: 100, costLimit: cost(of: "a"))
        var wraps: [String] = []

        _ = lines(for: "a", in: cache, wraps: &wraps)

        #expect(cache.count == 1)
        #expect(cache.totalCost == cache.costLimit)
    }

    @Test("forgets as many of the least recently used texts as a large one needs")
    func largeTextForgetsSeveral() {
        let large = String(repeating: "large text ", count: 10)
        let cache = LayoutCache(countLimit: 100, costLimit: cost(of: large))
        var wraps: [String] = []
        for text in ["a", "b", "a"] { _ = lines(for: text, in: cache, wraps: &wraps) }

        _ = lines(for: large, in: cache, wraps: &wraps)

        #expect(cache.count == 1)
        #expect(cache.totalCost == cost(of: large))
        _ = lines(for: "a", in: cache, wraps: &wraps)
        _ = lines(for: large, in: cache, wraps: &wraps)
        #expect(wraps == ["a", "b", large, "a", large])
        #expect(cache.count == 1)
    }

    @Test("does not keep a text that costs more than the whole limit, and keeps the others")
    func oversizedTextIsNotKept() {
        let cache = LayoutCache(countLimit: 100, costLimit: cost(of: "a") + 100)
        var wraps: [String] = []
        _ = lines(for: "a", in: cache, wraps: &wraps)

        let result = lines(for: String(repeating: "x", count: 500), in: cache, wraps: &wraps)

        #expect(result == [String(repeating: "X", count: 500)])
        #expect(cache.count == 1)
        _ = lines(for: "a", in: cache, wraps: &wraps)
        #expect(cache.hits == 1)
    }

    @Test("holds 10,000 texts and 16 MiB by default, the limits docs/PERFORMANCE.md gives")
    func documentedDefaultLimits() {
        let cache = LayoutCache()

        #expect(cache.countLimit == 10_000)
        #expect(cache.costLimit == 16 << 20)
    }

    @Test("keeps nothing with a limit of zero, and wraps every request")
    func zeroLimitKeepsNothing() {
        let cache = LayoutCache(countLimit: 0)
        var wraps: [String] = []
        _ = lines(for: "a", in: cache, wraps: &wraps)

        _ = lines(for: "a", in: cache, wraps: &wraps)

        #expect(wraps == ["a", "a"])
        #expect(cache.count == 0)
        #expect(cache.misses == 2)
    }

    @Test("drops everything when asked for another width")
    func widthChangeDropsEntries() {
        let cache = LayoutCache()
        var wraps: [String] = []
        _ = lines(for: "a", width: 20, in: cache, wraps: &wraps)
        _ = lines(for: "b", width: 20, in: cache, wraps: &wraps)

        _ = lines(for: "a", width: 30, in: cache, wraps: &wraps)

        #expect(wraps == ["a", "b", "a"])
        #expect(cache.count == 1)
        #expect(cache.totalCost == cost(of: "a"))
    }

    /// What `text`, wrapped to one line of itself in capitals, costs in a cache of its own.
    private func cost(of text: String) -> Int {
        let cache = LayoutCache()
        var wraps: [String] = []
        _ = lines(for: text, in: cache, wraps: &wraps)
        return cache.totalCost
    }
}

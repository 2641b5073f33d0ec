import Testing
import TextFront

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

    @Test("holds two thousand texts unless told otherwise")
    func defaultLimit() {
        let cache = LayoutCache()

        #expect(cache.countLimit == 2_000)
    }

    @Test("holds at least one text whatever limit it is given")
    func limitIsAtLeastOne() {
        let cache = LayoutCache(countLimit: 0)
        var wraps: [String] = []
        _ = lines(for: "a", in: cache, wraps: &wraps)

        _ = lines(for: "a", in: cache, wraps: &wraps)

        #expect(cache.countLimit == 1)
        #expect(wraps == ["a"])
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
    }
}

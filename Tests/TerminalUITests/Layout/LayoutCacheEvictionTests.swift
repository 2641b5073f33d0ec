import TerminalUI
import Testing

/// Which text a full cache forgets: the least recently used, exactly, wherever it sits in the cache.
@MainActor
@Suite("LayoutCache: eviction order")
struct LayoutCacheEvictionTests {
    private let texts = (1...8).map { "text \($0)" }

    @Test("forgets exactly the least recently used text, whichever of many it is")
    func forgetsTheLeastRecentlyUsed() {
        // Each text in turn is left untouched, so no order the entries happen to be stored in can pass.
        for stale in texts {
            let cache = LayoutCache(countLimit: texts.count)
            for text in texts { _ = wrap(text, in: cache) }
            for text in texts where text != stale { _ = wrap(text, in: cache) }

            let newWrapped = wrap("new", in: cache)
            let rewrapped = texts.filter { $0 != stale && wrap($0, in: cache) }

            #expect(newWrapped)
            #expect(rewrapped.isEmpty, "forgot \(rewrapped) instead of \(stale)")
        }
    }

    /// Asks `cache` for `text`, and says whether it had to wrap it.
    private func wrap(_ text: String, in cache: LayoutCache) -> Bool {
        var wrapped = false
        _ = cache.lines(for: text, width: 20, firstPrefix: "", continuationPrefix: "") {
            wrapped = true
            return [text]
        }
        return wrapped
    }
}

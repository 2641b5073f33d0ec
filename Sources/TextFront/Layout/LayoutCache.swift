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
/// it forgets the least recently used texts, in O(1) with no scan
/// (`RecencyCache` says how), and a request hashes its text once.
///
/// The list's entries have a cache of their own (`ListEntryCache`); this one
/// holds the question screens, the messages and the help. The defaults hold
/// far more than a long question with all its answers; docs/PERFORMANCE.md
/// says what that costs. A limit of 0 keeps nothing: every request is
/// wrapped, with no look-up.
@MainActor
public final class LayoutCache: ViewCache<LayoutCache.Key, [String]> {
    /// A cache that holds at most `countLimit` texts and `costLimit` bytes; negative limits count as 0.
    public override init(countLimit: Int = 10_000, costLimit: Int = 16 << 20) {
        super.init(countLimit: countLimit, costLimit: costLimit)
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
        store.value(
            for: Key(text: text, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix),
            width: width, layOut: wrap, cost: EntryCost.of)
    }
}

/// Keeps the wrapped lines of recently shown text (the question screens, the messages, the help), so
/// that redrawing a screen does not wrap the same paragraphs again.
///
/// One for the whole program, made by the composition root and handed to every view that lays out
/// text, rather than a shared instance that would leak entries from one test into the next. It keeps
/// lines for one width at a time, within a count and a cost limit (`RecencyCache` says how);
/// docs/PERFORMANCE.md says what the defaults cost.
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

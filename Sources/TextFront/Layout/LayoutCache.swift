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
/// It holds at most `countLimit` entries and then forgets the least recently
/// used. Each use stamps its entry with a counter, so a hit costs one
/// dictionary look-up; the eviction sweeps all entries for the oldest stamp,
/// O(`countLimit`), which only a miss on a full cache pays, and that miss is
/// already paying for wrapping text.
@MainActor
public final class LayoutCache {
    /// The most entries the cache holds before it forgets one; at least 1.
    public let countLimit: Int

    /// How many requests found their lines in the cache.
    public private(set) var hits = 0

    /// How many requests had to wrap their text.
    public private(set) var misses = 0

    /// How many wrapped texts the cache holds.
    public var count: Int { entries.count }

    private var width: Int?
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    public init(countLimit: Int = 2_000) {
        self.countLimit = max(1, countLimit)
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
        if width != self.width {
            entries.removeAll()
            self.width = width
        }
        clock += 1
        let key = Key(text: text, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
        if let entry = entries[key] {
            hits += 1
            entries[key] = Entry(lines: entry.lines, lastUse: clock)
            return entry.lines
        }
        misses += 1
        let lines = wrap()
        if entries.count >= countLimit {
            evictLeastRecentlyUsed()
        }
        entries[key] = Entry(lines: lines, lastUse: clock)
        return lines
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        entries[oldest.key] = nil
    }
}

extension LayoutCache {
    /// What identifies a wrapped text; the width is not part of it because
    /// all entries share the one the cache holds.
    private struct Key: Hashable {
        let text: String
        let firstPrefix: String
        let continuationPrefix: String
    }

    private struct Entry {
        let lines: [String]
        let lastUse: Int
    }
}

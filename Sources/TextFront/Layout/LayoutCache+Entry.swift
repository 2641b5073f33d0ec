extension LayoutCache {
    /// What identifies a wrapped text; the width is not part of it because
    /// all entries share the one the cache holds.
    ///
    /// The hash is computed once, when the key is made, and the dictionary
    /// hashes only that number: a request pays for one pass over its text,
    /// not one for the look-up and another for storing the lines.
    struct Key: Hashable {
        let text: String
        let firstPrefix: String
        let continuationPrefix: String
        private let textHash: Int

        init(text: String, firstPrefix: String, continuationPrefix: String) {
            self.text = text
            self.firstPrefix = firstPrefix
            self.continuationPrefix = continuationPrefix
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(firstPrefix)
            hasher.combine(continuationPrefix)
            textHash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.textHash == rhs.textHash && lhs.text == rhs.text && lhs.firstPrefix == rhs.firstPrefix
                && lhs.continuationPrefix == rhs.continuationPrefix
        }
    }

    /// One wrapped text, and its neighbours on the recency list (slots in the entry array).
    struct Entry {
        /// The link at either end of the recency list.
        static let none = -1
        /// What a slot holds once its entry is forgotten: nothing that keeps memory alive.
        static let vacant = Entry(
            key: Key(text: "", firstPrefix: "", continuationPrefix: ""), lines: [], cost: 0, newer: none,
            older: none)

        let key: Key
        let lines: [String]
        let cost: Int
        /// The slot of the entry used just after this one, or `none` for the newest.
        var newer: Int
        /// The slot of the entry used just before this one, or `none` for the oldest.
        var older: Int
    }
}

/// Estimates the bytes a cache entry keeps alive, to hold the cache to its cost limit.
///
/// It counts what 64-bit Swift allocates: the entry itself and its share of
/// the dictionary (kept at most three quarters full), the array of lines
/// (a 32-byte header and 16 bytes a line), and each string longer than 15
/// UTF-8 bytes (shorter ones live inside the string value): a 32-byte header,
/// the bytes and a terminating zero, rounded up to 16 as malloc does. The
/// text is counted even though it usually shares storage with the display
/// model that asked, since the cache may outlive that model.
enum EntryCost {
    /// The bytes every entry costs, whatever its text: the entry, its share of the dictionary, the array header.
    static let bookkeeping =
        MemoryLayout<LayoutCache.Entry>.stride
        + (MemoryLayout<LayoutCache.Key>.stride + MemoryLayout<Int>.stride) * 4 / 3 + 32

    /// The estimated bytes of an entry for `key` holding `lines`.
    static func of(key: LayoutCache.Key, lines: [String]) -> Int {
        var bytes = bookkeeping + 16 * lines.count
        bytes += heapBytes(key.text) + heapBytes(key.firstPrefix) + heapBytes(key.continuationPrefix)
        for line in lines {
            bytes += heapBytes(line)
        }
        return bytes
    }

    /// What a string's storage takes on the heap: nothing for a small string, which lives in the value.
    static func heapBytes(_ string: String) -> Int {
        let length = string.utf8.count
        return length <= 15 ? 0 : (32 + length + 1 + 15) / 16 * 16
    }
}

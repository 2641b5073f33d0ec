/// Estimates the bytes the keys and values of the layout caches keep alive, to hold each cache to
/// its cost limit; `RecencyCache.bookkeeping` adds the cache's own share of an entry.
///
/// It counts what 64-bit Swift allocates: an array's 32-byte header and its
/// elements, and each string longer than 15 UTF-8 bytes (shorter ones live
/// inside the string value): a 32-byte header, the bytes and a terminating
/// zero, rounded up to 16 as malloc does. The texts of a key are counted even
/// though they usually share storage with the display model that asked, since
/// the cache may outlive that model.
enum EntryCost {
    /// The bytes a wrapped text keeps alive: its key's strings and its array of lines.
    static func of(key: LayoutCache.Key, lines: [String]) -> Int {
        var bytes = array(of: lines)
        bytes += heapBytes(key.text) + heapBytes(key.firstPrefix) + heapBytes(key.continuationPrefix)
        for line in lines {
            bytes += heapBytes(line)
        }
        return bytes
    }

    /// The bytes a laid-out list entry keeps alive: its row's texts and its array of styled lines.
    static func of(key: ListEntryCache.Key, lines: [StyledLine]) -> Int {
        var bytes = array(of: lines)
        bytes += heapBytes(key.row.stats) + heapBytes(key.row.title) + heapBytes(key.row.details)
        for line in lines {
            bytes += heapBytes(line.text) + (line.hasStyledForm ? heapBytes(line.styled) : 0)
        }
        return bytes
    }

    /// What an array's own storage takes: its header and its elements, not what they point to.
    static func array<Element>(of elements: [Element]) -> Int {
        32 + MemoryLayout<Element>.stride * elements.count
    }

    /// What a string's storage takes on the heap: nothing for a small string, which lives in the value.
    static func heapBytes(_ string: String) -> Int {
        let length = string.utf8.count
        return length <= 15 ? 0 : (32 + length + 1 + 15) / 16 * 16
    }
}

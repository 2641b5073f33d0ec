/// Finds a longest run of rows, in list order, whose keys strictly increase: the rows that need not move.
///
/// Patience sorting: `tails[k]` is the row that ends the increasing run of
/// length k + 1 with the smallest last key seen so far. A list that mostly
/// kept its order mostly extends the longest run, which costs one comparison,
/// so the binary search is paid only by the rows that moved: O(n) for a list
/// that changed a little, O(n log n) at worst.
enum IncreasingRun {
    /// For each row of `keys`, whether it is in the run found; rows whose key is outside `0..<limit` take
    /// no part.
    static func members(of keys: [Int32], below limit: Int32) -> [Bool] {
        var tails: [Int32] = []
        tails.reserveCapacity(keys.count)
        var predecessor = [Int32](repeating: -1, count: keys.count)
        for index in keys.indices {
            let key = keys[index]
            guard key >= 0 && key < limit else { continue }
            var length = tails.count
            if let last = tails.last, keys[Int(last)] >= key {
                // Not longer than the longest run: the first run whose last key is not below `key`.
                length = 0
                var high = tails.count - 1
                while length < high {
                    let middle = (length + high) / 2
                    if keys[Int(tails[middle])] < key { length = middle + 1 } else { high = middle }
                }
            }
            if length > 0 { predecessor[index] = tails[length - 1] }
            if length == tails.count { tails.append(Int32(index)) } else { tails[length] = Int32(index) }
        }
        var isMember = [Bool](repeating: false, count: keys.count)
        var cursor = Int(tails.last ?? -1)
        while cursor >= 0 {
            isMember[cursor] = true
            cursor = Int(predecessor[cursor])
        }
        return isMember
    }
}

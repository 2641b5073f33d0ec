/// The diff as a textbook computes it: the O(m·n) longest-common-subsequence table, then a walk back.
///
/// It is the yardstick the issue names. The table holds 16-bit lengths
/// (lists up to 65,535 rows), a quarter of what `Int` cells would take, so that
/// 10,000 rows need 200 MB rather than 800 MB; that makes it faster, not slower,
/// than the version in the books.
enum TextbookLCS {
    /// The largest list the table can measure.
    static let largestCount = Int(UInt16.max)

    /// How many rows of `previous` and `current` are outside a longest common subsequence: the
    /// removals plus the insertions.
    static func changeCount(previous: [Int], current: [Int]) -> Int {
        let rows = previous.count + 1
        let columns = current.count + 1
        var table = [UInt16](repeating: 0, count: rows * columns)
        for row in 1..<rows {
            for column in 1..<columns {
                table[row * columns + column] =
                    previous[row - 1] == current[column - 1]
                    ? table[(row - 1) * columns + column - 1] + 1
                    : max(table[(row - 1) * columns + column], table[row * columns + column - 1])
            }
        }
        var (row, column, changes) = (rows - 1, columns - 1, 0)
        while row > 0 || column > 0 {
            if row > 0, column > 0, previous[row - 1] == current[column - 1] {
                row -= 1
                column -= 1
            } else if column > 0,
                row == 0 || table[row * columns + column - 1] >= table[(row - 1) * columns + column]
            {
                column -= 1
                changes += 1
            } else {
                row -= 1
                changes += 1
            }
        }
        return changes
    }
}

/// A table from a question id to the position of its first row in one list, built for one diff.
///
/// It is open addressing with linear probing over one flat array of 32-bit
/// positions. The ids themselves stay in the list, which the table reads to
/// compare, so each row costs 4 bytes for each of its two to four slots and
/// nothing else. Ids are spread by multiply-shift hashing with a multiplier
/// drawn per process, so ids chosen by a server cannot pile into one run of
/// slots. Lists are limited to `Int32.max` rows, far more than a terminal
/// list can hold.
struct IDPositions {
    /// For each slot, 1 + the position of the row whose id it holds, or 0 when the slot is empty.
    private var slots: [Int32]
    private let shift: UInt64
    private let multiplier: UInt64

    /// An empty table with room for `count` rows, kept at most half full.
    init(capacityFor count: Int) {
        var bits = 3
        while 1 << bits < 2 * count { bits += 1 }
        slots = [Int32](repeating: 0, count: 1 << bits)
        shift = UInt64(64 - bits)
        // Hasher is seeded randomly per process; its output gives an odd multiplier no input can predict.
        var hasher = Hasher()
        hasher.combine(bits)
        multiplier = UInt64(truncatingIfNeeded: hasher.finalize()) | 1
    }

    /// Adds the row at `position` of `ids`, unless a row added before has its id; says whether it was added.
    mutating func insert(_ ids: [Int], at position: Int) -> Bool {
        let id = ids[position]
        let mask = slots.count - 1
        var slot = firstSlot(for: id)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 {
                slots[slot] = Int32(position + 1)
                return true
            }
            if ids[stored - 1] == id { return false }
            slot = (slot + 1) & mask
        }
    }

    /// The position in `ids` (the list the table was filled from) of the first row with `id`, or -1.
    func position(of id: Int, in ids: [Int]) -> Int {
        let mask = slots.count - 1
        var slot = firstSlot(for: id)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return -1 }
            if ids[stored - 1] == id { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    private func firstSlot(for id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* multiplier) >> shift)
    }
}

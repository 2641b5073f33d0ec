/// Two versions of a list of `count` ids, the second with about a tenth changed: a thirtieth each deleted,
/// moved and inserted, as a busy site's first pages differ between two refreshes.
struct ChurnedLists {
    let previous: [Int]
    let current: [Int]

    init(count: Int, seed: UInt64) {
        var random = SplitMix(seed: seed)
        // Ids spaced and shuffled like real question ids: unique, large, in no useful order.
        var ids = (0..<count).map { 90_000_000 + $0 * 7 }
        for index in ids.indices.reversed() where index > 0 {
            ids.swapAt(index, random.next(below: index + 1))
        }
        previous = ids
        var current = ids
        let changes = max(1, count / 30)
        for _ in 0..<changes { current.remove(at: random.next(below: current.count)) }
        for _ in 0..<changes {
            let id = current.remove(at: random.next(below: current.count))
            current.insert(id, at: random.next(below: current.count + 1))
        }
        for index in 0..<changes {
            current.insert(80_000_000 + index, at: random.next(below: current.count + 1))
        }
        self.current = current
    }
}

/// SplitMix64: a small seeded generator, so every run of the benchmark diffs the same lists.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(max(1, bound)))
    }
}

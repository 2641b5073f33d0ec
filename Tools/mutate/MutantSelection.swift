/// Picks a reproducible sample of mutants: every module in turn, and within a module every operator in turn.
///
/// The order inside each (module, operator) group comes from a generator
/// seeded by `--seed` and the group's name, so the same sources and seed
/// always give the same sample, whatever else changed in other modules.
enum MutantSelection {
    static func pick(_ mutants: [Mutant], limit: Int?, seed: UInt64) -> [Mutant] {
        let byModule = Dictionary(grouping: mutants, by: \.module)
        let queues = byModule.keys.sorted().map { module in
            let byOperator = Dictionary(grouping: byModule[module] ?? [], by: \.mutationOperator)
            let groups = MutationOperator.allCases.compactMap { mutationOperator in
                byOperator[mutationOperator].map { group in
                    var generator = SplitMix64(seed: seed ^ fnv1a("\(module) \(mutationOperator.rawValue)"))
                    return shuffled(group, using: &generator)
                }
            }
            // The operators' turn differs between modules too, so that a small sample still sees them all.
            var generator = SplitMix64(seed: seed ^ fnv1a(module))
            return interleaved(shuffled(groups, using: &generator))
        }
        let order = interleaved(queues)
        return limit.map { Array(order.prefix($0)) } ?? order
    }

    /// The first of each list, then the second of each, and so on.
    private static func interleaved(_ lists: [[Mutant]]) -> [Mutant] {
        var result: [Mutant] = []
        var round = 0
        while lists.contains(where: { $0.count > round }) {
            result += lists.compactMap { $0.count > round ? $0[round] : nil }
            round += 1
        }
        return result
    }

    /// Fisher–Yates, written out so the order does not depend on the standard library's shuffle.
    private static func shuffled<Element>(_ list: [Element], using generator: inout SplitMix64) -> [Element] {
        var list = list
        for index in stride(from: list.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            list.swapAt(index, other)
        }
        return list
    }

    /// FNV-1a over UTF-8: a hash that, unlike `hashValue`, is the same in every process.
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// SplitMix64: a small generator whose sequence is fixed by its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}

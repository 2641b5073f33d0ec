import Entities
import Presenters
import TestSupport
import Testing

/// Checks the linear diff against a brute-force reference on random lists, from a fixed seed.
@Suite("List diff against a brute-force reference")
struct ListDiffReferenceTests {
    @Test("agrees with the reference on small random lists, repeated ids included")
    func smallLists() {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<1_000 {
            let previous = randomRows(count: random.next(below: 16), ids: 12, using: &random)
            let current = randomRows(count: random.next(below: 16), ids: 12, using: &random)
            let pageSize = 1 + random.next(below: 12)

            check(previous: previous, current: current, pageSize: pageSize)
        }
    }

    @Test("agrees with the reference on long lists with a tenth changed")
    func longLists() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<8 {
            let count = 100 + random.next(below: 300)
            let previous = (0..<count).map { question(id: $0 * 7, score: 0) }
            var current = previous
            for _ in 0..<count / 30 { current.remove(at: random.next(below: current.count)) }
            for _ in 0..<count / 30 {
                let row = current.remove(at: random.next(below: current.count))
                current.insert(row, at: random.next(below: current.count + 1))
            }
            for index in 0..<count / 30 {
                current.insert(question(id: -1 - index, score: 0), at: random.next(below: current.count + 1))
            }
            for _ in 0..<count / 30 { current[random.next(below: current.count)].score += 1 }

            check(previous: previous, current: current, pageSize: count)
        }
    }

    private func check(previous: [Question], current: [Question], pageSize: Int) {
        let diff = ListDiff(previous: previous, current: current, pageSize: pageSize)
        let reference = Reference(previous: previous, current: current, pageSize: pageSize)
        let context = "previous \(previous.map(\.id)), current \(current.map(\.id)), page \(pageSize)"

        #expect(diff.inserted == reference.inserted, "\(context)")
        #expect(diff.removed == reference.removed, "\(context)")
        #expect(diff.updated == reference.updated, "\(context)")
        // Several runs can be longest, so the moved rows are checked by what makes them right: as
        // few as the longest run allows, and the rows left in place keep their old order.
        #expect(diff.moved.isSubset(of: Set(reference.common)), "\(context)")
        #expect(diff.moved.count == reference.common.count - reference.longestRunLength, "\(context)")
        let keptPositions = reference.common.filter { !diff.moved.contains($0) }.map {
            reference.position[$0, default: -1]
        }
        #expect(keptPositions == keptPositions.sorted(), "\(context)")
        #expect(
            ListDiff(previous: previous.map(\.id), current: current.map(\.id), pageSize: pageSize).moved.count
                == diff.moved.count)
    }

    private func randomRows(count: Int, ids: Int, using random: inout SeededRandom) -> [Question] {
        (0..<count).map { _ in question(id: random.next(below: ids), score: random.next(below: 2)) }
    }

    private func question(id: Int, score: Int) -> Question {
        Fixtures.question(id: id, score: score)
    }
}

/// The diff's rules written the slow, obvious way: every question answered by a search of whole lists.
private struct Reference {
    var inserted: Set<Int> = []
    var removed: Set<Int> = []
    var updated: Set<Int> = []
    /// The ids on both the previous first page and the current list, in current order, each once.
    var common: [Int] = []
    /// Where each id first stood on the previous list.
    var position: [Int: Int] = [:]
    var longestRunLength = 0

    init(previous: [Question], current: [Question], pageSize: Int) {
        let firstPage = previous.prefix(min(previous.count, max(pageSize, current.count)))
        for (index, question) in previous.enumerated() where position[question.id] == nil {
            position[question.id] = index
        }
        var seen: Set<Int> = []
        for question in current where seen.insert(question.id).inserted {
            guard let before = previous.first(where: { $0.id == question.id }) else {
                inserted.insert(question.id)
                continue
            }
            if before.title != question.title || before.score != question.score {
                updated.insert(question.id)
            }
            if firstPage.contains(where: { $0.id == question.id }) { common.append(question.id) }
        }
        for question in firstPage where !current.contains(where: { $0.id == question.id }) {
            removed.insert(question.id)
        }
        // The longest increasing run by the quadratic textbook recurrence.
        let keys = common.map { position[$0, default: -1] }
        var longestEndingAt = [Int](repeating: 1, count: keys.count)
        for end in keys.indices {
            for start in 0..<end where keys[start] < keys[end] {
                longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[start] + 1)
            }
        }
        longestRunLength = longestEndingAt.max() ?? 0
    }
}

/// SplitMix64: a small generator with a seed, so that every run of the test sees the same lists.
private struct SeededRandom {
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

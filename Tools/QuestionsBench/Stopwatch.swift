import AllocationCounter
import Synchronization

/// Times pieces of work against each other in one run: interleaved repetitions, medians, ratios.
///
/// Each repetition times every contender once, in an order that rotates, so
/// that a noisy moment of a shared machine (other builds, frequency changes)
/// falls on all of them alike; the median of the repetitions then drops the
/// outliers. A contender too quick to time in one go is run as many times as
/// fill a sample of `sampleSeconds`, and its time divided back.
@MainActor
struct Stopwatch {
    /// How many samples each contender gets.
    var repetitions: Int
    /// The least time one sample should take, so that the clock's resolution does not show.
    var sampleSeconds = 0.005

    /// The median seconds one run of each contender takes, by name.
    func medians(_ contenders: [(name: String, run: () -> Int)]) -> [String: Double] {
        let runsPerSample = contenders.map { runsFilling(sampleSeconds, $0.run) }
        var samples = [[Double]](repeating: [], count: contenders.count)
        for repetition in 0..<repetitions {
            for offset in contenders.indices {
                let index = (offset + repetition) % contenders.count
                let runs = runsPerSample[index]
                let seconds = Self.time {
                    var checksum = 0
                    for _ in 0..<runs { checksum &+= contenders[index].run() }
                    return checksum
                }
                samples[index].append(seconds / Double(runs))
            }
        }
        return Dictionary(
            uniqueKeysWithValues: zip(contenders.map(\.name), samples.map(Self.median)))
    }

    /// How many runs of `work` take at least `seconds`, from one timed run.
    private func runsFilling(_ seconds: Double, _ work: () -> Int) -> Int {
        let once = Self.time(work)
        guard once > 0 else { return 1_000 }
        return max(1, min(1_000_000, Int((seconds / once).rounded(.up))))
    }

    /// The seconds `work` takes; its result goes to `BlackHole` so that the optimiser cannot drop it.
    static func time(_ work: () -> Int) -> Double {
        let start = ContinuousClock.now
        let result = work()
        let elapsed = ContinuousClock.now - start
        BlackHole.keep(result)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The heap bytes the process holds now, when the allocation counter is linked in.
    static func heapBytes() -> Int? {
        allocation_counter_is_active() != 0 ? allocation_counter_current() : nil
    }

    /// The most heap bytes `work` holds at once beyond what was held before it began.
    static func extraPeakBytes(_ work: () -> Int) -> Int? {
        guard allocation_counter_is_active() != 0 else { return nil }
        let before = allocation_counter_current()
        allocation_counter_reset_peak()
        BlackHole.keep(work())
        return allocation_counter_peak() - before
    }
}

/// Keeps results where the optimiser must assume they are read, so that timed work is not dropped.
enum BlackHole {
    private static let sink = Atomic<Int>(0)

    static func keep(_ value: Int) {
        sink.wrappingAdd(value, ordering: .relaxed)
    }
}

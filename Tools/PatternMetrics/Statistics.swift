import Foundation

/// The statistics the run-time section of the comparison page rests on: which differences between the
/// shapes are real and which are noise, on measurements repeated in rounds (each round measures every
/// shape once, so a round is a block).
///
/// Each test matches SciPy's function of the same name (`scipy.stats.friedmanchisquare`, `wilcoxon` with
/// its defaults), which the tests use as the reference values.
public enum Statistics {
    /// The median of `values`: the middle one, or the mean of the two middle ones; nil when empty.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The rank of each value among `values`, from 1, ties given the mean of the ranks they share.
    public static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            let shared = Double(start + end) / 2 + 1
            for position in start...end { ranks[order[position]] = shared }
            start = end + 1
        }
        return ranks
    }

    /// A test's statistic and its p-value.
    public struct TestResult: Equatable, Sendable {
        /// The test's statistic: Friedman's chi-squared, or Wilcoxon's smaller rank sum.
        public let statistic: Double
        /// The chance of a statistic at least as far from the null hypothesis's centre, were it true.
        public let p: Double
    }

    /// Friedman's test that `k` treatments measured in each of `blocks` (one row per block, one column per
    /// treatment) come from one distribution, with the correction for ties; the p-value is the
    /// chi-squared approximation's, with `k - 1` degrees of freedom.
    public static func friedman(_ blocks: [[Double]]) -> TestResult? {
        guard let k = blocks.first?.count, k > 1, blocks.allSatisfy({ $0.count == k }) else { return nil }
        let n = Double(blocks.count)
        let kk = Double(k)
        var rankSums = [Double](repeating: 0, count: k)
        var ties = 0.0
        for block in blocks {
            let ranks = ranks(block)
            for (column, rank) in ranks.enumerated() { rankSums[column] += rank }
            for count in Dictionary(grouping: block, by: { $0 }).values.map(\.count) where count > 1 {
                let t = Double(count)
                ties += t * t * t - t
            }
        }
        let correction = 1 - ties / (n * kk * (kk * kk - 1))
        guard correction > 0 else { return TestResult(statistic: 0, p: 1) }
        let sum = rankSums.reduce(0) { $0 + $1 * $1 }
        let statistic = (12 / (n * kk * (kk + 1)) * sum - 3 * n * (kk + 1)) / correction
        return TestResult(statistic: statistic, p: chiSquaredSurvival(statistic, degreesOfFreedom: kk - 1))
    }

    /// Wilcoxon's signed-rank test, two-sided, that the paired differences `x - y` are centred on zero.
    /// Zero differences are dropped; the statistic is the smaller of the two rank sums. With at most 50
    /// pairs, no zero and no tie, the p-value is exact (the distribution of the rank sum); otherwise it
    /// is the normal approximation, with the variance corrected for ties (SciPy's `method="asymptotic"`;
    /// SciPy's default would instead permute the signs of 13 pairs or fewer with ties or zeros).
    public static func wilcoxon(_ x: [Double], _ y: [Double]) -> TestResult? {
        guard x.count == y.count else { return nil }
        let all = zip(x, y).map { $0 - $1 }
        let differences = all.filter { $0 != 0 }
        let n = differences.count
        guard n > 0 else { return TestResult(statistic: 0, p: 1) }
        let ranks = ranks(differences.map(abs))
        let positive = zip(differences, ranks).filter { $0.0 > 0 }.reduce(0) { $0 + $1.1 }
        let total = Double(n * (n + 1)) / 2
        let statistic = min(positive, total - positive)
        let tieCounts = Dictionary(grouping: ranks, by: { $0 }).values.map(\.count).filter { $0 > 1 }
        if n <= 50 && tieCounts.isEmpty && differences.count == all.count {
            return TestResult(statistic: statistic, p: min(1, 2 * exactSignedRankCDF(statistic, n: n)))
        }
        let mean = total / 2
        var variance = Double(n * (n + 1) * (2 * n + 1)) / 24
        for count in tieCounts {
            let t = Double(count)
            variance -= (t * t * t - t) / 48
        }
        guard variance > 0 else { return TestResult(statistic: statistic, p: 1) }
        let z = (statistic - mean) / variance.squareRoot()
        return TestResult(statistic: statistic, p: min(1, erfc(abs(z) / 2.squareRoot())))
    }

    /// P(W ≤ w) for the sum W of a random subset of the ranks 1…n, each in or out with even odds.
    static func exactSignedRankCDF(_ w: Double, n: Int) -> Double {
        let top = n * (n + 1) / 2
        var counts = [Double](repeating: 0, count: top + 1)
        counts[0] = 1
        for rank in 1...n {
            for sum in stride(from: top, through: rank, by: -1) { counts[sum] += counts[sum - rank] }
        }
        let limit = Int(w.rounded(.down))
        guard limit >= 0 else { return 0 }
        let below = counts[0...min(limit, top)].reduce(0, +)
        return below / pow(2, Double(n))
    }

    /// Holm's step-down adjustment of `pValues`, in their order: the family-wise error rate held over all
    /// of them at once.
    public static func holm(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: pValues.count)
        var running = 0.0
        for (position, index) in order.enumerated() {
            running = max(running, min(1, Double(pValues.count - position) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    /// The ratio of the medians of `x` and `y`, paired by round, and its bootstrap 95% percentile
    /// interval: `resamples` draws of the rounds with replacement, from a generator seeded with `seed`, so
    /// that the same measurements always give the same interval.
    public static func medianRatio(
        _ x: [Double], _ y: [Double], resamples: Int = 10_000, seed: UInt64 = 0x5EED
    ) -> (ratio: Double, low: Double, high: Double)? {
        guard x.count == y.count, !x.isEmpty, let mx = median(x), let my = median(y), my != 0 else {
            return nil
        }
        var generator = SplitMix64(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let rounds = (0..<x.count).map { _ in Int(generator.next() % UInt64(x.count)) }
            guard let rx = median(rounds.map { x[$0] }), let ry = median(rounds.map { y[$0] }), ry != 0 else {
                continue
            }
            ratios.append(rx / ry)
        }
        ratios.sort()
        guard !ratios.isEmpty else { return nil }
        func percentile(_ q: Double) -> Double {
            ratios[min(ratios.count - 1, max(0, Int((q * Double(ratios.count - 1)).rounded())))]
        }
        return (mx / my, percentile(0.025), percentile(0.975))
    }

    /// P(X > x) for X chi-squared with `degreesOfFreedom`: the regularised upper incomplete gamma function
    /// Q(df/2, x/2).
    public static func chiSquaredSurvival(_ x: Double, degreesOfFreedom: Double) -> Double {
        guard x > 0 else { return 1 }
        return upperRegularizedGamma(degreesOfFreedom / 2, x / 2)
    }

    /// Q(a, x), by its series below a + 1 and its continued fraction above (Numerical Recipes, 6.2).
    static func upperRegularizedGamma(_ a: Double, _ x: Double) -> Double {
        let logPrefix = a * log(x) - x - lgamma(a)
        if x < a + 1 {
            var term = 1 / a
            var sum = term
            var denominator = a
            for _ in 0..<1000 {
                denominator += 1
                term *= x / denominator
                sum += term
                if abs(term) < abs(sum) * 1e-15 { break }
            }
            return max(0, 1 - sum * exp(logPrefix))
        }
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        for i in 1..<1000 {
            let an = -Double(i) * (Double(i) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return exp(logPrefix) * h
    }
}

/// A small generator with a seed, so that a bootstrap gives the same interval on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import Foundation
import Testing

@testable import PatternMetrics

/// The statistics of the run-time section, against reference values from SciPy 1.17
/// (`scipy.stats.chi2.sf`, `friedmanchisquare`, `wilcoxon` with its defaults).
@Suite("Statistics")
struct StatisticsTests {
    static func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    @Test("gives the median of an odd and an even count, and none of nothing")
    func median() {
        #expect(Statistics.median([3, 1, 2]) == 2)
        #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
        #expect(Statistics.median([]) == nil)
    }

    @Test("ranks tied values by the mean of the ranks they share")
    func ranks() {
        #expect(Statistics.ranks([10, 20, 10, 30]) == [1.5, 3, 1.5, 4])
    }

    @Test(
        "gives the chi-squared survival function SciPy gives",
        arguments: [
            (3.84, 1.0, 0.05004352124870519), (12.5, 6.0, 0.051699974835848345),
            (0.5, 2.0, 0.7788007830714049), (40, 6.0, 4.5551495055892125e-07),
        ])
    func chiSquared(x: Double, degreesOfFreedom: Double, expected: Double) {
        #expect(Self.close(Statistics.chiSquaredSurvival(x, degreesOfFreedom: degreesOfFreedom), expected))
    }

    @Test("gives Friedman's statistic and p-value SciPy gives, without ties")
    func friedman() throws {
        let result = try #require(
            Statistics.friedman([[1, 2, 3], [2, 3, 1], [3, 1, 2], [1, 3, 2], [1, 2, 3]]))

        #expect(Self.close(result.statistic, 1.2))
        #expect(Self.close(result.p, 0.5488116360940257))
    }

    @Test("corrects Friedman's statistic for ties within a block, as SciPy does")
    func friedmanTies() throws {
        let result = try #require(Statistics.friedman([[1, 1, 3], [2, 3, 3], [1, 2, 3], [4, 4, 4]]))

        #expect(Self.close(result.statistic, 5.0))
        #expect(Self.close(result.p, 0.0820849986238988))
    }

    @Test("gives Wilcoxon's exact p-value for a few pairs without ties")
    func wilcoxonExact() throws {
        let result = try #require(
            Statistics.wilcoxon(
                [1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30],
                [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29]))

        #expect(result.statistic == 5)
        #expect(Self.close(result.p, 0.0390625))
    }

    @Test("drops zero differences, and approximates where ranks tie, as SciPy's asymptotic method does")
    func wilcoxonTiesAndZeros() throws {
        let ties = try #require(Statistics.wilcoxon([1, 2, 3, 4, 5, 6, 7, 8], [2, 1, 5, 3, 9, 4, 12, 20]))
        let zero = try #require(
            Statistics.wilcoxon([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 3, 2, 6, 4, 9, 5, 12, 8, 15]))

        #expect(ties.statistic == 8.5)
        #expect(Self.close(ties.p, 0.18073580937360567, within: 1e-6))
        #expect(zero.statistic == 13)
        #expect(Self.close(zero.p, 0.25575474881618, within: 1e-6))
    }

    @Test("uses the normal approximation, corrected for ties, past 50 pairs")
    func wilcoxonApproximate() throws {
        let result = try #require(Statistics.wilcoxon(Self.sixtyX, Self.sixtyY))

        #expect(result.statistic == 556.5)
        #expect(Self.close(result.p, 0.020602194089274606, within: 1e-6))
    }

    @Test("adjusts p-values by Holm's step-down method, in their order")
    func holm() {
        let adjusted = Statistics.holm([0.01, 0.04, 0.03, 0.005])

        #expect(zip(adjusted, [0.03, 0.06, 0.06, 0.02]).allSatisfy { Self.close($0, $1) })
    }

    @Test("gives the ratio of medians and an interval around it, the same on every run")
    func medianRatio() throws {
        let x: [Double] = (0..<30).map { 10 + Double($0 % 7) }
        let y: [Double] = (0..<30).map { 5 + Double($0 % 5) }

        let first = try #require(Statistics.medianRatio(x, y))
        let second = try #require(Statistics.medianRatio(x, y))

        #expect(Self.close(first.ratio, 13.0 / 7.0))
        #expect(first.low <= first.ratio && first.ratio <= first.high)
        #expect(first.low < first.high)
        #expect(first == second)
    }

    @Test("gives a point interval when every round has the same ratio")
    func medianRatioOfConstantRatio() throws {
        let y: [Double] = (1...30).map(Double.init)
        let result = try #require(Statistics.medianRatio(y.map { 2 * $0 }, y))

        #expect(Self.close(result.ratio, 2) && Self.close(result.low, 2, within: 0.2))
    }

    /// Sixty pairs, rounded to two places (so some differences tie and one is zero), from NumPy's
    /// `default_rng(7)`: SciPy gives W = 556.5, p = 0.020602194089274606.
    static let sixtyX: [Double] = [
        5.0, 5.3, 4.73, 4.11, 4.55, 4.01, 5.06, 6.34, 4.51, 4.38, 5.49, 5.36, 5.11, 4.07, 4.97, 5.7, 3.66,
        4.54,
        3.1, 3.71, 3.16, 4.76, 3.73, 5.27, 5.16, 4.81, 2.48, 4.46, 4.95, 5.11, 3.47, 4.52, 4.02, 4.19, 6.06,
        4.19, 4.97, 5.88, 4.42, 4.89, 5.11, 5.06, 3.77, 5.08, 6.36, 3.45, 5.86, 5.12, 4.36, 7.0, 5.76, 3.8,
        5.07, 5.58, 4.81, 5.68, 4.93, 5.67, 6.44, 4.32,
    ]
    static let sixtyY: [Double] = [
        5.32, 5.22, 5.01, 3.6, 4.4, 4.09, 5.8, 7.23, 3.92, 4.1, 6.08, 4.36, 5.03, 4.21, 5.92, 6.31, 3.66,
        4.52,
        3.15, 4.82, 3.1, 4.78, 4.14, 5.4, 5.24, 4.34, 2.67, 4.39, 5.85, 5.7, 3.66, 5.12, 4.02, 5.02, 6.26,
        4.74,
        4.4, 6.29, 3.61, 3.87, 5.13, 4.72, 4.07, 6.63, 6.06, 3.28, 6.18, 5.62, 4.45, 7.08, 6.38, 4.31, 4.65,
        5.73, 5.03, 5.25, 5.29, 5.36, 7.22, 4.64,
    ]
}

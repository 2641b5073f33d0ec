import Foundation
import TestSupport
import Testing

@testable import WebService

/// The gate's own arithmetic, on a clock the test moves: the live service tests cover how it is used.
@Suite("Backoff gate")
struct BackoffGateTests {
    let clock = TestClock()

    @Test("keeps an earlier, longer backoff when a later one is shorter")
    func longerBackoffWins() {
        let gate = BackoffGate(now: clock.reader)
        gate.record(backoff: 30, for: "questions")

        gate.record(backoff: 5, for: "questions")

        #expect(gate.remainingWait(for: "questions") == 30)
    }

    @Test("rounds a wait with a fraction of a second left up to the next whole second")
    func roundsTheWaitUp() {
        let gate = BackoffGate(now: clock.reader)
        gate.record(backoff: 10, for: "questions")

        clock.advance(by: 4.5)

        #expect(gate.remainingWait(for: "questions") == 6)
    }

    @Test("lets the method be called once the backoff has passed to the second")
    func opensWhenTheBackoffHasPassed() {
        let gate = BackoffGate(now: clock.reader)
        gate.record(backoff: 10, for: "questions")

        clock.advance(by: 10)

        #expect(gate.remainingWait(for: "questions") == nil)
    }
}

import NetworkingABI
import Testing

/// The C interface between `questions` and its live networking library.
///
/// The two are separate images, built together but loaded apart, so the
/// numbers that cross must never change meaning.
@Suite("Networking ABI")
struct NetworkingABITests {
    @Test("keeps the numbers of the five ways a GET can end")
    func outcomeNumbers() {
        #expect(QuestionsFetchOutcome.response.rawValue == 0)
        #expect(QuestionsFetchOutcome.timedOut.rawValue == 1)
        #expect(QuestionsFetchOutcome.unreachable.rawValue == 2)
        #expect(QuestionsFetchOutcome.badResponse.rawValue == 3)
        #expect(QuestionsFetchOutcome.cancelled.rawValue == 4)
    }
}

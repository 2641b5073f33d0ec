import Testing

@testable import QuestionsApp

/// `back` must take every pattern's navigation stack back to the list, not only redraw the list.
@MainActor
@Suite("Every pattern, going back")
struct BackToTheListTests {
    @Test(
        "leave the question on back, so a second back says the list is already shown",
        arguments: AppOptions.Pattern.allCases)
    func backTwice(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(["open 1", "back", "back"], pattern: pattern)

        #expect(transcript.last == "Already at the list.")
        #expect(transcript.filter { $0 == "Already at the list." }.count == 1)
    }
}

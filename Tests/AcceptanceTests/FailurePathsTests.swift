import Entities
import TestSupport
import Testing

@testable import QuestionsApp

/// The error paths, which the offline data never takes, scripted with a failing service.
@MainActor
@Suite("Every pattern, when the service fails")
struct FailurePathsTests {
    /// A service that fails and recovers in a fixed order, one call per command of `script`.
    private func scriptedService() -> StubQuestionService {
        let service = StubQuestionService()
        service.willFailList(with: .timedOut(seconds: 15))  // first load
        service.willReturn(Fixtures.page([1, 2], hasMore: true, quotaRemaining: 300))  // refresh
        service.willFailList(with: .http(status: 503))  // more
        service.willReturn(Fixtures.page([3], hasMore: false, quotaRemaining: 298))  // more
        service.willFailList(with: .backoff(seconds: 12))  // refresh
        service.willFailList(with: .malformedResponse(detail: "missing items[0].question_id"))  // tag git
        // sort votes:
        service.willFailList(with: .api(id: 502, name: "throttle_violation", message: "too many requests"))
        service.willFailQuestion(id: 1, with: .questionNotFound(id: 1))  // open 1
        service.willReturn(Fixtures.question(id: 2, title: "Two"), answers: [])  // open 2
        return service
    }

    private let script = [
        "refresh", "more", "more", "more", "refresh", "tag git", "list", "sort votes", "open 1", "back",
        "open 2",
    ]

    @Test("give byte-identical transcripts after the banner")
    func identicalTranscripts() async {
        var transcripts: [[String]] = []
        for pattern in AppOptions.Pattern.allCases {
            transcripts.append(
                await Harness.transcript(
                    script, pattern: pattern, service: scriptedService(), now: { Fixtures.now },
                    announcesLoading: true))
        }

        #expect(transcripts.count == AppOptions.Pattern.allCases.count)
        for transcript in transcripts.dropFirst() {
            #expect(transcript.dropFirst() == transcripts[0].dropFirst())
        }
    }

    @Test("explain each failure with the way on, and keep what was loaded")
    func explainsFailures() async {
        let transcript = await Harness.transcript(
            script, pattern: .viper, service: scriptedService(), now: { Fixtures.now }, announcesLoading: true
        )

        // Wrapping breaks lines at spaces only, so joining with spaces gives the messages back whole.
        let text = transcript.joined(separator: " ")
        for message in [
            "Loading…",
            "Couldn't load questions: no answer within 15 s. Type 'refresh' to try again.",
            "2 new, 0 gone, 0 moved, 0 updated",
            "Couldn't load questions: the server answered HTTP 503. Type 'more' to try again.",
            "All 3 questions shown · API quota left: 298",
            "No more questions.",
            "Couldn't load questions: the API asked for a pause of 12 s. Wait 12 s, then type 'refresh'.",
            "Couldn't load questions: the response was malformed (missing items[0].question_id). Type 'tag git' to try again.",
            "Couldn't load questions: the API said \"too many requests\" (throttle_violation). Type 'sort votes' to try again.",
            "Couldn't load the question: question 1 does not exist; it may have been deleted. Type 'back' to leave it.",
            "Two",
        ] {
            #expect(text.contains(message), "missing: \(message)")
        }
        // The failed tag left the list as it was: `list` shows all three rows, untagged.
        let lastHeader = transcript.lastIndex(of: "Top questions on stackoverflow · by activity")
        #expect(lastHeader != nil)
        #expect(!transcript.contains { $0.contains("tagged [git]") })
    }
}

import Entities
import FakeStackExchange
import Foundation
import TestSupport
import Testing
import WebService

@testable import QuestionsApp

/// Live mode end to end: the real HTTP client against the fake API on the loopback interface.
///
/// One pattern's session at a time (`.serialized`): a session per pattern at once, each with its server
/// and the client's threads, under the thread sanitizer on two cores, left a first request unanswered
/// past its time limit.
@MainActor
@Suite("Live mode through a loopback server", .serialized)
struct LiveScriptTests {
    /// The list's commands, a question, and a user's page two requests at once (whose quota must read the
    /// same whichever answer comes last), then a question from the page.
    private let script = [
        "open 3", "back", "more", "open 35", "user", "open 1", "back", "more", "list", "tag git", "2",
        "sort votes", "more",
    ]

    /// The transcript of `script` in `pattern`, live from a fresh fake API, "now" at the capture time,
    /// and the request targets the API received.
    private func liveRun(
        _ pattern: AppOptions.Pattern, script: [String]? = nil
    ) async throws -> (transcript: [String], targets: [String]) {
        let api = FakeStackExchangeAPI()
        let server = try LoopbackHTTPServer { api.respond(to: $0) }
        defer { server.stop() }
        let now: @Sendable () -> Date = { Fixtures.now }
        let service = LiveQuestionService(
            // The loopback server answers at once; the limit only stops a hang, and leaves room for a
            // sanitizer build on a busy machine.
            configuration: LiveQuestionService.Configuration(
                baseURL: server.url(FakeStackExchangeAPI.pathPrefix), timeout: 60),
            transport: try LiveTransport.open(),
            cache: ResponseCache(now: now), now: now)
        let transcript = await Harness.transcript(
            script ?? self.script, pattern: pattern, service: service, now: now, announcesLoading: true)
        return (transcript, server.requests.map(\.target))
    }

    private func liveTranscript(_ pattern: AppOptions.Pattern) async throws -> [String] {
        try await liveRun(pattern).transcript
    }

    @Test("gives byte-identical transcripts after the banner in every pattern")
    func identicalTranscripts() async throws {
        let mvc = try await liveTranscript(.mvc)
        #expect(mvc.count > 100)
        for pattern in AppOptions.Pattern.allCases where pattern != .mvc {
            let transcript = try await liveTranscript(pattern)
            #expect(transcript.dropFirst() == mvc.dropFirst(), "\(pattern.rawValue) differs from MVC")
        }
    }

    @Test("shows the same screens as offline, plus loading lines and the quota")
    func sameAsOffline() async throws {
        let live = try await liveTranscript(.viper)
        let offline = await Harness.transcript(script, pattern: .viper)

        let withoutLiveExtras = live.dropFirst().filter { $0 != "Loading…" }.map { line in
            line.replacing(/\s· API quota left: [0-9,]+/, with: "")
        }
        #expect(withoutLiveExtras == Array(offline.dropFirst()))
        #expect(live.contains { $0.contains("API quota left: 9,99") })
    }

    @Test(
        "sends nothing for back and reopening a question, and asks again on refresh",
        arguments: AppOptions.Pattern.allCases)
    func cachesAcrossBackAndReopen(pattern: AppOptions.Pattern) async throws {
        let run = try await liveRun(pattern, script: ["open 3", "back", "open 3", "back", "refresh"])

        let listRequests = run.targets.filter { $0.hasPrefix("/2.3/questions?") }
        let threadRequests = run.targets.filter { $0.hasPrefix("/2.3/questions/") }
        #expect(listRequests.count == 2)
        #expect(threadRequests.count == 2)
        #expect(run.transcript.contains("No changes."))
    }

    /// Guards the marks read from the saves, never from the API: each pattern hears of a save through
    /// its own idiom, and the saved screen is drawn from what was stored.
    @Test(
        "sends no request to learn of a save: the request log is that of the same screens without saves",
        arguments: AppOptions.Pattern.allCases)
    func savesSendNothing(pattern: AppOptions.Pattern) async throws {
        let withSaves = try await liveRun(
            pattern,
            script: [
                "open 3", "save", "back", "list", "save 1", "unsave 1", "save 2", "list", "saved", "back",
                "open 3",
                "unsave", "back", "saved",
            ])
        let without = try await liveRun(
            pattern, script: ["open 3", "back", "list", "list", "open 3", "back"])

        // A question and its answers are asked for at once: their order is the network's.
        #expect(withSaves.targets.sorted() == without.targets.sorted())
        #expect(withSaves.transcript.contains { $0.endsWithSavedMarker })
    }
}

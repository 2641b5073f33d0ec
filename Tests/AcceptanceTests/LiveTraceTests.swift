import FakeStackExchange
import Foundation
import TestSupport
import Testing
import Tracing

@testable import QuestionsApp

/// Trace mode live: the HTTP requests are traced too, the key never shows, and the screens do not change.
/// One pattern at a time (`.serialized`), as in `LiveScriptTests`.
@MainActor
@Suite("Trace mode, live", .serialized)
struct LiveTraceTests {
    final class Lines {
        var all: [String] = []
    }

    /// The transcript and the trace of `script` in `pattern`, live from a fresh fake API, with an API key set.
    private func liveRun(
        _ pattern: AppOptions.Pattern, script: [String], tracing: Bool
    ) async throws -> (transcript: [String], trace: [String]) {
        let api = FakeStackExchangeAPI()
        let server = try LoopbackHTTPServer { api.respond(to: $0) }
        defer { server.stop() }
        let lines = Lines()
        let tracer = Tracer(pattern: pattern.rawValue, usesColor: false) { lines.all.append($0) }
        let source = try DataSource.live(
            pattern: pattern, width: 80, base: server.url(FakeStackExchangeAPI.pathPrefix),
            environment: ["STACKEXCHANGE_KEY": "s3cret"], tracer: tracing ? tracer : nil)
        let transcript = await Harness.transcript(
            script, pattern: pattern, service: source.service, now: { Fixtures.now }, announcesLoading: true,
            tracer: tracing ? tracer : nil)
        return (transcript, lines.all)
    }

    @Test("traces each HTTP request under the service call that sent it, the key masked")
    func tracesRequests() async throws {
        let run = try await liveRun(.viper, script: ["open 3"], tracing: true)

        let requests = run.trace.filter { $0.contains("service     → transport") }
        #expect(requests.count == 3)
        #expect(requests.allSatisfy { $0.contains("GET /2.3/questions") && $0.hasSuffix("key=…") })
        #expect(run.trace.contains { $0.contains("service     ⇠ transport    HTTP 200") })
        #expect(!run.trace.contains { $0.contains("s3cret") })
    }

    @Test("leaves the live screens byte-identical", arguments: AppOptions.Pattern.allCases)
    func stdoutIsUntouched(pattern: AppOptions.Pattern) async throws {
        let script = ["open 3", "back", "more", "refresh"]

        let plain = try await liveRun(pattern, script: script, tracing: false)
        let traced = try await liveRun(pattern, script: script, tracing: true)

        #expect(traced.transcript == plain.transcript)
        #expect(plain.trace.isEmpty)
    }
}

import FakeStackExchange
import Foundation
import Testing
import Tracing

@testable import QuestionsApp

/// The API key comes from the environment, and only a real one is sent.
@MainActor
@Suite("The API key")
struct APIKeyTests {
    private func firstTarget(environment: [String: String]) async throws -> String? {
        let api = FakeStackExchangeAPI()
        let server = try LoopbackHTTPServer { api.respond(to: $0) }
        defer { server.stop() }
        let source = try DataSource.live(
            pattern: .viper, width: 80, base: server.url(FakeStackExchangeAPI.pathPrefix),
            environment: environment)
        _ = try await source.service.questions(for: .init(), policy: .useCache)
        return server.requests.first?.target
    }

    @Test("is sent as 'key', last, when STACKEXCHANGE_KEY is set")
    func sentWhenSet() async throws {
        let target = try await firstTarget(environment: ["STACKEXCHANGE_KEY": "s3cret"])

        #expect(target?.hasSuffix("&key=s3cret") == true)
    }

    @Test(
        "is left out when STACKEXCHANGE_KEY is unset or empty", arguments: [[:], ["STACKEXCHANGE_KEY": ""]])
    func leftOutOtherwise(environment: [String: String]) async throws {
        let target = try await firstTarget(environment: environment)

        #expect(target?.contains("key=") == false)
    }

    /// How the server behind `--api-base` answers, for the key to be kept out of every outcome.
    enum Answer: CaseIterable {
        case likeTheAPI, errorPage, hangUp, refused
    }

    @Test(
        "never shows on screen or in the trace, whether the requests succeed or fail",
        arguments: Answer.allCases)
    func neverShown(answer: Answer) async throws {
        let key = "s3cret-k3y"
        let api = FakeStackExchangeAPI()
        let server = try LoopbackHTTPServer { request in
            switch answer {
            case .likeTheAPI, .refused: api.respond(to: request)
            case .errorPage: LoopbackHTTPServer.Response(status: 502, body: Data("<h1>Bad gateway</h1>".utf8))
            case .hangUp: .hangUp
            }
        }
        defer { server.stop() }
        let nobody = try RefusedLoopbackPort()
        defer { withExtendedLifetime(nobody) {} }  // the port is held only while the value lives
        let base =
            answer == .refused
            ? nobody.url(FakeStackExchangeAPI.pathPrefix) : server.url(FakeStackExchangeAPI.pathPrefix)
        var trace: [String] = []
        let tracer = Tracer(pattern: "viper", usesColor: false) { trace.append($0) }
        let source = try DataSource.live(
            pattern: .viper, width: 80, base: base,
            environment: ["STACKEXCHANGE_KEY": key], tracer: tracer)

        let transcript = await Harness.transcript(
            ["open 1", "back", "more", "refresh", "tag git"], pattern: .viper, service: source.service,
            now: source.now, announcesLoading: true, tracer: tracer)

        #expect(transcript.count > 3)
        #expect(trace.contains { $0.contains("key=…") })
        #expect(!(transcript + trace + [source.banner]).contains { $0.contains(key) })
    }
}

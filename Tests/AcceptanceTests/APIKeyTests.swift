import FakeStackExchange
import Foundation
import Testing

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
}

import Entities
import FakeStackExchange
import Foundation
import Testing

@Suite("Fake Stack Exchange API")
struct FakeAPITests {
    let api = FakeStackExchangeAPI()

    private func respond(_ target: String) -> LoopbackHTTPServer.Request {
        LoopbackHTTPServer.Request(target: target, headers: [:])
    }

    @Test("answers an unknown site with the API's error body, safely escaped")
    func unknownSite() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        await #expect(
            throws: ServiceError.api(
                id: 400, name: "bad_parameter", message: #"No site found for name `a"b`"#)
        ) {
            try await harness.service.questions(for: QuestionQuery(site: #"a"b"#), policy: .useCache)
        }
    }

    @Test("serves an empty page far past the end instead of overflowing")
    func hugePage() {
        let response = api.respond(to: respond("/2.3/questions?site=stackoverflow&page=9223372036854775807"))

        #expect(response.status == 200)
    }

    @Test("answers an unknown method with status 400, as the API sends every error")
    func unknownMethod() {
        #expect(api.respond(to: respond("/2.3/users?site=stackoverflow")).status == 400)
        #expect(api.respond(to: respond("/2.3/users/1/answers?site=stackoverflow")).status == 400)
        #expect(api.respond(to: respond("/other?site=stackoverflow")).status == 400)
    }
}

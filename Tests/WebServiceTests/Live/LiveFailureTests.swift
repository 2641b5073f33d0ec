import Entities
import FakeStackExchange
import Foundation
import Testing
import WebService

@Suite("Live service: every failure becomes its own typed error")
struct LiveFailureTests {
    private func listError(_ response: LoopbackHTTPServer.Response) async throws -> ServiceError? {
        let harness = try LiveServiceHarness { _ in response }
        do {
            _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
            return nil
        } catch {
            return error
        }
    }

    @Test("turns the API's error body into an API error with its reason")
    func apiError() async throws {
        let body =
            #"{"error_id":400,"error_message":"No site found for name `nope`","error_name":"bad_parameter"}"#

        #expect(
            try await listError(Canned.json(400, body))
                == .api(
                    id: 400, name: "bad_parameter", message: "No site found for name `nope`"))
    }

    @Test("reports a server error page that is not JSON by its status")
    func serverErrorPage() async throws {
        #expect(
            try await listError(Canned.html(503, "<html><h1>503 Service Unavailable</h1></html>"))
                == .http(status: 503))
    }

    @Test("reports truncated JSON as malformed")
    func truncated() async throws {
        #expect(
            try await listError(Canned.json(200, #"{"items":[{"question_id":1,"#))
                == .malformedResponse(
                    detail: "the response is not valid JSON"))
    }

    @Test("reports a successful response that is not JSON as malformed")
    func notJSON() async throws {
        #expect(
            try await listError(Canned.html(200, "<html>captive portal</html>"))
                == .malformedResponse(
                    detail: "the response is not valid JSON"))
    }

    @Test("reports JSON of the wrong shape as malformed, naming the field")
    func wrongShape() async throws {
        #expect(
            try await listError(Canned.json(200, #"{"items":[{"question_id":"x"}]}"#))
                == .malformedResponse(
                    detail: "unexpected value at items[0].question_id"))
    }

    @Test("reports a server that is not there as unreachable")
    func unreachable() async throws {
        let nobody = try RefusedLoopbackPort()
        defer { withExtendedLifetime(nobody) {} }  // the port is held only while the value lives
        let service = try LiveServiceHarness.service(baseURL: nobody.url("/2.3"))

        await #expect(throws: ServiceError.unreachable(detail: "127.0.0.1 refused the connection")) {
            try await service.questions(for: QuestionQuery(), policy: .useCache)
        }
    }

    @Test("says a question the API does not return does not exist")
    func questionNotFound() async throws {
        let harness = try LiveServiceHarness { _ in Canned.emptyPage }

        await #expect(throws: ServiceError.questionNotFound(id: 5)) {
            try await harness.service.question(id: 5, site: "stackoverflow")
        }
    }
}

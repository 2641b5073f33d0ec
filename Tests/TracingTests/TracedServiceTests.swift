import Entities
import Foundation
import TestSupport
import Testing
import Tracing
import WebService

@MainActor
@Suite("Traced service and transport")
struct TracedServiceTests {
    final class Lines {
        var all: [String] = []
    }

    let lines = Lines()
    let stub = StubQuestionService()

    private var tracer: Tracer {
        Tracer(pattern: "mvc", usesColor: false) { [lines] in lines.all.append($0) }
    }

    @Test("passes a page through untouched, and traces the request and a summary of the answer")
    func passesPagesThrough() async throws {
        stub.willReturn(Fixtures.page([1, 2], hasMore: true))
        let service = TracedQuestionService(stub, caller: .controller, tracer: tracer)

        let page = try await service.questions(for: QuestionQuery(tag: "git"), policy: .reload)

        #expect(page == Fixtures.page([1, 2], hasMore: true))
        #expect(stub.calls == [.questions(QuestionQuery(tag: "git"), .reload)])
        #expect(
            lines.all == [
                "trace  mvc    controller  → service      questions(page: 1, pagesize: 30, sort: activity, tag: git, reload)",
                "trace  mvc    controller  ⇠ service      2 questions, has more",
            ])
    }

    @Test("passes a failure through, typed, and traces its kind without the API's own words")
    func passesFailuresThrough() async {
        stub.willFailList(
            with: .api(id: 502, name: "throttle_violation", message: "too many \u{1B}[2J requests"))
        let service = TracedQuestionService(stub, caller: .controller, tracer: tracer)

        await #expect(
            throws: ServiceError.api(
                id: 502, name: "throttle_violation", message: "too many \u{1B}[2J requests")
        ) {
            try await service.questions(for: QuestionQuery(), policy: .useCache)
        }
        #expect(lines.all.last == "trace  mvc    controller  ⇠ service      failed: API error 502")
        #expect(!lines.all.joined().contains("too many"))
    }

    @Test("traces a request's path and query with the API key masked")
    func masksTheKey() throws {
        let url = try #require(
            URL(string: "https://api.stackexchange.com/2.3/questions?site=stackoverflow&key=s3cret"))

        let shown = TracedHTTPTransport.withoutKey(url)

        #expect(
            shown == "/2.3/questions?site=stackoverflow&key=%E2%80%A6"
                || shown == "/2.3/questions?site=stackoverflow&key=…")
        #expect(!shown.contains("s3cret"))
    }
}

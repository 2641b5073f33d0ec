import Entities
import Foundation
import Interactors
import Testing
import WebService

@Suite("Live service: the requests it sends")
struct LiveRequestTests {
    @Test("asks for a page of questions with every parameter, the tag escaped and the key last")
    func listRequest() async throws {
        let harness = try LiveServiceHarness(key: "k3y") { _ in Canned.emptyPage }
        let query = QuestionQuery(site: "stackoverflow", sort: .votes, tag: "c++", page: 2, pageSize: 5)

        _ = try await harness.service.questions(for: query, policy: .useCache)

        #expect(
            harness.targets == [
                "/2.3/questions?site=stackoverflow&sort=votes&order=desc&page=2&pagesize=5&tagged=c%2B%2B&key=k3y"
            ])
    }

    @Test("leaves out the tag and the key when there are none")
    func listRequestWithoutTagOrKey() async throws {
        let harness = try LiveServiceHarness { _ in Canned.emptyPage }

        _ = try await harness.service.questions(for: QuestionQuery(site: "unix"), policy: .useCache)

        #expect(harness.targets == ["/2.3/questions?site=unix&sort=activity&order=desc&page=1&pagesize=30"])
    }

    @Test("sends a search to /search/advanced, with the words escaped and the list's other parameters")
    func searchRequest() async throws {
        let harness = try LiveServiceHarness(key: "k3y") { _ in Canned.emptyPage }
        let query = QuestionQuery(
            site: "stackoverflow", sort: .votes, tag: "c++", search: "async let & co", page: 2, pageSize: 5)

        _ = try await harness.service.questions(for: query, policy: .useCache)

        #expect(
            harness.targets == [
                "/2.3/search/advanced?site=stackoverflow&sort=votes&order=desc&page=2&pagesize=5"
                    + "&q=async%20let%20%26%20co&tagged=c%2B%2B&key=k3y"
            ])
    }

    @Test("keeps a search's pages apart from the list's in the cache, and each search's from another's")
    func searchCache() async throws {
        let harness = try LiveServiceHarness { _ in Canned.emptyPage }
        let list = QuestionQuery(site: "stackoverflow")
        var searched = list
        searched.search = "actor"
        var other = list
        other.search = "actor isolated"

        for query in [list, searched, other, searched, list] {
            _ = try await harness.service.questions(for: query, policy: .useCache)
        }

        #expect(harness.targets.count == 3)
    }

    @Test("finds through the fake API the questions the offline data set finds for the same search")
    func searchThroughTheFakeAPI() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        let query = QuestionQuery(site: "stackoverflow", tag: "python", search: "CAFE", pageSize: 100)

        let live = try await harness.service.questions(for: query, policy: .useCache)
        let offline = try await OfflineQuestionService().questions(for: query, policy: .useCache)

        #expect(live.questions.map(\.id) == [97_000_111])
        #expect(live.questions.map(\.id) == offline.questions.map(\.id))
    }

    @Test("asks for a question and its answers with their bodies, answers by votes")
    func threadRequests() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        _ = try await FetchQuestionWithAnswers(service: harness.service)(
            id: 97_000_334, site: "stackoverflow")

        #expect(
            Set(harness.targets) == [
                "/2.3/questions/97000334?site=stackoverflow&filter=withbody",
                "/2.3/questions/97000334/answers?site=stackoverflow&sort=votes&order=desc&filter=withbody",
            ])
    }

    @Test("accepts a trailing slash on the base URL")
    func trailingSlash() async throws {
        let harness = try LiveServiceHarness(basePath: "/2.3/") { _ in Canned.emptyPage }

        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        #expect(harness.targets.first?.hasPrefix("/2.3/questions?") == true)
    }

    @Test("accepts several trailing slashes on the base URL")
    func severalTrailingSlashes() async throws {
        let harness = try LiveServiceHarness(basePath: "/2.3///") { _ in Canned.emptyPage }

        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        #expect(harness.targets.first?.hasPrefix("/2.3/questions?") == true)
    }

    @Test("inflates a gzip response and decodes it, quota included")
    func gzip() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        let page = try await harness.service.questions(for: QuestionQuery(pageSize: 5), policy: .useCache)

        #expect(page.questions.count == 5)
        #expect(page.hasMore)
        #expect(page.quotaRemaining == 9_999)
        #expect(harness.server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test("decodes a question with its body, and its answers, from the API")
    func decodesAThread() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        let thread = try await FetchQuestionWithAnswers(service: harness.service)(
            id: 97_000_334, site: "stackoverflow")

        #expect(thread.question.title == "Postgres doesn't use my index for WHERE name LIKE '%phone%'")
        #expect(thread.question.body?.isEmpty == false)
        #expect(thread.answers.count == 2)
        #expect(thread.answers.first?.isAccepted == true)
    }
}

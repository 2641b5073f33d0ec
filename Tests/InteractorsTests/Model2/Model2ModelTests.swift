import Entities
import Interactors
import TestSupport
import Testing

/// Model 2's model, alone: its fetches go to the service, and its cache keeps what an action hands it under
/// the location of the page it made, until the browser's history no longer reaches that location.
@MainActor
@Suite("Model 2 model", .timeLimit(.minutes(1)))
struct Model2ModelTests {
    let service = StubQuestionService()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private func makeModel() -> Model2Model {
        Model2Model(service: service, saves: .inMemory(), pageSize: 2)
    }

    private func list(pages: Int) -> QuestionList {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true), for: query)
        for page in 1..<pages {
            list.appendNextPage(Fixtures.page([page * 2 + 1, page * 2 + 2], hasMore: true))
        }
        return list
    }

    @Test("keeps a list under its query and how many pages it holds, and finds it there alone")
    func listLocation() {
        let model = makeModel()

        let location = model.remember(list(pages: 3))

        #expect(location == .list(query, pages: 3))
        #expect(model.list(at: location)?.questions.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(model.list(at: .list(query, pages: 2)) == nil)
    }

    /// Guards `keep(only:)`: the cache holds what the history can reach, and no more.
    @Test("forgets every location the history no longer reaches")
    func keepOnly() {
        let model = makeModel()
        let twoPages = model.remember(list(pages: 2))
        let threePages = model.remember(list(pages: 3))

        model.keep(only: [threePages, .question(id: 9, site: "stackoverflow")])

        #expect(model.keptCount == 1)
        #expect(model.list(at: twoPages) == nil)
        #expect(model.list(at: threePages) != nil)
    }

    @Test("asks the service for page 1 of a query, past its cache on a reload")
    func firstPageReload() async throws {
        service.willReturn(Fixtures.page([1, 2]))
        let model = makeModel()

        _ = try await model.firstPage(of: query.nextPage, policy: .reload)

        #expect(service.calls == [.questions(query, .reload)])
    }

    @Test("keeps a user's page under the user and how many pages it holds")
    func userLocation() {
        let model = makeModel()
        let profile = UserProfile(id: 7, displayName: "Ana", reputation: 1, creationDate: nil, link: nil)
        var page = UserPage(
            profile: profile, firstPage: Fixtures.page([1, 2], hasMore: true),
            of: UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2))
        page.appendNextPage(Fixtures.page([3]))

        let location = model.remember(page)

        #expect(location == .user(id: 7, site: "stackoverflow", pages: 2))
        #expect(model.userPage(at: location)?.questions.count == 3)
    }

    @Test("names each location as a browser's address bar would")
    func paths() {
        var tagged = query
        tagged.tag = "swift"

        #expect(Model2Location.list(tagged, pages: 3).path == "/questions?sort=activity&tagged=swift&pages=3")
        #expect(Model2Location.list(query, pages: 1).path == "/questions?sort=activity")
        #expect(Model2Location.question(id: 5, site: "stackoverflow").path == "/questions/5")
        #expect(Model2Location.user(id: 7, site: "stackoverflow", pages: 0).path == "/users/7")
        #expect(Model2Location.saved(count: 40).path == "/saved?count=40")
    }
}

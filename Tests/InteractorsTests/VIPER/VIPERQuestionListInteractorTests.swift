import Entities
import Interactors
import TestSupport
import Testing

@MainActor
@Suite("VIPER list interactor")
struct VIPERQuestionListInteractorTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let output = VIPERRecordingListOutput()
    let query = QuestionQuery(site: "stackoverflow", sort: .activity, tag: nil, page: 1, pageSize: 2)

    private func makeInteractor() -> VIPERQuestionListInteractor {
        let interactor = VIPERQuestionListInteractor(
            service: service, saves: .inMemory(), query: query, loads: loads)
        interactor.output = output
        return interactor
    }

    @Test("loads page 1 of its query and reports it as plain summaries")
    func loadsTheFirstPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true, quotaRemaining: 99))
        let interactor = makeInteractor()

        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls == [.questions(query, .useCache)])
        #expect(output.events == [.startedLoading, .loaded(ids: [1, 2])])
        #expect(output.lastList?.hasMore == true)
        #expect(output.lastList?.quotaRemaining == 99)
        #expect(output.lastList?.questions.first?.ownerName == "Ana")
    }

    @Test("reports a failed first load as the first page, with an empty list")
    func reportsAFailedLoad() async {
        service.willFailList(with: .timedOut(seconds: 15))
        let interactor = makeInteractor()

        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(output.events == [.startedLoading, .failed(.firstPage, .timedOut(seconds: 15))])
        #expect(interactor.questionID(atRow: 1) == nil)
    }

    @Test("loads the next page and reports only the questions not listed before")
    func loadsTheNextPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([2, 3], hasMore: false))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.map(\.page) == [1, 2])
        #expect(output.events.last == .loadedMore(newIDs: [3], allIDs: [1, 2, 3]))
    }

    @Test("reports the end of the list without asking the service")
    func stopsAtTheEnd() async {
        service.willReturn(Fixtures.page([1], hasMore: false))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.count == 1)
        #expect(output.events.last == .reachedEnd)
    }

    @Test("keeps the list and the page number when the next page fails, so 'more' retries it")
    func retriesAFailedNextPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willFailList(with: .http(status: 503))
        service.willReturn(Fixtures.page([3], hasMore: false))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()
        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.map(\.page) == [1, 2, 2])
        #expect(output.events.contains(.failed(.nextPage, .http(status: 503))))
        #expect(output.events.last == .loadedMore(newIDs: [3], allIDs: [1, 2, 3]))
    }

    @Test("refreshes page 1 bypassing the cache and reports the questions listed before")
    func refreshes() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3], hasMore: false))
        service.willReturn(Fixtures.page([4, 1], hasMore: true))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        interactor.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .questions(query, .reload))
        #expect(
            output.events.last
                == .refreshed(
                    ids: [4, 1], previousIDs: [1, 2, 3],
                    previousTitles: ["Question 1", "Question 2", "Question 3"]))
        #expect(interactor.questionID(atRow: 3) == nil)
    }

    @Test("keeps the loaded list when a refresh fails")
    func keepsTheListWhenRefreshFails() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .backoff(seconds: 30))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(output.events.last == .failed(.refresh, .backoff(seconds: 30)))
        #expect(interactor.questionID(atRow: 2) == 2)
    }

    @Test("starts over from page 1 with the tag when filtered, after paging")
    func filtersByTag() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: true))
        service.willReturn(Fixtures.page([7]))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        interactor.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries.last == QuestionQuery(site: "stackoverflow", tag: "git", page: 1, pageSize: 2))
        #expect(output.lastList?.tag == "git")
        #expect(output.events.last == .loaded(ids: [7]))
    }

    @Test("starts over from page 1 in the new order when sorted, after paging")
    func sorts() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: true))
        service.willReturn(Fixtures.page([9]))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        interactor.sort(by: .votes)
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries.last == QuestionQuery(site: "stackoverflow", sort: .votes, page: 1, pageSize: 2))
        #expect(output.lastList?.sort == .votes)
        #expect(output.events.last == .loaded(ids: [9]))
    }

    @Test("starts over from page 1 of a search, keeping the tag, and reports the search with the list")
    func searches() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([7]))
        let interactor = makeInteractor()
        interactor.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()

        interactor.search(for: "rebase")
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries.last
                == QuestionQuery(site: "stackoverflow", tag: "git", search: "rebase", page: 1, pageSize: 2))
        #expect(output.lastList?.search == "rebase")
        #expect(output.lastList?.tag == "git")
        #expect(output.events.last == .loaded(ids: [7]))
    }

    @Test("keeps the list and its search when a new search fails, and says which search failed")
    func keepsTheListWhenASearchFails() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .timedOut(seconds: 15))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.search(for: "actor")
        await loads.waitUntilIdleOrFail()
        interactor.reportCurrentList()

        #expect(output.events.contains(.failed(.search("actor"), .timedOut(seconds: 15))))
        #expect(output.events.last == .loaded(ids: [1, 2]))
        #expect(output.lastList?.search == nil)
    }

    @Test("keeps the list, tag and order when a new tag fails, and says which tag failed")
    func keepsTheListWhenATagFails() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .timedOut(seconds: 15))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()
        interactor.reportCurrentList()

        #expect(output.events.contains(.failed(.tag("git"), .timedOut(seconds: 15))))
        #expect(output.events.last == .loaded(ids: [1, 2]))
        #expect(output.lastList?.tag == nil)
    }

    @Test("reports the list as it is without fetching")
    func reportsTheCurrentList() async {
        service.willReturn(Fixtures.page([1, 2]))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        interactor.reportCurrentList()

        #expect(service.calls.count == 1)
        #expect(output.events.last == .loaded(ids: [1, 2]))
    }

    @Test("maps a row number to its question's id, and nothing outside the list")
    func mapsRowsToIDs() async {
        service.willReturn(Fixtures.page([10, 20]))
        let interactor = makeInteractor()
        interactor.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(interactor.questionID(atRow: 2) == 20)
        #expect(interactor.questionID(atRow: 3) == nil)
        #expect(interactor.questionID(atRow: 0) == nil)
        #expect(interactor.questionID(atRow: Int.min) == nil)
        #expect(interactor.site == "stackoverflow")
    }
}

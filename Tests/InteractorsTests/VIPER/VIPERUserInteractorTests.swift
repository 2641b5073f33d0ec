import Entities
import Foundation
import Interactors
import TestSupport
import Testing

/// Records what the user interactor reports, in order.
@MainActor
final class VIPERRecordingUserOutput: VIPERUserInteractorOutput {
    enum Event: Equatable {
        case startedLoading
        case loaded(VIPERUserPageResponse)
        case loadedMore(newIDs: [Int], allIDs: [Int])
        case reachedEnd
        case skippedLoadMoreWhileLoading
        case failed(isFirstLoad: Bool, ServiceError)
        case answeredSave(SaveOutcome)
        case changedMark(row: Int, isSaved: Bool)
    }

    private(set) var events: [Event] = []
    /// The page as the last report had it, whole.
    private(set) var lastPage: VIPERUserPageResponse?

    func didStartLoading() { events.append(.startedLoading) }

    func didLoad(_ page: VIPERUserPageResponse) {
        lastPage = page
        events.append(.loaded(page))
    }

    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in page: VIPERUserPageResponse) {
        lastPage = page
        events.append(.loadedMore(newIDs: newQuestions.map(\.id), allIDs: page.questions.map(\.id)))
    }

    func didReachEnd() { events.append(.reachedEnd) }

    func didSkipLoadMoreWhileLoading() { events.append(.skippedLoadMoreWhileLoading) }

    func didFail(isFirstLoad: Bool, with error: ServiceError) {
        events.append(.failed(isFirstLoad: isFirstLoad, error))
    }

    func didAnswerSave(_ outcome: SaveOutcome) { events.append(.answeredSave(outcome)) }

    func didChangeMark(ofRow number: Int, in page: VIPERUserPageResponse) {
        lastPage = page
        events.append(.changedMark(row: number, isSaved: page.questions[number - 1].isSaved))
    }
}

/// The user interactor owns its loads, as the list interactor does: `more` while a page loads sends
/// nothing, a cancelled load reports nothing, and the interactor is released with a load in flight.
/// Where a test needs a request held, the service holds it until the test answers it; nothing sleeps.
@MainActor
@Suite("VIPER user interactor", .timeLimit(.minutes(1)))
struct VIPERUserInteractorTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let output = VIPERRecordingUserOutput()
    /// Page 1 of user 7's questions on superuser, as the interactor asks for it.
    let query = UserQuestionsQuery(userID: 7, site: "superuser", page: 1, pageSize: 2)
    let ana = UserProfile(
        id: 7, displayName: "Ana Lima", reputation: 1_234,
        creationDate: Fixtures.now.addingTimeInterval(-86_400),
        link: "https://superuser.com/users/7/ana-lima")

    private func makeInteractor(service: (any QuestionService)? = nil) -> VIPERUserInteractor {
        let interactor = VIPERUserInteractor(
            service: service ?? self.service, saves: .inMemory(), userID: 7, site: "superuser", pageSize: 2,
            loads: loads)
        interactor.output = output
        return interactor
    }

    /// An interactor whose first page, `ids`, has loaded from the stub.
    private func makeLoadedInteractor(_ ids: [Int], hasMore: Bool = false) async -> VIPERUserInteractor {
        service.willReturn(ana)
        service.willReturnUserQuestions(Fixtures.page(ids, hasMore: hasMore, quotaRemaining: 99))
        let interactor = makeInteractor()
        interactor.loadPage()
        await loads.waitUntilIdleOrFail()
        return interactor
    }

    /// Answers the held first load with Ana and her questions `ids`.
    private func answerFirstLoad(in service: HeldQuestionService, _ ids: [Int], hasMore: Bool) async {
        await service.waitForCalls(2)
        service.answer(.user(id: 7, site: "superuser"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page(ids, hasMore: hasMore)))
        await loads.waitUntilIdleOrFail()
    }

    /// The summary the interactor should report for `Fixtures.question(id:)`.
    private func summary(of id: Int) -> VIPERQuestionSummary {
        let question = Fixtures.question(id: id)
        return VIPERQuestionSummary(
            id: id, title: question.title, score: question.score, answerCount: question.answerCount,
            viewCount: question.viewCount, hasAcceptedAnswer: false, isClosed: false, tags: question.tags,
            ownerName: question.owner.displayName, creationDate: question.creationDate,
            lastActivityDate: question.lastActivityDate)
    }

    @Test("fetches the user and page 1 of their questions from its site, and nothing before it is asked")
    func fetchesFromTheSite() async {
        service.willReturn(ana)
        service.willReturnUserQuestions(Fixtures.page([1]))

        let interactor = makeInteractor()  // kept: its load holds it weakly
        #expect(service.calls.isEmpty)
        interactor.loadPage()
        await loads.waitUntilIdleOrFail()

        #expect(Set(service.calls) == [.user(id: 7, site: "superuser"), .userQuestions(query)])
    }

    @Test("reports the user and their first questions as plain values")
    func reportsThePage() async {
        _ = await makeLoadedInteractor([1, 2], hasMore: true)

        #expect(
            output.events == [
                .startedLoading,
                .loaded(
                    VIPERUserPageResponse(
                        displayName: "Ana Lima", reputation: 1_234,
                        creationDate: Fixtures.now.addingTimeInterval(-86_400),
                        link: "https://superuser.com/users/7/ana-lima",
                        questions: [summary(of: 1), summary(of: 2)], hasMore: true, quotaRemaining: 99)),
            ])
    }

    @Test("reports a failed first load as the first load, and holds no rows")
    func reportsAFailedLoad() async {
        service.willFailUser(id: 7, with: .userNotFound(id: 7))
        service.willReturnUserQuestions(Fixtures.page([1]))  // asked for at the same time as the user

        let interactor = makeInteractor()  // kept: its load holds it weakly
        interactor.loadPage()
        await loads.waitUntilIdleOrFail()

        #expect(output.events == [.startedLoading, .failed(isFirstLoad: true, .userNotFound(id: 7))])
        #expect(interactor.questionID(atRow: 1) == nil)
    }

    @Test("loads the next page and reports only the questions not listed before, with the whole page")
    func loadsTheNextPage() async {
        let interactor = await makeLoadedInteractor([1, 2], hasMore: true)
        service.willReturnUserQuestions(Fixtures.page([2, 3]))

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .userQuestions(query.nextPage))
        #expect(output.events.suffix(2) == [.startedLoading, .loadedMore(newIDs: [3], allIDs: [1, 2, 3])])
        #expect(output.lastPage?.displayName == "Ana Lima")
        #expect(output.lastPage?.hasMore == false)
        #expect(output.lastPage?.quotaRemaining == 99)
        #expect(interactor.questionID(atRow: 3) == 3)
    }

    @Test("reports a failed next page as not the first load, and asks for the same page on the next more")
    func retriesAFailedNextPage() async {
        let interactor = await makeLoadedInteractor([1, 2], hasMore: true)
        service.willFailUserQuestions(with: .http(status: 503))
        service.willReturnUserQuestions(Fixtures.page([3]))

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()
        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(output.events.contains(.failed(isFirstLoad: false, .http(status: 503))))
        #expect(output.events.last == .loadedMore(newIDs: [3], allIDs: [1, 2, 3]))
        #expect(service.calls.suffix(2) == [.userQuestions(query.nextPage), .userQuestions(query.nextPage)])
    }

    @Test("reports the end of the page without asking the service")
    func stopsAtTheEnd() async {
        let interactor = await makeLoadedInteractor([1])

        interactor.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.count == 2)
        #expect(output.events.last == .reachedEnd)
    }

    @Test("maps a row number to its question's id, and nothing outside the page")
    func mapsRowsToIDs() async {
        let interactor = await makeLoadedInteractor([10, 20])

        #expect(interactor.questionID(atRow: 1) == 10)
        #expect(interactor.questionID(atRow: 2) == 20)
        #expect(interactor.questionID(atRow: 3) == nil)
        #expect(interactor.questionID(atRow: 0) == nil)
        #expect(interactor.questionID(atRow: Int.min) == nil)
    }

    @Test("maps no row to a question before the page has loaded")
    func mapsNoRowBeforeLoading() {
        let interactor = makeInteractor()

        #expect(interactor.questionID(atRow: 1) == nil)
    }

    /// Guards `guard !latestLoad.isRunning` in `VIPERUserInteractor.loadMore()`: without it a second `more` asks
    /// for the same next page again.
    @Test("sends no second request for more while a page loads, and reports that it skipped it")
    func moreWhileLoading() async throws {
        let service = HeldQuestionService()
        let interactor = makeInteractor(service: service)
        interactor.loadPage()
        await answerFirstLoad(in: service, [1, 2], hasMore: true)

        interactor.loadMore()
        interactor.loadMore()

        try #require(output.events.suffix(2) == [.startedLoading, .skippedLoadMoreWhileLoading])
        await service.waitForCalls(3)
        #expect(service.heldCalls == [.userQuestions(query.nextPage)])
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 3)
        #expect(output.events.last == .loadedMore(newIDs: [3], allIDs: [1, 2, 3]))
    }

    @Test("reports that it skipped more, and asks for nothing, while the first load is in flight")
    func moreDuringTheFirstLoad() async {
        let service = HeldQuestionService()
        let interactor = makeInteractor(service: service)
        interactor.loadPage()

        interactor.loadMore()

        #expect(output.events == [.startedLoading, .skippedLoadMoreWhileLoading])
        await answerFirstLoad(in: service, [1], hasMore: true)
        #expect(service.calls.count == 2)
    }

    /// Guards `latestLoad.cancel()` in `VIPERUserInteractor.cancelLoad()`: the service lets a cancelled
    /// request run on, so without it the late page is reported to a presenter whose module is closing.
    @Test("reports nothing of a first load it is asked to cancel, even when the answer comes late")
    func cancelReportsNothing() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        interactor.loadPage()
        await service.waitForCalls(2)

        interactor.cancelLoad()
        service.answer(.user(id: 7, site: "superuser"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()

        #expect(Set(service.cancelledCalls) == [.user(id: 7, site: "superuser"), .userQuestions(query)])
        #expect(output.events == [.startedLoading])
        #expect(interactor.questionID(atRow: 1) == nil)
    }

    /// Guards `latestLoad.cancel()` in `VIPERUserInteractor.cancelLoad()` for a next page: without it the next
    /// `more` is skipped as if a page were loading, and the cancelled page is reported.
    @Test("reports nothing of a next page it is asked to cancel, and takes the next more as if idle")
    func cancelledNextPageReportsNothing() async throws {
        let service = HeldQuestionService(honoursCancellation: false)
        let interactor = makeInteractor(service: service)
        interactor.loadPage()
        await answerFirstLoad(in: service, [1, 2], hasMore: true)
        interactor.loadMore()
        await service.waitForCalls(3)

        interactor.cancelLoad()
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.userQuestions(query.nextPage)])
        #expect(output.events.last == .startedLoading)
        #expect(interactor.questionID(atRow: 3) == nil)
        interactor.loadMore()
        try #require(
            output.events.last != .skippedLoadMoreWhileLoading,
            "the next more was skipped as if a page were loading")
        await service.waitForCalls(4)
        #expect(service.heldCalls == [.userQuestions(query.nextPage)])
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(output.events.last == .loadedMore(newIDs: [3], allIDs: [1, 2, 3]))
    }

    /// Guards `[weak self]` in `loadPage()`'s `then:`: the service lets a cancelled request run on, so a
    /// strong capture would keep the closed module's interactor alive.
    @Test("is released when cancelled with its load in flight")
    func releasedWithTheLoadInFlight() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var interactor: VIPERUserInteractor? = makeInteractor(service: service)
        weak let released = interactor
        interactor?.loadPage()
        await service.waitForCalls(2)

        interactor?.cancelLoad()
        interactor = nil

        #expect(released == nil, "the closed module's interactor is kept alive by its load")
        service.answer(.user(id: 7, site: "superuser"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        #expect(output.events == [.startedLoading])
    }
}

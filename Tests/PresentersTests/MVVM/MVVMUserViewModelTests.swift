import Entities
import Foundation
import Interactors
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("MVVM user view model", .timeLimit(.minutes(1)))
struct MVVMUserViewModelTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let states = StateRecorder<MVVMUserViewModel.State>()
    /// Page 1 of user 7's questions, as the view model asks for it.
    let query = UserQuestionsQuery(userID: 7, site: "stackoverflow", page: 1, pageSize: 2)
    let ana = UserProfile(
        id: 7, displayName: "Ana Lima", reputation: 1_234,
        creationDate: Date(timeIntervalSince1970: 1_415_016_000),  // Nov 3, 2014, noon UTC
        link: "https://stackoverflow.com/users/7/ana-lima")

    private func makeViewModel(service: (any QuestionService)? = nil) -> MVVMUserViewModel {
        let viewModel = MVVMUserViewModel(
            service: service ?? self.service, saves: .inMemory(), userID: 7, site: "stackoverflow",
            pageSize: 2, loads: loads,
            formatter: UserPageFormatter(now: { Fixtures.now }), navigation: navigation)
        viewModel.bind(states.record)
        return viewModel
    }

    /// A view model whose first page, `ids`, has loaded from the stub.
    private func makeLoadedViewModel(_ ids: [Int], hasMore: Bool = false) async -> MVVMUserViewModel {
        service.willReturn(ana)
        service.willReturnUserQuestions(Fixtures.page(ids, hasMore: hasMore))
        let viewModel = makeViewModel()
        viewModel.loadPage()
        await loads.waitUntilIdleOrFail()
        return viewModel
    }

    /// Answers the held first load of the page with Ana and her questions `ids`.
    private func answerFirstLoad(in service: HeldQuestionService, _ ids: [Int], hasMore: Bool) async {
        await service.waitForCalls(2)
        service.answer(.user(id: 7, site: "stackoverflow"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page(ids, hasMore: hasMore)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("hands a new observer the current state at once: nothing loaded, nothing loading")
    func bindsTheCurrentState() {
        _ = makeViewModel()

        #expect(states.states == [MVVMUserViewModel.State()])
        #expect(service.calls.isEmpty)
    }

    @Test("loads the user and page 1 of their questions: loading first, then the whole page as one page")
    func loads() async {
        let viewModel = await makeLoadedViewModel([1, 2], hasMore: true)

        #expect(Set(service.calls) == [.user(id: 7, site: "stackoverflow"), .userQuestions(query)])
        #expect(states.states.map(\.isLoading) == [false, true, false])
        #expect(states.states.map(\.pagesLoaded) == [0, 0, 1])
        let page = viewModel.state.page
        #expect(page?.name == "Ana Lima")
        #expect(page?.details == "1,234 reputation · member since Nov 3, 2014")
        #expect(page?.link == "https://stackoverflow.com/users/7/ana-lima")
        #expect(page?.heading == "Questions by votes")
        #expect(page?.rows.map(\.number) == [1, 2])
        #expect(page?.rows.map(\.title) == ["Question 1", "Question 2"])
        #expect(page?.footer == "2 questions shown · type 'more' for the next page")
        #expect(viewModel.state.error == nil)
    }

    @Test("answers user, and save or unsave without a row, in the page's own state, in the list's words")
    func listCommandsAnsweredHere() async {
        let viewModel = await makeLoadedViewModel([1, 2])
        var errors: [String?] = []

        for input in [viewModel.openUser, viewModel.saveQuestion, viewModel.unsaveQuestion] {
            input()
            errors.append(viewModel.state.error?.text)
        }

        #expect(
            errors == [
                UserText.notOnAQuestion, SaveText.needsARow(saving: true), SaveText.needsARow(saving: false),
            ])
    }

    @Test("says that a user who has asked nothing has no questions")
    func loadsAnEmptyPage() async {
        let viewModel = await makeLoadedViewModel([])

        #expect(viewModel.state.page?.rows.isEmpty == true)
        #expect(viewModel.state.page?.footer == "No questions by Ana Lima.")
        #expect(viewModel.state.pagesLoaded == 1)
    }

    @Test("sets an error with the way back when the user cannot be loaded, and stops loading")
    func reportsAFailure() async {
        service.willFailUser(id: 7, with: .userNotFound(id: 7))
        service.willReturnUserQuestions(Fixtures.page([1]))  // asked for at the same time as the user

        let viewModel = makeViewModel()  // kept: its load holds it weakly
        viewModel.loadPage()
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.isLoading == false)
        #expect(viewModel.state.page == nil)
        #expect(viewModel.state.pagesLoaded == 0)
        #expect(
            viewModel.state.error?.text
                == "Couldn't load the user's page: user 7 does not exist; the account may have been deleted. Type 'back' for the question."
        )
    }

    @Test("states the question of the chosen row as an intent, with the page's site")
    func opensAQuestion() async {
        let viewModel = await makeLoadedViewModel([10, 20])

        viewModel.openQuestion(atRow: 2)

        #expect(navigation.intents == [.openQuestion(id: 20, site: "stackoverflow")])
    }

    @Test("sets an error for a row that is not on the page, and states no intent")
    func rejectsAMissingRow() async {
        let viewModel = await makeLoadedViewModel([10, 20])
        navigation.expectsIntents = false

        viewModel.openQuestion(atRow: 3)

        #expect(viewModel.state.error?.text == "No question 3 on this page.")
    }

    @Test("sets an error for any row before the page has loaded, and states no intent")
    func rejectsARowBeforeLoading() {
        let viewModel = makeViewModel()
        navigation.expectsIntents = false

        viewModel.openQuestion(atRow: 1)

        #expect(viewModel.state.error?.text == "No question 1 on this page.")
    }

    @Test("appends only the new rows of the next page, numbered on, as one more page")
    func loadsMore() async {
        let viewModel = await makeLoadedViewModel([1, 2], hasMore: true)
        service.willReturnUserQuestions(Fixtures.page([2, 3]))
        let before = states.states.count

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .userQuestions(query.nextPage))
        #expect(states.states.count == before + 2)
        #expect(viewModel.state.pagesLoaded == 2)
        #expect(viewModel.state.isLoading == false)
        #expect(viewModel.state.page?.name == "Ana Lima")
        #expect(viewModel.state.page?.rows.map(\.number) == [1, 2, 3])
        #expect(viewModel.state.page?.rows.last?.title == "Question 3")
        #expect(viewModel.state.page?.footer == "All 3 questions shown")
    }

    @Test("keeps the page when the next page fails, and says 'more' retries it")
    func reportsAFailedNextPage() async {
        let viewModel = await makeLoadedViewModel([1, 2], hasMore: true)
        let loaded = viewModel.state.page
        service.willFailUserQuestions(with: .http(status: 503))

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.page == loaded)
        #expect(viewModel.state.pagesLoaded == 1)
        #expect(viewModel.state.isLoading == false)
        #expect(
            viewModel.state.error?.text
                == "Couldn't load questions: the server answered HTTP 503. Type 'more' to try again.")
    }

    @Test("says there are no more questions without asking the service")
    func stopsAtTheEnd() async {
        let viewModel = await makeLoadedViewModel([1])

        viewModel.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.count == 2)
        #expect(viewModel.state.notice?.text == "No more questions.")
        #expect(viewModel.state.pagesLoaded == 1)
    }

    /// Guards `guard !latestLoad.isRunning` in `MVVMUserViewModel.loadMore()`: without it a second `more` asks
    /// for the same next page again.
    @Test("sends no second request for more while a page loads, and says so in a notice")
    func moreWhileLoading() async throws {
        let service = HeldQuestionService()
        let viewModel = makeViewModel(service: service)
        viewModel.loadPage()
        await answerFirstLoad(in: service, [1, 2], hasMore: true)

        viewModel.loadMore()
        viewModel.loadMore()

        try #require(viewModel.state.notice?.text == ListText.stillLoading)
        await service.waitForCalls(3)
        #expect(service.heldCalls == [.userQuestions(query.nextPage)])
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 3)
        #expect(viewModel.state.pagesLoaded == 2)
    }

    @Test("says a page is still loading, and asks for nothing, when more comes before the first load ends")
    func moreDuringTheFirstLoad() async {
        let service = HeldQuestionService()
        let viewModel = makeViewModel(service: service)
        viewModel.loadPage()

        viewModel.loadMore()

        #expect(viewModel.state.notice?.text == ListText.stillLoading)
        await answerFirstLoad(in: service, [1], hasMore: true)
        #expect(service.calls.count == 2)
        #expect(viewModel.state.pagesLoaded == 1)
    }

    /// Guards `cancelLoad()` in `MVVMUserViewModel.goBack()`: the page's load would run on after the page
    /// closed.
    @Test("cancels its load and states closing the page as an intent on back")
    func goesBack() async throws {
        let service = HeldQuestionService()
        let viewModel = makeViewModel(service: service)
        viewModel.loadPage()
        await service.waitForCalls(2)

        viewModel.goBack()

        #expect(navigation.intents == [.closeUser])
        #expect(viewModel.state.isLoading == false)
        try #require(
            Set(service.cancelledCalls) == [.user(id: 7, site: "stackoverflow"), .userQuestions(query)],
            "the page's requests are still held after back")
        await loads.waitUntilIdleOrFail()
    }

    /// Guards `latestLoad.cancel()` and `isLoading = false` in `cancelLoad()`: the service lets a
    /// cancelled request run on, so without the first the late page would be shown after Ctrl-C, and
    /// without the second the state would say loading for ever.
    @Test("ends loading when it cancels the first load, and keeps the late page out of the state")
    func cancelKeepsTheLatePageOut() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = makeViewModel(service: service)
        viewModel.loadPage()
        await service.waitForCalls(2)

        viewModel.cancelLoad()
        service.answer(.user(id: 7, site: "stackoverflow"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state == MVVMUserViewModel.State())
        #expect(!states.states.contains { $0.page != nil })
        #expect(navigation.intents.isEmpty)
    }

    /// Guards `latestLoad.cancel()` in `cancelLoad()` for a next page: without it the late rows are
    /// appended after Ctrl-C, and the next `more` is taken for one sent while a page loads.
    @Test("keeps a cancelled next page out of the state, and takes the next more as if idle")
    func cancelKeepsTheLateNextPageOut() async throws {
        let service = HeldQuestionService(honoursCancellation: false)
        let viewModel = makeViewModel(service: service)
        viewModel.loadPage()
        await answerFirstLoad(in: service, [1, 2], hasMore: true)
        let loaded = viewModel.state
        viewModel.loadMore()
        await service.waitForCalls(3)

        viewModel.cancelLoad()
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.userQuestions(query.nextPage)])
        #expect(viewModel.state == loaded)
        viewModel.loadMore()
        try #require(viewModel.state.notice == nil, "the next more was taken for one sent while a page loads")
        await service.waitForCalls(4)
        #expect(service.heldCalls == [.userQuestions(query.nextPage)])
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()
        #expect(viewModel.state.page?.rows.map(\.title) == ["Question 1", "Question 2", "Question 3"])
    }

    /// Guards `[weak self]` in `loadPage()`'s `then:`: the service lets a cancelled request run on, so a
    /// strong capture would keep the closed page's view model alive.
    @Test("is released on back with its load in flight")
    func backReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var viewModel: MVVMUserViewModel? = makeViewModel(service: service)
        weak let released = viewModel
        viewModel?.loadPage()
        await service.waitForCalls(2)

        viewModel?.goBack()
        viewModel = nil

        #expect(released == nil, "the closed page's view model is kept alive by its load")
        service.answer(.user(id: 7, site: "stackoverflow"), with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        #expect(navigation.intents == [.closeUser])
    }
}

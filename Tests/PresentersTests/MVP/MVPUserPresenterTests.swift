import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// User 7, the asker of every `Fixtures.question`.
private let ana = UserProfile(
    id: 7, displayName: "Ana Lima", reputation: 12_345,
    creationDate: Fixtures.now.addingTimeInterval(-86_400 * 400),
    link: "https://stackoverflow.com/users/7/ana")

/// MVP's user presenter, with a fake passive view, a recording navigator and a stub service: what it
/// tells its view for each event, and when it navigates. The tests of work in flight hold the service's
/// answers with `HeldQuestionService`; nothing sleeps.
@MainActor
@Suite("MVP user presenter", .timeLimit(.minutes(1)))
struct MVPUserPresenterTests {
    let loads = LoadTracker()
    let view = MVPRecordingUserView()
    let navigator = MVPRecordingNavigation()
    let service = StubQuestionService()
    let formatter = UserPageFormatter(now: { Fixtures.now })
    /// Page 1 of user 7's questions, as the presenter asks for it.
    let query = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)
    static let user = StubQuestionService.Call.user(id: 7, site: "stackoverflow")

    private func makePresenter(_ service: any QuestionService) -> MVPUserPresenter {
        let presenter = MVPUserPresenter(
            service: service, saves: .inMemory(), userID: 7, site: "stackoverflow", pageSize: 2,
            formatter: formatter,
            loads: loads,
            navigator: navigator)
        presenter.attach(view)
        return presenter
    }

    /// A presenter whose view has appeared and whose first page, `firstPage`, has loaded from the stub.
    private func loadedPresenter(firstPage: QuestionPage) async -> MVPUserPresenter {
        service.willReturn(ana)
        service.willReturnUserQuestions(firstPage)
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        return presenter
    }

    /// User 7's page with `firstPage` loaded, as the presenter holds it.
    private func page(_ firstPage: QuestionPage) -> UserPage {
        UserPage(profile: ana, firstPage: firstPage, of: query)
    }

    /// A presenter holding `service`'s requests, its view appeared and its two requests arrived.
    private func loadingPresenter(_ service: HeldQuestionService) async -> MVPUserPresenter {
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await service.waitForCalls(2)
        return presenter
    }

    @Test("fetches the user and their first page when the view appears, and tells the view to show it whole")
    func firstPage() async {
        service.willReturn(ana)
        service.willReturnUserQuestions(Fixtures.page([11, 12], hasMore: true))
        let presenter = makePresenter(service)

        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(Set(service.calls) == [Self.user, .userQuestions(query)])
        #expect(
            view.shown == [
                .loading, .page(formatter.display(of: page(Fixtures.page([11, 12], hasMore: true)))),
            ])
    }

    @Test("shows the page's error with the way back when the user's questions fail")
    func pageFails() async {
        service.willReturn(ana)
        service.willFailUserQuestions(with: .timedOut(seconds: 15))
        let presenter = makePresenter(service)

        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(view.shown == [.loading, .error(UserText.pageFailed(.timedOut(seconds: 15)))])
    }

    @Test("asks the navigator for the question on row N, on the user's site")
    func openQuestion() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12]))
        navigator.expectsCalls = true

        presenter.openQuestion(atRow: 2)

        #expect(navigator.calls == [.showQuestion(id: 12, site: "stackoverflow")])
    }

    @Test("says there is no question N on the page, and navigates nowhere")
    func missingRow() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12]))

        presenter.openQuestion(atRow: 99)

        #expect(view.shown.last == .error(UserText.noSuchRow(99)))
        #expect(navigator.calls.isEmpty)
    }

    @Test("answers user, and save or unsave without a row, on the page itself, in the list's words")
    func listCommandsAnsweredHere() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12]))

        presenter.openUser()
        presenter.saveQuestion()
        presenter.unsaveQuestion()

        #expect(
            Array(view.shown.suffix(3)) == [
                .error(UserText.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
        #expect(navigator.calls.isEmpty)
    }

    @Test("fetches the user's next page for more, and tells the view only its new rows, numbered on")
    func nextPage() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12], hasMore: true))
        service.willReturnUserQuestions(Fixtures.page([12, 13]))

        presenter.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .userQuestions(query.nextPage))
        var loaded = page(Fixtures.page([11, 12], hasMore: true))
        let added = loaded.appendNextPage(Fixtures.page([12, 13]))
        let (rows, footer) = formatter.appended(added, to: loaded)
        #expect(view.shown.suffix(2) == [.loading, .more(rows, footer: footer)])
        #expect(rows.map(\.number) == [3])
        #expect(rows.map(\.title) == ["Question 13"])
    }

    @Test("keeps the page when the next page fails, and names 'more' to try again")
    func nextPageFails() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12], hasMore: true))
        service.willFailUserQuestions(with: .http(status: 502))

        presenter.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(view.shown.last == .error(ErrorText.listFailed(.http(status: 502), retrying: .nextPage)))
        navigator.expectsCalls = true
        presenter.openQuestion(atRow: 2)
        #expect(navigator.calls == [.showQuestion(id: 12, site: "stackoverflow")])
    }

    @Test("says there are no more questions after the user's last page, and fetches nothing")
    func noMore() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11, 12]))

        presenter.loadMore()

        #expect(view.shown.last == .notice(ListText.noMoreQuestions))
        #expect(service.calls.count == 2)
    }

    /// Guards `guard !latestLoad.isRunning` in `MVPUserPresenter.loadMore()`: without it a second `more`
    /// asks for the same next page again.
    @Test("sends no second request for more while a page loads, and says so")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let presenter = await loadingPresenter(service)
        service.answer(Self.user, with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([11, 12], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        presenter.loadMore()
        presenter.loadMore()

        #expect(view.shown.last == .notice(ListText.stillLoading))
        await service.waitForCalls(3)
        service.answer(.userQuestions(query.nextPage), with: .page(Fixtures.page([13])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 3)
    }

    /// Guards the same `guard !latestLoad.isRunning` while the first page loads: `more` then has no page to
    /// follow, and must not be taken for the end of the user's questions.
    @Test("says a page is still loading for more while the first page loads, and fetches nothing more")
    func moreWhileTheFirstPageLoads() async {
        let service = HeldQuestionService()
        let presenter = await loadingPresenter(service)

        presenter.loadMore()

        #expect(view.shown == [.loading, .notice(ListText.stillLoading)])
        #expect(service.calls.count == 2)
        presenter.cancelLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("asks the navigator to close the page on back")
    func goBack() async {
        let presenter = await loadedPresenter(firstPage: Fixtures.page([11]))
        navigator.expectsCalls = true

        presenter.goBack()

        #expect(navigator.calls == [.closeUser])
    }

    /// Guards `latestLoad.cancel()` in `MVPUserPresenter.cancelLoad()`, which Ctrl-C and a newer command
    /// send: the service lets the cancelled requests answer, and without it the page would be drawn after
    /// all.
    @Test("shows nothing of its load once asked to cancel it, even when the answers come")
    func cancelShowsNothing() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let presenter = await loadingPresenter(service)

        presenter.cancelLoad()
        service.answer(Self.user, with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([11])))
        await loads.waitUntilIdleOrFail()

        #expect(Set(service.cancelledCalls) == [Self.user, .userQuestions(query)])
        #expect(view.shown == [.loading])
        #expect(navigator.calls.isEmpty)
    }

    /// Guards `[weak self]` in `viewDidLoad()`'s `then:` and `cancelLoad()` in `goBack()`: the service lets
    /// the cancelled requests run on, so a strong capture would keep the closed page's presenter alive.
    @Test("cancels its load on back, and is released with it in flight")
    func backCancelsAndReleases() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var presenter: MVPUserPresenter? = await loadingPresenter(service)
        weak let released = presenter
        navigator.expectsCalls = true

        presenter?.goBack()
        presenter = nil

        #expect(released == nil)
        #expect(Set(service.cancelledCalls) == [Self.user, .userQuestions(query)])
        #expect(navigator.calls == [.closeUser])
        service.answer(Self.user, with: .user(ana))
        service.answer(.userQuestions(query), with: .page(Fixtures.page([11])))
        await loads.waitUntilIdleOrFail()
        #expect(view.shown == [.loading])
    }

    /// Guards `private weak var view`: a strong one would make a cycle with the view that holds its
    /// presenter.
    @Test("holds its view weakly, so the view and its presenter go together")
    func weakView() {
        var userView: MVPRecordingUserView? = MVPRecordingUserView()
        weak let released = userView
        let presenter = MVPUserPresenter(
            service: service, saves: .inMemory(), userID: 7, site: "stackoverflow", pageSize: 2,
            formatter: formatter,
            loads: loads,
            navigator: navigator)
        presenter.attach(userView!)

        userView = nil

        #expect(released == nil)
        withExtendedLifetime(presenter) {}
    }
}

/// MVP's question presenter on `user`: it asks the navigator for the asker's page once the question is
/// shown, and otherwise tells its view, in one line, why there is none.
@MainActor
@Suite("MVP question presenter, the asker's page", .timeLimit(.minutes(1)))
struct MVPQuestionPresenterUserTests {
    let loads = LoadTracker()
    let view = MVPRecordingQuestionView()
    let navigator = MVPRecordingNavigation()
    let service = StubQuestionService()

    private func makePresenter(_ service: any QuestionService) -> MVPQuestionPresenter {
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 4, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        presenter.attach(view)
        return presenter
    }

    /// A presenter whose question, `question`, has loaded from the stub and been shown.
    private func shownPresenter(_ question: Question) async -> MVPQuestionPresenter {
        service.willReturn(question, answers: [])
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        return presenter
    }

    @Test("asks the navigator for the asker's page on 'user', once the question is shown")
    func opensTheAsker() async {
        let presenter = await shownPresenter(Fixtures.question(id: 4))
        navigator.expectsCalls = true

        presenter.openUser()

        #expect(navigator.calls == [.showUser(id: 7, site: "stackoverflow")])
    }

    @Test("says the asker is unknown on 'user' while the question loads, and navigates nowhere")
    func askerUnknownWhileLoading() async {
        let service = HeldQuestionService()
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await service.waitForCalls(2)

        presenter.openUser()

        #expect(view.shown == [.loading, .error(UserText.askerUnknown)])
        #expect(navigator.calls.isEmpty)
        presenter.cancelLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("says the asker is unknown on 'user' when the question failed, and navigates nowhere")
    func askerUnknownAfterAFailure() async {
        service.willFailQuestion(id: 4, with: .http(status: 500))
        let presenter = makePresenter(service)
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.openUser()

        #expect(view.shown.last == .error(UserText.askerUnknown))
        #expect(navigator.calls.isEmpty)
    }

    @Test("says a deleted asker has no page, and navigates nowhere")
    func deletedAsker() async {
        var question = Fixtures.question(id: 4)
        question.owner = User(displayName: "Ana Lima")
        let presenter = await shownPresenter(question)

        presenter.openUser()

        #expect(view.shown.last == .error(UserText.noPage(for: "Ana Lima")))
        #expect(navigator.calls.isEmpty)
    }
}

import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// The store's reducer above the list, tested exhaustively: navigation is `path`, a stack of question
/// screens and users' pages, each named by the number it was opened with. Each test sends actions, states
/// the whole change each one makes, and receives every action its effects send back. Effects run for real
/// against a stub service, or a held one for work in flight; the formatters read a fixed clock. Nothing
/// sleeps.
@MainActor
@Suite("The store's reducer: the path of screens", .timeLimit(.minutes(1)))
struct ReduxQuestionsReducerPathTests {
    typealias ReduxQuestionsTestStore = ReduxTestStore<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    >

    let site = "stackoverflow"
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    /// The asker of every fixture question: user 7.
    let profile = UserProfile(id: 7, displayName: "Ana", reputation: 1_234)
    /// Page 1 of user 7's questions, as long as a page of the list.
    let userQuery = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)
    /// User 7's first page of questions: 5 and 6, and more after them.
    let firstQuestions = Fixtures.page([5, 6], hasMore: true)

    // MARK: Builders

    private func makeStore(_ service: any QuestionService, state: ReduxQuestionsState? = nil)
        -> ReduxQuestionsTestStore
    {
        ReduxQuestionsTestStore(
            state: state ?? loadedState, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()))
    }

    /// The list with questions 1 and 2 loaded as page 1 and drawn, nothing above it.
    private var loadedState: ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query)
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2]), for: query)
        state.list.questions = list
        return state
    }

    /// The loaded list with `path` above it, its screens opened in the order of their numbers.
    private func state(path: [ReduxPathScreen]) -> ReduxQuestionsState {
        var state = loadedState
        state.path = path
        state.screensOpened = path.map(\.number).max() ?? 0
        return state
    }

    /// Question `id` as screen `number`, fetched and shown: its asker, user 7, is known.
    private func shownQuestion(number: Int, id: Int) -> ReduxPathScreen {
        let question = Fixtures.question(id: id)
        var state = ReduxQuestionState(number: number, id: id, site: site)
        state.asker = question.owner
        return .question(state)
    }

    /// User 7's page with `questions` as its first page of questions.
    private func userPage(_ questions: QuestionPage) -> UserPage {
        UserPage(profile: profile, firstPage: questions, of: userQuery)
    }

    /// User 7's page as screen `number`, loaded with `questions` and drawn whole.
    private func loadedUser(number: Int, questions: QuestionPage? = nil) -> ReduxPathScreen {
        let page = userPage(questions ?? firstQuestions)
        var user = ReduxUserState(number: number, userID: 7, site: site)
        user.page = page
        return .user(user)
    }

    // MARK: `user` on a question

    @Test("opens the asker's page above a question that is shown, fetching nothing yet")
    func openUser() {
        let store = makeStore(StubQuestionService(), state: state(path: [shownQuestion(number: 1, id: 2)]))

        store.send(.openUser(screen: 1)) {
            $0.path.append(.user(ReduxUserState(number: 2, userID: 7, site: "stackoverflow")))
            $0.screensOpened = 2
        }
    }

    @Test("says the asker is known only once the question is shown, and opens nothing")
    func openUserBeforeShown() {
        var loading = ReduxQuestionState(number: 1, id: 2, site: site)
        loading.isLoading = true
        let store = makeStore(StubQuestionService(), state: state(path: [.question(loading)]))

        store.send(.openUser(screen: 1)) {
            $0[question: 1]?.outbox.append(.error(UserText.askerUnknown))
        }
    }

    @Test("says a deleted asker has no page, and opens nothing")
    func openDeletedUser() {
        var question = ReduxQuestionState(number: 1, id: 2, site: site)
        question.asker = User(displayName: "Ana Lima")
        let store = makeStore(StubQuestionService(), state: state(path: [.question(question)]))

        store.send(.openUser(screen: 1)) {
            $0[question: 1]?.outbox.append(
                .error(UserText.noPage(for: "Ana Lima")))
        }
    }

    // MARK: The user's page

    @Test("loads the user and their first questions when the page appears, and presents it whole")
    func userAppears() async {
        let service = StubQuestionService()
        service.willReturn(profile)
        service.willReturnUserQuestions(firstQuestions)
        let opened = ReduxUserState(number: 2, userID: 7, site: site)
        let store = makeStore(service, state: state(path: [shownQuestion(number: 1, id: 2), .user(opened)]))
        let page = userPage(firstQuestions)

        store.send(.userAppeared(screen: 2)) {
            $0[user: 2]?.loading = .page
            $0[user: 2]?.outbox.append(.loading)
        }
        await store.receive(.userLoaded(screen: 2, .success(page))) {
            $0[user: 2]?.loading = nil
            $0[user: 2]?.page = page
        }
        await store.receive(
            .marksRead([], among: page.questions.map(\.id), then: ReduxDrawing(.whole, on: .path(2)))
        ) {
            $0[user: 2]?.outbox.append(.whole)
        }
        #expect(Set(service.calls) == [.user(id: 7, site: "stackoverflow"), .userQuestions(userQuery)])
    }

    @Test("says why the page could not be loaded, and how to try again")
    func userFails() async {
        let service = StubQuestionService()
        service.willFailUser(id: 7, with: .http(status: 503))
        // The questions are asked for alongside the user; their answer is dropped with the failure.
        service.willReturnUserQuestions(firstQuestions)
        let opened = ReduxUserState(number: 2, userID: 7, site: site)
        let store = makeStore(service, state: state(path: [shownQuestion(number: 1, id: 2), .user(opened)]))
        let message = ReduxFailure.userPage(.http(status: 503))

        store.send(.userAppeared(screen: 2)) {
            $0[user: 2]?.loading = .page
            $0[user: 2]?.outbox.append(.loading)
        }
        await store.receive(.userLoaded(screen: 2, .failure(.http(status: 503)))) {
            $0[user: 2]?.loading = nil
            $0[user: 2]?.outbox.append(.failed(message))
        }
        #expect(message.text(in: .lines).hasSuffix("Type 'back', then 'user' to try again."))
    }

    @Test("opens the question on row N of the page above it, fetching nothing yet")
    func openUserQuestion() {
        let store = makeStore(
            StubQuestionService(),
            state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.openUserQuestion(screen: 2, row: 2)) {
            $0.path.append(.question(ReduxQuestionState(number: 3, id: 6, site: "stackoverflow")))
            $0.screensOpened = 3
        }
    }

    /// Guards `return .cancel(id: .userLoad)` in `stopLoad(beneath:in:)`, which `push(above:in:_:)`
    /// calls: only the screen on top loads, so a page of questions still on its way stops when a question
    /// opens above the page; left running, it could be cancelled later by another page's load and leave
    /// this page loading for good.
    @Test("stops the page's own next page when a question opens above it")
    func openUserQuestionStopsMore() async {
        let service = HeldQuestionService()
        let store = makeStore(
            service, state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.loading = .more(userQuery.nextPage)
            $0[user: 2]?.outbox.append(.loading)
        }
        await service.waitForCalls(1)
        store.send(.openUserQuestion(screen: 2, row: 2)) {
            $0[user: 2]?.loading = nil
            $0.path.append(.question(ReduxQuestionState(number: 3, id: 6, site: "stackoverflow")))
            $0.screensOpened = 3
        }

        #expect(store.runningEffects.isEmpty)
    }

    /// Guards `if let replaced { return Self.stopLoad(of: replaced) }` in `push(above:in:_:)`, for a
    /// question pushed above a user's page: the question it replaces stops loading.
    @Test("opens a question from the page over the one above it: a new screen, the old fetch cancelled")
    func openUserQuestionOverQuestion() async {
        let service = HeldQuestionService()
        let above = ReduxQuestionState(number: 3, id: 6, site: site)
        let store = makeStore(
            service,
            state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2), .question(above)]))

        store.send(.questionAppeared(screen: 3)) {
            $0[question: 3]?.isLoading = true
            $0[question: 3]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.openUserQuestion(screen: 2, row: 1)) {
            $0.path[2] = .question(ReduxQuestionState(number: 4, id: 5, site: "stackoverflow"))
            $0.screensOpened = 4
        }

        #expect(store.runningEffects.isEmpty)
        #expect(
            Set(service.cancelledCalls) == [
                .question(id: 6, site: "stackoverflow"), .answers(questionID: 6, site: "stackoverflow"),
            ])
    }

    @Test("says there is no row N on the page, and opens nothing")
    func openMissingUserRow() {
        let store = makeStore(
            StubQuestionService(),
            state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.openUserQuestion(screen: 2, row: 9)) {
            $0[user: 2]?.outbox.append(.error(UserText.noSuchRow(9)))
        }
    }

    // MARK: `more` on the page

    @Test("appends the page's next questions with `more`, numbering their rows on")
    func loadMoreOfUser() async {
        let service = StubQuestionService()
        let second = Fixtures.page([8, 9])
        service.willReturnUserQuestions(second)
        let store = makeStore(
            service, state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))
        let next = userQuery.nextPage
        var page = userPage(firstQuestions)
        let added = page.appendNextPage(second)

        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.loading = .more(next)
            $0[user: 2]?.outbox.append(.loading)
        }
        await store.receive(.userQuestionsLoaded(screen: 2, next, .success(second))) {
            $0[user: 2]?.loading = nil
            $0[user: 2]?.page = page
        }
        await store.receive(
            .marksRead([], among: added.map(\.id), then: ReduxDrawing(.appended(added), on: .path(2)))
        ) {
            $0[user: 2]?.outbox.append(.appended(added))
        }
        #expect(added.map(\.id) == [8, 9])
        #expect(service.calls == [.userQuestions(next)])
    }

    @Test("says there are no more of the user's questions after the last page, and fetches nothing")
    func noMoreOfUser() {
        let lastPage = loadedUser(number: 2, questions: Fixtures.page([5]))
        let store = makeStore(
            StubQuestionService(), state: state(path: [shownQuestion(number: 1, id: 2), lastPage]))

        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.outbox.append(.notice(ListText.noMoreQuestions))
        }
    }

    /// Guards `guard user.loading == nil` in `loadMoreOfUser(screen:in:)`: the page in flight decides what
    /// "next" is, so a second request would ask for the wrong page.
    @Test("sends nothing for `more` on the page while a page loads, and says so")
    func moreOfUserWhileLoading() async {
        let service = HeldQuestionService()
        let store = makeStore(
            service, state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.loading = .more(userQuery.nextPage)
            $0[user: 2]?.outbox.append(.loading)
        }
        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.outbox.append(.notice(ListText.stillLoading))
        }
        await service.waitForCalls(1)
        #expect(service.calls == [.userQuestions(userQuery.nextPage)])
        store.send(.cancelUserLoad(screen: 2)) { $0[user: 2]?.loading = nil }
    }

    @Test("keeps the page when its next questions fail, and says `more` tries again")
    func moreOfUserFails() async {
        let service = StubQuestionService()
        service.willFailUserQuestions(with: .http(status: 503))
        let store = makeStore(
            service, state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))
        let next = userQuery.nextPage
        let message = ReduxFailure.list(.http(status: 503), retrying: .nextPage)

        store.send(.loadMoreOfUser(screen: 2)) {
            $0[user: 2]?.loading = .more(next)
            $0[user: 2]?.outbox.append(.loading)
        }
        await store.receive(.userQuestionsLoaded(screen: 2, next, .failure(.http(status: 503)))) {
            $0[user: 2]?.loading = nil
            $0[user: 2]?.outbox.append(.failed(message))
        }
        #expect(message.text(in: .lines).hasSuffix("Type 'more' to try again."))
    }

    // MARK: Back, and work in flight

    @Test("closes the page on back: its state goes, and the question beneath is as it was")
    func goBackFromUser() {
        let store = makeStore(
            StubQuestionService(),
            state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.goBack) { $0.path = [shownQuestion(number: 1, id: 2)] }
    }

    /// Guards `return Self.stopLoad(of: closed)` for `.goBack`, and its `.cancel(id: .userLoad)` for a
    /// user's page: a page closed while it loads must cancel the user's load, not the question's.
    @Test("cancels the page's fetch on back, by the user's load id")
    func backCancelsUserLoad() async {
        let service = HeldQuestionService()
        let opened = ReduxUserState(number: 2, userID: 7, site: site)
        let store = makeStore(service, state: state(path: [shownQuestion(number: 1, id: 2), .user(opened)]))

        store.send(.userAppeared(screen: 2)) {
            $0[user: 2]?.loading = .page
            $0[user: 2]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.goBack) { $0.path = [shownQuestion(number: 1, id: 2)] }

        #expect(store.runningEffects.isEmpty)
        #expect(
            Set(service.cancelledCalls) == [.user(id: 7, site: "stackoverflow"), .userQuestions(userQuery)])
    }

    /// Guards `return .cancel(id: .userLoad)` for `.cancelUserLoad` (Ctrl-C, or a newer command).
    @Test("cancels the page's load on Ctrl-C, and the page stays open")
    func cancelUserLoad() async {
        let service = HeldQuestionService()
        let opened = ReduxUserState(number: 2, userID: 7, site: site)
        let store = makeStore(service, state: state(path: [shownQuestion(number: 1, id: 2), .user(opened)]))

        store.send(.userAppeared(screen: 2)) {
            $0[user: 2]?.loading = .page
            $0[user: 2]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.cancelUserLoad(screen: 2)) { $0[user: 2]?.loading = nil }

        #expect(store.runningEffects.isEmpty)
        #expect(
            Set(service.cancelledCalls) == [.user(id: 7, site: "stackoverflow"), .userQuestions(userQuery)])
    }

    /// Guards `guard state[user: screen]?.loading == .page` in `userLoaded`: an answer for a page that is no
    /// longer on the path changes nothing, even if it reaches the reducer.
    @Test("ignores a page's late answer once the page is closed")
    func staleUserAnswer() {
        var loading = ReduxUserState(number: 2, userID: 7, site: site)
        loading.loading = .page
        let store = makeStore(
            StubQuestionService(), state: state(path: [shownQuestion(number: 1, id: 2), .user(loading)]))
        let page = userPage(firstQuestions)

        store.send(.goBack) { $0.path = [shownQuestion(number: 1, id: 2)] }
        store.send(.userLoaded(screen: 2, .success(page)))
        store.send(.userLoaded(screen: 2, .failure(.http(status: 500))))
        store.send(.marksRead([], among: page.questions.map(\.id), then: ReduxDrawing(.whole, on: .path(2))))
    }

    /// Guards `guard state[user: screen]?.loading == .more(query)` in `userQuestionsLoaded`: a page of
    /// questions nobody waits for any more (its load cancelled, or the page closed) changes nothing.
    @Test("ignores a page of the user's questions that no load is waiting for")
    func staleUserQuestions() {
        let store = makeStore(
            StubQuestionService(),
            state: state(path: [shownQuestion(number: 1, id: 2), loadedUser(number: 2)]))

        store.send(.userQuestionsLoaded(screen: 2, userQuery.nextPage, .success(Fixtures.page([8]))))
        store.send(.goBack) { $0.path = [shownQuestion(number: 1, id: 2)] }
        store.send(.userQuestionsLoaded(screen: 2, userQuery.nextPage, .success(Fixtures.page([8]))))
    }

    @Test("grows the path list, question, user, question, user, each screen with the next number")
    func pathGrows() async {
        let service = StubQuestionService()
        let asked = Fixtures.question(id: 2)
        let listed = Fixtures.question(id: 5)
        service.willReturn(asked, answers: [])
        service.willReturn(listed, answers: [])
        service.willReturn(profile)
        service.willReturnUserQuestions(firstQuestions)
        let store = makeStore(service)
        let page = userPage(firstQuestions)

        store.send(.openQuestion(row: 2)) {
            $0.path = [.question(ReduxQuestionState(number: 1, id: 2, site: "stackoverflow"))]
            $0.screensOpened = 1
        }
        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await store.receive(
            .questionLoaded(screen: 1, .success(QuestionWithAnswers(question: asked, answers: [])))
        ) {
            $0[question: 1]?.isLoading = false
            $0[question: 1]?.asker = asked.owner
            $0[question: 1]?.loaded = QuestionWithAnswers(question: asked, answers: [])
        }
        await store.receive(
            .marksRead([], among: [2], then: ReduxDrawing(.whole, on: .path(1)))
        ) {
            $0[question: 1]?.outbox.append(.whole)
        }
        store.send(.openUser(screen: 1)) {
            $0.path.append(.user(ReduxUserState(number: 2, userID: 7, site: "stackoverflow")))
            $0.screensOpened = 2
        }
        store.send(.userAppeared(screen: 2)) {
            $0[user: 2]?.loading = .page
            $0[user: 2]?.outbox.append(.loading)
        }
        await store.receive(.userLoaded(screen: 2, .success(page))) {
            $0[user: 2]?.loading = nil
            $0[user: 2]?.page = page
        }
        await store.receive(
            .marksRead([], among: page.questions.map(\.id), then: ReduxDrawing(.whole, on: .path(2)))
        ) {
            $0[user: 2]?.outbox.append(.whole)
        }
        store.send(.openUserQuestion(screen: 2, row: 1)) {
            $0.path.append(.question(ReduxQuestionState(number: 3, id: 5, site: "stackoverflow")))
            $0.screensOpened = 3
        }
        store.send(.questionAppeared(screen: 3)) {
            $0[question: 3]?.isLoading = true
            $0[question: 3]?.outbox.append(.loading)
        }
        await store.receive(
            .questionLoaded(screen: 3, .success(QuestionWithAnswers(question: listed, answers: [])))
        ) {
            $0[question: 3]?.isLoading = false
            $0[question: 3]?.asker = listed.owner
            $0[question: 3]?.loaded = QuestionWithAnswers(question: listed, answers: [])
        }
        await store.receive(
            .marksRead([], among: [5], then: ReduxDrawing(.whole, on: .path(3)))
        ) {
            $0[question: 3]?.outbox.append(.whole)
        }
        store.send(.openUser(screen: 3)) {
            $0.path.append(.user(ReduxUserState(number: 4, userID: 7, site: "stackoverflow")))
            $0.screensOpened = 4
        }

        #expect(store.state.path.map(\.number) == [1, 2, 3, 4])
        #expect(store.state[user: 4]?.page == nil, "a page opened again is a new screen, fetched anew")
    }

    @Test("returns to the list from four screens up as four backs, one screen at a time")
    func backToListFromDepthFour() {
        let question1 = shownQuestion(number: 1, id: 2)
        let user2 = loadedUser(number: 2)
        let question3 = shownQuestion(number: 3, id: 5)
        let user4 = loadedUser(number: 4)
        let store = makeStore(
            StubQuestionService(), state: state(path: [question1, user2, question3, user4]))

        store.send(.goBack) { $0.path = [question1, user2, question3] }
        store.send(.goBack) { $0.path = [question1, user2] }
        store.send(.goBack) { $0.path = [question1] }
        store.send(.goBack) { $0.path = [] }
        #expect(store.state.screensOpened == 4, "closing a screen does not give its number back")
    }

    @Test("does nothing on back at the list")
    func backAtTheList() {
        let store = makeStore(StubQuestionService())

        store.send(.goBack)
    }

    @Test("starts, for a route to a question, with the question on the path as screen 1, nothing fetched")
    func routeToAQuestion() {
        let state = ReduxQuestionsState(query: query, route: .question(id: 9))

        #expect(state.path == [.question(ReduxQuestionState(number: 1, id: 9, site: "stackoverflow"))])
        #expect(state.screensOpened == 1)
        #expect(state.list.loading == nil)
        #expect(state.list.outbox.isEmpty)
    }

    @Test("loads the route's question when it appears, and the list only once back uncovers it")
    func routeToAQuestionThenBack() async {
        let service = StubQuestionService()
        let question = Fixtures.question(id: 9)
        service.willReturn(question, answers: [])
        let store = makeStore(
            service,
            state: ReduxQuestionsState(query: query, route: .question(id: 9)))

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await store.receive(
            .questionLoaded(screen: 1, .success(QuestionWithAnswers(question: question, answers: [])))
        ) {
            $0[question: 1]?.isLoading = false
            $0[question: 1]?.asker = question.owner
            $0[question: 1]?.loaded = QuestionWithAnswers(question: question, answers: [])
        }
        await store.receive(
            .marksRead([], among: [9], then: ReduxDrawing(.whole, on: .path(1)))
        ) {
            $0[question: 1]?.outbox.append(.whole)
        }
        store.send(.goBack) { $0.path = [] }
        #expect(service.queries.isEmpty, "the list was fetched before back showed it")
    }
}

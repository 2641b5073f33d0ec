import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// The store's reducer, tested exhaustively: each test sends actions, states the whole change each one
/// makes, and receives every action its effects send back, with the change each makes. The test store
/// fails a test on any change it did not state, any action it did not receive, and any effect still
/// running at its end. Effects run for real against a stub service, or a held one for work in flight;
/// the formatters read a fixed clock. Nothing sleeps.
@MainActor
@Suite("The store's reducer", .timeLimit(.minutes(1)))
struct ReduxQuestionsReducerTests {
    typealias ReduxQuestionsTestStore = ReduxTestStore<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    >

    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    // MARK: Builders

    private func makeStore(_ service: any QuestionService, state: ReduxQuestionsState? = nil)
        -> ReduxQuestionsTestStore
    {
        ReduxQuestionsTestStore(
            state: state ?? initialState, reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()))
    }

    private var initialState: ReduxQuestionsState {
        ReduxQuestionsState(query: query)
    }

    /// The state once `page` was loaded as page 1 and drawn: the start of most tests.
    private func loadedState(_ page: QuestionPage) -> ReduxQuestionsState {
        var state = initialState
        state.list.questions = loaded(page)
        state.list.hasAppeared = true
        return state
    }

    /// The list of questions 1 and 2, drawn, and question 2 opened from it as screen 1, not fetched yet.
    private var questionOpenState: ReduxQuestionsState {
        var state = loadedState(Fixtures.page([1, 2]))
        state.path = [.question(ReduxQuestionState(number: 1, id: 2, site: "stackoverflow"))]
        state.screensOpened = 1
        return state
    }

    /// The list with `page` as page 1 of `query` (or of `pageQuery`).
    private func loaded(_ page: QuestionPage, for pageQuery: QuestionQuery? = nil) -> QuestionList {
        var list = QuestionList(query: query)
        list.replace(with: page, for: pageQuery ?? query)
        return list
    }

    private func tagged(_ tag: String) -> QuestionQuery {
        QuestionList(query: query).firstPageQuery(tag: tag)
    }

    // MARK: The list's commands

    @Test("loads page 1 when the list appears, and presents it whole")
    func firstPage() async {
        let service = StubQuestionService()
        let page = Fixtures.page([1, 2], hasMore: true)
        service.willReturn(page)
        let store = makeStore(service)
        let load = ReduxListLoad(.firstPage, of: query)

        store.send(.listAppeared) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
            $0.list.hasAppeared = true
        }
        await store.receive(.listLoaded(load, .success(page))) {
            $0.list.loading = nil
            $0.list.questions = loaded(page)
        }
        await store.receive(.marksRead([], among: [1, 2], then: ReduxDrawing(.whole, on: .list))) {
            $0.list.outbox.append(.whole)
        }
        #expect(service.calls == [.questions(query, .useCache)])
    }

    @Test("appends the next page with `more`, numbering its rows on")
    func loadMore() async {
        let service = StubQuestionService()
        let second = Fixtures.page([3, 4])
        service.willReturn(second)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2], hasMore: true)))
        let load = ReduxListLoad(.nextPage, of: query.nextPage)
        var list = loaded(Fixtures.page([1, 2], hasMore: true))
        let added = list.appendNextPage(second)

        store.send(.loadMore) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .success(second))) {
            $0.list.loading = nil
            $0.list.questions = list
        }
        await store.receive(.marksRead([], among: [3, 4], then: ReduxDrawing(.appended(added), on: .list))) {
            $0.list.outbox.append(.appended(added))
        }
        #expect(store.state.list.outbox == [.loading, .appended(added)])
    }

    @Test("says there are no more questions on the last page, and fetches nothing")
    func noMorePages() {
        let store = makeStore(StubQuestionService(), state: loadedState(Fixtures.page([1, 2])))

        store.send(.loadMore) {
            $0.list.outbox.append(.notice(ListText.noMoreQuestions))
        }
    }

    @Test("marks what a refresh found new and updated, and sums it up in a notice")
    func refreshMarks() async {
        let service = StubQuestionService()
        let before = Fixtures.page([1, 2], hasMore: true)
        let after = QuestionPage(
            questions: [Fixtures.question(id: 3), Fixtures.question(id: 1, score: 9)], hasMore: true,
            quotaRemaining: nil)
        service.willReturn(after)
        let store = makeStore(service, state: loadedState(before))
        let load = ReduxListLoad(.refresh, of: query)

        store.send(.refresh) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .success(after))) {
            $0.list.loading = nil
            $0.list.questions = loaded(after)
            // The screen front's selection stays on question 1, now the second row.
            $0.list.view.selection = RowSelection(index: 1)
        }
        await store.receive(
            .marksRead(
                [], among: [3, 1], then: ReduxDrawing(.refreshed(previous: before.questions), on: .list))
        ) {
            $0.list.outbox.append(.refreshed(previous: before.questions))
        }
        #expect(service.calls == [.questions(query, .reload)])
    }

    /// Guards `.redisplayList`: `list` is answered from state, with no effect at all.
    @Test(
        "answers `list` from state, queuing the whole list for its view, with no effect and nothing fetched")
    func redisplay() {
        let store = makeStore(StubQuestionService(), state: loadedState(Fixtures.page([2, 1])))

        store.send(.redisplayList) { $0.list.outbox.append(.whole) }
    }

    @Test("filters by a tag, replacing the list only once its page has come")
    func filterByTag() async {
        let service = StubQuestionService()
        let page = Fixtures.page([7])
        service.willReturn(page)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2])))
        let load = ReduxListLoad(.tag("git"), of: tagged("git"))

        store.send(.filter(tag: "git")) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        #expect(store.state.list.questions == loaded(Fixtures.page([1, 2])))
        await store.receive(.listLoaded(load, .success(page))) {
            $0.list.loading = nil
            $0.list.questions = loaded(page, for: tagged("git"))
        }
        await store.receive(
            .marksRead(
                [], among: loaded(page, for: tagged("git")).questions.map(\.id),
                then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
        #expect(store.state.list.questions.query.tag == "git")
    }

    @Test("sorts in another order, page 1 again")
    func sort() async {
        let service = StubQuestionService()
        let page = Fixtures.page([2, 1])
        service.willReturn(page)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2])))
        var byVotes = query
        byVotes.sort = .votes
        let load = ReduxListLoad(.sort(.votes), of: byVotes)

        store.send(.sort(.votes)) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .success(page))) {
            $0.list.loading = nil
            $0.list.questions = loaded(page, for: byVotes)
            // The screen front's selection stays on question 1, now the second row.
            $0.list.view.selection = RowSelection(index: 1)
        }
        await store.receive(
            .marksRead([], among: [2, 1], then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
    }

    @Test("searches from page 1 with the tag kept, replacing the list only once its page has come")
    func search() async {
        let service = StubQuestionService()
        let page = Fixtures.page([7])
        service.willReturn(page)
        let taggedList = loaded(Fixtures.page([1, 2]), for: tagged("git"))
        var state = loadedState(Fixtures.page([1, 2]))
        state.list.questions = taggedList
        let store = makeStore(service, state: state)
        let searched = taggedList.firstPageQuery(search: "rebase main")
        let load = ReduxListLoad(.search("rebase main"), of: searched)

        store.send(.search("rebase main")) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .success(page))) {
            $0.list.loading = nil
            $0.list.questions = loaded(page, for: searched)
        }
        await store.receive(
            .marksRead(
                [], among: loaded(page, for: searched).questions.map(\.id),
                then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
        #expect(store.state.list.questions.query.tag == "git")
        #expect(store.state.list.questions.query.search == "rebase main")
    }

    /// Guards `.run(id: .listLoad)` for a search: a search superseded by another is cancelled by the
    /// shared id, so its late answer never comes back as an action.
    @Test("hears only the newer of two searches when the older answers last")
    func supersededSearch() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2])))
        let older = QuestionList(query: query).firstPageQuery(search: "actor")
        let newer = QuestionList(query: query).firstPageQuery(search: "actor isolated")
        let olderLoad = ReduxListLoad(.search("actor"), of: older)
        let newerLoad = ReduxListLoad(.search("actor isolated"), of: newer)

        store.send(.search("actor")) {
            $0.list.loading = olderLoad
            $0.list.outbox.append(.loading)
        }
        store.send(.search("actor isolated")) {
            $0.list.loading = newerLoad
            $0.list.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        service.answer(.questions(newer, .useCache), with: .page(Fixtures.page([2])))
        await store.receive(.listLoaded(newerLoad, .success(Fixtures.page([2])))) {
            $0.list.loading = nil
            $0.list.questions = loaded(Fixtures.page([2]), for: newer)
        }
        await store.receive(
            .marksRead(
                [], among: loaded(Fixtures.page([2]), for: newer).questions.map(\.id),
                then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
        service.answer(.questions(older, .useCache), with: .page(Fixtures.page([1])))
        store.checkExhausted()
    }

    @Test("keeps the list when a fetch fails, and names the command that tries it again")
    func failureAndRetry() async {
        let service = StubQuestionService()
        service.willFailList(with: .http(status: 503))
        let page = Fixtures.page([7])
        service.willReturn(page)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2])))
        let load = ReduxListLoad(.tag("git"), of: tagged("git"))
        let message = ReduxFailure.list(.http(status: 503), retrying: .tag("git"))

        store.send(.filter(tag: "git")) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .failure(.http(status: 503)))) {
            $0.list.loading = nil
            $0.list.outbox.append(.failed(message))
        }
        #expect(message.text(in: .lines).hasSuffix("Type 'tag git' to try again."))

        store.send(.filter(tag: "git")) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        await store.receive(.listLoaded(load, .success(page))) {
            $0.list.loading = nil
            $0.list.questions = loaded(page, for: tagged("git"))
        }
        await store.receive(
            .marksRead(
                [], among: loaded(page, for: tagged("git")).questions.map(\.id),
                then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
    }

    /// A command of the list that fetches, with the request it makes from a list loaded from `query`, and
    /// the command that asks again once it has failed: itself, but for the first page, which the list's
    /// appearing fetched once and `refresh` fetches again, as the error says.
    struct ListCommand: Sendable, CustomTestStringConvertible {
        let action: ReduxQuestionsAction
        let fetch: ListFetch
        let request: @Sendable (QuestionList) -> (QuestionQuery, FetchPolicy)
        let testDescription: String
        var retry: (action: ReduxQuestionsAction, fetch: ListFetch, policy: FetchPolicy)? = nil

        static let all: [ListCommand] = [
            ListCommand(
                action: .listAppeared, fetch: .firstPage, request: { ($0.firstPageQuery, .useCache) },
                testDescription: "the first page", retry: (.refresh, .refresh, .reload)),
            ListCommand(
                action: .loadMore, fetch: .nextPage, request: { ($0.nextPageQuery, .useCache) },
                testDescription: "more"),
            ListCommand(
                action: .refresh, fetch: .refresh, request: { ($0.firstPageQuery, .reload) },
                testDescription: "refresh"),
            ListCommand(
                action: .filter(tag: "git"), fetch: .tag("git"),
                request: { ($0.firstPageQuery(tag: "git"), .useCache) }, testDescription: "tag git"),
            ListCommand(
                action: .filter(tag: nil), fetch: .tag(nil),
                request: { ($0.firstPageQuery(tag: nil), .useCache) },
                testDescription: "tag"),
            ListCommand(
                action: .sort(.votes), fetch: .sort(.votes),
                request: { ($0.firstPageQuery(sort: .votes), .useCache) }, testDescription: "sort votes"),
            ListCommand(
                action: .search("rebase"), fetch: .search("rebase"),
                request: { ($0.firstPageQuery(search: "rebase"), .useCache) },
                testDescription: "search rebase"),
            ListCommand(
                action: .search(nil), fetch: .search(nil),
                request: { ($0.firstPageQuery(search: nil), .useCache) }, testDescription: "search"),
        ]
    }

    /// Guards `.failed(.list(error, retrying: load.fetch))` in `listLoaded`: the error names the
    /// command whose fetch failed, and typing it again asks for the same page again.
    @Test(
        "keeps the list when any command's fetch fails, names that command, and asks again on its retry",
        arguments: ListCommand.all)
    func failureAndRetryOfEveryCommand(_ command: ListCommand) async {
        let service = HeldQuestionService()
        var before = loadedState(Fixtures.page([1, 2], hasMore: true))
        // The first page is the list's appearing, which happens once.
        if case .listAppeared = command.action { before.list.hasAppeared = false }
        let store = makeStore(service, state: before)
        let (query, policy) = command.request(before.list.questions)
        let load = ReduxListLoad(command.fetch, of: query)
        let message = ReduxFailure.list(.http(status: 503), retrying: command.fetch)

        store.send(command.action) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
            $0.list.hasAppeared = true
        }
        await service.waitForCalls(1)
        service.answer(.questions(query, policy), with: .failure(.http(status: 503)))
        await store.receive(.listLoaded(load, .failure(.http(status: 503)))) {
            $0.list.loading = nil
            $0.list.outbox.append(.failed(message))
        }
        let retry = command.retry ?? (command.action, command.fetch, policy)
        store.send(retry.action) {
            $0.list.loading = ReduxListLoad(retry.fetch, of: query)
            $0.list.outbox.append(.loading)
        }
        await service.waitForCalls(2)

        #expect(service.calls == [.questions(query, policy), .questions(query, retry.policy)])
        store.send(.cancelListLoad) {
            $0.list.loading = nil
        }
    }

    // MARK: Navigation is state

    @Test("opens the question on row N by putting its state on, fetching nothing yet")
    func openQuestion() {
        let store = makeStore(StubQuestionService(), state: loadedState(Fixtures.page([1, 2])))

        store.send(.openQuestion(row: 2)) {
            $0.path = [.question(ReduxQuestionState(number: 1, id: 2, site: "stackoverflow"))]
            $0.screensOpened = 1
        }
    }

    @Test("says there is no row N, and opens nothing")
    func openMissingRow() {
        let store = makeStore(StubQuestionService(), state: loadedState(Fixtures.page([1, 2])))

        store.send(.openQuestion(row: 99)) {
            $0.list.outbox.append(.error(ListText.noSuchRow(99)))
        }
    }

    @Test("fetches the question and its answers when it appears, and presents them")
    func questionAppears() async {
        let service = StubQuestionService()
        let question = Fixtures.question(id: 2, answerCount: 1)
        let answer = Fixtures.answer(id: 20, questionID: 2)
        service.willReturn(question, answers: [answer])
        let store = makeStore(service, state: questionOpenState)
        let fetched = QuestionWithAnswers(question: question, answers: [answer])

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await store.receive(.questionLoaded(screen: 1, .success(fetched))) {
            $0[question: 1]?.isLoading = false
            $0[question: 1]?.asker = question.owner
            $0[question: 1]?.loaded = fetched
        }
        await store.receive(
            .marksRead([], among: [2], then: ReduxDrawing(.whole, on: .path(1)))
        ) {
            $0[question: 1]?.outbox.append(.whole)
        }
    }

    @Test("says why a question could not be shown, and how to go on")
    func questionFails() async {
        let service = StubQuestionService()
        service.willFailQuestion(id: 2, with: .questionNotFound(id: 2))
        let store = makeStore(service, state: questionOpenState)

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await store.receive(.questionLoaded(screen: 1, .failure(.questionNotFound(id: 2)))) {
            $0[question: 1]?.isLoading = false
            $0[question: 1]?.outbox.append(
                .failed(.question(.questionNotFound(id: 2))))
        }
    }

    @Test("closes the question on back: its state goes, and the list is as it was")
    func goBack() {
        let store = makeStore(StubQuestionService(), state: questionOpenState)

        store.send(.goBack) { $0.path = [] }
    }

    /// Guards `where question.isLoading` in `stopLoad(of:)`: a question that has drawn has no effect
    /// running, so `back` returns none, and `--trace` shows no cancel for it.
    @Test("cancels nothing on back from a question that has drawn")
    func backFromDrawnQuestion() {
        var state = questionOpenState

        let effect = ReduxQuestionsReducer().reduce(&state, .goBack)

        guard case .none = effect.work else {
            Issue.record("back from a drawn question returned \(effect.work), not none")
            return
        }
    }

    // MARK: Work in flight

    /// Guards `return Self.stopLoad(of: closed)` for `.goBack`: without it the fetch runs on, and the test
    /// store ends with an effect still running.
    @Test("cancels the question's fetch on back, by its effect id")
    func backCancelsTheFetch() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: questionOpenState)

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.goBack) { $0.path = [] }

        #expect(store.runningEffects.isEmpty)
        #expect(
            Set(service.cancelledCalls) == [
                .question(id: 2, site: "stackoverflow"), .answers(questionID: 2, site: "stackoverflow"),
            ])
    }

    /// Guards `.run(id: .listLoad)` in `ReduxQuestionsReducer.load(_:of:in:)`: a second load under the same
    /// id cancels the first, so only the newer answer comes back.
    @Test("cancels the list's load in flight when a newer one starts, and hears only the newer answer")
    func newerLoadCancels() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2])))
        let loadA = ReduxListLoad(.tag("a"), of: tagged("a"))
        let loadB = ReduxListLoad(.tag("b"), of: tagged("b"))

        store.send(.filter(tag: "a")) {
            $0.list.loading = loadA
            $0.list.outbox.append(.loading)
        }
        store.send(.filter(tag: "b")) {
            $0.list.loading = loadB
            $0.list.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        service.answer(.questions(tagged("b"), .useCache), with: .page(Fixtures.page([2])))
        await store.receive(.listLoaded(loadB, .success(Fixtures.page([2])))) {
            $0.list.loading = nil
            $0.list.questions = loaded(Fixtures.page([2]), for: tagged("b"))
        }
        await store.receive(
            .marksRead(
                [], among: loaded(Fixtures.page([2]), for: tagged("b")).questions.map(\.id),
                then: ReduxDrawing(.whole, on: .list))
        ) {
            $0.list.outbox.append(.whole)
        }
        // The older request answers last; its effect was cancelled, so nothing comes back.
        service.answer(.questions(tagged("a"), .useCache), with: .page(Fixtures.page([1])))
        store.checkExhausted()
    }

    /// Guards `return .cancel(id: .listLoad)` for `.cancelListLoad` (Ctrl-C, or a newer command).
    @Test("cancels the list's load on Ctrl-C: loading ends and the list stays")
    func cancelListLoad() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2], hasMore: true)))

        store.send(.loadMore) {
            $0.list.loading = ReduxListLoad(.nextPage, of: query.nextPage)
            $0.list.outbox.append(.loading)
        }
        await service.waitForCalls(1)
        store.send(.cancelListLoad) {
            $0.list.loading = nil
        }

        #expect(store.runningEffects.isEmpty)
        #expect(service.cancelledCalls == [.questions(query.nextPage, .useCache)])
    }

    @Test("cancels the question's load on Ctrl-C, and the question stays open")
    func cancelQuestionLoad() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: questionOpenState)

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.cancelQuestionLoad(screen: 1)) { $0[question: 1]?.isLoading = false }

        #expect(store.runningEffects.isEmpty)
    }

    @Test("does nothing for Ctrl-C with no load in flight")
    func cancelWhenIdle() {
        let store = makeStore(StubQuestionService(), state: questionOpenState)

        store.send(.cancelListLoad)
        store.send(.cancelQuestionLoad(screen: 1))
    }

    /// Guards `guard state.list.loading == nil` in `.loadMore`: the page in flight decides what "next" is.
    @Test("sends nothing for `more` while a page loads, and says so")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2], hasMore: true)))
        let load = ReduxListLoad(.nextPage, of: query.nextPage)

        store.send(.loadMore) {
            $0.list.loading = load
            $0.list.outbox.append(.loading)
        }
        store.send(.loadMore) {
            $0.list.outbox.append(.notice(ListText.stillLoading))
        }
        await service.waitForCalls(1)
        #expect(service.calls.count == 1)
        store.send(.cancelListLoad) {
            $0.list.loading = nil
        }
    }

    /// Guards `guard state.list.loading == load` in `listLoaded`: an answer to a fetch that is no longer
    /// under way changes nothing, even if it reaches the reducer.
    @Test("ignores a list answer to a fetch that is no longer under way")
    func staleListAnswer() {
        var state = loadedState(Fixtures.page([1, 2]))
        state.list.loading = ReduxListLoad(.tag("b"), of: tagged("b"))
        let store = makeStore(StubQuestionService(), state: state)

        store.send(.listLoaded(ReduxListLoad(.tag("a"), of: tagged("a")), .success(Fixtures.page([9]))))
        store.send(.listLoaded(ReduxListLoad(.tag("a"), of: tagged("a")), .failure(.http(status: 500))))
    }

    /// Guards `guard state[question: screen]?.isLoading == true` in `questionLoaded`: an answer for a screen
    /// that is not on the path, or no longer loading, changes nothing.
    @Test("ignores a question's answer once another question is open, or none")
    func staleQuestionAnswer() {
        var state = loadedState(Fixtures.page([1, 2]))
        state.path = [.question(ReduxQuestionState(number: 1, id: 1, site: "stackoverflow"))]
        state[question: 1]?.isLoading = true
        state.screensOpened = 1
        let store = makeStore(StubQuestionService(), state: state)
        let fetched = QuestionWithAnswers(question: Fixtures.question(id: 2), answers: [])

        store.send(.questionLoaded(screen: 2, .success(fetched)))
        store.send(.marksRead([], among: [2], then: ReduxDrawing(.whole, on: .path(2))))
        store.send(.goBack) { $0.path = [] }
        store.send(.questionLoaded(screen: 1, .failure(.http(status: 500))))
    }

    /// Guards `return .cancel(id: .listLoad)` in `stopLoad(beneath:in:)`, for the list: only the screen
    /// on top loads, so a list page still on its way stops when a question opens above the list.
    @Test("stops the list's own load when a question opens above it")
    func openQuestionStopsTheListLoad() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: loadedState(Fixtures.page([1, 2], hasMore: true)))

        store.send(.loadMore) {
            $0.list.loading = ReduxListLoad(.nextPage, of: query.nextPage)
            $0.list.outbox.append(.loading)
        }
        await service.waitForCalls(1)
        store.send(.openQuestion(row: 2)) {
            $0.list.loading = nil
            $0.path = [.question(ReduxQuestionState(number: 1, id: 2, site: "stackoverflow"))]
            $0.screensOpened = 1
        }

        #expect(store.runningEffects.isEmpty)
        #expect(service.cancelledCalls == [.questions(query.nextPage, .useCache)])
    }

    /// Guards `if let replaced { return Self.stopLoad(of: replaced) }` in `push(above:in:_:)`.
    @Test("opens a question over one still loading: a new screen, the old fetch cancelled")
    func openOverLoadingQuestion() async {
        let service = HeldQuestionService()
        let store = makeStore(service, state: questionOpenState)

        store.send(.questionAppeared(screen: 1)) {
            $0[question: 1]?.isLoading = true
            $0[question: 1]?.outbox.append(.loading)
        }
        await service.waitForCalls(2)
        store.send(.openQuestion(row: 2)) {
            $0.path = [.question(ReduxQuestionState(number: 2, id: 2, site: "stackoverflow"))]
            $0.screensOpened = 2
        }

        #expect(store.runningEffects.isEmpty)
    }
}

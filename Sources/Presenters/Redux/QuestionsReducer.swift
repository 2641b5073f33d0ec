import Entities
import Interactors

/// Every decision of the app, as one pure function: the state and an action in, the new state and the
/// effect to run out.
///
/// It may not call the service, read the clock, or write to the terminal:
/// it has no environment to call them with. A fetch is an effect that it
/// returns, and its answer comes back as an action; formatting, which reads
/// the clock, is an effect too, and its result comes back at once. So every
/// rule here is tested by sending actions and reading the state, with no
/// double at all (`PresentersTests/Redux`).
///
/// The rules are the same as every pattern's: paging lives on `QuestionList`,
/// the words in `ListText` and `ErrorText`, the formatting in the shared
/// formatters that the effects call. What is the store's own is the
/// arrangement: a load in flight is `list.loading`, and its effect runs under
/// an id, so that a newer load, `back` or Ctrl-C cancels it by that id; and
/// navigation is `path`, which every screen above the list names by number.
public struct QuestionsReducer: Reducer {
    /// The reducer; it holds nothing.
    public init() {}

    /// Changes `state` for `action`: the one place where the app decides anything.
    public func reduce(_ state: inout QuestionsState, _ action: QuestionsAction) -> QuestionsEffect {
        switch action {
        case .listAppeared:
            return load(.firstPage, of: state.list.questions.firstPageQuery, in: &state)
        case .redisplayList:
            let questions = state.list.questions
            return .present { environment in
                .listPresented(.whole(environment.formatters.list.display(of: questions)))
            }
        case .openQuestion(let row):
            return openQuestion(atRow: row, in: &state)
        case .loadMore:
            // The page in flight decides what "next" means: a second request would ask for the wrong page.
            guard state.list.loading == nil else {
                let message = state.nextMessage(ListText.stillLoading)
                state.list.notice = message
                return .none
            }
            guard state.list.questions.hasMore else {
                let message = state.nextMessage(ListText.noMoreQuestions)
                state.list.notice = message
                return .none
            }
            return load(.nextPage, of: state.list.questions.nextPageQuery, in: &state)
        case .refresh:
            return load(.refresh, of: state.list.questions.firstPageQuery, in: &state)
        case .filter(let tag):
            return load(.tag(tag), of: state.list.questions.firstPageQuery(tag: tag), in: &state)
        case .sort(let sort):
            return load(.sort(sort), of: state.list.questions.firstPageQuery(sort: sort), in: &state)
        case .search(let words):
            return load(.search(words), of: state.list.questions.firstPageQuery(search: words), in: &state)
        case .cancelListLoad:
            guard state.list.loading != nil else { return .none }
            state.list.loading = nil
            return .cancel(id: .listLoad)
        case .goBack:
            // Navigation is state: the screen on top closes because its state is gone.
            guard let closed = state.path.popLast() else { return .none }
            return .cancel(id: Self.loadID(of: closed))
        case .questionAppeared(let screen):
            return loadQuestion(screen: screen, in: &state)
        case .openUser(let screen):
            return openUser(from: screen, in: &state)
        case .cancelQuestionLoad(let screen):
            guard state[question: screen]?.isLoading == true else { return .none }
            state[question: screen]?.isLoading = false
            return .cancel(id: .questionLoad)
        case .userAppeared(let screen):
            return loadUserPage(screen: screen, in: &state)
        case .openUserQuestion(let screen, let row):
            return openQuestion(atRow: row, ofUser: screen, in: &state)
        case .loadMoreOfUser(let screen):
            return loadMoreOfUser(screen: screen, in: &state)
        case .cancelUserLoad(let screen):
            guard state[user: screen]?.loading != nil else { return .none }
            state[user: screen]?.loading = nil
            return .cancel(id: .userLoad)
        case .listLoaded(let load, let result):
            return listLoaded(load, result, in: &state)
        case .listPresented(let presentation):
            present(presentation, in: &state)
            return .none
        case .questionLoaded(let screen, let result):
            return questionLoaded(screen: screen, result, in: &state)
        case .questionPresented(let screen, let display):
            state[question: screen]?.screen = display
            return .none
        case .userLoaded(let screen, let result):
            return userLoaded(screen: screen, result, in: &state)
        case .userQuestionsLoaded(let screen, let query, let result):
            return userQuestionsLoaded(screen: screen, query, result, in: &state)
        case .userPresented(let screen, let presentation):
            present(presentation, onUser: screen, in: &state)
            return .none
        }
    }

    // MARK: The list

    /// Marks `query` as the fetch under way and returns the effect that fetches it, under the list's id,
    /// which cancels the fetch it replaces.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, in state: inout QuestionsState)
        -> QuestionsEffect
    {
        let load = ListLoad(fetch, of: query)
        state.list.loading = load
        return .run(id: .listLoad) { environment in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await environment.service.questions(for: load.query, policy: load.policy)
            })
            return .listLoaded(load, result)
        }
    }

    /// Applies what `load` brought, if it is still the fetch under way: the model changes here, and the
    /// formatting is an effect, since it reads the clock. A failure keeps the list as it was.
    private func listLoaded(
        _ load: ListLoad, _ result: Result<QuestionPage, ServiceError>, in state: inout QuestionsState
    ) -> QuestionsEffect {
        // An answer to anything but the fetch under way is late: a newer command has moved on.
        guard state.list.loading == load else { return .none }
        state.list.loading = nil
        switch result {
        case .failure(let error):
            let message = state.nextMessage(ErrorText.listFailed(error, retrying: load.fetch))
            state.list.error = message
            return .none
        case .success(let page) where load.fetch == .nextPage:
            let added = state.list.questions.appendNextPage(page)
            let questions = state.list.questions
            return .present { environment in
                let (rows, footer) = environment.formatters.list.appended(added, to: questions)
                return .listPresented(.appended(rows: rows, footer: footer))
            }
        case .success(let page) where load.fetch == .refresh:
            let previous = state.list.questions.questions
            state.list.questions.replace(with: page, for: load.query)
            let questions = state.list.questions
            return .present { environment in
                let (display, summary) = environment.formatters.list.refreshed(questions, previous: previous)
                return .listPresented(.refreshed(display, summary: summary))
            }
        case .success(let page):
            state.list.questions.replace(with: page, for: load.query)
            let questions = state.list.questions
            return .present { environment in
                .listPresented(.whole(environment.formatters.list.display(of: questions)))
            }
        }
    }

    /// Puts the formatted list on the state, with the counters that tell the view what to print.
    private func present(_ presentation: ListPresentation, in state: inout QuestionsState) {
        switch presentation {
        case .whole(let display):
            state.list.display = display
            state.list.listVersion += 1
        case .appended(let rows, let footer):
            state.list.display.rows += rows
            state.list.display.footer = footer
            state.list.pagesAppended += 1
        case .refreshed(let display, let summary):
            state.list.display = display
            state.list.listVersion += 1
            let message = state.nextMessage(summary)
            state.list.notice = message
        }
    }

    // MARK: The path

    /// Puts the screen `make` makes, with the next number, on the path above screen `number` (above the
    /// list, for `nil`). A screen above that one is replaced, and its load cancelled: a question opened
    /// from the screen beneath a question takes its place.
    private func push(
        above number: Int?, in state: inout QuestionsState, _ make: (Int) -> PathScreen
    ) -> QuestionsEffect {
        let kept =
            number.flatMap { number in state.path.firstIndex { $0.number == number } }.map { $0 + 1 } ?? 0
        let replaced = state.path[kept...].last
        state.path.removeSubrange(kept...)
        state.screensOpened += 1
        state.path.append(make(state.screensOpened))
        return replaced.map { .cancel(id: Self.loadID(of: $0)) } ?? .none
    }

    /// The id the load of `screen` runs under.
    private static func loadID(of screen: PathScreen) -> QuestionsEffectID {
        switch screen {
        case .question: .questionLoad
        case .user: .userLoad
        }
    }

    // MARK: The question

    /// Opens the question on `row` of the list, replacing (and cancelling the load of) any question open;
    /// or says there is no such row, and nothing else changes.
    private func openQuestion(atRow row: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let question = state.list.questions.question(atRow: row) else {
            let message = state.nextMessage(ListText.noSuchRow(row))
            state.list.error = message
            return .none
        }
        let site = state.list.questions.query.site
        return push(above: nil, in: &state) {
            .question(QuestionState(number: $0, id: question.id, site: site))
        }
    }

    /// Starts fetching the question of screen `screen`, with its answers, under the question's id.
    private func loadQuestion(screen: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let question = state[question: screen] else { return .none }
        state[question: screen]?.isLoading = true
        let (id, site) = (question.id, question.site)
        return .run(id: .questionLoad) { environment in
            let fetch = FetchQuestionWithAnswers(service: environment.service)
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionWithAnswers in
                try await fetch(id: id, site: site)
            })
            return .questionLoaded(screen: screen, result)
        }
    }

    /// Shows what the fetch of screen `screen`'s question brought, if that screen is still open and
    /// loading: the formatting is an effect, as for the list; a failure says what to do next.
    private func questionLoaded(
        screen: Int, _ result: Result<QuestionWithAnswers, ServiceError>, in state: inout QuestionsState
    ) -> QuestionsEffect {
        guard state[question: screen]?.isLoading == true else { return .none }
        state[question: screen]?.isLoading = false
        switch result {
        case .failure(let error):
            let message = state.nextMessage(ErrorText.questionFailed(error))
            state[question: screen]?.error = message
            return .none
        case .success(let fetched):
            state[question: screen]?.asker = fetched.question.owner
            return .present { environment in
                .questionPresented(
                    screen: screen,
                    environment.formatters.question.screen(for: fetched.question, answers: fetched.answers))
            }
        }
    }

    // MARK: The user's page

    /// Opens the page of the asker of screen `screen`'s question above it, or says why there is none.
    private func openUser(from screen: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let question = state[question: screen] else { return .none }
        switch AskerPage(asker: question.asker) {
        case .none(let reason):
            let message = state.nextMessage(reason)
            state[question: screen]?.error = message
            return .none
        case .user(let id):
            return push(above: screen, in: &state) {
                .user(UserState(number: $0, userID: id, site: question.site))
            }
        }
    }

    /// Starts fetching the user of screen `screen` and their first page of questions, a page as long as
    /// the list's, under the user's page's id.
    private func loadUserPage(screen: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let user = state[user: screen] else { return .none }
        state[user: screen]?.loading = .page
        let (id, site, pageSize) = (user.userID, user.site, state.list.questions.query.pageSize)
        return .run(id: .userLoad) { environment in
            let fetch = FetchUserPage(service: environment.service)
            let result = await Result(fetching: { () async throws(ServiceError) -> UserPage in
                try await fetch(userID: id, site: site, pageSize: pageSize)
            })
            return .userLoaded(screen: screen, result)
        }
    }

    /// Opens the question on `row` of screen `screen`'s page above it, or says there is no such row.
    private func openQuestion(atRow row: Int, ofUser screen: Int, in state: inout QuestionsState)
        -> QuestionsEffect
    {
        guard let user = state[user: screen] else { return .none }
        guard let question = user.page?.question(atRow: row) else {
            let message = state.nextMessage(UserText.noSuchRow(row))
            state[user: screen]?.error = message
            return .none
        }
        let opened = push(above: screen, in: &state) {
            .question(QuestionState(number: $0, id: question.id, site: user.site))
        }
        // Only the screen on top loads: a page of questions still on its way stops, as a newer command
        // stops it in every pattern. (A question it replaced was on top, so the page was not loading.)
        guard user.loading != nil else { return opened }
        state[user: screen]?.loading = nil
        return .cancel(id: .userLoad)
    }

    /// Starts fetching the next page of screen `screen`'s questions, or says why not: a page is loading,
    /// or there is none after the last.
    private func loadMoreOfUser(screen: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let user = state[user: screen] else { return .none }
        guard user.loading == nil else {
            let message = state.nextMessage(ListText.stillLoading)
            state[user: screen]?.notice = message
            return .none
        }
        guard let page = user.page, page.hasMore else {
            let message = state.nextMessage(ListText.noMoreQuestions)
            state[user: screen]?.notice = message
            return .none
        }
        let query = page.nextPageQuery
        state[user: screen]?.loading = .more(query)
        return .run(id: .userLoad) { environment in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await environment.service.questions(of: query)
            })
            return .userQuestionsLoaded(screen: screen, query, result)
        }
    }

    /// Shows what the first fetch of screen `screen` brought, if it is still the fetch under way.
    private func userLoaded(
        screen: Int, _ result: Result<UserPage, ServiceError>, in state: inout QuestionsState
    ) -> QuestionsEffect {
        guard state[user: screen]?.loading == .page else { return .none }
        state[user: screen]?.loading = nil
        switch result {
        case .failure(let error):
            let message = state.nextMessage(UserText.pageFailed(error))
            state[user: screen]?.error = message
            return .none
        case .success(let page):
            state[user: screen]?.page = page
            return .present { environment in
                .userPresented(screen: screen, .whole(environment.formatters.user.display(of: page)))
            }
        }
    }

    /// Adds the page of questions `query` brought to screen `screen`, if it is still the fetch under way.
    private func userQuestionsLoaded(
        screen: Int, _ query: UserQuestionsQuery, _ result: Result<QuestionPage, ServiceError>,
        in state: inout QuestionsState
    ) -> QuestionsEffect {
        guard state[user: screen]?.loading == .more(query), var page = state[user: screen]?.page else {
            return .none
        }
        state[user: screen]?.loading = nil
        switch result {
        case .failure(let error):
            let message = state.nextMessage(ErrorText.listFailed(error, retrying: .nextPage))
            state[user: screen]?.error = message
            return .none
        case .success(let next):
            let added = page.appendNextPage(next)
            state[user: screen]?.page = page
            return .present { environment in
                let (rows, footer) = environment.formatters.user.appended(added, to: page)
                return .userPresented(screen: screen, .appended(rows: rows, footer: footer))
            }
        }
    }

    /// Puts the formatted page on screen `screen`'s state, with the counter that tells the view what to
    /// print.
    private func present(_ presentation: UserPresentation, onUser screen: Int, in state: inout QuestionsState)
    {
        switch presentation {
        case .whole(let display):
            state[user: screen]?.display = display
        case .appended(let rows, let footer):
            state[user: screen]?.display?.rows += rows
            state[user: screen]?.display?.footer = footer
            state[user: screen]?.pagesAppended += 1
        }
    }
}

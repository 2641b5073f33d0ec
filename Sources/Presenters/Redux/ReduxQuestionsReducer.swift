import Entities
import Interactors

/// Every decision of the app, as one pure function: the state and an action in, the new state and the
/// effect to run out.
///
/// It may not call the service, read the clock, or write to the terminal:
/// it has no environment to call them with. A fetch is an effect that it
/// returns, and its answer comes back as an action; so is a read of the
/// saves on disk. The state holds domain values (the questions, the pages,
/// the marks, what is loading) and, per screen, a queue of what its view is
/// to draw (`ReduxOutput`); the views format what they draw, with the clock.
/// So every rule here is tested by sending actions and reading the state,
/// with no double at all (`PresentersTests/Redux`).
///
/// The rules are the same as every pattern's: paging lives on `QuestionList`,
/// the words in `ListText` and `ErrorText`. What is the store's own is the
/// arrangement: a load in flight is `list.loading`, and its effect runs under
/// an id, so that a newer load, `back` or Ctrl-C cancels it by that id; and
/// navigation is `path`, which every screen above the list names by number.
public struct ReduxQuestionsReducer: ReduxReducer {
    /// The reducer; it holds nothing.
    public init() {}

    /// Changes `state` for `action`: the one place where the app decides anything.
    public func reduce(_ state: inout ReduxQuestionsState, _ action: ReduxQuestionsAction)
        -> ReduxQuestionsEffect
    {
        switch action {
        case .listAppeared:
            // A command that uncovered the list has made it appear already; the framework's word comes later.
            guard !state.list.hasAppeared else { return .none }
            state.list.hasAppeared = true
            return load(.firstPage, of: state.list.questions.firstPageQuery, in: &state)
        case .redisplayList:
            // Answered from state: the marks as they are now, with nothing read.
            state.list.outbox.append(.whole)
            return .none
        case .openQuestion(let row):
            return openQuestion(atRow: row, in: &state)
        case .loadMore:
            // The page in flight decides what "next" means: a second request would ask for the wrong page.
            guard state.list.loading == nil else {
                state.queue(ListText.stillLoading, isError: false, on: .list)
                return .none
            }
            guard state.list.questions.hasMore else {
                state.queue(ListText.noMoreQuestions, isError: false, on: .list)
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
            return Self.stopLoad(of: closed)
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
        case .questionLoaded(let screen, let result):
            return questionLoaded(screen: screen, result, in: &state)
        case .userLoaded(let screen, let result):
            return userLoaded(screen: screen, result, in: &state)
        case .userQuestionsLoaded(let screen, let query, let result):
            return userQuestionsLoaded(screen: screen, query, result, in: &state)
        case .command(let command):
            return reduce(command, in: &state)
        case .interrupt:
            return interrupt(in: &state)
        case .view(let screen, let action):
            return reduce(action, on: screen, in: &state)
        case .save, .openSaved, .savedAppeared, .redisplaySaved, .loadMoreSaved, .openSavedQuestion,
            .redisplayQuestion, .redisplayUser, .savesChangedElsewhere, .saveAnswered, .savedRead, .marksRead,
            .shown:
            return reduceSaves(&state, action)
        }
    }

    // MARK: The list

    /// Marks `query` as the fetch under way and returns the effect that fetches it, under the list's id,
    /// which cancels the fetch it replaces.
    func load(_ fetch: ListFetch, of query: QuestionQuery, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        let load = ReduxListLoad(fetch, of: query)
        state.list.loading = load
        state.list.view.selectsNextPage = false
        state.list.outbox.append(.loading)
        return .run(id: .listLoad) { environment in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await environment.service.questions(for: load.query, policy: load.policy)
            })
            return .listLoaded(load, result)
        }
    }

    /// Applies what `load` brought, if it is still the fetch under way: the model changes here, and the
    /// marks of the rows it brought are read from the saves, an effect whose answer has the view draw. A
    /// failure keeps the list as it was.
    private func listLoaded(
        _ load: ReduxListLoad, _ result: Result<QuestionPage, ServiceError>,
        in state: inout ReduxQuestionsState
    ) -> ReduxQuestionsEffect {
        // An answer to anything but the fetch under way is late: a newer command has moved on.
        guard state.list.loading == load else { return .none }
        state.list.loading = nil
        switch result {
        case .failure(let error):
            state.queue(.failed(.list(error, retrying: load.fetch)), on: .list)
            return .none
        case .success(let page) where load.fetch == .nextPage:
            let added = state.list.questions.appendNextPage(page)
            state.list.view.selectFirst(of: added.count, in: state.list.questions.questions.count)
            return Self.readMarks(of: added.map(\.id), then: ReduxDrawing(.appended(added), on: .list))
        case .success(let page) where load.fetch == .refresh:
            let previous = state.list.questions.questions
            state.list.questions.replace(with: page, for: load.query)
            state.list.view.follow(from: previous, to: state.list.questions.questions)
            return Self.readMarks(
                of: state.list.questions.questions.map(\.id),
                then: ReduxDrawing(.refreshed(previous: previous), on: .list))
        case .success(let page):
            let previous = state.list.questions.questions
            state.list.questions.replace(with: page, for: load.query)
            state.list.view.follow(from: previous, to: state.list.questions.questions)
            return Self.readMarks(
                of: state.list.questions.questions.map(\.id), then: ReduxDrawing(.whole, on: .list))
        }
    }

    /// The effect that reads the marks of the rows `ids` from the saves, in one query, and answers with
    /// them, then `drawing` for a view to draw with them.
    static func readMarks(of ids: [Int], then drawing: ReduxDrawing?) -> ReduxQuestionsEffect {
        .present { environment in
            .marksRead(environment.saves.marks(among: ids), among: ids, then: drawing)
        }
    }
}

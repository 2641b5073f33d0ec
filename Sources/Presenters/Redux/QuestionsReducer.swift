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
/// an id, so that a newer load, `back` or Ctrl-C cancels it by that id.
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
        case .questionAppeared:
            return loadQuestion(in: &state)
        case .goBack:
            // Navigation is state: the question screen closes because its state is gone.
            state.question = nil
            return .cancel(id: .questionLoad)
        case .cancelQuestionLoad:
            guard state.question?.isLoading == true else { return .none }
            state.question?.isLoading = false
            return .cancel(id: .questionLoad)
        case .listLoaded(let load, let result):
            return listLoaded(load, result, in: &state)
        case .listPresented(let presentation):
            present(presentation, in: &state)
            return .none
        case .questionLoaded(let id, let result):
            return questionLoaded(id: id, result, in: &state)
        case .questionPresented(let id, let screen):
            guard state.question?.id == id else { return .none }
            state.question?.screen = screen
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

    // MARK: The question

    /// Opens the question on `row`, replacing (and cancelling the load of) any question open; or says
    /// there is no such row, and nothing else changes.
    private func openQuestion(atRow row: Int, in state: inout QuestionsState) -> QuestionsEffect {
        guard let question = state.list.questions.question(atRow: row) else {
            let message = state.nextMessage(ListText.noSuchRow(row))
            state.list.error = message
            return .none
        }
        let replaced = state.question != nil
        state.question = QuestionState(id: question.id, site: state.list.questions.query.site)
        state.questionsOpened += 1
        return replaced ? .cancel(id: .questionLoad) : .none
    }

    /// Starts fetching the open question, with its answers, under the question's id.
    private func loadQuestion(in state: inout QuestionsState) -> QuestionsEffect {
        guard let question = state.question else { return .none }
        state.question?.isLoading = true
        let (id, site) = (question.id, question.site)
        return .run(id: .questionLoad) { environment in
            let fetch = FetchQuestionWithAnswers(service: environment.service)
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionWithAnswers in
                try await fetch(id: id, site: site)
            })
            return .questionLoaded(id: id, result)
        }
    }

    /// Shows what the fetch of question `id` brought, if that question is still open and loading: the
    /// formatting is an effect, as for the list; a failure says what to do next.
    private func questionLoaded(
        id: Int, _ result: Result<QuestionWithAnswers, ServiceError>, in state: inout QuestionsState
    ) -> QuestionsEffect {
        guard state.question?.id == id, state.question?.isLoading == true else { return .none }
        state.question?.isLoading = false
        switch result {
        case .failure(let error):
            let message = state.nextMessage(ErrorText.questionFailed(error))
            state.question?.error = message
            return .none
        case .success(let fetched):
            return .present { environment in
                .questionPresented(
                    id: id,
                    environment.formatters.question.screen(for: fetched.question, answers: fetched.answers))
            }
        }
    }
}

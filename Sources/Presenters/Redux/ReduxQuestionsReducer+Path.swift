import Entities
import Interactors

// Navigation is state: every screen above the list is on `path`, numbered, and only the screen on top
// loads. These are the reducer's rules for the path and for the question screens on it.
extension ReduxQuestionsReducer {
    // MARK: The path

    /// Puts the screen `make` makes, with the next number, on the path above screen `number` (above the
    /// list, for `nil`). Only the screen on top loads: a screen above that one is replaced, and its load
    /// cancelled (a question opened from the screen beneath a question takes its place); with none, the
    /// screen it goes above stops its own load, as a newer command stops it in every pattern.
    func push(
        above number: Int?, in state: inout ReduxQuestionsState, _ make: (Int) -> ReduxPathScreen
    ) -> ReduxQuestionsEffect {
        let kept =
            number.flatMap { number in state.path.firstIndex { $0.number == number } }.map { $0 + 1 } ?? 0
        let replaced = state.path[kept...].last
        state.path.removeSubrange(kept...)
        state.screensOpened += 1
        state.path.append(make(state.screensOpened))
        if let replaced { return Self.stopLoad(of: replaced) }
        return stopLoad(beneath: number, in: &state)
    }

    /// Cancels the load of `screen`, a screen taken off the path, if it was loading. A screen that had
    /// drawn has no effect running: the reducer returns no effect for it, so its effects are exactly the
    /// work there is to do, as the exhaustive tests state them.
    static func stopLoad(of screen: ReduxPathScreen) -> ReduxQuestionsEffect {
        switch screen {
        case .question(let question) where question.isLoading: .cancel(id: .questionLoad)
        case .user(let user) where user.loading != nil: .cancel(id: .userLoad)
        case .question, .user, .saved: .none
        }
    }

    /// Stops the load of screen `number` (the list, for `nil`), if it has one, now that a screen is on top
    /// of it. A question beneath a screen was shown already, so it has none.
    private func stopLoad(beneath number: Int?, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let number else {
            guard state.list.loading != nil else { return .none }
            state.list.loading = nil
            return .cancel(id: .listLoad)
        }
        guard state[user: number]?.loading != nil else { return .none }
        state[user: number]?.loading = nil
        return .cancel(id: .userLoad)
    }

    // MARK: The question

    /// Opens the question on `row` of the list, replacing (and cancelling the load of) any question open;
    /// or says there is no such row, on the screen on top (the question it was typed on, if any), and
    /// nothing else changes.
    func openQuestion(atRow row: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let question = state.list.questions.question(atRow: row) else {
            state.queue(ListText.noSuchRow(row), isError: true, on: state.screenOnTop)
            return .none
        }
        let site = state.list.questions.query.site
        return push(above: nil, in: &state) {
            .question(ReduxQuestionState(number: $0, id: question.id, site: site))
        }
    }

    /// Starts fetching the question of screen `screen`, with its answers, under the question's id.
    func loadQuestion(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let question = state[question: screen] else { return .none }
        state[question: screen]?.isLoading = true
        state.queue(.loading, on: .path(screen))
        let (id, site) = (question.id, question.site)
        return .run(id: .questionLoad) { environment in
            let fetch = FetchQuestionWithAnswers(service: environment.service)
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionWithAnswers in
                try await fetch(id: id, site: site)
            })
            return .questionLoaded(screen: screen, result)
        }
    }

    /// Keeps what the fetch of screen `screen`'s question brought, if that screen is still open and
    /// loading, and reads its mark, after which the view draws it; a failure says what to do next.
    func questionLoaded(
        screen: Int, _ result: Result<QuestionWithAnswers, ServiceError>, in state: inout ReduxQuestionsState
    ) -> ReduxQuestionsEffect {
        guard state[question: screen]?.isLoading == true else { return .none }
        state[question: screen]?.isLoading = false
        switch result {
        case .failure(let error):
            state.queue(.failed(.question(error)), on: .path(screen))
            return .none
        case .success(let fetched):
            state[question: screen]?.asker = fetched.question.owner
            state[question: screen]?.loaded = fetched
            return Self.readMarks(of: [fetched.question.id], then: ReduxDrawing(.whole, on: .path(screen)))
        }
    }
}

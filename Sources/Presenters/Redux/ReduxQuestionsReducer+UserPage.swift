import Entities
import Interactors

// A user's page on the path: opened above a question, loaded and paged under the effect id `.userLoad`.
extension ReduxQuestionsReducer {
    // MARK: The user's page

    /// Opens the page of the asker of screen `screen`'s question above it, or says why there is none.
    func openUser(from screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let question = state[question: screen] else { return .none }
        switch AskerPage(asker: question.asker) {
        case .none(let reason):
            state.queue(reason, isError: true, on: .path(screen))
            return .none
        case .user(let id):
            return push(above: screen, in: &state) {
                .user(ReduxUserState(number: $0, userID: id, site: question.site))
            }
        }
    }

    /// Starts fetching the user of screen `screen` and their first page of questions, a page as long as
    /// the list's, under the user's page's id.
    func loadUserPage(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let user = state[user: screen] else { return .none }
        state[user: screen]?.loading = .page
        state.queue(.loading, on: .path(screen))
        let (id, site, pageSize) = (user.userID, user.site, state.list.questions.query.pageSize)
        return .run(id: .userLoad) { environment in
            let fetch = FetchUserPage(service: environment.service)
            let result = await Result(fetching: { () async throws(ServiceError) -> UserPage in
                try await fetch(userID: id, site: site, pageSize: pageSize)
            })
            return .userLoaded(screen: screen, result)
        }
    }

    /// Opens the question on `row` of screen `screen`'s page above it, or says there is no such row, on the
    /// screen on top (the question it was typed on, if any).
    func openQuestion(atRow row: Int, ofUser screen: Int, in state: inout ReduxQuestionsState)
        -> ReduxQuestionsEffect
    {
        guard let user = state[user: screen] else { return .none }
        guard let question = user.page?.question(atRow: row) else {
            state.queue(UserText.noSuchRow(row), isError: true, on: state.screenOnTop)
            return .none
        }
        return push(above: screen, in: &state) {
            .question(ReduxQuestionState(number: $0, id: question.id, site: user.site))
        }
    }

    /// Starts fetching the next page of screen `screen`'s questions, or says why not: a page is loading,
    /// or there is none after the last.
    func loadMoreOfUser(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
        guard let user = state[user: screen] else { return .none }
        // Only a move past the last row, once this has started its page, lands on the page's first row.
        state[user: screen]?.view.selectsNextPage = false
        guard user.loading == nil else {
            state.queue(ListText.stillLoading, isError: false, on: .path(screen))
            return .none
        }
        guard let page = user.page, page.hasMore else {
            state.queue(ListText.noMoreQuestions, isError: false, on: .path(screen))
            return .none
        }
        let query = page.nextPageQuery
        state[user: screen]?.loading = .more(query)
        state.queue(.loading, on: .path(screen))
        return .run(id: .userLoad) { environment in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionPage in
                try await environment.service.questions(of: query)
            })
            return .userQuestionsLoaded(screen: screen, query, result)
        }
    }

    /// Shows what the first fetch of screen `screen` brought, if it is still the fetch under way.
    func userLoaded(
        screen: Int, _ result: Result<UserPage, ServiceError>, in state: inout ReduxQuestionsState
    ) -> ReduxQuestionsEffect {
        guard state[user: screen]?.loading == .page else { return .none }
        state[user: screen]?.loading = nil
        switch result {
        case .failure(let error):
            state.queue(.failed(.userPage(error)), on: .path(screen))
            return .none
        case .success(let page):
            state[user: screen]?.page = page
            return Self.readMarks(
                of: page.questions.map(\.id), then: ReduxDrawing(.whole, on: .path(screen)))
        }
    }

    /// Adds the page of questions `query` brought to screen `screen`, if it is still the fetch under way.
    func userQuestionsLoaded(
        screen: Int, _ query: UserQuestionsQuery, _ result: Result<QuestionPage, ServiceError>,
        in state: inout ReduxQuestionsState
    ) -> ReduxQuestionsEffect {
        guard state[user: screen]?.loading == .more(query), var page = state[user: screen]?.page else {
            return .none
        }
        state[user: screen]?.loading = nil
        switch result {
        case .failure(let error):
            state.queue(.failed(.list(error, retrying: .nextPage)), on: .path(screen))
            return .none
        case .success(let next):
            let added = page.appendNextPage(next)
            state[user: screen]?.page = page
            state[user: screen]?.view.selectFirst(of: added.count, in: page.questions.count)
            return Self.readMarks(
                of: added.map(\.id), then: ReduxDrawing(.appended(added), on: .path(screen)))
        }
    }
}

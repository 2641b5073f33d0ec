import Entities
import Interactors

/// Records what the list interactor reports, in order.
@MainActor
final class RecordingListOutput: QuestionListInteractorOutput {
    enum Event: Equatable {
        case startedLoading
        case loaded(ids: [Int])
        case loadedMore(newIDs: [Int], allIDs: [Int])
        case reachedEnd
        case skippedLoadMoreWhileLoading
        case refreshed(ids: [Int], previousIDs: [Int], previousTitles: [String])
        case failed(ListFetch, ServiceError)
    }

    private(set) var events: [Event] = []
    private(set) var lastList: QuestionListResponse?

    func didStartLoading() { events.append(.startedLoading) }

    func didLoad(_ list: QuestionListResponse) {
        lastList = list
        events.append(.loaded(ids: list.questions.map(\.id)))
    }

    func didLoadMore(_ newQuestions: [QuestionSummary], in list: QuestionListResponse) {
        lastList = list
        events.append(.loadedMore(newIDs: newQuestions.map(\.id), allIDs: list.questions.map(\.id)))
    }

    func didReachEnd() { events.append(.reachedEnd) }

    func didSkipLoadMoreWhileLoading() { events.append(.skippedLoadMoreWhileLoading) }

    func didRefresh(_ list: QuestionListResponse, previous: [QuestionSummary]) {
        lastList = list
        events.append(
            .refreshed(
                ids: list.questions.map(\.id), previousIDs: previous.map(\.id),
                previousTitles: previous.map(\.title)))
    }

    func didFail(_ fetch: ListFetch, with error: ServiceError) { events.append(.failed(fetch, error)) }
}

/// Records what the question interactor reports, in order.
@MainActor
final class RecordingQuestionOutput: QuestionInteractorOutput {
    enum Event: Equatable {
        case startedLoading
        case loaded(QuestionDetail)
        case failed(ServiceError)
    }

    private(set) var events: [Event] = []

    func didStartLoading() { events.append(.startedLoading) }
    func didLoad(_ question: QuestionDetail) { events.append(.loaded(question)) }
    func didFailToLoad(with error: ServiceError) { events.append(.failed(error)) }
}

import Entities
import Interactors

/// Records what the list interactor reports, in order.
@MainActor
final class VIPERRecordingListOutput: VIPERQuestionListInteractorOutput {
    enum Event: Equatable {
        case startedLoading
        case loaded(ids: [Int])
        case loadedMore(newIDs: [Int], allIDs: [Int])
        case reachedEnd
        case skippedLoadMoreWhileLoading
        case refreshed(ids: [Int], previousIDs: [Int], previousTitles: [String])
        case failed(ListFetch, ServiceError)
        case answeredSave(SaveOutcome)
        case changedMark(row: Int, isSaved: Bool)
    }

    private(set) var events: [Event] = []
    private(set) var lastList: VIPERQuestionListResponse?

    func didStartLoading() { events.append(.startedLoading) }

    func didLoad(_ list: VIPERQuestionListResponse) {
        lastList = list
        events.append(.loaded(ids: list.questions.map(\.id)))
    }

    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in list: VIPERQuestionListResponse) {
        lastList = list
        events.append(.loadedMore(newIDs: newQuestions.map(\.id), allIDs: list.questions.map(\.id)))
    }

    func didReachEnd() { events.append(.reachedEnd) }

    func didSkipLoadMoreWhileLoading() { events.append(.skippedLoadMoreWhileLoading) }

    func didRefresh(_ list: VIPERQuestionListResponse, previous: [VIPERQuestionSummary]) {
        lastList = list
        events.append(
            .refreshed(
                ids: list.questions.map(\.id), previousIDs: previous.map(\.id),
                previousTitles: previous.map(\.title)))
    }

    func didFail(_ fetch: ListFetch, with error: ServiceError) { events.append(.failed(fetch, error)) }

    func didAnswerSave(_ outcome: SaveOutcome) { events.append(.answeredSave(outcome)) }

    func didChangeMark(ofRow number: Int, in list: VIPERQuestionListResponse) {
        lastList = list
        events.append(.changedMark(row: number, isSaved: list.questions[number - 1].isSaved))
    }
}

/// Records what the question interactor reports, in order.
@MainActor
final class VIPERRecordingQuestionOutput: VIPERQuestionInteractorOutput {
    enum Event: Equatable {
        case startedLoading
        case loaded(VIPERQuestionDetail)
        case failed(ServiceError)
        case answeredSave(SaveOutcome)
        case changedMark(isSaved: Bool)
    }

    private(set) var events: [Event] = []

    func didStartLoading() { events.append(.startedLoading) }
    func didLoad(_ question: VIPERQuestionDetail) { events.append(.loaded(question)) }
    func didFailToLoad(with error: ServiceError) { events.append(.failed(error)) }
    func didAnswerSave(_ outcome: SaveOutcome) { events.append(.answeredSave(outcome)) }
    func didChangeMark(_ question: VIPERQuestionDetail) {
        events.append(.changedMark(isSaved: question.isSaved))
    }
}

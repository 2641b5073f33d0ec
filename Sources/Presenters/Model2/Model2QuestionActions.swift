import Entities
import Interactors

/// Model 2's action for a question, `/questions/ID`: a function of its request and the model.
@MainActor
public struct Model2QuestionActions: Model2Actions {
    private let model: Model2Model
    private let templates: any Model2Templates

    /// Actions asking `model`, rendering with `templates`.
    public init(model: Model2Model, templates: any Model2Templates) {
        self.model = model
        self.templates = templates
    }

    /// `GET` shows the question; it has no other action.
    public func perform(_ request: Model2Request) -> Model2Delivery {
        switch request {
        case .get(.question(let id, let site), let navigation):
            show(id: id, site: site, navigation: navigation)
        case .get, .more, .refresh, .save, .unsave: .now(.flash(Model2FrontController.notFound))
        }
    }

    /// `GET /questions/ID`: the question and its answers, from the cache for the history, else fetched.
    public func show(id: Int, site: String, navigation: Model2Navigation) -> Model2Delivery {
        let location = Model2Location.question(id: id, site: site)
        if navigation == .history, let shown = model.question(at: location) {
            return .now(.page(templates.question(shown, isSaved: model.saves.isSaved(id), at: location)))
        }
        return .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
                try await model.question(id: id, site: site)
            } respond: { [model, templates] result in
                switch result {
                case .success(let shown):
                    let isSaved = model.saves.isSaved(shown.question.id)
                    return .page(
                        templates.question(shown, isSaved: isSaved, at: model.remember(shown, site: site)))
                case .failure(let error):
                    return .flash(.alert(ErrorText.questionFailed(error, words: templates.words)))
                }
            })
    }
}

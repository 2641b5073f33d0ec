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

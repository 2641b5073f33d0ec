import Entities
import Interactors

/// Model 2's actions for a user's page, `/users/ID`: each a function of its request and the model.
@MainActor
public struct Model2UserActions {
    private let model: Model2Model
    private let templates: Model2Templates

    /// Actions asking `model`, rendering with `templates`.
    public init(model: Model2Model, templates: Model2Templates) {
        self.model = model
        self.templates = templates
    }

    /// `GET /users/ID`: the page at the location from the cache for the history, else the user and their
    /// first questions, fetched.
    public func show(id: Int, site: String, pages: Int, navigation: Model2Navigation) -> Model2Answer {
        let location = Model2Location.user(id: id, site: site, pages: pages)
        if navigation == .history, let page = model.userPage(at: location) {
            return .now(
                .page(
                    templates.user(
                        page, saved: model.saves.marks(among: page.questions.map(\.id)), at: location)))
        }
        return .later(
            Model2Deferred { [model] () async throws(ServiceError) in
                try await model.userPage(id: id, site: site)
            } respond: { [model, templates] result in
                switch result {
                case .success(let page):
                    let saved = model.saves.marks(among: page.questions.map(\.id))
                    return .page(templates.user(page, saved: saved, at: model.remember(page)))
                case .failure(let error):
                    return .flash(.alert(UserText.pageFailed(error)))
                }
            })
    }

    /// `more` on the page at the location: the next page of questions, as a partial; a flash when every
    /// page is loaded.
    public func more(id: Int, site: String, pages: Int) -> Model2Answer {
        guard let shown = model.userPage(at: .user(id: id, site: site, pages: pages)), shown.hasMore else {
            return .now(.flash(.notice(ListText.noMoreQuestions)))
        }
        return .later(
            Model2Deferred { [model] () async throws(ServiceError) in
                try await model.nextPage(of: shown)
            } respond: { [model, templates] result in
                switch result {
                case .success(let next):
                    var page = shown
                    let added = page.appendNextPage(next)
                    let saved = model.saves.marks(among: added.map(\.id))
                    return .rows(
                        templates.rows(added, appendedTo: page, saved: saved, at: model.remember(page)))
                case .failure(let error):
                    return .flash(.alert(ErrorText.listFailed(error, retrying: .nextPage)))
                }
            })
    }
}

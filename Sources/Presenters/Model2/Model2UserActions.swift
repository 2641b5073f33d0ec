import Entities
import Interactors

/// Model 2's actions for a user's page, `/users/ID`: each a function of its request and the model.
@MainActor
public struct Model2UserActions: Model2Actions {
    private let model: Model2Model
    private let templates: any Model2Templates

    /// Actions asking `model`, rendering with `templates`.
    public init(model: Model2Model, templates: any Model2Templates) {
        self.model = model
        self.templates = templates
    }

    /// `GET` shows the user's page, `more` its next page of questions.
    public func perform(_ request: Model2Request) -> Model2Delivery {
        switch request {
        case .get(.user(let id, let site, let pages), let navigation):
            show(id: id, site: site, pages: pages, navigation: navigation)
        case .more(.user(let id, let site, let pages)): more(id: id, site: site, pages: pages)
        case .get, .more, .refresh, .save, .unsave: .now(.flash(Model2FrontController.notFound))
        }
    }

    /// `GET /users/ID`: the page at the location from the cache for the history, else the user and their
    /// first questions, fetched.
    public func show(id: Int, site: String, pages: Int, navigation: Model2Navigation) -> Model2Delivery {
        let location = Model2Location.user(id: id, site: site, pages: pages)
        if navigation == .history, let page = model.userPage(at: location) {
            return .now(
                .page(
                    templates.user(
                        page, saved: model.saves.marks(among: page.questions.map(\.id)), at: location)))
        }
        return .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
                try await model.userPage(id: id, site: site)
            } respond: { [model, templates] result in
                switch result {
                case .success(let page):
                    let saved = model.saves.marks(among: page.questions.map(\.id))
                    return .page(templates.user(page, saved: saved, at: model.remember(page)))
                case .failure(let error):
                    return .flash(.alert(UserText.pageFailed(error, words: templates.words)))
                }
            })
    }

    /// `more` on the page at the location: the next page of questions, as a partial; a flash when every
    /// page is loaded.
    public func more(id: Int, site: String, pages: Int) -> Model2Delivery {
        guard let shown = model.userPage(at: .user(id: id, site: site, pages: pages)), shown.hasMore else {
            return .now(.flash(.notice(ListText.noMoreQuestions)))
        }
        return .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
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
                    return .flash(
                        .alert(ErrorText.listFailed(error, retrying: .nextPage, words: templates.words)))
                }
            })
    }
}

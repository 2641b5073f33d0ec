import Entities
import Interactors

/// Model 2's actions for the list, `/questions`: each a function of its request and the model, answering
/// with a page, a partial or a flash; none draws, and none keeps anything between requests.
@MainActor
public struct Model2ListActions: Model2Actions {
    private let model: Model2Model
    private let templates: any Model2Templates

    /// Actions asking `model`, rendering with `templates`.
    public init(model: Model2Model, templates: any Model2Templates) {
        self.model = model
        self.templates = templates
    }

    /// `GET` shows the list, `more` its next page, `refresh` page 1 afresh.
    public func perform(_ request: Model2Request) -> Model2Delivery {
        switch request {
        case .get(.list(let query, let pages), let navigation):
            show(query, pages: pages, navigation: navigation)
        case .more(.list(let query, let pages)): more(query, pages: pages)
        case .refresh(.list(let query, let pages)): refresh(query, pages: pages)
        case .get, .more, .refresh, .save, .unsave: .now(.flash(Model2FrontController.notFound))
        }
    }

    /// `GET /questions`: the list at `location` from the cache, for the history; page 1 of its query,
    /// fetched, for a link; page 1 of the query the form asks for, fetched, for the list's form.
    public func show(_ query: QuestionQuery, pages: Int, navigation: Model2Navigation) -> Model2Delivery {
        let location = Model2Location.list(query, pages: pages)
        // The list as its entry shows it: a form's answer replaces it, keeping what the new page omits.
        let shown = model.list(at: location) ?? QuestionList(query: query)
        switch navigation {
        case .history where pages == 0 || model.list(at: location) != nil:
            return .now(
                .page(
                    templates.list(
                        shown, saved: model.saves.marks(among: shown.questions.map(\.id)), at: location)))
        case .history, .link: return fetch(.firstPage, of: shown.firstPageQuery, replacing: shown)
        case .form(let fetch):
            return self.fetch(fetch, of: Self.query(of: shown, after: fetch), replacing: shown)
        }
    }

    /// `more` on the list at `location`: the next page's rows, as a partial; a flash when every page is
    /// loaded.
    public func more(_ query: QuestionQuery, pages: Int) -> Model2Delivery {
        guard let shown = model.list(at: .list(query, pages: pages)), shown.hasMore else {
            return .now(.flash(.notice(ListText.noMoreQuestions)))
        }
        return .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
                try await model.nextPage(of: shown)
            } respond: { [model, templates] result in
                switch result {
                case .success(let page):
                    var list = shown
                    let added = list.appendNextPage(page)
                    let saved = model.saves.marks(among: added.map(\.id))
                    return .rows(
                        templates.rows(added, appendedTo: list, saved: saved, at: model.remember(list)))
                case .failure(let error):
                    return .flash(
                        .alert(ErrorText.listFailed(error, retrying: .nextPage, words: templates.words)))
                }
            })
    }

    /// `refresh` on the list at `location`: page 1 again, past every cache, compared with the list the
    /// location shows.
    public func refresh(_ query: QuestionQuery, pages: Int) -> Model2Delivery {
        let shown = model.list(at: .list(query, pages: pages)) ?? QuestionList(query: query)
        return .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
                try await model.firstPage(of: shown.firstPageQuery, policy: .reload)
            } respond: { [model, templates] result in
                switch result {
                case .success(let page):
                    var list = shown
                    list.replace(with: page, for: shown.firstPageQuery)
                    let saved = model.saves.marks(among: list.questions.map(\.id))
                    return .page(
                        templates.refreshed(
                            list, previous: shown.questions, saved: saved, at: model.remember(list)))
                case .failure(let error):
                    return .flash(
                        .alert(ErrorText.listFailed(error, retrying: .refresh, words: templates.words)))
                }
            })
    }

    /// Fetches page 1 of `query` for `fetch`; the page replaces `shown` once it arrives.
    private func fetch(_ fetch: ListFetch, of query: QuestionQuery, replacing shown: QuestionList)
        -> Model2Delivery
    {
        .later(
            Model2PendingResponse { [model] () async throws(ServiceError) in
                try await model.firstPage(of: query, policy: .useCache)
            } respond: { [model, templates] result in
                switch result {
                case .success(let page):
                    var list = shown
                    list.replace(with: page, for: query)
                    let saved = model.saves.marks(among: list.questions.map(\.id))
                    return .page(templates.list(list, saved: saved, at: model.remember(list)))
                case .failure(let error):
                    return .flash(
                        .alert(ErrorText.listFailed(error, retrying: fetch, words: templates.words)))
                }
            })
    }

    /// The query the list's form asks for: `shown`'s, with a new tag, order or search.
    static func query(of shown: QuestionList, after fetch: ListFetch) -> QuestionQuery {
        switch fetch {
        case .tag(let tag): shown.firstPageQuery(tag: tag)
        case .sort(let sort): shown.firstPageQuery(sort: sort)
        case .search(let words): shown.firstPageQuery(search: words)
        case .firstPage, .refresh, .nextPage: shown.firstPageQuery
        }
    }
}

import Entities
import Interactors

/// What answers Model 2's requests: the front controller, or `--trace`'s decorator of it.
@MainActor
public protocol Model2Server {
    /// The answer to `request`: a response now, or once the model has fetched.
    func respond(to request: Model2Request) -> Model2Answer
    /// The browser's history holds only `locations` now: the model's cache may forget every other.
    func keep(only locations: Set<Model2Location>)
}

/// Model 2's front controller: every request comes to it, and it routes each to its action, as a
/// servlet mapped to `/*` does, or Rails' router and dispatcher.
///
/// It holds no state of its own: what a page shows lives in the model and
/// in the request's location.
@MainActor
public struct Model2FrontController: Model2Server {
    private let model: Model2Model
    private let list: Model2ListActions
    private let question: Model2QuestionActions
    private let user: Model2UserActions
    private let saved: Model2SavedActions

    /// The front controller of an app over `model`, its actions rendering with `templates`.
    public init(model: Model2Model, templates: Model2Templates) {
        self.model = model
        list = Model2ListActions(model: model, templates: templates)
        question = Model2QuestionActions(model: model, templates: templates)
        user = Model2UserActions(model: model, templates: templates)
        saved = Model2SavedActions(model: model, templates: templates)
    }

    /// The line a request no action answers gets, as a server's 404 page: the browser sends none.
    public static let notFound = Model2Flash.alert("Nothing here answers that.")

    /// Routes `request` to its action by method and location, and returns the action's answer.
    public func respond(to request: Model2Request) -> Model2Answer {
        switch request {
        case .get(.list(let query, let pages), let navigation):
            list.show(query, pages: pages, navigation: navigation)
        case .get(.question(let id, let site), let navigation):
            question.show(id: id, site: site, navigation: navigation)
        case .get(.user(let id, let site, let pages), let navigation):
            user.show(id: id, site: site, pages: pages, navigation: navigation)
        case .get(.saved(let count), _):
            saved.show(count: count)
        case .more(.list(let query, let pages)):
            list.more(query, pages: pages)
        case .more(.user(let id, let site, let pages)):
            user.more(id: id, site: site, pages: pages)
        case .more(.saved(let count)):
            saved.more(count: count)
        case .refresh(.list(let query, let pages)):
            list.refresh(query, pages: pages)
        case .save(let question):
            saved.create(question)
        case .unsave(let question, let returnTo):
            saved.destroy(question, returningTo: returnTo)
        case .more(.question), .refresh:
            .now(.flash(Self.notFound))
        }
    }

    /// Tells the model's cache to keep `locations` alone.
    public func keep(only locations: Set<Model2Location>) {
        model.keep(only: locations)
    }
}

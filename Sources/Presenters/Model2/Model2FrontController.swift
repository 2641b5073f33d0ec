import Entities
import Interactors

/// What answers Model 2's requests: the front controller, or `--trace`'s decorator of it.
@MainActor
public protocol Model2Server {
    /// The response to `request`, delivered now, or once the model has fetched.
    func respond(to request: Model2Request) -> Model2Delivery
    /// The browser's history holds only `locations` now: the model's cache may forget every other.
    func keep(only locations: Set<Model2Location>)
}

/// The actions of one resource (`/questions`, `/questions/ID`, `/users/ID`, `/saved`), as a Rails
/// controller holds them or a Struts `Action` is mapped to its path: the front controller hands each
/// request for the resource to `perform(_:)`, which picks the action by the request's method.
@MainActor
public protocol Model2Actions {
    /// The response to `request`, a request for this resource; a method the resource has no action for
    /// gets the server's 404 line (`Model2FrontController.notFound`).
    func perform(_ request: Model2Request) -> Model2Delivery
}

/// Model 2's front controller: every request comes to it, and it routes each to its resource's actions, as
/// a servlet mapped to `/*` does, or Rails' router and dispatcher.
///
/// It holds no state of its own: what a page shows lives in the model and
/// in the request's location.
@MainActor
public struct Model2FrontController: Model2Server {
    private let model: Model2Model
    private let list: any Model2Actions
    private let question: any Model2Actions
    private let user: any Model2Actions
    private let saved: any Model2Actions

    /// The front controller of an app over `model`, routing to each resource's actions.
    public init(
        model: Model2Model, list: any Model2Actions, question: any Model2Actions, user: any Model2Actions,
        saved: any Model2Actions
    ) {
        self.model = model
        self.list = list
        self.question = question
        self.user = user
        self.saved = saved
    }

    /// The front controller of an app over `model`, its actions rendering with `templates`.
    public init(model: Model2Model, templates: any Model2Templates) {
        self.init(
            model: model, list: Model2ListActions(model: model, templates: templates),
            question: Model2QuestionActions(model: model, templates: templates),
            user: Model2UserActions(model: model, templates: templates),
            saved: Model2SavedActions(model: model, templates: templates))
    }

    /// The line a request no action answers gets, as a server's 404 page: the browser sends none.
    public static let notFound = Model2Flash.alert("Nothing here answers that.")

    /// Routes `request` to the actions of the resource it names, and returns their response.
    public func respond(to request: Model2Request) -> Model2Delivery {
        actions(for: request).perform(request)
    }

    /// Tells the model's cache to keep `locations` alone.
    public func keep(only locations: Set<Model2Location>) {
        model.keep(only: locations)
    }

    /// The resource a request is for: the one its location names; a save form's, `/saved`.
    private func actions(for request: Model2Request) -> any Model2Actions {
        switch request {
        case .get(let location, _), .more(let location), .refresh(let location):
            switch location {
            case .list: list
            case .question: question
            case .user: user
            case .saved: saved
            }
        case .save, .unsave: saved
        }
    }
}

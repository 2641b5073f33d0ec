import Entities
import Interactors
import Presenters

/// A resource's actions, traced as a server's log names the action a request was routed to: the front
/// controller choosing, by the request's method, `show`, `more`, `refresh`, `create` or `destroy`.
@MainActor
public struct TracedModel2Actions: Model2Actions {
    private let actions: any Model2Actions
    private let tracer: Tracer

    /// `actions`, each request they perform written to `tracer`.
    public init(_ actions: any Model2Actions, tracer: Tracer) {
        self.actions = actions
        self.tracer = tracer
    }

    /// Traced, then performed.
    public func perform(_ request: Model2Request) -> Model2Delivery {
        tracer.call(.frontController, .action, Self.action(for: request)) { actions.perform(request) }
    }

    /// The action a request goes to, named as the actions name it, with what it is about.
    private static func action(for request: Model2Request) -> String {
        switch request {
        case .get(let location, _): "show(\(location.path))"
        case .more(let location): "more(\(location.path))"
        case .refresh(let location): "refresh(\(location.path))"
        case .save(let question): "create(question \(question.id))"
        case .unsave(let question, _): "destroy(question \(question.id))"
        }
    }
}

/// Model 2's templates, traced: which one an action renders its response with, and of how much.
@MainActor
public struct TracedModel2Templates: Model2Templates {
    private let templates: any Model2Templates
    private let tracer: Tracer

    /// `templates`, each rendering written to `tracer`.
    public init(_ templates: any Model2Templates, tracer: Tracer) {
        self.templates = templates
        self.tracer = tracer
    }

    private func traced<Rendered>(_ message: String, _ render: () -> Rendered) -> Rendered {
        tracer.call(.action, .template, message, render)
    }

    /// The templates' words, untraced: reading them renders nothing.
    public var words: FrontWords { templates.words }

    /// Traced, then rendered.
    public func list(_ list: QuestionList, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        traced("list(\(TraceSummary.counted(list.questions.count, "question")))") {
            templates.list(list, saved: saved, at: location)
        }
    }

    /// Traced, then rendered.
    public func refreshed(
        _ list: QuestionList, previous: [Question], saved: Set<Int>, at location: Model2Location
    ) -> Model2Page {
        traced("refreshed(\(TraceSummary.counted(list.questions.count, "question")))") {
            templates.refreshed(list, previous: previous, saved: saved, at: location)
        }
    }

    /// Traced, then rendered.
    public func rows(
        _ added: [Question], appendedTo list: QuestionList, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        traced("rows(\(TraceSummary.counted(added.count, "question")))") {
            templates.rows(added, appendedTo: list, saved: saved, at: location)
        }
    }

    /// Traced, then rendered.
    public func question(_ shown: QuestionWithAnswers, isSaved: Bool, at location: Model2Location)
        -> Model2Page
    {
        traced("question(question \(shown.question.id))") {
            templates.question(shown, isSaved: isSaved, at: location)
        }
    }

    /// Traced, then rendered.
    public func user(_ page: UserPage, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        traced("user(user \(page.profile.id))") { templates.user(page, saved: saved, at: location) }
    }

    /// Traced, then rendered.
    public func rows(
        _ added: [Question], appendedTo page: UserPage, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        traced("rows(\(TraceSummary.counted(added.count, "question")))") {
            templates.rows(added, appendedTo: page, saved: saved, at: location)
        }
    }

    /// Traced, then rendered.
    public func saved(_ list: SavedList) -> Model2Page {
        traced("saved(\(TraceSummary.counted(list.saves.count, "save")))") { templates.saved(list) }
    }

    /// Traced, then rendered.
    public func rows(_ added: [SavedQuestion], appendedTo list: SavedList) -> Model2Rows {
        traced("rows(\(TraceSummary.counted(added.count, "save")))") {
            templates.rows(added, appendedTo: list)
        }
    }
}

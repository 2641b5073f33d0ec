import Entities
import Interactors

/// What the front controller answers a request with: a whole page, or a partial, as a Turbo Stream
/// answer is (rows to append, a flash line), or a flash and the page to go to next.
public enum Model2Response: Hashable, Sendable {
    /// A whole page, rendered: the browser shows it in place of what its entry showed.
    case page(Model2Page)
    /// Rows to append under those the page shows (`more`).
    case rows(Model2Rows)
    /// One line above the prompt: a save's answer, a notice, an error.
    case flash(Model2Flash)
    /// A flash, then the browser sends `request` (post, redirect, get): a removal on the saved page.
    case redirect(Model2Flash, to: Model2Request)
}

/// A whole page, as a template renders it: what it shows, where it is, and what its links lead to.
public struct Model2Page: Hashable, Sendable {
    /// What the page shows, rendered for the terminal's view of its kind.
    public enum Body: Hashable, Sendable {
        /// The list, with the refresh's summary under it when the page answers `refresh`.
        case list(QuestionListDisplay, notice: String?)
        /// A question and its answers.
        case question(QuestionScreenDisplay)
        /// A user's page.
        case user(UserPageDisplay)
        /// The saved questions.
        case saved(QuestionListDisplay)
    }

    /// What the page shows.
    public let body: Body
    /// The page's location, which its history entry keeps.
    public let location: Model2Location
    /// The questions the page links to, by row: what `open N` follows and `save N` posts. A question's
    /// page holds the question itself, which its save form posts and whose asker it links to.
    public let questions: [Question]

    /// A page showing `body` at `location`, linking to `questions`.
    public init(body: Body, location: Model2Location, questions: [Question]) {
        self.body = body
        self.location = location
        self.questions = questions
    }
}

/// A partial: rows to append under a page's rows, its new footer, and the location the page now has.
public struct Model2Rows: Hashable, Sendable {
    /// The rows, rendered.
    public let rows: [QuestionRowDisplay]
    /// The footer under them.
    public let footer: String
    /// The page's location with these rows: one more page.
    public let location: Model2Location
    /// The questions the new rows link to.
    public let questions: [Question]

    /// `rows` and `footer`, linking to `questions`, leaving the page at `location`.
    public init(rows: [QuestionRowDisplay], footer: String, location: Model2Location, questions: [Question]) {
        self.rows = rows
        self.footer = footer
        self.location = location
        self.questions = questions
    }
}

/// A flash: one line, a notice or an alert, as an action sets it.
public struct Model2Flash: Hashable, Sendable {
    /// A notice, or an alert (an error).
    public enum Kind: Hashable, Sendable {
        /// A notice: a save's answer, a refresh's summary, "No more questions."
        case notice
        /// An alert: an error, with what to do next.
        case alert
    }

    /// Notice or alert.
    public let kind: Kind
    /// The line.
    public let text: String

    /// A notice saying `text`.
    public static func notice(_ text: String) -> Model2Flash { Model2Flash(kind: .notice, text: text) }
    /// An alert saying `text`.
    public static func alert(_ text: String) -> Model2Flash { Model2Flash(kind: .alert, text: text) }
    /// The answer to a save or unsave: an alert when nothing could be written.
    public static func answer(to outcome: SaveOutcome) -> Model2Flash {
        Model2Flash(kind: SaveText.isError(outcome) ? .alert : .notice, text: SaveText.answer(to: outcome))
    }
}

/// When an action's response is delivered: at once, or once the model has fetched, as a servlet writes
/// its response or starts it asynchronously. The response is the one idea; this says only when it comes.
@MainActor
public enum Model2Delivery {
    /// Made of what the model holds: the saves, the cache, the page's own data.
    case now(Model2Response)
    /// Made once a fetch ends: the browser shows that its request is in flight meanwhile.
    case later(Model2PendingResponse)
}

/// A response the model must fetch first: the fetch runs as the browser's request in flight, and the
/// action makes its response of what arrived, unless the request was stopped or superseded first (then
/// nothing of it is kept).
@MainActor
public struct Model2PendingResponse {
    private let run: (LatestLoad, @escaping @MainActor (Model2Response) -> Void) -> Void

    /// A response made by `respond` of what `fetch` returns or throws.
    public init<Value: Sendable>(
        fetch: @escaping @Sendable () async throws(ServiceError) -> Value,
        respond: @escaping @MainActor (Result<Value, ServiceError>) -> Model2Response
    ) {
        run = { load, deliver in load.start(fetch) { result in deliver(respond(result)) } }
    }

    private init(run: @escaping (LatestLoad, @escaping @MainActor (Model2Response) -> Void) -> Void) {
        self.run = run
    }

    /// Starts the fetch as `load`'s request, superseding the one in flight, and hands the response to
    /// `deliver`.
    public func start(in load: LatestLoad, deliver: @escaping @MainActor (Model2Response) -> Void) {
        run(load, deliver)
    }

    /// The same pending response, with `observe` shown the response before it is delivered: for the trace.
    public func observed(by observe: @escaping @MainActor (Model2Response) -> Void) -> Model2PendingResponse {
        let run = self.run
        return Model2PendingResponse { load, deliver in
            run(load) { response in
                observe(response)
                deliver(response)
            }
        }
    }
}

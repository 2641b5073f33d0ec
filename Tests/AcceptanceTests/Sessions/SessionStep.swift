import Entities

/// One thing that happens in a session: the user types a line, presses Ctrl-C or resizes the terminal,
/// or the service answers one of the requests it holds.
///
/// A session is written one step a line, the form a fuzz input takes and
/// the form a finding is written in: a line is typed as it is, unless it is
/// one of the events below, which start with `!`.
///
///     open 3
///     !answer 1
///     !answer 2 http 503
///     !answer 1 response 200 {"items":[],"has_more":false}
///     !ctrl-c
///     !width 40
///     !late-answers
///     !screen move-down
///
/// A session whose first line is `!link URL` starts as `questions URL`
/// does; anywhere else that line does nothing.
enum SessionStep: Hashable, Sendable {
    /// The user types `line` and Return.
    case type(String)
    /// The user presses Ctrl-C.
    case interrupt
    /// The terminal is resized to `columns`.
    case width(Int)
    /// From now on a request whose task is cancelled stays held until a step answers it, as an answer
    /// already on its way arrives after all; until then it ends at once, as a live request does.
    case lateAnswers
    /// As the first step: the apps start at the question `url` links to. Later: nothing.
    case link(String)
    /// A key of the full-screen front that only moves what it shows (the selection, a page, the scroll);
    /// the line front has no such keys and skips it.
    case screen(ScreenEvent)
    /// The service answers the request held `position`th, counted from 1 in the order the requests
    /// arrived (past the last, the count goes round again), with `reply`.
    case answer(position: Int, reply: SessionReply)

    /// The steps of `text`, one a line; at most `limit` of them.
    static func steps(of text: String, limit: Int = .max) -> [SessionStep] {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit).map { step(of: $0) }
    }

    /// The step `line` writes: an event when it is one, or else a typed line.
    static func step(of line: some StringProtocol) -> SessionStep {
        let words = String(line).split(separator: " ").map(String.init)
        switch words.first {
        case "!ctrl-c" where words.count == 1:
            return .interrupt
        case "!late-answers" where words.count == 1:
            return .lateAnswers
        case "!link" where words.count == 2:
            return .link(words[1])
        case "!screen" where words.count == 2:
            if let event = ScreenEvent(rawValue: words[1]) { return .screen(event) }
        case "!width" where words.count == 2:
            if let columns = Int(words[1]), (0...100_000).contains(columns) { return .width(columns) }
        case "!answer" where words.count >= 2:
            if let position = Int(words[1]), (1...1_000).contains(position),
                let reply = SessionReply(words: words.dropFirst(2))
            {
                return .answer(position: position, reply: reply)
            }
        default:
            break
        }
        return .type(String(line))
    }

    /// The line that writes this step.
    var line: String {
        switch self {
        case .type(let line): line
        case .interrupt: "!ctrl-c"
        case .lateAnswers: "!late-answers"
        case .link(let url): "!link \(url)"
        case .width(let columns): "!width \(columns)"
        case .screen(let event): "!screen \(event.rawValue)"
        case .answer(let position, let reply):
            (["!answer", String(position)] + reply.words).joined(separator: " ")
        }
    }
}

/// A key of the full-screen front that has no typed command of its own: one that moves what it shows,
/// or one that acts on the selected row.
enum ScreenEvent: String, CaseIterable, Sendable {
    case moveDown = "move-down"
    case moveUp = "move-up"
    case pageDown = "page-down"
    case pageUp = "page-up"
    case scrollDown = "scroll-down"
    case scrollUp = "scroll-up"
    /// Enter: opens the selected row's question.
    case openSelection = "open-selection"
    /// s: saves or unsaves the selected row, or the question on screen.
    case toggleSave = "toggle-save"
    /// g: to the first row, or the top of the question.
    case first
    /// G: to the last row, or the end of the question.
    case last

    /// The events a session of the line front is offered, which skips them all: the ones it always was,
    /// so that its choices stay where they were.
    static let offeredToTheLineFront: [ScreenEvent] = [
        .moveDown, .moveUp, .pageDown, .pageUp, .scrollDown, .scrollUp,
    ]
}

/// How a held request is answered: with what the offline data set holds for it, or with a failure of
/// one of the kinds the service throws.
enum SessionReply: Hashable, Sendable {
    /// What the offline data set answers (which may itself be a failure: a question it does not hold).
    case data
    case http(status: Int)
    case api(id: Int)
    case backoff(seconds: Int)
    case timedOut(seconds: Int)
    case malformed
    case unreachable
    /// The request's task was cancelled, and the answer says so.
    case cancelled
    /// The request's own "not found": the question, the user, the answer, or for a page the site.
    case notFound
    /// What the live service makes of a response with `status` and `body`: decoded by its decoder, or
    /// the failure its checks find.
    case response(status: Int, body: String)

    /// The reply that `words` (after the position) name: none for the data set, else a failure's name
    /// and, for those that carry one, its number.
    init?(words: some Collection<String>) {
        let words = Array(words)
        if words.first == "response", words.count >= 3, let status = Int(words[1]),
            (100...999).contains(status)
        {
            self = .response(status: status, body: words[2...].joined(separator: " "))
            return
        }
        let number = words.count == 2 ? Int(words[1]).flatMap { (0...100_000).contains($0) ? $0 : nil } : nil
        switch (words.first, words.count, number) {
        case (nil, _, _): self = .data
        case ("http", 2, let number?): self = .http(status: number)
        case ("api", 2, let number?): self = .api(id: number)
        case ("backoff", 2, let number?): self = .backoff(seconds: number)
        case ("timeout", 2, let number?): self = .timedOut(seconds: number)
        case ("malformed", 1, _): self = .malformed
        case ("unreachable", 1, _): self = .unreachable
        case ("cancelled", 1, _): self = .cancelled
        case ("not-found", 1, _): self = .notFound
        default: return nil
        }
    }

    /// The words that name this reply after `!answer N`.
    var words: [String] {
        switch self {
        case .data: []
        case .http(let status): ["http", String(status)]
        case .api(let id): ["api", String(id)]
        case .backoff(let seconds): ["backoff", String(seconds)]
        case .timedOut(let seconds): ["timeout", String(seconds)]
        case .malformed: ["malformed"]
        case .unreachable: ["unreachable"]
        case .cancelled: ["cancelled"]
        case .notFound: ["not-found"]
        case .response(let status, let body): ["response", String(status), body]
        }
    }

    /// The failure the service throws for this reply, whatever was asked; `nil` for an answer of the data
    /// set, a response, or a "not found", which depend on the request.
    var failure: ServiceError? {
        switch self {
        case .data: nil
        case .http(let status): .http(status: status)
        case .api(let id): .api(id: id, name: "throttle_violation", message: "too many requests")
        case .backoff(let seconds): .backoff(seconds: seconds)
        case .timedOut(let seconds): .timedOut(seconds: seconds)
        case .malformed: .malformedResponse(detail: "not JSON")
        case .unreachable: .unreachable(detail: "connection refused")
        case .cancelled: .cancelled
        case .notFound, .response: nil
        }
    }
}

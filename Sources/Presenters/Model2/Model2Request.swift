import Entities
import Interactors

/// A request, as Model 2's browser sends it to the front controller: every screen command that needs the
/// app, and nothing else (`help`, and a line that is no command, never reach it).
public enum Model2Request: Hashable, Sendable {
    /// `GET` the whole page at a location: a link followed, a form sent, or the history's entry shown again.
    case get(Model2Location, Model2Navigation)
    /// `GET` the rows after those the page at a location shows (`more`): answered with a partial.
    case more(Model2Location)
    /// `GET` the list at a location afresh, past every cache (`refresh`): answered with page 1, compared
    /// with the list the location shows.
    case refresh(Model2Location)
    /// `POST /saved`: the save form of a question (its row, or the question shown) sends it, with the
    /// question's fields; answered with a flash, and kept out of the history.
    case save(Question)
    /// `DELETE /saved/ID`: answered with a flash; sent from the saved page at a location, a removal is
    /// answered by sending the browser back to that page, renumbered (post, redirect, get).
    case unsave(Question, returningTo: Model2Location?)

    /// The request as a method and a path, as a server's log shows it: for the trace.
    public var line: String {
        switch self {
        case .get(let location, let navigation): "GET \(location.path)\(navigation.suffix)"
        case .more(let location): "GET \(location.path) more"
        case .refresh(let location): "GET \(location.path) no-cache"
        case .save(let question): "POST /saved id=\(question.id)"
        case .unsave(let question, _): "DELETE /saved/\(question.id)"
        }
    }
}

/// How a browser came to send a `GET`, which decides whether the model's cache may answer it.
public enum Model2Navigation: Hashable, Sendable {
    /// A link followed: a page opened for the first time, fetched.
    case link
    /// The list's form sent: a tag, an order or a search (`tag`, `sort`, `search`), fetched; a failure
    /// names the command to type again.
    case form(ListFetch)
    /// The history's entry shown again (`back`, `list`, `saved` on the saved page): from the model's
    /// cache when it holds the location, as a browser's back button reads its cache first.
    case history

    fileprivate var suffix: String {
        switch self {
        case .link, .form: ""
        case .history: " (history)"
        }
    }
}

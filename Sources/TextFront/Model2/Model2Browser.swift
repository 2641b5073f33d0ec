import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's browser: the session plays it. It holds the history (the terminal's screen stack, each entry
/// a document at a location), the request in flight, and nothing the app decides.
///
/// A document turns a command into a request; the browser sends it to the
/// server (the front controller) and renders the response in that document.
/// A response the model must fetch first becomes the request in flight: the
/// document shows that it loads, and the next such request supersedes it
/// (a click on another link while a page loads). A response given at once
/// (a save's flash, a page from the cache) leaves the request in flight
/// alone. `help`, and a line that is no command, never reach it: the
/// session answers those itself, as a browser handles its own menus.
@MainActor
public final class Model2Browser {
    private let server: any Model2Server
    private let latestLoad: LatestLoad
    /// Every load in flight: a newer command, and Ctrl-C, stop them.
    private let loads: LoadTracker
    private let environment: ViewEnvironment
    /// The site the app shows, set when the browser starts.
    private var site = ""
    /// Weak: the session keeps the stack, as a window keeps its history.
    private weak var history: ScreenStack?

    /// A browser sending its requests to `server`, each fetch through `loads`, drawing in `environment`.
    public init(server: any Model2Server, loads: LoadTracker, environment: ViewEnvironment) {
        self.server = server
        self.latestLoad = LatestLoad(through: loads)
        self.loads = loads
        self.environment = environment
    }

    /// Opens the list of `query` as the first entry of `history`, which becomes the browser's history; it
    /// loads when it appears.
    public func start(on history: ScreenStack, query: QuestionQuery) -> Model2ListDocument {
        self.history = history
        site = query.site
        let list = Model2ListDocument(
            browser: self, display: TerminalListView(environment: environment), query: query)
        history.setRoot(list)
        return list
    }

    /// Whether a request is in flight.
    var isLoading: Bool { latestLoad.isRunning }

    /// Stops the request in flight, if any: nothing it fetched is shown or kept.
    func stop() {
        latestLoad.cancel()
    }

    /// Follows a link to `location`: a new history entry, which loads when it appears. A question over a
    /// question takes its place (the stack's rule).
    func follow(_ location: Model2Location) {
        guard let history, let document = document(at: location) else { return }
        let entries = history.ownScreens.count
        history.push(document)
        // A question over a question took its place: the one it replaced is out of the history's reach.
        if history.ownScreens.count == entries { keepReachable() }
    }

    /// `back`: stops the request in flight and leaves the entry on top; the session shows the one uncovered.
    func back() {
        stop()
        history?.pop()
        keepReachable()
    }

    /// Sends `request` for `document` and renders the response there: at once, or once it has been fetched,
    /// unless it is stopped or superseded first.
    func send(_ request: Model2Request, for document: any Model2Document) {
        switch server.respond(to: request) {
        case .now(let response):
            receive(response, in: document)
        case .later(let pending):
            document.showLoading()
            pending.start(in: latestLoad) { [weak self, weak document] response in
                guard let self, let document else { return }
                receive(response, in: document)
            }
        }
    }

    // MARK: The browser's own buttons, which a page's commands press

    /// Whether a request is in flight: what Ctrl-C, the browser's Stop, asks.
    var hasLoadInFlight: Bool { loads.hasLoadInFlight }

    /// A newer command stops the request in flight, as a click on a link does while a page loads: every
    /// page's load, the top one's first.
    func stopForNewerCommand() {
        if loads.hasLoadInFlight { history?.cancelLoads() }
    }

    /// Whether the history's first entry, the list, has been shown: not yet beneath a question opened from
    /// its URL.
    var listHasAppeared: Bool { history?.listHasAppeared ?? false }

    /// Goes back to the history's first entry, the list, each entry above leaving through its own `back`.
    func returnToList() { history?.returnToList() }

    /// The entry on top leaves through its own `back`.
    func leavePageOnTop() { (history?.top as? any PushedScreen)?.goBack() }

    /// The entry on top is shown for the first time now, if it never was.
    func showTopIfItNeverAppeared() { history?.showTopIfItNeverAppeared() }

    /// The entry now on top is shown again, or for the first time if it never was.
    func showUncoveredPage() { history?.showUncoveredScreen() }

    private func receive(_ response: Model2Response, in document: any Model2Document) {
        if case .redirect(let flash, let next) = response {
            document.render(.flash(flash))
            return send(next, for: document)
        }
        let before = document.location
        document.render(response)
        if document.location != before { keepReachable() }
    }

    /// Tells the server which locations the history holds, so that the model's cache keeps those alone:
    /// after the history lost an entry, or an entry moved to another location.
    private func keepReachable() {
        let locations = history?.ownScreens.compactMap { ($0 as? any Model2Document)?.location } ?? []
        server.keep(only: Set(locations))
    }

    /// A new document for `location`, drawing on a terminal view of its kind; the list is the history's
    /// first entry, never followed to.
    private func document(at location: Model2Location) -> (any PushedScreen)? {
        switch location {
        case .question(let id, let site):
            Model2QuestionDocument(
                browser: self, display: TerminalQuestionView(environment: environment), id: id, site: site)
        case .user(let id, let site, _):
            Model2UserDocument(
                browser: self, display: TerminalUserView(environment: environment), id: id, site: site)
        case .saved:
            Model2SavedDocument(
                browser: self, display: TerminalListView(environment: environment), site: site)
        case .list:
            nil
        }
    }
}

/// A page the browser shows in a history entry: it turns the session's commands into requests, and
/// renders in its terminal view what the server answers.
@MainActor
protocol Model2Document: AnyObject {
    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { get }
    /// A request for the page is in flight.
    func showLoading()
    /// Shows `response` and keeps what it says of the page (its location, its links).
    func render(_ response: Model2Response)
}

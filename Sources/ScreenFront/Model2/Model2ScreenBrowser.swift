import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's browser on the screen front: a second client of the same server, as a phone's browser is
/// beside a desktop's. It holds the history (the screen stack, each entry a document at a location), the
/// request in flight, and nothing the app decides.
///
/// It repeats the line front's `Model2Browser`, with the screen's
/// documents, and differs in what a full-screen client needs: after a form
/// that the server answers with a flash alone (a save), it asks for the
/// page again from the history and changes the document in place where the
/// page changed (a row's saved mark), as a browser morphs a page rather
/// than reload it, then shows the flash on it; after a redirect, the flash
/// is shown on the page redirected to, as a web page shows the flash of the
/// request that led there.
@MainActor
public final class Model2ScreenBrowser {
    private let server: any Model2Server
    private let latestLoad: LatestLoad
    /// Every load in flight: a newer command, and Ctrl-C, stop them.
    private let loads: LoadTracker
    private let environment: ScreenEnvironment
    /// The site the app shows, set when the browser starts.
    private var site = ""
    /// Weak: the session keeps the stack, as a window keeps its history.
    private weak var history: ScreenStack?

    /// A browser sending its requests to `server`, each fetch through `loads`, drawing with `environment`.
    public init(server: any Model2Server, loads: LoadTracker, environment: ScreenEnvironment) {
        self.server = server
        self.latestLoad = LatestLoad(through: loads)
        self.loads = loads
        self.environment = environment
    }

    /// Opens the list of `query` as the first entry of `history`, which becomes the browser's history; it
    /// loads when it appears.
    public func start(on history: ScreenStack, query: QuestionQuery) -> Model2ScreenListDocument {
        self.history = history
        site = query.site
        let list = Model2ScreenListDocument(
            browser: self,
            display: FrameListDisplay(rowsView: environment.rowsView, statusView: environment.statusView),
            query: query)
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
    func send(_ request: Model2Request, for document: any Model2ScreenDocument) {
        switch server.respond(to: request) {
        case .now(let response):
            receive(response, in: document, answering: request)
        case .later(let pending):
            document.showLoading()
            pending.start(in: latestLoad) { [weak self, weak document] response in
                guard let self, let document else { return }
                receive(response, in: document, answering: request)
            }
        }
    }

    // MARK: The browser's own buttons, which a page's commands and keys press

    /// Whether a request is in flight: what Ctrl-C, the browser's Stop, asks.
    var hasLoadInFlight: Bool { loads.hasLoadInFlight }

    /// A newer command stops the request in flight, as a click on a link does while a page loads: every
    /// page's load, the top one's first.
    func stopForNewerCommand() {
        if loads.hasLoadInFlight { history?.cancelLoads() }
    }

    /// Ctrl-C, the browser's Stop, answered on `document`, the page on top: every load stops and the page
    /// says so; with nothing loading, it says how to leave.
    func interrupt(on document: some SaveAnswerShowing) {
        document.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: { history?.cancelLoads() },
                howToLeave: FrontWords.screen.howToLeave))
    }

    /// Shows `text`, a page's refusal of a link it does not have, on the page the user is looking at: the
    /// question on top when `open N` was typed there (the page beneath it, which took it, is covered), else
    /// `display`, the page's own.
    func refuse(_ text: String, elseOn display: some SaveAnswerShowing) {
        if let question = history?.ownScreens.last as? Model2ScreenQuestionDocument {
            question.showRefusal(text)
        } else {
            display.showError(text)
        }
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

    /// `document`, uncovered by a command typed on a page above it that asks it for more (`more`, a form of
    /// the list's), changed in place to the page as the history has it now, as a browser revalidates a
    /// page it goes back to: what changed meanwhile above it (a save) shows while the new request runs.
    func restoreInPlace(_ document: any Model2ScreenDocument) {
        if case .now(let page) = server.respond(to: .get(document.location, .history)) {
            document.morph(into: page)
        }
    }

    private func receive(
        _ response: Model2Response, in document: any Model2ScreenDocument, answering request: Model2Request
    ) {
        switch (response, request) {
        case (.redirect(let flash, let next), _):
            // Post, redirect, get: the page redirected to, with the flash on it.
            send(next, for: document)
            document.render(.flash(flash))
        case (.flash(let flash), .save), (.flash(let flash), .unsave):
            // A form answered with a flash alone: the page as it now is, from the history, changed in place,
            // with the flash on it. A page the history no longer holds is left as it is.
            if case .now(let page) = server.respond(to: .get(document.location, .history)) {
                document.morph(into: page)
            }
            document.render(.flash(flash))
        case (.page, _), (.rows, _), (.flash, _):
            let before = document.location
            document.render(response)
            if document.location != before { keepReachable() }
        }
    }

    /// Tells the server which locations the history holds, so that the model's cache keeps those alone:
    /// after the history lost an entry, or an entry moved to another location.
    private func keepReachable() {
        let locations = history?.ownScreens.compactMap { ($0 as? any Model2ScreenDocument)?.location } ?? []
        server.keep(only: Set(locations))
    }

    /// A new document for `location`, drawing on a frame display of its kind; the list is the history's
    /// first entry, never followed to.
    private func document(at location: Model2Location) -> (any PushedScreen)? {
        switch location {
        case .question(let id, let site):
            Model2ScreenQuestionDocument(
                browser: self,
                display: FrameQuestionDisplay(
                    textView: environment.makeQuestionTextView(), statusView: environment.statusView),
                id: id, site: site)
        case .user(let id, let site, _):
            Model2ScreenUserDocument(
                browser: self,
                display: FrameUserDisplay(
                    headerView: environment.userHeaderView, rowsView: environment.rowsView,
                    statusView: environment.statusView),
                id: id, site: site)
        case .saved:
            Model2ScreenSavedDocument(
                browser: self,
                display: FrameListDisplay(
                    rowsView: environment.rowsView, statusView: environment.statusView,
                    keepsMessageOnShow: true),
                site: site)
        case .list:
            nil
        }
    }
}

/// A page the screen's browser shows in a history entry: it turns keys and commands into requests, and
/// renders in its frame display what the server answers; it keeps the page's client-side state (the
/// selection, the scroll, the typed line), which the server never sees.
@MainActor
protocol Model2ScreenDocument: AnyObject {
    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { get }
    /// A request for the page is in flight.
    func showLoading()
    /// Shows `response` and keeps what it says of the page (its location, its links).
    func render(_ response: Model2Response)
    /// Changes what is shown in place where `response`, the same page asked again, differs from it: the
    /// rows whose text changed, each keeping what the page alone shows (a refresh's mark), or the question.
    func morph(into response: Model2Response)
}

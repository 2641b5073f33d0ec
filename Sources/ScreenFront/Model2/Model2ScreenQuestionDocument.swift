import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's question page in the screen's browser: its link to the asker, its save form and its
/// location, as the line front's page has, and its client-side state: the scroll and the typed line.
@MainActor
public final class Model2ScreenQuestionDocument: QuestionScreen, Model2ScreenDocument, FrameScreen {
    private let browser: Model2ScreenBrowser
    private let display: FrameQuestionDisplay
    /// Where the page is.
    let location: Model2Location
    /// The question shown, once it is: what its save form posts, and whose asker it links to.
    private var shown: Question?
    /// Whether the page last shown marks the question saved, which s reads.
    private var isMarkedSaved = false
    /// The scroll, the page's own; its display lays it out.
    private var viewport = TextViewport()

    /// The line being typed after `:` or `/`, the page's own.
    public private(set) var commandLine: CommandLineText?

    init(browser: Model2ScreenBrowser, display: FrameQuestionDisplay, id: Int, site: String) {
        self.browser = browser
        self.display = display
        self.location = .question(id: id, site: site)
    }

    /// The question appeared: `GET` it.
    public func viewDidLoad() {
        browser.send(.get(location, .link), for: self)
    }

    /// Uncovered by `back`: the history's entry shown again, scrolled where it was; an entry whose page
    /// never arrived is requested anew, as a link is.
    public func redisplay() {
        browser.send(.get(location, shown == nil ? .link : .history), for: self)
    }

    /// `back`: the browser leaves the entry.
    public func goBack() { browser.back() }

    /// `user`: follows the link to the asker's page, or says why there is none.
    public func openUser() {
        switch AskerPage(asker: shown?.owner) {
        case .user(let id):
            guard case .question(_, let site) = location else { return }
            browser.follow(.user(id: id, site: site, pages: 0))
        case .none(let reason):
            display.showError(reason)
        }
    }

    /// A newer command, or Ctrl-C: the browser stops the request in flight.
    public func cancelLoad() { browser.stop() }

    /// `save`: posts the save form; a question not shown yet has none.
    public func saveQuestion() {
        guard let shown else { return display.showError(SaveText.notShown) }
        browser.send(.save(shown), for: self)
    }

    /// `unsave`: sends the removal; a question not shown yet has none.
    public func unsaveQuestion() {
        guard let shown else { return display.showError(SaveText.notShown) }
        browser.send(.unsave(shown, returningTo: nil), for: self)
    }

    /// `saved`: follows the link to the saved page.
    public func openSaved() { browser.follow(.saved(count: 0)) }

    func showLoading() { display.showLoading() }

    /// The page beneath refused a command typed here (`open N` for a row it does not show): said here,
    /// where the user is looking.
    func showRefusal(_ text: String) { display.showError(text) }

    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .question(let screen) = page.body else { return }
            display.show(screen)
            shown = page.questions.first
            isMarkedSaved = SaveText.isMarked(screen.stats)
        case .rows:
            break
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }
}

extension Model2ScreenQuestionDocument {
    /// The question drawn again in place, its saved mark as it now is, its status and scroll as they are.
    func morph(into response: Model2Response) {
        guard case .page(let page) = response, case .question(let screen) = page.body else { return }
        display.showInPlace(screen)
        isMarkedSaved = SaveText.isMarked(screen.stats)
    }
}

// MARK: - The keys

extension Model2ScreenQuestionDocument {
    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the question, scrolled where the page keeps it.
    public func draw(in frame: inout Frame) {
        display.draw(viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: a scroll, the typed line's, or s, which sends the save form or the removal.
    public func respond(to event: ViewEvent) {
        display.clearMessage()
        guard !display.scroll(for: event, viewport: &viewport), !commandLine.take(event) else { return }
        if event == .toggleSave {
            if isMarkedSaved { unsaveQuestion() } else { saveQuestion() }
        }
    }
}

// MARK: - The responder chain

/// The question page, on top, takes its own links and forms, the browser's Back and its Stop; it leaves
/// every other event to the page beneath, whose rows `open N` and `more` read.
extension Model2ScreenQuestionDocument: Responder {
    /// Takes `back`, `user`, `saved`, `save` and `unsave` (a row number gets the line that a question
    /// has none), and Ctrl-C, when on top; leaves every other event, and every event when not on top.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder else { return false }
        display.clearMessage()
        guard case .command(let command) = event else {
            browser.interrupt(on: display)
            return true
        }
        switch command {
        case .back:
            browser.stopForNewerCommand()
            goBack()
            browser.showUncoveredPage()
        case .user: openUser()
        case .saved:
            browser.stopForNewerCommand()
            openSaved()
        case .save(nil): saveQuestion()
        case .unsave(nil): unsaveQuestion()
        case .save(_?): display.showError(SaveText.onAQuestion(saving: true))
        case .unsave(_?): display.showError(SaveText.onAQuestion(saving: false))
        case .list, .open, .more, .refresh, .tag, .sort, .search: return false
        }
        return true
    }
}

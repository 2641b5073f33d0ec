import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's question page in the browser: its link to the asker, its save form and its location; each
/// command becomes a request, and the page renders the answer.
@MainActor
public final class Model2QuestionDocument: QuestionScreen, Model2Document {
    private let browser: Model2Browser
    private let display: any QuestionDisplaying
    /// Where the page is.
    let location: Model2Location
    /// The question shown, once it is: what its save form posts, and whose asker it links to.
    private var shown: Question?

    init(browser: Model2Browser, display: any QuestionDisplaying, id: Int, site: String) {
        self.browser = browser
        self.display = display
        self.location = .question(id: id, site: site)
    }

    /// The question appeared: `GET` it.
    public func viewDidLoad() {
        browser.send(.get(location, .link), for: self)
    }

    /// Uncovered by `back`: the history's entry shown again; an entry whose page never arrived (its
    /// request stopped) is requested anew, as a link is, even when another entry at the same location
    /// left the question in the cache: a page never shown loads again, in every shape.
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

    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .question(let screen) = page.body else { return }
            display.show(screen)
            shown = page.questions.first
        case .rows:
            break
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }
}

/// The question page, on top, takes its own links and forms and the browser's Back; it leaves every other
/// event to the page beneath, whose rows `open N` and `more` read.
extension Model2QuestionDocument: Responder {
    /// Takes `back`, `user`, `saved`, and `save` and `unsave` (a row number gets the line that a question
    /// has none), when on top; leaves every other event, and every event when not on top.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder, case .command(let command) = event else { return false }
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

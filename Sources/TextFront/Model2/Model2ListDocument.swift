import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's list page in the browser: its links (a row's question), its forms (tag, sort, search, a
/// row's save) and its location; each command becomes a request, and the page renders the answer.
@MainActor
public final class Model2ListDocument: ListScreen, Model2Document {
    private let browser: Model2Browser
    private let display: any QuestionListDisplaying
    /// Where the page is (the list's query, and how many pages it shows), and what its rows link to.
    private var links: Model2RowLinks
    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { links.location }

    init(browser: Model2Browser, display: any QuestionListDisplaying, query: QuestionQuery) {
        self.browser = browser
        self.display = display
        self.links = Model2RowLinks(location: .list(query.firstPage, pages: 0))
    }

    /// The list appeared: `GET` it.
    public func viewDidLoad() {
        browser.send(.get(location, .link), for: self)
    }

    /// `list`: the history's entry shown again.
    public func redisplayList() {
        browser.send(.get(location, .history), for: self)
    }

    /// `open N`: follows row `number`'s link; a row the page does not show has none.
    public func openQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        showQuestion(id: question.id)
    }

    /// Follows the link to question `id` of the list's site; a link's question opens this way too.
    public func showQuestion(id: Int) {
        guard case .list(let query, _) = location else { return }
        browser.follow(.question(id: id, site: query.site))
    }

    /// `more`: `GET` the next rows; the link is disabled while a request is in flight.
    public func loadMore() {
        guard !browser.isLoading else { return display.showNotice(ListText.stillLoading) }
        browser.send(.more(location), for: self)
    }

    /// `refresh`: `GET` page 1 afresh.
    public func refresh() {
        browser.send(.refresh(location), for: self)
    }

    /// `tag`: sends the list's form with a tag.
    public func filter(byTag tag: String?) {
        browser.send(.get(location, .form(.tag(tag))), for: self)
    }

    /// `sort`: sends the list's form with an order.
    public func sort(by sort: QuestionSort) {
        browser.send(.get(location, .form(.sort(sort))), for: self)
    }

    /// `search`: sends the list's form with words.
    public func search(for words: String?) {
        browser.send(.get(location, .form(.search(words))), for: self)
    }

    /// A newer command, or Ctrl-C: the browser stops the request in flight.
    public func cancelLoad() { browser.stop() }

    /// `save N`: posts row `number`'s save form.
    public func saveQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        browser.send(.save(question), for: self)
    }

    /// `unsave N`: sends row `number`'s removal.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        browser.send(.unsave(question, returningTo: nil), for: self)
    }

    /// `saved`: follows the link to the saved page.
    public func openSaved() { browser.follow(.saved(count: 0)) }

    func showLoading() { display.showLoading() }

    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .list(let shown, let notice) = page.body else { return }
            display.show(shown)
            if let notice { display.showNotice(notice) }
            links.keep(page)
        case .rows(let rows):
            display.showMore(rows.rows, footer: rows.footer)
            links.keep(rows)
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }

    /// The question row `number` links to; for a row the page does not show, says so.
    private func question(atRow number: Int) -> Question? {
        guard let question = links.question(atRow: number) else {
            display.showError(ListText.noSuchRow(number))
            return nil
        }
        return question
    }
}

/// The list page is the history's first entry and the last the browser offers a command to: it takes
/// every event that reaches it, sending its links and forms, pressing the browser's buttons, and showing
/// the line a command no page takes gets.
extension Model2ListDocument: Responder {
    /// Takes `event`: Ctrl-C (the browser's Stop); `back` at the first entry, `user` and `save` without a
    /// row with the line that says why not; its own links and forms; `open N` and `more` typed on the
    /// question above it; and its forms sent from any depth, which go back to the list first.
    ///
    /// Every command but `more`, `user`, `save` and `unsave` presses the browser's Stop first
    /// (`stopForNewerCommand()`), as a click on a link does while a page loads: `more` is answered by the
    /// page in flight, and `user`, `save` and `unsave` act on what is shown.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard case .command(let command) = event else {
            guard browser.hasLoadInFlight else {
                display.showNotice(ListText.howToLeave)
                return true
            }
            browser.stopForNewerCommand()
            display.showNotice(ListText.loadCancelled)
            return true
        }
        // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
        if case .open(let number) = command, !browser.listHasAppeared {
            display.showError(ListText.notShownYet(number))
            return true
        }
        switch command {
        case .back:
            browser.stopForNewerCommand()
            display.showNotice(ListText.alreadyAtTheList)
        case .list:
            browser.stopForNewerCommand()
            browser.returnToList()
            browser.showUncoveredPage()
        case .user: display.showError(UserText.notOnAQuestion)
        case .open(let number):
            browser.stopForNewerCommand()
            openQuestion(atRow: number)
        case .more:
            // Typed on the question above, `more` leaves the question's entry first.
            if !isFirstResponder { browser.leavePageOnTop() }
            browser.showTopIfItNeverAppeared()
            loadMore()
        case .saved:
            browser.stopForNewerCommand()
            openSaved()
        case .save(let number?): saveQuestion(atRow: number)
        case .unsave(let number?): unsaveQuestion(atRow: number)
        case .save(nil): display.showError(SaveText.needsARow(saving: true))
        case .unsave(nil): display.showError(SaveText.needsARow(saving: false))
        case .refresh:
            comeForward()
            refresh()
        case .tag(let tag):
            comeForward()
            filter(byTag: tag)
        case .sort(let order):
            comeForward()
            sort(by: order)
        case .search(let words):
            comeForward()
            search(for: words)
        }
        return true
    }

    /// Before a form of the list, sent from any page: the page loading stops, the browser goes back to
    /// the list's entry, which is shown now if it never was (beneath a question opened from its URL).
    private func comeForward() {
        browser.stopForNewerCommand()
        browser.returnToList()
        browser.showTopIfItNeverAppeared()
    }
}

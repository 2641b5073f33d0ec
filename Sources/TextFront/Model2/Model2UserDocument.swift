import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's user page in the browser: its links (a row's question), its save forms and its location;
/// each command becomes a request, and the page renders the answer.
@MainActor
public final class Model2UserDocument: UserScreen, Model2Document {
    private let browser: Model2Browser
    private let display: any UserPageDisplaying
    /// Where the page is (the user, and how many pages of their questions it shows), and what its rows
    /// link to.
    private var links: Model2RowLinks
    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { links.location }

    init(browser: Model2Browser, display: any UserPageDisplaying, id: Int, site: String) {
        self.browser = browser
        self.display = display
        self.links = Model2RowLinks(location: .user(id: id, site: site, pages: 0))
    }

    /// The page appeared: `GET` it.
    public func viewDidLoad() {
        browser.send(.get(location, .link), for: self)
    }

    /// Uncovered by `back`: the history's entry shown again.
    public func redisplay() {
        browser.send(.get(location, .history), for: self)
    }

    /// `back`: the browser leaves the entry.
    public func goBack() { browser.back() }

    /// `open N`: follows row `number`'s link.
    public func openQuestion(atRow number: Int) {
        guard let question = question(atRow: number), case .user(_, let site, _) = location else { return }
        browser.follow(.question(id: question.id, site: site))
    }

    /// `more`: `GET` the next rows; the link is disabled while a request is in flight.
    public func loadMore() {
        guard !browser.isLoading else { return display.showNotice(ListText.stillLoading) }
        browser.send(.more(location), for: self)
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
            guard case .user(let shown) = page.body else { return }
            display.show(shown)
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
            display.showError(UserText.noSuchRow(number))
            return nil
        }
        return question
    }
}

extension Model2UserDocument: Responder {
    /// Takes what a page of rows above the list takes (`respondAsListingPage`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsListingPage(self, to: event, isFirstResponder: isFirstResponder, browser: browser)
    }
}

import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's user page in the screen's browser: its links, its save forms and its location, as the line
/// front's page has, and its client-side state: the selection, the scroll and the typed line.
@MainActor
public final class Model2ScreenUserDocument: UserScreen, Model2ScreenDocument, FrameScreen {
    private let browser: Model2ScreenBrowser
    private let display: FrameUserDisplay
    /// Where the page is (the user, and how many pages of their questions it shows), and what its rows
    /// link to.
    private var links: Model2RowLinks
    /// The rows as the page last showed them: whether each is marked saved, which s reads.
    private var rows: [QuestionRowDisplay] = []
    /// The selected row, the page's own.
    private var selection = RowSelection()
    /// Whether the rows in flight were asked for by a move past the last row, and so take the selection.
    private var selectsNextPage = false
    /// The scroll, the page's own; its display lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the page's own.
    public private(set) var commandLine: CommandLineText?

    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { links.location }

    init(browser: Model2ScreenBrowser, display: FrameUserDisplay, id: Int, site: String) {
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
        // A typed `more` asks for no selection; the rows a move past the last row asked for, still loading, keep it.
        selectsNextPage = false
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

    /// Shows `response`; rows a move past the last one asked for take the selection, on their first.
    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .user(let shown) = page.body else { return }
            display.show(shown)
            rows = shown.rows
            links.keep(page)
        case .rows(let more):
            let count = links.questions.count
            display.showMore(more.rows, footer: more.footer)
            rows += more.rows
            links.keep(more)
            if selectsNextPage, links.questions.count > count {
                selection.select(count, count: links.questions.count)
            }
            selectsNextPage = false
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }

    /// Each row whose text changed is drawn again in place.
    func morph(into response: Model2Response) {
        guard case .page(let page) = response, case .user(let shown) = page.body else { return }
        rows = morphed(rows, into: shown.rows, showing: display.showRow)
    }

    /// The question row `number` links to; for a row the page does not show, says so where the user is
    /// looking (on the question on top, when `open N` was typed there).
    private func question(atRow number: Int) -> Question? {
        guard let question = links.question(atRow: number) else {
            browser.refuse(UserText.noSuchRow(number), elseOn: display)
            return nil
        }
        return question
    }
}

// MARK: - The keys

extension Model2ScreenUserDocument {
    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the page with the selection in sight, scrolled where the page keeps it.
    public func draw(in frame: inout Frame) {
        display.draw(selected: selection.index, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: the typed line's, a move, or Enter and s, which follow the selected row's link and
    /// send its form.
    public func respond(to event: ViewEvent) {
        display.clearMessage()
        guard !commandLine.take(event) else { return }
        let count = links.questions.count
        switch event {
        case .move(let rows): moveSelection(by: rows)
        case .page(let pages): moveSelection(by: pages * display.rowsOnScreen(viewport: viewport))
        case .moveToFirst: selection.moveToFirst()
        case .moveToLast: selection.moveToLast(count: count)
        case .openSelection:
            guard count > 0 else { return }
            _ = respond(to: .command(.open(number: selection.rowNumber)), isFirstResponder: true)
        case .toggleSave:
            guard let question = links.question(atRow: selection.rowNumber) else { return }
            browser.send(saveForm(for: question, in: rows, at: selection.index), for: self)
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }

    /// ↑/↓ and pages: moves the selection by `rows`; past the last question, asks for the next ones once,
    /// and selects the first of them when they come.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: links.questions.count) else { return }
        guard !browser.isLoading else { return }
        loadMore()
        selectsNextPage = browser.isLoading
    }
}

// MARK: - The responder chain

extension Model2ScreenUserDocument: Responder {
    /// Takes what a page of rows above the list takes (`respondAsScreenListingPage`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { display.clearMessage() }
        return respondAsScreenListingPage(
            self, to: event, isFirstResponder: isFirstResponder, browser: browser,
            refuse: display.showError,
            interrupt: { [browser, display] in browser.interrupt(on: display) })
    }
}

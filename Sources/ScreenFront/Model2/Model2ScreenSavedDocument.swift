import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's saved page in the screen's browser: its links, its forms and its location, as the line
/// front's page has, and its client-side state: the selection, the scroll and the typed line.
@MainActor
public final class Model2ScreenSavedDocument: SavedScreen, Model2ScreenDocument, FrameScreen {
    private let browser: Model2ScreenBrowser
    private let display: FrameListDisplay
    /// The site the saves are of.
    private let site: String
    /// Where the page is (how many saves it shows), and what its rows link to.
    private var links = Model2RowLinks(location: .saved(count: 0))
    /// The selected row, the page's own.
    private var selection = RowSelection()
    /// The scroll, the page's own; its display lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the page's own.
    public private(set) var commandLine: CommandLineText?

    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { links.location }

    init(browser: Model2ScreenBrowser, display: FrameListDisplay, site: String) {
        self.browser = browser
        self.display = display
        self.site = site
    }

    /// The page appeared: `GET` it.
    public func viewDidLoad() {
        browser.send(.get(location, .link), for: self)
    }

    /// Uncovered by `back`: the history's entry shown again.
    public func redisplay() {
        browser.send(.get(location, .history), for: self)
    }

    /// `saved` typed on it: shown again.
    public func openSaved() { redisplay() }

    /// `back`: the browser leaves the entry.
    public func goBack() { browser.back() }

    /// `open N`: follows row `number`'s link.
    public func openQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        browser.follow(.question(id: question.id, site: site))
    }

    /// `more`: `GET` the next saves.
    public func loadMore() {
        browser.send(.more(location), for: self)
    }

    /// A newer command, or Ctrl-C: the browser stops the request in flight.
    public func cancelLoad() { browser.stop() }

    /// `save N`: posts row `number`'s save form.
    public func saveQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        browser.send(.save(question), for: self)
    }

    /// `unsave N`: sends row `number`'s removal, which comes back to this page, renumbered.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = question(atRow: number) else { return }
        browser.send(.unsave(question, returningTo: location), for: self)
    }

    func showLoading() { display.showLoading() }

    /// Shows `response`; the selection keeps its row number on a page shown again, clamped to its rows.
    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .saved(let shown) = page.body else { return }
            display.show(shown)
            links.keep(page)
            selection.clamp(count: links.questions.count)
        case .rows(let rows):
            display.showMore(rows.rows, footer: rows.footer)
            links.keep(rows)
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }

    /// Every row here stays saved after a form the saved page answers with a flash (`save N`, `Already
    /// saved.`): nothing changes in place.
    func morph(into response: Model2Response) {}

    /// The question row `number` links to; for a row the page does not show, says so where the user is
    /// looking (on the question on top, when `open N` was typed there).
    private func question(atRow number: Int) -> Question? {
        guard let question = links.question(atRow: number) else {
            browser.refuse(ListText.noSuchRow(number), elseOn: display)
            return nil
        }
        return question
    }
}

// MARK: - The keys

extension Model2ScreenSavedDocument {
    /// The saved page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the saves with the selection in sight, scrolled where the page keeps it.
    public func draw(in frame: inout Frame) {
        display.draw(selected: selection.index, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: the typed line's, a move, Enter, or s, which sends the selected row's removal (every
    /// row here is saved).
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
            guard count > 0 else { return }
            unsaveQuestion(atRow: selection.rowNumber)
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }

    /// ↑/↓ and pages: moves the selection by `rows`; past the last save, asks for the next saves, which
    /// come at once, and selects the first of them.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: links.questions.count) else { return }
        let count = links.questions.count
        loadMore()
        selection.select(
            links.questions.count > count ? count : selection.index, count: links.questions.count)
    }
}

// MARK: - The responder chain

extension Model2ScreenSavedDocument: Responder {
    /// Takes what a page of rows above the list takes (`respondAsScreenListingPage`); `saved` on top shows
    /// the page again.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { display.clearMessage() }
        return respondAsScreenListingPage(
            self, to: event, isFirstResponder: isFirstResponder, browser: browser,
            refuse: display.showError,
            interrupt: { [browser, display] in browser.interrupt(on: display) })
    }
}

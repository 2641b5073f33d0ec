import Entities
import Interactors
import Presenters
import TerminalUI

/// Model 2's list page in the screen's browser: its links, its forms and its location, as the line
/// front's page has, and its client-side state: the selection, the scroll and the typed line (SPEC §8).
/// Each command and key becomes a request, and the page renders the answer.
@MainActor
public final class Model2ScreenListDocument: ListScreen, Model2ScreenDocument, FrameScreen {
    private let browser: Model2ScreenBrowser
    private let display: FrameListDisplay
    /// Where the page is (the list's query, and how many pages it shows), and what its rows link to.
    private var links: Model2RowLinks
    /// The rows as the page last showed them: whether each is marked saved, which s reads.
    private var rows: [QuestionRowDisplay] = []
    /// The selected row, kept by the page as a script keeps a page's state.
    private var selection = RowSelection()
    /// Whether the rows in flight were asked for by a move past the last row, and so take the selection.
    private var selectsNextPage = false
    /// The scroll, the page's own; its display lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the page's own.
    public private(set) var commandLine: CommandLineText?

    /// Where the page is: what its history entry sends again to show it.
    var location: Model2Location { links.location }

    init(browser: Model2ScreenBrowser, display: FrameListDisplay, query: QuestionQuery) {
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

    /// Shows `response`; the selection stays on its question across a new page, or goes to the first row,
    /// and goes to the first new row of rows a move past the last one asked for.
    func render(_ response: Model2Response) {
        switch response {
        case .page(let page):
            guard case .list(let shown, let notice) = page.body else { return }
            let selected = links.question(atRow: selection.rowNumber)?.id
            display.show(shown)
            if let notice { display.showNotice(notice) }
            rows = shown.rows
            links.keep(page)
            selection.follow(questionID: selected, in: links.questions.map(\.id))
        case .rows(let rows):
            let count = links.questions.count
            display.showMore(rows.rows, footer: rows.footer)
            self.rows += rows.rows
            links.keep(rows)
            if selectsNextPage, links.questions.count > count {
                selection.select(count, count: links.questions.count)
            }
            selectsNextPage = false
        case .flash(let flash), .redirect(let flash, _):
            display.show(flash)
        }
    }

    /// Each row whose text changed is drawn again in place, keeping the mark a refresh gave it.
    func morph(into response: Model2Response) {
        guard case .page(let page) = response, case .list(let shown, _) = page.body else { return }
        rows = morphed(rows, into: shown.rows, showing: display.showRow)
    }

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

extension Model2ScreenListDocument {
    /// The list's header, for the top line.
    public var heading: String? { display.heading }

    /// Draws the rows with the selection in sight, scrolled where the page keeps it.
    public func draw(in frame: inout Frame) {
        display.draw(selected: selection.index, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: the typed line's, a move, or Enter and s, which follow the selected row's link and
    /// send its form, as `open N`, `save N` and `unsave N` do.
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

    /// ↑/↓ and pages: moves the selection by `rows`; past the last row, asks for the next rows once, and
    /// selects the first of them when they come.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: links.questions.count) else { return }
        guard !browser.isLoading else { return }
        loadMore()
        selectsNextPage = browser.isLoading
    }
}

// MARK: - The responder chain

/// The list page is the history's first entry and the last the browser offers a command to: it takes
/// every event that reaches it.
extension Model2ScreenListDocument: Responder {
    /// Takes `event` as the line front's list page does, and Ctrl-C, the browser's Stop, answered here.
    /// Every command but `more`, `user`, `save` and `unsave` presses Stop first (`stopForNewerCommand()`),
    /// as a click on a link does while a page loads.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        display.clearMessage()
        guard case .command(let command) = event else {
            browser.interrupt(on: display)
            return true
        }
        // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
        if case .open(let number) = command, !browser.listHasAppeared {
            browser.refuse(ListText.notShownYet(number), elseOn: display)
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
        case .user: display.showError(FrontWords.screen.notOnAQuestion)
        case .open(let number):
            browser.stopForNewerCommand()
            openQuestion(atRow: number)
        case .more:
            // Typed on the question above, `more` leaves the question's entry first.
            if !isFirstResponder {
                browser.leavePageOnTop()
                restoreIfShownBefore()
            }
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
            comeForward(from: isFirstResponder)
            browser.send(.refresh(location), for: self)
        case .tag(let tag):
            comeForward(from: isFirstResponder)
            browser.send(.get(location, .form(.tag(tag))), for: self)
        case .sort(let order):
            comeForward(from: isFirstResponder)
            browser.send(.get(location, .form(.sort(order))), for: self)
        case .search(let words):
            comeForward(from: isFirstResponder)
            browser.send(.get(location, .form(.search(words))), for: self)
        }
        return true
    }

    /// Before a form of the list, sent from any page: the page loading stops; from a page above
    /// (`isFirstResponder` false), the browser goes back to the list's entry, which is shown now if it
    /// never was (beneath a question opened from its URL), or else as the history has it now.
    private func comeForward(from isFirstResponder: Bool) {
        browser.stopForNewerCommand()
        browser.returnToList()
        if !isFirstResponder { restoreIfShownBefore() }
        browser.showTopIfItNeverAppeared()
    }

    /// The list, uncovered by a command typed above it, changed in place to what the history has now (a
    /// save made above marks its row), if it was ever shown; one never shown is shown next, whole.
    private func restoreIfShownBefore() {
        if browser.listHasAppeared { browser.restoreInPlace(self) }
    }
}

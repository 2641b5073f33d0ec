import Entities
import Interactors

/// Model 2's templates, as an action sees them: each makes a page, or a partial, of the data the action
/// hands it, and decides nothing else.
///
/// They are the web app's views (a JSP, an ERB file), which a servlet
/// forwards to by name: a function of their data, tested alone, and a
/// boundary an action is tested across with recording templates. What they
/// render is for the terminal's views, as HTML is for a browser.
@MainActor
public protocol Model2Templates {
    /// The list page: `list`, the questions in `saved` marked, at `location`.
    func list(_ list: QuestionList, saved: Set<Int>, at location: Model2Location) -> Model2Page
    /// The list page after a refresh: what changed since `previous` marked, and the summary under it.
    func refreshed(
        _ list: QuestionList, previous: [Question], saved: Set<Int>, at location: Model2Location
    ) -> Model2Page
    /// The rows `added` at the end of `list`, numbered on, with the list's new footer.
    func rows(
        _ added: [Question], appendedTo list: QuestionList, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows
    /// The question page.
    func question(
        _ shown: QuestionWithAnswers, isSaved: Bool, at location: Model2Location
    ) -> Model2Page
    /// A user's page.
    func user(_ page: UserPage, saved: Set<Int>, at location: Model2Location) -> Model2Page
    /// The rows `added` at the end of a user's `page`, numbered on, with the page's new footer.
    func rows(
        _ added: [Question], appendedTo page: UserPage, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows
    /// The saved page.
    func saved(_ list: SavedList) -> Model2Page
    /// The saves `added` at the end of `list`, numbered on, with the new footer.
    func rows(_ added: [SavedQuestion], appendedTo list: SavedList) -> Model2Rows
    /// The words of the front the pages are rendered for, which an action's flash says its line in.
    var words: FrontWords { get }
}

/// The templates the app renders with: the shared formatters make each page's text.
public struct Model2PageTemplates: Model2Templates, Sendable {
    private let formatters: ScreenFormatters

    /// Templates rendering with `formatters`.
    public init(formatters: ScreenFormatters) {
        self.formatters = formatters
    }

    /// The words of the front the formatters format for.
    public var words: FrontWords { formatters.list.words }

    /// The list page: `list`, the questions in `saved` marked, at `location`.
    public func list(_ list: QuestionList, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        Model2Page(
            body: .list(formatters.list.display(of: list, saved: saved), notice: nil), location: location,
            questions: list.questions)
    }

    /// The list page after a refresh: what changed since `previous` marked, and the summary under it.
    public func refreshed(
        _ list: QuestionList, previous: [Question], saved: Set<Int>, at location: Model2Location
    ) -> Model2Page {
        let (shown, summary) = formatters.list.refreshed(list, previous: previous, saved: saved)
        return Model2Page(body: .list(shown, notice: summary), location: location, questions: list.questions)
    }

    /// The rows `added` at the end of `list`, numbered on, with the list's new footer.
    public func rows(
        _ added: [Question], appendedTo list: QuestionList, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        let (rows, footer) = formatters.list.appended(added, to: list, saved: saved)
        return Model2Rows(rows: rows, footer: footer, location: location, questions: added)
    }

    /// The question page.
    public func question(
        _ shown: QuestionWithAnswers, isSaved: Bool, at location: Model2Location
    ) -> Model2Page {
        let screen = formatters.question.screen(for: shown.question, answers: shown.answers, isSaved: isSaved)
        return Model2Page(body: .question(screen), location: location, questions: [shown.question])
    }

    /// A user's page.
    public func user(_ page: UserPage, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        Model2Page(
            body: .user(formatters.user.display(of: page, saved: saved)), location: location,
            questions: page.questions)
    }

    /// The rows `added` at the end of a user's `page`, numbered on, with the page's new footer.
    public func rows(
        _ added: [Question], appendedTo page: UserPage, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        let (rows, footer) = formatters.user.appended(added, to: page, saved: saved)
        return Model2Rows(rows: rows, footer: footer, location: location, questions: added)
    }

    /// The saved page.
    public func saved(_ list: SavedList) -> Model2Page {
        Model2Page(
            body: .saved(formatters.saved.display(of: list)), location: .saved(count: list.saves.count),
            questions: list.questions)
    }

    /// The saves `added` at the end of `list`, numbered on, with the new footer.
    public func rows(_ added: [SavedQuestion], appendedTo list: SavedList) -> Model2Rows {
        let questions = added.map(\.question)
        let (rows, footer) = formatters.saved.appended(questions, to: list)
        return Model2Rows(
            rows: rows, footer: footer, location: .saved(count: list.saves.count), questions: questions)
    }
}

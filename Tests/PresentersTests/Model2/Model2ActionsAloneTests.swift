import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// Model 2's actions across their boundary with the templates, as a servlet is tested with the JSP it
/// forwards to doubled: which template each action renders with, and with what data. The templates are a
/// recording double that makes empty pages; the model is real, over a stub service and saves in memory.
@MainActor
@Suite("Model 2 actions, against recording templates", .timeLimit(.minutes(1)))
struct Model2ActionsAloneTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let templates = Model2RecordingTemplates()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let model: Model2Model
    let latestLoad: LatestLoad

    init() {
        latestLoad = LatestLoad(through: loads)
        model = Model2Model(service: service, saves: .inMemory(), pageSize: 2)
    }

    /// The response `actions` give `request`: at once, or once its fetch has ended.
    private func perform(_ request: Model2Request, on actions: any Model2Actions) async -> Model2Response? {
        switch actions.perform(request) {
        case .now(let response): return response
        case .later(let pending):
            var delivered: Model2Response?
            pending.start(in: latestLoad) { delivered = $0 }
            await loads.waitUntilIdleOrFail()
            return delivered
        }
    }

    @Test("renders the list's first page with the list template, once, with the questions fetched")
    func listShowRendersTheListTemplate() async {
        let actions = Model2ListActions(model: model, templates: templates)
        service.willReturn(Fixtures.page([1, 2], hasMore: true))

        _ = await perform(.get(.list(query, pages: 0), .link), on: actions)

        #expect(templates.rendered == [.list(questions: [1, 2], saved: [])])
    }

    @Test("renders the next page's rows with the rows template, never the whole list again")
    func listMoreRendersTheRowsTemplate() async {
        let actions = Model2ListActions(model: model, templates: templates)
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: false))
        _ = await perform(.get(.list(query, pages: 0), .link), on: actions)

        _ = await perform(.more(.list(query, pages: 1)), on: actions)

        #expect(templates.rendered.last == .rows(questions: [3, 4]))
        #expect(templates.rendered.count == 2)
    }

    /// The flash is said in the templates' words (`Model2Templates.words`): the recording templates' are
    /// the screen front's, so the line says which key to press.
    @Test("renders no template when the fetch fails: the flash says why, in the templates' words")
    func failedFetchRendersNothing() async {
        let actions = Model2QuestionActions(model: model, templates: templates)
        service.willFailQuestion(id: 1, with: .http(status: 503))

        let response = await perform(.get(.question(id: 1, site: "stackoverflow"), .link), on: actions)

        #expect(templates.rendered.isEmpty)
        guard case .flash(let flash)? = response else {
            Issue.record("expected a flash, got \(String(describing: response))")
            return
        }
        #expect(flash.kind == .alert)
        #expect(
            flash.text == "Couldn't load the question: the server answered HTTP 503. Press b to leave it.")
    }

    @Test("answers a method the resource has no action for with the 404 line, rendering nothing")
    func unknownMethodGetsTheNotFoundLine() async {
        let actions = Model2QuestionActions(model: model, templates: templates)

        let response = await perform(.more(.question(id: 1, site: "stackoverflow")), on: actions)

        #expect(response == .flash(Model2FrontController.notFound))
        #expect(templates.rendered.isEmpty)
    }
}

/// Templates that record which one was asked to render, and with what, and make empty pages.
@MainActor
final class Model2RecordingTemplates: Model2Templates {
    enum Rendering: Equatable {
        case list(questions: [Int], saved: Set<Int>)
        case refreshed(questions: [Int])
        case rows(questions: [Int])
        case question(id: Int)
        case user(id: Int)
        case saved(count: Int)
    }

    private(set) var rendered: [Rendering] = []
    /// The words the actions' flashes are said in: the screen front's, so a test sees that they are used.
    let words = FrontWords.screen
    /// What every page here shows: nothing, as the actions' tests read only what was rendered.
    static let blank = QuestionListDisplay(header: "", rows: [], footer: "")

    func list(_ list: QuestionList, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        rendered.append(.list(questions: list.questions.map(\.id), saved: saved))
        return Model2Page(body: .list(Self.blank, notice: nil), location: location, questions: list.questions)
    }

    func refreshed(
        _ list: QuestionList, previous: [Question], saved: Set<Int>, at location: Model2Location
    ) -> Model2Page {
        rendered.append(.refreshed(questions: list.questions.map(\.id)))
        return Model2Page(body: .list(Self.blank, notice: nil), location: location, questions: list.questions)
    }

    func rows(
        _ added: [Question], appendedTo list: QuestionList, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        rendered.append(.rows(questions: added.map(\.id)))
        return Model2Rows(rows: [], footer: "", location: location, questions: added)
    }

    func question(_ shown: QuestionWithAnswers, isSaved: Bool, at location: Model2Location) -> Model2Page {
        rendered.append(.question(id: shown.question.id))
        Issue.record("no test here renders a question page")
        return Model2Page(
            body: .list(Self.blank, notice: nil), location: location, questions: [shown.question])
    }

    func user(_ page: UserPage, saved: Set<Int>, at location: Model2Location) -> Model2Page {
        rendered.append(.user(id: page.profile.id))
        return Model2Page(body: .list(Self.blank, notice: nil), location: location, questions: page.questions)
    }

    func rows(
        _ added: [Question], appendedTo page: UserPage, saved: Set<Int>, at location: Model2Location
    ) -> Model2Rows {
        rendered.append(.rows(questions: added.map(\.id)))
        return Model2Rows(rows: [], footer: "", location: location, questions: added)
    }

    func saved(_ list: SavedList) -> Model2Page {
        rendered.append(.saved(count: list.saves.count))
        return Model2Page(body: .list(Self.blank, notice: nil), location: .saved(count: 0), questions: [])
    }

    func rows(_ added: [SavedQuestion], appendedTo list: SavedList) -> Model2Rows {
        rendered.append(.rows(questions: added.map(\.question.id)))
        return Model2Rows(rows: [], footer: "", location: .saved(count: 0), questions: [])
    }
}

import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing

@testable import ScreenFront

/// Model 2's browser on the screen front alone, across its seam with the server: what it sends, and what
/// its documents show of what comes back. The server is a recording double that answers each request at
/// once with what the test sets; no model, action or template runs behind it.
@MainActor
@Suite("Model 2's browser on the screen front, against a recording server", .timeLimit(.minutes(1)))
struct Model2ScreenBrowserTests {
    let server = Model2ScreenRecordingServer()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let questions = [Fixtures.question(id: 1), Fixtures.question(id: 2)]

    /// The list page of `query` linking to `questions`, its second row marked saved when `savesSecond`.
    /// Static, so that the server's answers capture no test: a test holds the server, and a server whose
    /// answer held the test would never be released.
    private static func listPage(savesSecond: Bool, query: QuestionQuery, questions: [Question])
        -> Model2Response
    {
        let rows = questions.enumerated().map { index, question in
            QuestionRowDisplay(
                number: index + 1,
                stats: SaveText.marking("1 vote", isSaved: savesSecond && question.id == 2),
                title: question.title, details: "[swift]")
        }
        return .page(
            Model2Page(
                body: .list(QuestionListDisplay(header: "Top", rows: rows, footer: "2 shown"), notice: nil),
                location: .list(query, pages: 1), questions: questions))
    }

    /// The browser started on the stack, its list appeared and answered with two rows, none saved.
    private func startedBrowser() -> (Model2ScreenBrowser, Model2ScreenListDocument) {
        server.answer = { [query, questions] _ in
            Self.listPage(savesSecond: false, query: query, questions: questions)
        }
        let loads = LoadTracker()
        let browser = Model2ScreenBrowser(
            server: server, loads: loads,
            environment: ScreenEnvironment(palette: ScreenPalette(isColored: false), loads: loads))
        let list = browser.start(on: stack, query: query)
        stack.takeAppearingScreen()?.viewDidLoad()
        return (browser, list)
    }

    @Test("asks for the page again from the history after a save the server answers with a flash alone")
    func reloadsThePageAfterASave() {
        let (browser, list) = startedBrowser()
        server.answer = { [query, questions] request in
            if case .save = request { return .flash(.notice("Saved.")) }
            return Self.listPage(savesSecond: true, query: query, questions: questions)
        }

        list.respond(to: .move(rows: 1))
        list.respond(to: .toggleSave)

        #expect(
            server.requests == [
                .get(.list(query, pages: 0), .link), .save(questions[1]),
                .get(.list(query, pages: 1), .history),
            ])
        var frame = Frame(width: 40, height: 12)
        list.draw(in: &frame)
        #expect(
            frame.text(ofRow: 5).unicodeScalars.contains(SaveText.marker.unicodeScalars.first!),
            "row 2's mark")
        #expect(frame.text(ofRow: 11).hasPrefix("Saved."), "the flash, after the page")
        withExtendedLifetime(browser) {}
    }

    /// Guards `browser.refuse(_:elseOn:)` in the list page's `question(atRow:)`: the list takes `open N` for
    /// the question above it, and its own display is covered.
    @Test("shows a link the list lacks, asked for on the question on top, on the question's status line")
    func refusalOnTheQuestion() throws {
        let (browser, list) = startedBrowser()
        list.respond(to: .openSelection)
        stack.takeAppearingScreen()?.viewDidLoad()
        let question = try #require(stack.top as? Model2ScreenQuestionDocument)

        _ = stack.deliver(.command(.open(number: 9)))

        var frame = Frame(width: 40, height: 12)
        question.draw(in: &frame)
        let expected = Array(ListText.noSuchRow(9).unicodeScalars)
        #expect(Array(frame.text(ofRow: 11).unicodeScalars.prefix(expected.count)) == expected)
        var beneath = Frame(width: 40, height: 12)
        list.draw(in: &beneath)
        #expect(Array(beneath.text(ofRow: 11).unicodeScalars.prefix(expected.count)) != expected)
        withExtendedLifetime(browser) {}
    }

    /// Guards `restoreIfShownBefore()` in the list page's `more`: the list uncovered was drawn before a save
    /// made on the question above it, and shows the save's mark only once the history is asked.
    @Test("asks the history for the list that more typed on the question uncovers, then for the next rows")
    func moreOnTheQuestionRestoresTheList() throws {
        let (browser, list) = startedBrowser()
        list.respond(to: .openSelection)
        stack.takeAppearingScreen()?.viewDidLoad()
        let opened = server.requests.count

        _ = stack.deliver(.command(.more))

        #expect(
            Array(server.requests.dropFirst(opened)) == [
                .get(.list(query, pages: 1), .history), .more(.list(query, pages: 1)),
            ])
        withExtendedLifetime(browser) {}
    }

    @Test("sends the removal for s on a row the page shows saved")
    func sUnsavesASavedRow() {
        let (browser, list) = startedBrowser()
        server.answer = { [query, questions] _ in
            Self.listPage(savesSecond: true, query: query, questions: questions)
        }
        _ = stack.deliver(.command(.refresh))
        server.requests = []
        server.answer = { [query, questions] request in
            if case .unsave = request { return .flash(.notice("Removed from saved.")) }
            return Self.listPage(savesSecond: false, query: query, questions: questions)
        }

        list.respond(to: .moveToLast)
        list.respond(to: .toggleSave)

        #expect(server.requests.first == .unsave(questions[1], returningTo: nil))
        withExtendedLifetime(browser) {}
    }

    /// Guards `withShownMark.mark = rows[index].mark` in `morphed(_:into:showing:)`: a row that differs
    /// only by the `+` a refresh gave it, which the page asked again from the history does not carry, is
    /// not drawn again; the row that changed is drawn as asked again, without it, as every shape draws a
    /// row again after a save.
    @Test("draws again only the rows that changed, as asked again, and leaves a refresh's marks on the rest")
    func morphKeepsRefreshMarks() {
        let shown = [
            QuestionRowDisplay(number: 1, mark: .new, stats: "1 vote", title: "One", details: ""),
            QuestionRowDisplay(number: 2, mark: .updated, stats: "1 vote", title: "Two", details: ""),
        ]
        let fresh = [
            QuestionRowDisplay(
                number: 1, stats: SaveText.marking("1 vote", isSaved: true), title: "One", details: ""),
            QuestionRowDisplay(number: 2, stats: "1 vote", title: "Two", details: ""),
        ]
        var drawn: [QuestionRowDisplay] = []

        let rows = morphed(shown, into: fresh) { drawn.append($0) }

        #expect(drawn == [fresh[0]])
        #expect(rows == [fresh[0], shown[1]])
    }
}

/// A server that records every request, and answers each at once with what the test sets.
@MainActor
final class Model2ScreenRecordingServer: Model2Server {
    var requests: [Model2Request] = []
    var answer: (Model2Request) -> Model2Response = { _ in .flash(.notice("Answered.")) }

    func respond(to request: Model2Request) -> Model2Delivery {
        requests.append(request)
        return .now(answer(request))
    }

    func keep(only locations: Set<Model2Location>) {}
}

import Entities
import Foundation
import Interactors
import TerminalTestSupport
import TestSupport
import Testing
import TextFront
import Tracing

@testable import QuestionsApp

/// One pattern's app run as on a terminal: a user typing at the test's word while loads run, and a
/// service that holds every request until the test answers it.
///
/// The screen is what the terminal would show, prompts and typed keys
/// included, so two patterns can be compared byte for byte through the same
/// race. Cancelled requests stay held unless asked otherwise, as an answer
/// already on its way would, so a race can answer them late and show that
/// nothing of them is drawn.
@MainActor
final class TerminalRun {
    /// A page of questions small enough to read in a transcript.
    static let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    let screen = TerminalScreen()
    let input: SteppedInput
    let service: HeldQuestionService
    private let application: Application
    private var running: Task<Void, Never>?

    /// The app in `pattern` at 60 columns, announcing loads as the live source does, traced by `tracer`;
    /// with `honoursCancellation`, a cancelled request ends at once, as a live one does; with `link`, it
    /// starts as `questions URL` does (then `startAtLink()`, not `start(firstPage:)`).
    /// The app's own folder of saves, made at its first save, removed when the run ends.
    let dataFolder = FreshDataFolder()

    init(
        pattern: AppOptions.Pattern, tracer: Tracer? = nil, honoursCancellation: Bool = false,
        link: String? = nil
    ) {
        service = HeldQuestionService(honoursCancellation: honoursCancellation)
        input = SteppedInput(echoingOn: screen)
        application = Application(
            pattern: pattern, query: Self.query, service: service, now: { Fixtures.now },
            banner: "Questions · a terminal run", input: input, output: screen, widthSource: .fixed(60),
            listColumns: .automatic, usesColor: false, inputIsTerminal: true, announcesLoading: true,
            tracer: tracer, saves: dataFolder.saves(), link: link.flatMap(QuestionLink.init))
    }

    /// Starts the app, answers its first page with `firstPage`, and returns once it is drawn.
    func start(firstPage: QuestionPage = Fixtures.page([1, 2], hasMore: true)) async {
        let application = application
        running = Task { await application.run() }
        await service.waitForCalls(1)
        service.answer(.questions(Self.query, .useCache), with: .page(firstPage))
        await settle()
    }

    /// Starts the app on its link's question and returns once the question and its answers are asked
    /// for, both still held; the list beneath has asked for nothing.
    func startAtLink() async {
        let application = application
        running = Task { await application.run() }
        await service.waitForCalls(2)
    }

    /// Returns once every load has ended, cancelled ones included, what it would draw drawn, and the
    /// session waits for the next key. A cancelled load whose request is held must be answered first.
    func settle() async {
        await application.loads.waitUntilIdleOrFail()
        await input.waitUntilReading()
    }

    /// Answers the held request for question `id` and the one for its answers.
    func answerQuestion(_ id: Int) {
        service.answer(.question(id: id, site: Self.query.site), with: .question(Fixtures.question(id: id)))
        service.answer(
            .answers(questionID: id, site: Self.query.site),
            with: .answers([Fixtures.answer(id: 100 + id, questionID: id)]))
    }

    /// Opens question `id` (the second row of the first page), answers it, then types `user` and returns
    /// once the asker's page has asked for the user and their questions, both still held.
    func openAskerPage(ofQuestion id: Int) async {
        await input.type("open \(id)")
        await service.waitForCalls(3)
        answerQuestion(id)
        await settle()
        await input.type("user")
        await service.waitForCalls(5)
    }

    /// What the page of `Fixtures.question`'s asker (user 7) asks for: the user and their first questions.
    static var askerPageCalls: Set<HeldQuestionService.Call> {
        [
            .user(id: 7, site: query.site),
            .userQuestions(UserQuestionsQuery(userID: 7, site: query.site, pageSize: query.pageSize)),
        ]
    }

    /// Answers the held requests of the asker's page: the user, and one question of theirs.
    func answerAskerPage() {
        service.answer(
            .user(id: 7, site: Self.query.site),
            with: .user(UserProfile(id: 7, displayName: "Ana", reputation: 1)))
        service.answer(
            .userQuestions(
                UserQuestionsQuery(userID: 7, site: Self.query.site, pageSize: Self.query.pageSize)),
            with: .page(Fixtures.page([2])))
    }

    /// The first page of the query for `tag`, as every pattern asks for it.
    static func tagged(_ tag: String) -> HeldQuestionService.Call {
        .questions(QuestionList(query: query).firstPageQuery(tag: tag), .useCache)
    }

    /// Page 2 of the query, as `more` asks for it after the first page.
    /// The request for page 1 of a search for `words`.
    static func searching(_ words: String) -> HeldQuestionService.Call {
        var searched = query
        searched.search = words
        return .questions(searched, .useCache)
    }

    static var secondPage: HeldQuestionService.Call { .questions(query.nextPage, .useCache) }

    /// Ends the input, and returns once the app has ended.
    func end() async {
        await input.pressControlD()
        if let running { await value(of: running, "the app to end") }
        dataFolder.remove()
    }
}

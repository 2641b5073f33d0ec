import Entities
import Interactors
import Presenters
import ScreenFront
import ScreenTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import QuestionsApp

/// "Loading…" on the screen front's status line while a load runs, in each shape built by the composition
/// root: a message shown over it (a command refused while the question loads) goes with the next key, and
/// "Loading…" comes back while the load still runs; once it has ended, the footer does. The service holds
/// each request until the test answers it.
@Suite("Loading on the screen front", .timeLimit(.minutes(1)))
@MainActor
struct LoadingOnTheScreenTests {
    /// One shape's app on a virtual terminal of 60 × 16, its service holding every request.
    @MainActor
    final class Run {
        let service = HeldQuestionService()
        let loads = LoadTracker()
        let stack = ScreenStack()
        let terminal = RecordingTerminal(columns: 60, rows: 16)
        let session: ScreenSession
        private let owners: [AnyObject]

        init(_ shape: AppOptions.Pattern) {
            let application = ScreenApplication(
                pattern: shape, query: QuestionQuery(site: "stackoverflow", pageSize: 3), service: service,
                now: { Fixtures.now }, usesColor: false, tracer: nil,
                saves: .success(InMemorySavedQuestions()), loads: loads)
            let environment = ScreenEnvironment(palette: ScreenPalette(isColored: false), loads: loads)
            owners = application.start(on: stack, environment: environment, saves: .inMemory()).owners
            session = ScreenSession(
                screens: stack, palette: ScreenPalette(isColored: false), terminal: terminal, loads: loads)
        }

        /// The status line: the terminal's last, as Unicode scalars.
        var status: [Unicode.Scalar] { terminal.line(15) }

        /// Hands `keys` to the session, which draws the frame they lead to.
        func press(_ keys: Key...) {
            _ = session.handle(.keys(keys))
        }
    }

    /// The list of question 11 shown, then Enter pressed on it: its question's two requests held.
    private func questionLoading(in shape: AppOptions.Pattern) async -> Run {
        let run = Run(shape)
        run.session.start()
        await run.service.waitForCalls(1)
        run.service.answerEveryHeldCall(with: .page(Fixtures.page([11])))
        await run.loads.waitUntilIdleOrFail()
        run.press(.enter)
        await run.service.waitForCalls(3)
        return run
    }

    /// `text`'s Unicode scalars, to compare with a line on screen.
    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// Answers the question's two held requests, and waits for the load to end.
    private func answerTheQuestion(in run: Run) async {
        run.service.answer(
            .question(id: 11, site: "stackoverflow"), with: .question(Fixtures.question(id: 11)))
        run.service.answer(.answers(questionID: 11, site: "stackoverflow"), with: .answers([]))
        await run.loads.waitUntilIdleOrFail()
    }

    /// Guards `StatusLine.coversLoading`, and the status line view drawing "Loading…" for it while the
    /// load tracker has a load in flight.
    @Test(
        "shows Loading… again when the next key clears a line shown over it, while the load runs",
        arguments: AppOptions.Pattern.allCases)
    func loadingComesBack(_ shape: AppOptions.Pattern) async {
        let run = await questionLoading(in: shape)
        #expect(run.status == scalars("Loading…"))

        run.press(.character("u"))
        let refused = run.status
        run.press(.character("j"))
        let afterTheNextKey = run.status
        await answerTheQuestion(in: run)

        #expect(
            refused != scalars("Loading…") && !refused.isEmpty,
            "u, asked of a question still loading, says something")
        #expect(afterTheNextKey == scalars("Loading…"))
        #expect(run.status.isEmpty, "the question's footer, empty, once the load ended")
    }

    @Test(
        "shows the footer, not Loading…, when the next key clears a load's failure",
        arguments: AppOptions.Pattern.allCases)
    func failureEndsLoading(_ shape: AppOptions.Pattern) async {
        let run = await questionLoading(in: shape)

        run.service.answerEveryHeldCall(with: .failure(.timedOut(seconds: 5)))
        await run.loads.waitUntilIdleOrFail()
        let failed = run.status
        run.press(.character("j"))

        #expect(failed.starts(with: scalars("Couldn't load the question")))
        #expect(run.status.isEmpty, "the question's footer, empty")
    }
}

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
    /// One shape's app on the virtual terminal, its service holding every request.
    typealias Run = ShapeOnAScreen<HeldQuestionService>

    /// The list of question 11 shown, then Enter pressed on it: its question's two requests held.
    private func questionLoading(in shape: AppOptions.Pattern) async -> Run {
        let run = Run(shape, service: HeldQuestionService())
        run.session.start()
        await run.service.waitForCalls(1)
        run.service.answerEveryHeldCall(with: .page(Fixtures.page([11])))
        await run.loads.waitUntilIdleOrFail()
        press(.enter, in: run)
        await run.service.waitForCalls(3)
        return run
    }

    /// The status line: the terminal's last, as Unicode scalars.
    private func status(of run: Run) -> [Unicode.Scalar] { run.terminal.line(15) }

    /// Hands `keys` to the session, which draws the frame they lead to.
    private func press(_ keys: Key..., in run: Run) {
        _ = run.session.handle(.keys(keys))
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
        #expect(status(of: run) == scalars("Loading…"))

        press(.character("u"), in: run)
        let refused = status(of: run)
        press(.character("j"), in: run)
        let afterTheNextKey = status(of: run)
        await answerTheQuestion(in: run)

        #expect(
            refused != scalars("Loading…") && !refused.isEmpty,
            "u, asked of a question still loading, says something")
        #expect(afterTheNextKey == scalars("Loading…"))
        #expect(status(of: run).isEmpty, "the question's footer, empty, once the load ended")
    }

    @Test(
        "shows the footer, not Loading…, when the next key clears a load's failure",
        arguments: AppOptions.Pattern.allCases)
    func failureEndsLoading(_ shape: AppOptions.Pattern) async {
        let run = await questionLoading(in: shape)

        run.service.answerEveryHeldCall(with: .failure(.timedOut(seconds: 5)))
        await run.loads.waitUntilIdleOrFail()
        let failed = status(of: run)
        press(.character("j"), in: run)

        #expect(failed.starts(with: scalars("Couldn't load the question")))
        #expect(status(of: run).isEmpty, "the question's footer, empty")
    }
}

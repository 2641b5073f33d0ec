import TextFront
import WebService

@testable import QuestionsApp

/// What a session found: two patterns that drew different screens, or a screen that broke a rule.
struct SessionFinding: Error, Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        /// Two patterns' screens, requests held or ends differ.
        case difference
        /// A pattern drew a line no screen may hold.
        case screenRule
        /// A pattern did not come to rest, or did not end when its input did.
        case stuck
    }

    let kind: Kind
    /// How many steps had run when it was found (0: at the start, before any).
    let afterStep: Int
    let message: String

    var description: String { "after step \(afterStep): \(message)" }
}

/// Runs one session through every pattern at once, a step at a time, and compares what each drew.
///
/// After every step each app is left to come to rest (every load either
/// drawn or waiting on a held request, and the session reading), then every
/// pattern's screen so far must equal the first pattern's byte for byte,
/// with the same requests held; and each line an app wrote must keep the
/// screen rules. Coming to rest is judged by turns of the main queue, so a
/// run is the same every time only when every job runs on it
/// (`MainQueueOnly.install()`).
@MainActor
enum SessionRunner {
    /// Turns of the main queue with nothing changing, after which an app is taken to be at rest.
    static let quietTurns = 8
    /// Turns of the main queue after which an app that still changes is stuck.
    static let turnLimit = 20_000

    /// Runs `steps` in every pattern `--pattern` knows, on `front`, then ends the input; the first
    /// finding, if any.
    static func run(_ steps: [SessionStep], front: SessionFront = .lines) async -> SessionFinding? {
        await runShowing(steps, front: front).finding
    }

    /// Runs `steps` as `run(_:front:)` does; the first finding, if any, and the first pattern's screen.
    static func runShowing(_ steps: [SessionStep], front: SessionFront = .lines) async
        -> (finding: SessionFinding?, screen: String)
    {
        var remaining = steps[...]
        let run = await play(startingAt: steps.first, front: front) { _ in
            remaining.popFirst().map { SessionChooser.Choice(step: $0, isMeaningful: true) }
        }
        return (run.finding, run.screen)
    }

    /// What a session did: the first finding, if any; the steps taken, ready to be shrunk or written as a
    /// script; how many of them the session could take (not nonsense); and the first pattern's screen.
    struct ChosenRun: Sendable {
        var finding: SessionFinding?
        var steps: [SessionStep]
        var meaningfulSteps: Int
        var screen: String
    }

    /// The choices a session chosen from bytes makes at the least (`ChoiceReader`): about thirty steps.
    static let minimumChoices = 32

    /// Runs in every pattern, on `front`, a session whose steps `bytes` choose (`SessionChooser`), each
    /// from what the session shows after the step before (`SessionView`), then ends the input. `reached`
    /// is told the abstract state (`SessionView.stateIndex`) at the start and after every step.
    static func runChoosing(
        _ bytes: [UInt8], front: SessionFront = .lines, reached: (Int) -> Void = { _ in }
    ) async -> ChosenRun {
        var reader = ChoiceReader(bytes, minimumLength: minimumChoices)
        var start = SessionChooser.start(&reader).map { SessionChooser.Choice(step: $0, isMeaningful: true) }
        return await play(startingAt: start?.step, front: front, reached: reached) { view in
            defer { start = nil }
            return start ?? SessionChooser.next(&reader, view: view, front: front)
        }
    }

    /// Runs in every pattern the steps `next` hands out, each asked with what the session shows after the
    /// one before, until it hands out none or a pattern parts; then ends the input. A first step of
    /// `.link` starts the apps at that question.
    private static func play(
        startingAt first: SessionStep?, front: SessionFront, reached: (Int) -> Void = { _ in },
        next: (SessionView) -> SessionChooser.Choice?
    ) async -> ChosenRun {
        let link: String? = if case .link(let url) = first { url } else { nil }
        let sessions = await apps(front, link: link)
        var steps: [SessionStep] = []
        var meaningful = 0
        var view = SessionView()
        var finding = await settleAndCompare(sessions, afterStep: 0)
        observe(nil, by: &view, in: sessions[0])
        reached(view.stateIndex)
        while finding == nil, let choice = next(view) {
            steps.append(choice.step)
            if choice.isMeaningful { meaningful += 1 }
            if let problem = apply(choice.step, to: sessions) {
                finding = SessionFinding(kind: .difference, afterStep: steps.count, message: problem)
                break
            }
            finding = await settleAndCompare(sessions, afterStep: steps.count)
            observe(choice.step, by: &view, in: sessions[0])
            reached(view.stateIndex)
        }
        if finding == nil {
            for session in sessions where !session.hasEnded { session.endInput() }
            finding = await settleAndCompare(sessions, afterStep: steps.count)
        }
        let screen = sessions[0].shown
        let stuck = await end(sessions)
        for session in sessions { session.dataFolder.remove() }
        return ChosenRun(
            finding: finding
                ?? stuck.map { SessionFinding(kind: .stuck, afterStep: steps.count, message: $0) },
            steps: steps, meaningfulSteps: meaningful, screen: screen)
    }

    /// Every pattern's app on `front`, started as `questions` starts (at `link`'s question, when given).
    private static func apps(_ front: SessionFront, link: String?) async -> [any SessionApp] {
        switch front {
        case .lines:
            return AppOptions.Pattern.allCases.map { PatternSession(pattern: $0, link: link) }
        case .screen:
            // As the screen front's root does before it takes the terminal: a link to an answer is asked
            // of the data set for its question, not of the held services.
            let route = await ScreenStart.route(
                of: link.flatMap(QuestionLink.init), service: OfflineQuestionService(),
                site: PatternSession.query.site, errors: DiscardedLines())
            return AppOptions.Pattern.allCases.map { ScreenPatternSession(pattern: $0, route: route) }
        }
    }

    /// Brings `view` up to date with what `session` shows after `step`.
    private static func observe(_ step: SessionStep?, by view: inout SessionView, in session: any SessionApp)
    {
        view.update(
            after: step, screenShown: session.screenShown, newLines: session.observedLines(),
            held: session.service.heldCalls, hasEnded: session.hasEnded)
    }

    /// Does `step` in every pattern; says why not when the patterns do not hold the request to answer.
    private static func apply(_ step: SessionStep, to sessions: [any SessionApp]) -> String? {
        switch step {
        case .type, .interrupt, .width, .screen:
            for session in sessions { session.perform(step) }
        case .lateAnswers:
            for session in sessions { session.service.answersLate = true }
        case .link:
            break
        case .answer(let position, let reply):
            let held = sessions[0].service.heldCalls
            guard !held.isEmpty else { return nil }
            let call = held[(position - 1) % held.count]
            for session in sessions where !session.service.answer(call, with: reply) {
                return "\(session.pattern.rawValue) holds no request \(call) to answer; it holds "
                    + "\(session.service.heldCalls)"
            }
        }
        return nil
    }

    private static func settleAndCompare(_ sessions: [any SessionApp], afterStep step: Int) async
        -> SessionFinding?
    {
        guard await settle(sessions) else {
            return SessionFinding(
                kind: .stuck, afterStep: step,
                message: "an app did not come to rest within \(turnLimit) turns of the main queue")
        }
        if let problem = brokenRule(in: sessions) {
            return SessionFinding(kind: .screenRule, afterStep: step, message: problem)
        }
        if let problem = difference(in: sessions) {
            return SessionFinding(kind: .difference, afterStep: step, message: problem)
        }
        return nil
    }

    /// Turns the main queue until nothing any app shows or holds has changed for `quietTurns` turns.
    private static func settle(_ sessions: [any SessionApp]) async -> Bool {
        var last = sessions.map(\.progress)
        var quiet = 0
        for _ in 0..<turnLimit {
            await Task.yield()
            let now = sessions.map(\.progress)
            quiet = now == last ? quiet + 1 : 0
            if quiet == quietTurns { return true }
            last = now
        }
        return false
    }

    /// The first way a pattern differs from the first one: its screen, the requests it holds, or
    /// whether it has ended.
    private static func difference(in sessions: [any SessionApp]) -> String? {
        let reference = sessions[0]
        let referenceHeld = Set(reference.service.heldCalls.map { "\($0)" })
        for session in sessions.dropFirst() {
            let name = session.pattern.rawValue
            let referenceName = reference.pattern.rawValue
            let shown = session.shown
            let referenceShown = reference.shown
            if shown != referenceShown {
                return "\(name) draws a different screen from \(referenceName):\n"
                    + ScreenDifference(referenceShown, shown).description
            }
            if session.hasEnded != reference.hasEnded {
                return "\(session.hasEnded ? name : referenceName) has ended and "
                    + "\(session.hasEnded ? referenceName : name) has not"
            }
            let held = Set(session.service.heldCalls.map { "\($0)" })
            if held != referenceHeld {
                return "\(name) holds the requests \(held.sorted()), and \(referenceName) holds "
                    + "\(referenceHeld.sorted())"
            }
        }
        return nil
    }

    /// The first line an app wrote since the last look that breaks a screen rule.
    private static func brokenRule(in sessions: [any SessionApp]) -> String? {
        for session in sessions {
            if let problem = session.brokenRule() { return "\(session.pattern.rawValue): \(problem)" }
        }
        return nil
    }

    /// Ends every app: the input ends, and each request still held is answered from the data set until
    /// every app has returned from its run and nothing is held (a load the app left running when it
    /// ended would otherwise wait for ever, and keep what it holds); says which app did not end.
    private static func end(_ sessions: [any SessionApp]) async -> String? {
        for session in sessions where !session.hasEnded && session.isReading {
            session.endInput()
        }
        for _ in 0..<100
        where sessions.contains(where: { !$0.hasEnded || !$0.service.heldCalls.isEmpty }) {
            for session in sessions {
                for call in session.service.heldCalls { _ = session.service.answer(call, with: .data) }
            }
            _ = await settle(sessions)
        }
        let running = sessions.filter { !$0.hasEnded }.map(\.pattern.rawValue)
        return running.isEmpty ? nil : "\(running.joined(separator: ", ")) did not end when the input did"
    }
}

/// Where two screens part: the lines around the first that differs, in each.
struct ScreenDifference: CustomStringConvertible {
    let expected: [Substring]
    let actual: [Substring]

    init(_ expected: String, _ actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    var description: String {
        let first =
            zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, actual.count)
        let from = max(0, first - 3)
        func excerpt(_ lines: [Substring]) -> String {
            lines[min(from, lines.count)..<min(first + 4, lines.count)].map { "  | \($0)" }
                .joined(separator: "\n")
        }
        return
            "first difference at line \(first + 1); expected\n\(excerpt(expected))\ngot\n\(excerpt(actual))"
    }
}

/// A console that keeps nothing: where a session's start puts a line the app would write before its
/// screen.
@MainActor
final class DiscardedLines: Console {
    func writeLine(_ line: String) {}
    func writePrompt(_ prompt: String) {}
}

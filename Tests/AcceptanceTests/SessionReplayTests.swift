import Foundation
import Testing

@testable import QuestionsApp

/// The sessions the differential fuzzer found, or that someone wrote in its form, kept as tests: each
/// is replayed through every pattern at once, and every pattern must draw the same screens at every
/// step (SPEC §7's races, and any order of answers).
///
/// A session runs in a process of its own (an exit test): its runs are the
/// same every time only when every job of Swift concurrency runs on the main
/// queue (`MainQueueOnly`), and that must not be done to a process running
/// the rest of the suite beside it.
@Suite("Recorded sessions, replayed in every pattern", .timeLimit(.minutes(1)))
struct SessionReplayTests {
    @Test("keep at least one session in Findings")
    func findingsAreKept() throws {
        #expect(try !SessionScript.findingNames().isEmpty, "no session in \(SessionScript.findings.path)")
    }

    @Test("draw the same screens in every pattern", arguments: try SessionScript.findingNames())
    func replay(name: String) async throws {
        let steps = try SessionScript(named: name).steps()
        #expect(!steps.isEmpty, "Findings/\(name) holds no step")
        // The child reports a finding on standard error and still ends well, so that the parent can
        // show it: an expectation of an exit test that fails hands back no output.
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [name] in
            try await Self.replayInThisProcess(name, front: .lines)
        }
        let finding = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(finding.isEmpty, "Findings/\(name): \(finding)")
    }

    @Test(
        "draw the same frames in every pattern on the screen front",
        arguments: try SessionScript.findingNames())
    func replayOnTheScreen(name: String) async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [name] in
            try await Self.replayInThisProcess(name, front: .screen)
        }
        let finding = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(finding.isEmpty, "Findings/\(name), on the screen front: \(finding)")
    }

    /// Replays `Findings/name` on `front` in this process, the child of an exit test, and writes a finding
    /// on standard error, where the parent reads it.
    @MainActor
    private static func replayInThisProcess(_ name: String, front: SessionFront) async throws {
        let steps = try SessionScript(named: name).steps()
        guard MainQueueOnly.install() else {
            FileHandle.standardError.write(Data("this runtime has no swift_task_enqueueGlobal_hook".utf8))
            return
        }
        if let finding = await SessionRunner.run(steps, front: front) {
            FileHandle.standardError.write(Data("\(finding)".utf8))
        }
    }

    @Test("finds a session in its two files as it was written")
    func scriptRoundTrip() throws {
        let steps: [SessionStep] = [
            .answer(position: 1, reply: .data), .type("open 2"), .lateAnswers, .type("back"),
            .answer(position: 2, reply: .http(status: 503)), .interrupt, .width(40), .type("quit"),
        ]
        let script = SessionScript(steps)

        #expect(script.commands == "open 2\nback\nquit\n")
        #expect(
            script.answers
                == "after 0: !answer 1\nafter 1: !late-answers\nafter 2: !answer 2 http 503\nafter 2: !ctrl-c\n"
                + "after 2: !width 40\n")
        #expect(try SessionScript(commands: script.commands, answers: script.answers).steps() == steps)
    }

    @Test("reads a line that only looks like an event as a typed line")
    func typedLinesStayTyped() {
        #expect(
            SessionStep.steps(of: "!answer\n!answer 0\n!width wide\n!ctrl-c now") == [
                .type("!answer"), .type("!answer 0"), .type("!width wide"), .type("!ctrl-c now"),
            ])
    }

    @Test("shrinks a failing session to the fewest steps that still fail")
    @MainActor
    func shrinking() async {
        let steps: [SessionStep] = [
            .type("a"), .answer(position: 1, reply: .data), .type("b"), .interrupt, .type("c"), .width(30),
            .type("d"),
        ]
        var tries = 0
        let shortest = await SessionShrinker.shrink(steps) { candidate in
            tries += 1
            return candidate.contains(.type("b")) && candidate.contains(.width(30))
        }

        #expect(shortest == [.type("b"), .width(30)])
        #expect(tries < 40, "shrinking tried \(tries) sessions")
    }

    /// Guards `droppingAPair(_:fails:)` in `SessionShrinker`: a `saved` and the `back` that leaves it
    /// can only go together, and halving runs never tries two steps at once.
    @Test("shrinks away two steps that can only go together")
    @MainActor
    func shrinkingPairs() async {
        let steps: [SessionStep] = [.type("p"), .type("a"), .type("q"), .type("b")]
        let shortest = await SessionShrinker.shrink(steps) { candidate in
            candidate.contains(.type("b")) && candidate.contains(.type("p")) == candidate.contains(.type("q"))
        }

        #expect(shortest == [.type("b")])
    }

    @Test("reads every reply it writes")
    func replyRoundTrip() {
        let replies: [SessionReply] = [
            .data, .http(status: 503), .api(id: 502), .backoff(seconds: 10), .timedOut(seconds: 30),
            .malformed,
            .unreachable, .cancelled, .notFound,
            .response(status: 200, body: #"{"items":[], "has_more":false}"#),
        ]
        for reply in replies {
            let step = SessionStep.answer(position: 2, reply: reply)
            #expect(SessionStep.step(of: step.line) == step, "\(step.line)")
        }
    }
}

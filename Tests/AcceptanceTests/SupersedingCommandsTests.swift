import Entities
import TestSupport
import Testing

@testable import QuestionsApp

/// The newest command wins (SPEC §7), in every pattern, for every command: typed while the next page
/// loads, each command but `more`, `user`, `save` and `unsave` stops that page first. No shared rule says
/// which commands do: each shape decides where it takes the command, so this holds each shape to the spec's
/// list. The service holds every request; a cancelled one ends at once, as a live one does.
@MainActor
@Suite("The newest command wins, in every pattern", .timeLimit(.minutes(2)))
struct SupersedingCommandsTests {
    /// One line of each command the list screen takes, and how many requests it sends of its own: a
    /// question and its answers, or a list's first page.
    nonisolated static let requestsSent: [String: Int] = [
        "list": 0, "open 1": 2, "back": 0, "refresh": 1, "tag swift": 1, "sort votes": 1, "search actor": 1,
        "saved": 0, "more": 0, "user": 0, "save 1": 0, "unsave 1": 0,
    ]
    /// The lines, in a stable order.
    nonisolated static let lines = requestsSent.keys.sorted()
    /// The commands that act on what is shown, or are answered by the page in flight, and stop nothing.
    nonisolated static let leaveTheLoad: Set<String> = ["more", "user", "save 1", "unsave 1"]

    @Test(
        "stops the page in flight for every command but more, user, save and unsave",
        arguments: AppOptions.Pattern.allCases, lines)
    func stopsThePageInFlight(pattern: AppOptions.Pattern, line: String) async {
        let run = TerminalRun(pattern: pattern, honoursCancellation: true)
        await run.start()
        await run.input.type("more")
        await run.service.waitForCalls(2)

        await run.input.type(line)
        let stopped = run.service.cancelledCalls.contains(TerminalRun.secondPage)
        // The command's own requests arrive before every held one is answered, so that none is left held.
        await run.service.waitForCalls(2 + (Self.requestsSent[line] ?? 0))
        run.service.answerEveryHeldCall(with: .failure(.timedOut(seconds: 5)))
        await run.settle()
        await run.end()

        #expect(
            stopped == !Self.leaveTheLoad.contains(line),
            "\(pattern.rawValue): '\(line)' \(stopped ? "stopped" : "left") the page in flight")
    }
}

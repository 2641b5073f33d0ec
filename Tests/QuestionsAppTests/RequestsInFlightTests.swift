import Entities
import TestSupport
import Testing

@testable import QuestionsApp

/// What lets a script keep its meaning once commands no longer wait for their loads: the session waits
/// here until the requests a command started have ended and what they brought has been shown.
@MainActor
@Suite("Requests in flight", .timeLimit(.minutes(1)))
struct RequestsInFlightTests {
    let held = HeldQuestionService()
    let requests = RequestsInFlight()

    @Test("says the app is idle at once when nothing was asked")
    func idleAtOnce() async {
        await requests.waitUntilIdle()
    }

    /// Guards the yields at the top of `waitUntilIdle`: a load started in a task that has not run yet
    /// has sent no request, and without them the session would read the next command before it.
    @Test("waits for a load that a command started in a task, and for what it does with the answer")
    func waitsForALoadAndItsWork() async {
        let service = requests.counting(held)
        var log: [String] = []
        let load = Task {
            _ = try? await service.questions(for: QuestionQuery(), policy: .useCache)
            log.append("shown")
        }
        let answering = Task {
            await held.waitForCalls(1)
            held.answer(.questions(QuestionQuery(), .useCache), with: .page(Fixtures.page([1])))
        }

        // As the session does right after a command: the load's task has not run yet.
        await requests.waitUntilIdle()
        log.append("idle")

        #expect(log == ["shown", "idle"])
        await answering.value
        await load.value
    }

    @Test("waits again for a request that the work after an answer sends")
    func waitsForAFollowingRequest() async {
        let service = requests.counting(held)
        var log: [String] = []
        let load = Task {
            _ = try? await service.questions(for: QuestionQuery(), policy: .useCache)
            _ = try? await service.question(id: 1, site: "stackoverflow")
            log.append("shown")
        }
        let waiting = Task {
            await requests.waitUntilIdle()
            log.append("idle")
        }
        await held.waitForCalls(1)
        held.answer(.questions(QuestionQuery(), .useCache), with: .page(Fixtures.page([1])))
        await held.waitForCalls(2)

        held.answer(.question(id: 1, site: "stackoverflow"), with: .question(Fixtures.question(id: 1)))
        await waiting.value
        await load.value

        #expect(log == ["shown", "idle"])
    }
}

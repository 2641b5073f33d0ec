import Entities
import Foundation
import TestSupport
import Testing
import Tracing

/// The store of saves as a traced seam: every call passes through untouched, traced with a summary of its
/// answer; the question asked before every command is traced only when it says yes.
@MainActor
@Suite("Traced store of saves", .timeLimit(.minutes(1)))
struct TracedSavedQuestionsTests {
    final class Lines {
        var all: [String] = []
    }

    let lines = Lines()
    let store = InMemorySavedQuestions()

    private var traced: TracedSavedQuestions {
        TracedSavedQuestions(
            store, caller: .presenter,
            tracer: Tracer(pattern: "mvp", usesColor: false) { [lines] in lines.all.append($0) })
    }

    @Test("passes a save through and traces it, with whether it changed anything")
    func save() throws {
        let saves = traced

        #expect(try saves.save(Fixtures.question(id: 4), site: "stackoverflow"))
        #expect(try !saves.save(Fixtures.question(id: 4), site: "stackoverflow"))

        #expect(store.calls.count == 2)
        #expect(
            lines.all == [
                "trace  mvp    presenter   → database     save(question 4)",
                "trace  mvp    presenter   ⇠ database     saved",
                "trace  mvp    presenter   → database     save(question 4)",
                "trace  mvp    presenter   ⇠ database     already saved",
            ])
    }

    @Test("passes a failure through, typed, and traces it as failed")
    func failure() {
        store.failure = .locked(path: "DATA/saved.sqlite3")

        #expect(throws: SaveError.locked(path: "DATA/saved.sqlite3")) {
            try traced.savedIDs(among: [1, 2], site: "stackoverflow")
        }
        #expect(lines.all.last == "trace  mvp    presenter   ⇠ database     failed")
    }

    /// Guards `if changed` in `changedElsewhere()`: the question is asked before every screen command, so
    /// a trace shows it only when the answer is news.
    @Test("traces the question asked before each command only when another session changed the saves")
    func changedElsewhere() throws {
        let saves = traced

        #expect(try !saves.changedElsewhere())
        #expect(lines.all.isEmpty)
        store.changedByAnotherSession = true
        #expect(try saves.changedElsewhere())
        #expect(lines.all == ["trace  mvp    terminal    ⇠ database     changed by another session"])
    }
}

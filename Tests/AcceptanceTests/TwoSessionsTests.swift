import Entities
import Foundation
import Presenters
import SQLiteStore
import Synchronization
import TerminalTestSupport
import Testing
import TextFront
import WebService

@testable import QuestionsApp

/// Two sessions on one folder of saves, the second in a process of its own, as a second terminal would
/// run it: a save made there shows here the next time this session draws, with no request to learn of it
/// (SQLite's `PRAGMA data_version`, asked before each screen command).
@MainActor
@Suite("Two sessions on one folder of saves", .timeLimit(.minutes(1)))
struct TwoSessionsTests {
    /// Guards `checkSavesChangedElsewhere()` before each screen command in `Session.run()`, and each
    /// pattern's way of hearing of a change from elsewhere: the model's `.elsewhere`, or the store's
    /// `savesChangedElsewhere` action.
    @Test(
        "a save made by another session shows at this session's next draw, with no request sent",
        arguments: AppOptions.Pattern.allCases)
    func saveElsewhereShowsAtTheNextDraw(pattern: AppOptions.Pattern) async throws {
        let folder = FreshDataFolder()
        defer { folder.remove() }
        let service = CountingService()
        let console = RecordingConsole()
        // While this session waits at its prompt, the other saves the list's second question.
        let path = folder.url.path
        let input = InterleavedInput(["list"]) { await Self.anotherSessionSaves(in: path) }
        let application = Application(
            pattern: pattern, query: QuestionQuery(pageSize: 3), service: service,
            now: { OfflineQuestionService().captureDate }, banner: "two sessions", input: input,
            output: console,
            widthSource: .fixed(80), listColumns: .automatic, usesColor: false, inputIsTerminal: false,
            announcesLoading: false, tracer: nil, saves: folder.saves())

        await application.run()

        let stats = console.lines.filter { $0.contains(" votes · ") || $0.contains(" vote · ") }
        #expect(stats.count == 6, "the list drawn twice")
        #expect(stats.map(\.endsWithSavedMarker) == [false, false, false, false, true, false])
        #expect(service.calls == 1, "only the first page was asked for")
    }

    /// Runs the other session, in a process of its own, until it has saved.
    static func anotherSessionSaves(in path: String) async {
        await #expect(processExitsWith: .success) { [path] in
            await TwoSessionsTests.saveSecondQuestion(in: path)
        }
    }

    /// What the other session does: opens the saves of the folder at `path`, as a session starts, and
    /// saves the offline list's second question.
    static func saveSecondQuestion(in path: String) async {
        let page: QuestionPage
        do throws(ServiceError) {
            page = try await OfflineQuestionService().questions(
                for: QuestionQuery(pageSize: 3), policy: .useCache)
        } catch {
            FileHandle.standardError.write(Data("the offline list could not be read: \(error)\n".utf8))
            exit(1)
        }
        guard page.questions.count > 1 else {
            FileHandle.standardError.write(Data("no second question\n".utf8))
            exit(1)
        }
        let question = page.questions[1]
        await MainActor.run {
            do throws(SaveError) {
                let store = try SQLiteSavedQuestions(
                    folder: URL(fileURLWithPath: path), shownFolder: "DATA", source: "offline")
                _ = try store.save(question, site: "stackoverflow")
            } catch {
                FileHandle.standardError.write(Data("\(error.message)\n".utf8))
                exit(1)
            }
        }
    }
}

/// Input that runs `between` once the app waits for its first line, then gives `lines` and ends.
@MainActor
private final class InterleavedInput: LineInput {
    private var lines: [String]
    private var between: (() async -> Void)?

    init(_ lines: [String], between: @escaping () async -> Void) {
        self.lines = lines
        self.between = between
    }

    func nextEvent() async -> InputEvent {
        if let between {
            self.between = nil
            await between()
        }
        return lines.isEmpty ? .end : .line(lines.removeFirst())
    }
}

/// The offline data set, counting the requests made of it.
private final class CountingService: QuestionService {
    private let data = OfflineQuestionService()
    private let count = Mutex(0)

    /// How many requests were made.
    var calls: Int { count.withLock { $0 } }

    func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError) -> QuestionPage {
        count.withLock { $0 += 1 }
        return try await data.questions(for: query, policy: policy)
    }

    func question(id: Int, site: String) async throws(ServiceError) -> Question {
        count.withLock { $0 += 1 }
        return try await data.question(id: id, site: site)
    }

    func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        count.withLock { $0 += 1 }
        return try await data.answers(toQuestion: id, site: site)
    }

    func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        count.withLock { $0 += 1 }
        return try await data.user(id: id, site: site)
    }

    func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        count.withLock { $0 += 1 }
        return try await data.questions(of: query)
    }

    func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        count.withLock { $0 += 1 }
        return try await data.questionID(ofAnswer: id, site: site)
    }
}

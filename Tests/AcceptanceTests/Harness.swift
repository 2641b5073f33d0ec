import Entities
import Foundation
import WebService

@testable import TextFront

/// Runs the whole application in process, as a user would from a pipe: a script in, the transcript out.
@MainActor
enum Harness {
    /// The transcript of `script` run in `pattern` on a fresh offline data set, banner first.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, width: Int = 80,
        query: QuestionQuery = QuestionQuery()
    ) async -> [String] {
        let service = OfflineQuestionService()
        return await transcript(
            script, pattern: pattern, service: service, now: { service.captureDate }, width: width,
            query: query,
            announcesLoading: false)
    }

    /// The transcript of `script` run in `pattern` on `service`, announcing loads as the live source does.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, service: any QuestionService,
        now: @escaping @Sendable () -> Date, width: Int = 80, query: QuestionQuery = QuestionQuery(),
        announcesLoading: Bool
    ) async -> [String] {
        let console = TranscriptConsole()
        let application = Application(
            pattern: pattern, query: query, service: service, now: now,
            banner: Banner.offline(pattern: pattern, capturedAt: now(), width: width),
            input: ScriptInput(script), output: console, width: width, usesColor: false, showsPrompt: false,
            announcesLoading: announcesLoading)
        await application.run()
        return console.lines
    }
}

/// Keeps every line written, as a file would.
@MainActor
final class TranscriptConsole: Console {
    private(set) var lines: [String] = []

    func writeLine(_ line: String) { lines.append(line) }
    func writePrompt(_ prompt: String) { lines.append(prompt) }
}

/// Feeds a script, one line a call, then the end of input.
@MainActor
final class ScriptInput: LineInput {
    private var lines: [String]

    init(_ lines: [String]) { self.lines = lines }

    func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

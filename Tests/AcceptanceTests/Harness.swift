import Entities
import Foundation
import TerminalTestSupport
import Tracing
import WebService

@testable import QuestionsApp

/// Runs the whole application in process, as a user would from a pipe: a script in, the transcript out.
@MainActor
enum Harness {
    /// The transcript of `script` run in `pattern` on a fresh offline data set, banner first.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, width: Int = 80,
        query: QuestionQuery = QuestionQuery()
    ) async -> [String] {
        await traced(script, pattern: pattern, width: width, query: query, tracing: false).transcript
    }

    /// The transcript of `script` run in `pattern` on a fresh offline data set, and the trace it wrote
    /// when `tracing` (otherwise none).
    static func traced(
        _ script: [String], pattern: AppOptions.Pattern, width: Int = 80,
        query: QuestionQuery = QuestionQuery(),
        tracing: Bool = true
    ) async -> (transcript: [String], trace: [String]) {
        let service = OfflineQuestionService()
        var trace: [String] = []
        let tracer = Tracer(pattern: pattern.rawValue, usesColor: false) { trace.append($0) }
        let transcript = await transcript(
            script, pattern: pattern, service: service, now: { service.captureDate }, width: width,
            query: query, announcesLoading: false, tracer: tracing ? tracer : nil)
        return (transcript, trace)
    }

    /// The transcript of `script` run in `pattern` on `service`, announcing loads as the live source does.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, service: any QuestionService,
        now: @escaping @Sendable () -> Date, width: Int = 80, query: QuestionQuery = QuestionQuery(),
        announcesLoading: Bool, tracer: Tracer? = nil
    ) async -> [String] {
        let console = RecordingConsole()
        let application = Application(
            pattern: pattern, query: query, service: service, now: now,
            banner: Banner.offline(pattern: pattern, capturedAt: now(), width: width),
            input: ScriptedInput(script), output: console, width: width, usesColor: false, showsPrompt: false,
            announcesLoading: announcesLoading, tracer: tracer)
        await application.run()
        return console.lines
    }
}

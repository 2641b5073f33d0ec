import Entities
import Foundation
import TerminalTestSupport
import TerminalUI
import TextFront
import Tracing
import WebService

@testable import QuestionsApp

/// Runs the whole application in process, as a user would from a pipe: a script in, the transcript out.
@MainActor
enum Harness {
    /// The transcript of `script` run in `pattern` on a fresh offline data set, banner first.
    ///
    /// With `link`, the app starts as `questions URL` does, on the link's question.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, width: Int = 80,
        query: QuestionQuery = QuestionQuery(), link: String? = nil
    ) async -> [String] {
        let service = OfflineQuestionService()
        return await transcript(
            script, pattern: pattern, service: service, now: { service.captureDate },
            widthSource: .fixed(width), columns: .automatic, query: query, announcesLoading: false,
            input: nil,
            link: link)
    }

    /// The transcript of `script` run in `pattern` on a fresh offline data set, and the trace it wrote
    /// when `tracing` (otherwise none).
    static func traced(
        _ script: [String], pattern: AppOptions.Pattern, width: Int = 80,
        query: QuestionQuery = QuestionQuery(), tracing: Bool = true, link: String? = nil
    ) async -> (transcript: [String], trace: [String]) {
        let service = OfflineQuestionService()
        var trace: [String] = []
        let tracer = Tracer(pattern: pattern.rawValue, usesColor: false) { trace.append($0) }
        let transcript = await transcript(
            script, pattern: pattern, service: service, now: { service.captureDate },
            widthSource: .fixed(width), columns: .automatic, query: query, announcesLoading: false,
            input: nil,
            tracer: tracing ? tracer : nil, link: link)
        return (transcript, trace)
    }

    /// The transcript of `script` run in `pattern` on a fresh offline data set, as wide as
    /// `widthSource` says, the list in `columns`, banner first.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, widthSource: WidthSource,
        columns: ListColumns = .automatic, query: QuestionQuery = QuestionQuery(),
        input: (any LineInput)? = nil
    ) async -> [String] {
        let service = OfflineQuestionService()
        return await transcript(
            script, pattern: pattern, service: service, now: { service.captureDate },
            widthSource: widthSource, columns: columns, query: query, announcesLoading: false, input: input)
    }

    /// The transcript of `script` run in `pattern` on `service`, announcing loads as the live source does.
    static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, service: any QuestionService,
        now: @escaping @Sendable () -> Date, width: Int = 80, query: QuestionQuery = QuestionQuery(),
        announcesLoading: Bool, tracer: Tracer? = nil
    ) async -> [String] {
        await transcript(
            script, pattern: pattern, service: service, now: now, widthSource: .fixed(width),
            columns: .automatic, query: query, announcesLoading: announcesLoading, input: nil, tracer: tracer)
    }

    private static func transcript(
        _ script: [String], pattern: AppOptions.Pattern, service: any QuestionService,
        now: @escaping @Sendable () -> Date, widthSource: WidthSource, columns: ListColumns,
        query: QuestionQuery, announcesLoading: Bool, input: (any LineInput)?, tracer: Tracer? = nil,
        link: String? = nil
    ) async -> [String] {
        let console = RecordingConsole()
        let dataFolder = FreshDataFolder()
        defer { dataFolder.remove() }
        let application = Application(
            pattern: pattern, query: query, service: service, now: now,
            banner: Banner.offline(pattern: pattern, capturedAt: now(), width: widthSource.currentWidth()),
            input: input ?? ScriptedInput(script), output: console, widthSource: widthSource,
            listColumns: columns, usesColor: false, inputIsTerminal: false,
            announcesLoading: announcesLoading,
            tracer: tracer, saves: dataFolder.saves(), link: link.flatMap(QuestionLink.init))
        await application.run()
        return console.lines
    }
}

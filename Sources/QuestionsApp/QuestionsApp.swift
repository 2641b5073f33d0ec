import Entities
import Foundation
import SQLiteStore
import ScreenFront
import TextFront
import Tracing
import WebService

/// The `questions` executable: reads the command line and the environment, then runs the application.
@main
@MainActor
enum QuestionsApp {
    static let version = "1.0.0"

    static func main() async {
        StandardStream.ignoreBrokenPipeSignal()
        // When standard error fails there is nowhere left to say why: only the status tells.
        let errors = StandardStream.error { failure in exit(OutputFailure.ending(after: failure).status) }
        let output = StandardStream.output { failure in
            let ending = OutputFailure.ending(after: failure)
            ending.message.map(errors.writeLine)
            exit(ending.status)
        }
        let request: LaunchRequest
        do {
            request = try OptionParser().parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            errors.writeLine("questions: \(error.message)")
            Usage.afterError.forEach(errors.writeLine)
            exit(2)
        }
        switch request {
        case .help:
            Usage.lines.forEach(output.writeLine)
        case .version:
            output.writeLine("questions \(version)")
        case .run(let options):
            let environment = ProcessInfo.processInfo.environment
            let traceFile: TraceFile?
            do throws(TraceFile.Failure) {
                traceFile = try options.traceFile.map(TraceFile.init(path:))
            } catch {
                errors.writeLine("questions: \(error.message)")
                exit(2)
            }
            if options.ui == .screen {
                let status = await runScreen(
                    options, environment: environment, traceFile: traceFile, errors: errors)
                exit(status)
            }
            let widthSource = TerminalInfo.widthSource(
                option: options.width, environment: environment,
                terminal: TerminalInfo.isOutputTerminal ? StandardOutputSize() : nil)
            do {
                try OptionParser().checkColumns(options, atWidth: widthSource.currentWidth())
            } catch {
                errors.writeLine("questions: \(error.message)")
                Usage.afterError.forEach(errors.writeLine)
                exit(2)
            }
            do {
                try await application(
                    options, widthSource: widthSource, environment: environment, output: output,
                    errors: errors, traceFile: traceFile
                ).run()
            } catch {
                errors.writeLine("questions: \(error.message)")
                exit(1)
            }
        }
        output.flush()
    }

    /// The application the options ask for; live mode throws when its networking library cannot be opened.
    private static func application(
        _ options: AppOptions, widthSource: WidthSource, environment: [String: String],
        output: StandardStream, errors: StandardStream, traceFile: TraceFile?
    ) throws(LiveTransport.OpenError) -> Application {
        // On a terminal, commands are read while loads run, and Ctrl-C cancels rather than ends the program.
        let inputIsTerminal = TerminalInfo.isInputTerminal
        let usesColor = options.color.colors(
            streamIsTerminal: TerminalInfo.isOutputTerminal, environment: environment)
        // The banner is one line at the width the app starts at.
        let width = widthSource.currentWidth()
        // The trace follows the colour rules for its own stream, standard error; a file has no colour.
        let tracer =
            options.trace
            ? Tracer(
                pattern: options.pattern.rawValue,
                usesColor: traceFile == nil
                    && options.color.colors(
                        streamIsTerminal: TerminalInfo.isErrorTerminal, environment: environment),
                write: traceFile?.writeLine ?? errors.writeLine)
            : nil
        let source =
            switch options.source {
            case .offline: DataSource.offline(pattern: options.pattern, width: width)
            case .live:
                try DataSource.live(
                    pattern: options.pattern, width: width, base: options.apiBaseURL,
                    environment: environment, tracer: tracer)
            }
        return Application(
            pattern: options.pattern, query: options.query, service: source.service, now: source.now,
            banner: source.banner, input: StandardInput(readsInterrupts: inputIsTerminal), output: output,
            widthSource: widthSource, listColumns: options.columns, usesColor: usesColor,
            inputIsTerminal: inputIsTerminal, announcesLoading: source.announcesLoading, tracer: tracer,
            saves: savedQuestions(options, environment: environment), link: options.link)
    }

    /// Runs the screen front, if this terminal and pattern allow it, and returns the exit status: 2 with one
    /// line when they do not, 1 when the terminal cannot be taken or live mode cannot start.
    private static func runScreen(
        _ options: AppOptions, environment: [String: String], traceFile: TraceFile?, errors: StandardStream
    ) async -> Int32 {
        if let problem = ScreenStart.problem(
            inputIsTerminal: TerminalInfo.isInputTerminal, outputIsTerminal: TerminalInfo.isOutputTerminal,
            isInForeground: ScreenStart.isInForeground, term: environment["TERM"])
        {
            errors.writeLine("questions: \(problem)")
            return 2
        }
        let tracer = traceFile.map { file in
            Tracer(pattern: options.pattern.rawValue, usesColor: false, write: file.writeLine)
        }
        let source: DataSource
        do throws(LiveTransport.OpenError) {
            source =
                switch options.source {
                case .offline: DataSource.offline(pattern: options.pattern, width: TerminalInfo.fallbackWidth)
                case .live:
                    try DataSource.live(
                        pattern: options.pattern, width: TerminalInfo.fallbackWidth, base: options.apiBaseURL,
                        environment: environment, tracer: tracer)
                }
        } catch {
            errors.writeLine("questions: \(error.message)")
            return 1
        }
        let application = ScreenApplication(
            pattern: options.pattern, query: options.query, service: source.service, now: source.now,
            usesColor: options.color.colors(streamIsTerminal: true, environment: environment), tracer: tracer,
            saves: savedQuestions(options, environment: environment),
            route: await ScreenStart.route(
                of: options.link, service: source.service, site: options.query.site, errors: errors))
        do throws(RawTerminal.Failure) {
            try await application.run()
        } catch {
            errors.writeLine("questions: cannot take the terminal: \(error.reason)")
            return 1
        }
        return 0
    }

    /// The store of saves in the folder the options and environment choose, offline saves apart from live
    /// ones; or why there is none. Nothing is made on disk until the first save.
    static func savedQuestions(_ options: AppOptions, environment: [String: String]) -> Result<
        any SavedQuestions, SaveError
    > {
        guard
            let folder = SavedQuestionsFolder.resolve(
                dataDir: options.dataDir, environment: environment, home: environment["HOME"],
                workingDirectory: FileManager.default.currentDirectoryPath)
        else {
            return .failure(
                .cannotWrite(path: "~/.local/share/questions", reason: "HOME is not set; give --data-dir"))
        }
        do throws(SaveError) {
            return .success(
                try SQLiteSavedQuestions(
                    folder: folder.url, shownFolder: folder.shown, source: options.source.rawValue))
        } catch {
            return .failure(error)
        }
    }
}

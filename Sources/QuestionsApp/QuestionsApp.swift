import Entities
import Foundation
import SQLiteStore
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
            Usage.lines.forEach(errors.writeLine)
            exit(2)
        }
        switch request {
        case .help:
            Usage.lines.forEach(output.writeLine)
        case .version:
            output.writeLine("questions \(version)")
        case .run(let options):
            let environment = ProcessInfo.processInfo.environment
            let widthSource = TerminalInfo.widthSource(
                option: options.width, environment: environment,
                terminal: TerminalInfo.isOutputTerminal ? StandardOutputSize() : nil)
            do {
                try OptionParser().checkColumns(options, atWidth: widthSource.currentWidth())
            } catch {
                errors.writeLine("questions: \(error.message)")
                Usage.lines.forEach(errors.writeLine)
                exit(2)
            }
            do {
                try await application(
                    options, widthSource: widthSource, environment: environment, output: output,
                    errors: errors
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
        output: StandardStream, errors: StandardStream
    ) throws(LiveTransport.OpenError) -> Application {
        // On a terminal, commands are read while loads run, and Ctrl-C cancels rather than ends the program.
        let inputIsTerminal = TerminalInfo.isInputTerminal
        let usesColor = options.color.colors(
            streamIsTerminal: TerminalInfo.isOutputTerminal, environment: environment)
        // The banner is one line at the width the app starts at.
        let width = widthSource.currentWidth()
        // The trace follows the colour rules for its own stream, standard error.
        let tracer =
            options.trace
            ? Tracer(
                pattern: options.pattern.rawValue,
                usesColor: options.color.colors(
                    streamIsTerminal: TerminalInfo.isErrorTerminal, environment: environment),
                write: errors.writeLine)
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

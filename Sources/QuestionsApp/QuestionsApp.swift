import Foundation
import TextFront

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
            if let refusal = refusal(of: options) {
                errors.writeLine("questions: \(refusal)")
                exit(2)
            }
            await application(options, output: output).run()
        }
    }

    /// Why these options cannot run in this build, if they cannot: tracing is a later milestone.
    private static func refusal(of options: AppOptions) -> String? {
        options.trace ? "--trace is not available yet." : nil
    }

    private static func application(_ options: AppOptions, output: StandardStream) -> Application {
        let environment = ProcessInfo.processInfo.environment
        let usesColor =
            switch options.color {
            case .always: true
            case .never: false
            case .auto: TerminalInfo.isOutputTerminal && environment["NO_COLOR"] == nil
            }
        let width = TerminalInfo.width(option: options.width, environment: environment)
        let source =
            switch options.source {
            case .offline: DataSource.offline(pattern: options.pattern, width: width)
            case .live:
                DataSource.live(
                    pattern: options.pattern, width: width, base: options.apiBaseURL, environment: environment
                )
            }
        return Application(
            pattern: options.pattern, query: options.query, service: source.service, now: source.now,
            banner: source.banner, input: StandardInput(), output: output, width: width, usesColor: usesColor,
            showsPrompt: TerminalInfo.isInputTerminal, announcesLoading: source.announcesLoading)
    }
}

import Foundation
import TextFront
import WebService

/// The `questions` executable: reads the command line and the environment, then runs the application.
@main
@MainActor
enum QuestionsApp {
    static let version = "1.0.0"

    static func main() async {
        StandardStream.ignoreBrokenPipeSignal()
        let output = StandardStream.output()
        let errors = StandardStream.error()
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
            do {
                try await application(options, output: output).run()
            } catch {
                errors.writeLine("questions: \(error.message)")
                exit(1)
            }
        }
        output.flush()
    }

    /// Why these options cannot run in this build, if they cannot: tracing is a later milestone.
    private static func refusal(of options: AppOptions) -> String? {
        options.trace ? "--trace is not available yet." : nil
    }

    /// The application the options ask for; live mode throws when its networking library cannot be opened.
    private static func application(_ options: AppOptions, output: StandardStream)
        throws(LiveNetworkingLibrary.OpenError) -> Application
    {
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
                try DataSource.live(
                    pattern: options.pattern, width: width, base: options.apiBaseURL, environment: environment
                )
            }
        return Application(
            pattern: options.pattern, query: options.query, service: source.service, now: source.now,
            banner: source.banner, input: StandardInput(), output: output, width: width, usesColor: usesColor,
            showsPrompt: TerminalInfo.isInputTerminal, announcesLoading: source.announcesLoading)
    }
}

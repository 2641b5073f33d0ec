import Foundation
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
            HelpText.usage.forEach(errors.writeLine)
            exit(2)
        }
        switch request {
        case .help:
            HelpText.usage.forEach(output.writeLine)
        case .version:
            output.writeLine("questions \(version)")
        case .run(let options):
            if let unavailable = unavailableFeature(in: options) {
                errors.writeLine(
                    "questions: \(unavailable) is not available yet: this build runs offline only.")
                exit(2)
            }
            await application(options, output: output).run()
        }
    }

    /// The options of later milestones (live data, tracing), refused clearly until they exist.
    private static func unavailableFeature(in options: AppOptions) -> String? {
        if options.source == .live { return "--source live" }
        if options.apiBase != nil { return "--api-base" }
        if options.trace { return "--trace" }
        return nil
    }

    private static func application(_ options: AppOptions, output: StandardStream) -> Application {
        let environment = ProcessInfo.processInfo.environment
        let service = OfflineQuestionService()
        let usesColor =
            switch options.color {
            case .always: true
            case .never: false
            case .auto: TerminalInfo.isOutputTerminal && environment["NO_COLOR"] == nil
            }
        let width = TerminalInfo.width(option: options.width, environment: environment)
        return Application(
            pattern: options.pattern, query: options.query, service: service,
            now: { service.captureDate },
            banner: Banner.offline(pattern: options.pattern, capturedAt: service.captureDate, width: width),
            input: StandardInput(), output: output, width: width,
            usesColor: usesColor, showsPrompt: TerminalInfo.isInputTerminal, announcesLoading: false)
    }
}

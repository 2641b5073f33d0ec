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
            if let refusal = refusal(of: options) {
                errors.writeLine("questions: \(refusal)")
                exit(2)
            }
            await application(options, output: output).run()
        }
    }

    /// Why these options cannot run in this build, if they cannot: the options of later
    /// milestones (live data, tracing), and a site the offline data set does not hold.
    private static func refusal(of options: AppOptions) -> String? {
        let later = [
            (options.source == .live, "--source live"), (options.apiBase != nil, "--api-base"),
            (options.trace, "--trace"),
        ]
        if let (_, option) = later.first(where: \.0) {
            return "\(option) is not available yet: this build runs offline only."
        }
        if options.query.site != OfflineQuestionService.site {
            let site = CommandParser.printable(options.query.site)
            return "the offline data holds stackoverflow only, not '\(site)'."
        }
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

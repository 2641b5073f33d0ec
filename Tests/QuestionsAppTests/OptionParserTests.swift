import Entities
import Testing
import TextFront

@testable import QuestionsApp

@Suite("Option parser")
struct OptionParserTests {
    let parser = OptionParser()

    private func options(_ arguments: [String]) throws -> AppOptions {
        guard case .run(let options) = try parser.parse(arguments) else {
            Issue.record("expected options to run with")
            return AppOptions()
        }
        return options
    }

    @Test("runs the VIPER pattern on offline data with the spec's defaults")
    func defaults() throws {
        let options = try options([])

        #expect(options.pattern == .viper)
        #expect(options.source == .offline)
        #expect(
            options.query
                == QuestionQuery(site: "stackoverflow", sort: .activity, tag: nil, page: 1, pageSize: 30))
        #expect(options.color == .auto)
        #expect(options.width == nil)
    }

    @Test("reads every option, in both the spaced and the = form")
    func readsOptions() throws {
        let options = try options([
            "--pattern", "MVC", "--source=live", "--site", "unix", "--sort=votes", "--tag", "Bash",
            "--page-size", "5", "--width=100", "--color", "never", "--trace", "--api-base",
            "http://127.0.0.1:8080/2.3",
        ])

        #expect(options.pattern == .mvc)
        #expect(options.source == .live)
        #expect(options.query == QuestionQuery(site: "unix", sort: .votes, tag: "bash", page: 1, pageSize: 5))
        #expect(options.width == 100)
        #expect(options.color == .never)
        #expect(options.trace)
        #expect(options.apiBase == "http://127.0.0.1:8080/2.3")
    }

    @Test("answers --help and --version before anything else")
    func helpAndVersion() throws {
        #expect(try parser.parse(["--help"]) == .help)
        #expect(try parser.parse(["--pattern", "mvc", "--version"]) == .version)
    }

    @Test(
        "rejects a bad option or value in one line",
        arguments: [
            (["--colour", "never"], "Unknown option '--colour'."),
            (["--pattern", "mvp"], "--pattern must be one of mvc, mvvm, viper, not 'mvp'."),
            (["--page-size", "0"], "--page-size must be a whole number from 1 to 100, not '0'."),
            (["--page-size", "101"], "--page-size must be a whole number from 1 to 100, not '101'."),
            (["--width", "wide"], "--width must be a whole number, not 'wide'."),
            (["--tag"], "--tag needs a value."),
            (["--site", "--tag"], "--site needs a value, not '--tag'."),
            (["--trace=yes"], "--trace takes no value."),
            (["list"], "Unknown option 'list'."),
            (["--api-base", "http://127.0.0.1:9/2.3"], "--api-base needs --source live."),
            (
                ["--source", "live", "--api-base", "ftp://x/2.3"],
                "--api-base must be an http:// or https:// URL with no query, not 'ftp://x/2.3'."
            ),
            (
                ["--source", "live", "--api-base", "nonsense"],
                "--api-base must be an http:// or https:// URL with no query, not 'nonsense'."
            ),
            (
                ["--site", "unix"],
                "the offline data holds stackoverflow only, not 'unix'; use --source live for other sites."
            ),
        ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: OptionParser.Failure(message: message)) {
            try parser.parse(arguments)
        }
    }

    @Test("raises a width below 20 to 20, and prefers the option over COLUMNS")
    func width() throws {
        #expect(try options(["--width", "-5"]).width == -5)
        #expect(TerminalInfo.width(option: 5, environment: [:]) == 20)
        #expect(TerminalInfo.width(option: 50, environment: ["COLUMNS": "120"]) == 50)
        #expect(TerminalInfo.width(option: nil, environment: ["COLUMNS": "120"]) == 120)
    }
}

import Entities
import TerminalTestSupport
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

    @Test("keeps --data-dir as the user typed it, spaces included; none by default")
    func dataDir() throws {
        #expect(try options(["--data-dir", "my saves/q"]).dataDir == "my saves/q")
        #expect(try options(["--data-dir=~/q"]).dataDir == "~/q")
        #expect(try options([]).dataDir == nil)
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
            (
                ["--pattern", "elm"],
                "--pattern must be one of mvc, mvp, mvvm, viper, redux, smalltalk, model2, not 'elm'."
            ),
            (["--page-size", "0"], "--page-size must be a whole number from 1 to 100, not '0'."),
            (["--page-size", "101"], "--page-size must be a whole number from 1 to 100, not '101'."),
            (["--width", "wide"], "--width must be a whole number, not 'wide'."),
            (["--columns", "5"], "--columns must be one of auto, 1, 2, 3, 4, not '5'."),
            (["--columns", "two"], "--columns must be one of auto, 1, 2, 3, 4, not 'two'."),
            (["--tag"], "--tag needs a value."),
            (["--site", "--tag"], "--site needs a value, not '--tag'."),
            // A space that the letter U+0D4E fused into its cluster is still a space (OptionParser.word).
            (["--tag", "git\u{D4E} x"], "--tag needs a value, not 'git\u{D4E} x'."),
            (["--trace=yes"], "--trace takes no value."),
            (["--data-dir", "--trace"], "--data-dir needs a folder, not '--trace'."),
            (["--data-dir", ""], "--data-dir needs a folder, not ''."),
            // A control character would print raw in the line that names the folder.
            (["--data-dir", "saves\u{1B}[2J"], "--data-dir needs a folder, not 'saves?[2J'."),
            (["list"], "'list' is not a link to a question or an answer on a Stack Exchange site."),
            (["--api-base", "http://127.0.0.1:9/2.3"], "--api-base needs --source live."),
            (
                ["--source", "live", "--api-base", "ftp://x/2.3"],
                "--api-base must be an http:// or https:// URL with a host and no query, not 'ftp://x/2.3'."
            ),
            (
                ["--source", "live", "--api-base", "nonsense"],
                "--api-base must be an http:// or https:// URL with a host and no query, not 'nonsense'."
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

    @Test(
        "refuses at start an --api-base whose host cannot be looked up, or whose port cannot be used",
        arguments: [
            "http://", "http://%25/", "http:///2.3", "http://:8080/2.3", "http://user@/", "http://a..b/",
            "http://[]/", "http://127.0.0.1:99999/2.3", "http://127.0.0.1:0/2.3",
        ])
    func refusesAnAPIBaseWithoutAHost(base: String) {
        #expect(
            throws: OptionParser.Failure(
                message:
                    "--api-base must be an http:// or https:// URL with a host and no query, not '\(base)'.")
        ) {
            try parser.parse(["--source", "live", "--api-base", base])
        }
    }

    @Test(
        "accepts an --api-base with a host name, an IP address or a trailing dot",
        arguments: [
            "http://127.0.0.1:8080/2.3", "https://api.stackexchange.com/2.3/", "HTTP://LOCALHOST",
            "http://[::1]:8080/2.3", "http://bücher.example./2.3",
        ])
    func acceptsAnAPIBase(base: String) throws {
        #expect(try options(["--source", "live", "--api-base", base]).apiBase == base)
    }

    @Test("refuses a --tag longer than any Stack Exchange tag")
    func refusesALongTag() {
        let tag = String(repeating: "t", count: 36)

        #expect(throws: OptionParser.Failure(message: "--tag must be at most 35 characters, not '\(tag)'.")) {
            try parser.parse(["--tag", tag])
        }
    }

    @Test("quotes a bad value with its bidirectional controls as ? and cut to forty columns")
    func quotesValuesSafely() {
        let value = "\u{202E}" + String(repeating: "v", count: 100)

        #expect(
            throws: OptionParser.Failure(
                message:
                    "--pattern must be one of mvc, mvp, mvvm, viper, redux, smalltalk, model2, not '?\(String(repeating: "v", count: 38))…'."
            )
        ) {
            try parser.parse(["--pattern", value])
        }
    }

    @Test("raises a width below 20 to 20, and prefers the option over COLUMNS")
    @MainActor
    func width() throws {
        let terminal = StubTerminalSize(width: 200)

        #expect(try options(["--width", "-5"]).width == -5)
        #expect(
            TerminalInfo.widthSource(option: 5, environment: [:], terminal: terminal).currentWidth() == 20)
        #expect(
            TerminalInfo.widthSource(option: 50, environment: ["COLUMNS": "120"], terminal: terminal)
                .currentWidth() == 50)
        #expect(
            TerminalInfo.widthSource(option: nil, environment: ["COLUMNS": "120"], terminal: terminal)
                .currentWidth() == 120)
        #expect(terminal.reads == 0)
    }

    /// Guards `TerminalInfo.supported(_:)` in `WidthSource.currentWidth()`: a width from outside sized
    /// the padding of every line of the list in columns.
    @Test("lowers a width past 1,000 to 1,000, from --width, COLUMNS or the terminal alike")
    @MainActor
    func widestWidth() throws {
        let huge = StubTerminalSize(width: Int.max)

        #expect(try options(["--width", "\(Int.max)"]).width == Int.max)
        for given in [Int.max, Int.max / 4, 100_000_000, 1_000_001, 1_001] {
            #expect(
                TerminalInfo.widthSource(option: given, environment: [:], terminal: nil).currentWidth()
                    == 1_000)
            #expect(
                TerminalInfo.widthSource(option: nil, environment: ["COLUMNS": "\(given)"], terminal: nil)
                    .currentWidth() == 1_000)
        }
        #expect(
            TerminalInfo.widthSource(option: 1_000, environment: [:], terminal: nil).currentWidth() == 1_000)
        #expect(
            TerminalInfo.widthSource(option: nil, environment: [:], terminal: huge).currentWidth() == 1_000)
    }

    @Test("ignores a COLUMNS that is not a whole number above 0, or too long for one")
    @MainActor
    func unreadableColumns() {
        for columns in ["abc", "-5", "0", "99999999999999999999", ""] {
            #expect(
                TerminalInfo.widthSource(option: nil, environment: ["COLUMNS": columns], terminal: nil)
                    .currentWidth() == 80, "COLUMNS=\(columns)")
        }
    }

    @Test("follows the terminal's size when neither --width nor COLUMNS is given, else 80")
    @MainActor
    func followsTheTerminal() {
        let terminal = StubTerminalSize(width: 100)
        let source = TerminalInfo.widthSource(option: nil, environment: ["COLUMNS": "x"], terminal: terminal)

        #expect(source.currentWidth() == 100)
        terminal.width = 50
        #expect(source.currentWidth() == 50)
        terminal.width = nil
        #expect(source.currentWidth() == 80)
        #expect(TerminalInfo.widthSource(option: nil, environment: [:], terminal: nil).currentWidth() == 80)
    }

    @Test("reads --columns as auto or a count from 1 to 4, auto by default")
    func columns() throws {
        #expect(try options([]).columns == .automatic)
        #expect(try options(["--columns", "AUTO"]).columns == .automatic)
        #expect(try options(["--columns=3"]).columns == .count(3))
    }

    @Test("refuses a column count that does not fit the width it starts at, and lets one that fits run")
    func columnsMustFit() throws {
        let three = try options(["--columns", "3"])

        #expect(
            throws: OptionParser.Failure(
                message: "--columns 3 does not fit a width of 100; it needs at least 186.")
        ) {
            try parser.checkColumns(three, atWidth: 100)
        }
        try parser.checkColumns(three, atWidth: 186)
        try parser.checkColumns(try options(["--columns", "1"]), atWidth: 20)
        try parser.checkColumns(try options([]), atWidth: 20)
    }
}

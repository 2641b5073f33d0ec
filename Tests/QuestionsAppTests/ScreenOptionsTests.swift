import Testing

@testable import QuestionsApp

/// The options of the screen front (`--ui`, `--trace-file`) and the rules for taking the terminal (SPEC
/// §10): each refusal is one line, for an exit status of 2.
@Suite("The screen front's options and starting rules")
struct ScreenOptionsTests {
    let parser = OptionParser()

    private func options(_ arguments: [String]) throws -> AppOptions {
        guard case .run(let options) = try parser.parse(arguments) else {
            Issue.record("expected options to run with")
            return AppOptions()
        }
        return options
    }

    @Test("runs the line front unless --ui screen is given")
    func uiChoice() throws {
        #expect(try options([]).ui == .lines)
        #expect(try options(["--ui", "screen"]).ui == .screen)
        #expect(try options(["--ui=lines"]).ui == .lines)
    }

    @Test("refuses a front that does not exist, naming the two that do")
    func unknownUI() {
        #expect(throws: OptionParser.Failure(message: "--ui must be one of lines, screen, not 'web'.")) {
            try parser.parse(["--ui", "web"])
        }
    }

    @Test("takes --trace-file as asking for the trace, in either front, keeping the path as typed")
    func traceFile() throws {
        let lines = try options(["--trace-file", "/tmp/a trace.txt"])
        let screen = try options(["--ui", "screen", "--trace-file=t.txt"])

        #expect(lines.trace && lines.traceFile == "/tmp/a trace.txt")
        #expect(screen.trace && screen.traceFile == "t.txt")
    }

    @Test("refuses --trace with --ui screen and no file: the screen owns the terminal")
    func traceNeedsAFile() {
        #expect(
            throws: OptionParser.Failure(
                message: "--trace with --ui screen needs --trace-file PATH: the screen owns the terminal.")
        ) {
            try parser.parse(["--ui", "screen", "--trace"])
        }
    }

    @Test("refuses --width and --columns with --ui screen, which lays out at the terminal's size")
    func layoutOptionsDoNotApply() {
        #expect(throws: OptionParser.Failure(message: "--width does not apply to --ui screen.")) {
            try parser.parse(["--ui", "screen", "--width", "80"])
        }
        #expect(throws: OptionParser.Failure(message: "--columns does not apply to --ui screen.")) {
            try parser.parse(["--columns", "2", "--ui", "screen"])
        }
    }

    @Test("refuses an empty --trace-file, saying a file is needed")
    func emptyTraceFile() {
        #expect(throws: OptionParser.Failure(message: "--trace-file needs a file, not ''.")) {
            try parser.parse(["--trace-file="])
        }
    }

    @Test("starts only on a terminal at both ends, in its foreground, with a TERM that is not dumb")
    @MainActor
    func startingRules() {
        func problem(
            input: Bool = true, output: Bool = true, foreground: Bool = true, term: String? = "xterm"
        )
            -> String?
        {
            ScreenStart.problem(
                inputIsTerminal: input, outputIsTerminal: output, isInForeground: foreground, term: term)
        }

        #expect(problem() == nil)
        #expect(problem(input: false) == "--ui screen needs a terminal on standard input and output.")
        #expect(problem(output: false) == "--ui screen needs a terminal on standard input and output.")
        #expect(problem(foreground: false) == "--ui screen needs to run in the terminal's foreground.")
        #expect(problem(term: nil) == "--ui screen needs TERM set to a terminal that is not 'dumb'.")
        #expect(problem(term: "") == "--ui screen needs TERM set to a terminal that is not 'dumb'.")
        #expect(problem(term: "dumb") == "--ui screen needs TERM set to a terminal that is not 'dumb'.")
    }
}

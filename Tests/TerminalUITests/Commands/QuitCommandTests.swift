import TerminalUI
import Testing

/// The words that end a session: apart from the other commands because a lost alias strands a user.
@Suite("Command parser: quitting")
struct QuitCommandTests {
    let parser = CommandParser()

    @Test(
        "ends the session on quit, its short form q, and the exit alias, in any case",
        arguments: ["quit", "q", "exit", "EXIT"])
    func quitWords(line: String) {
        #expect(parser.parse(line) == .quit)
    }

    @Test("refuses arguments after exit, as after quit")
    func exitTakesNoArguments() {
        #expect(parser.parse("exit now") == .invalid(message: "'exit' takes no arguments."))
    }
}

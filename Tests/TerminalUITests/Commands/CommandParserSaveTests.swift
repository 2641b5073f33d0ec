import TerminalUI
import Testing

/// The commands of saving: `save` and `unsave`, with a row number or alone for the question on screen,
/// and `saved`, the saved screen.
@Suite("Command parser: saving", .timeLimit(.minutes(1)))
struct CommandParserSaveTests {
    let parser = CommandParser()

    @Test(
        "reads save and unsave, with a row number or alone, and saved, in any case",
        arguments: [
            ("save", Command.screen(.save(number: nil))), ("save 3", .screen(.save(number: 3))),
            ("SAVE 12", .screen(.save(number: 12))), ("  save   4  ", .screen(.save(number: 4))),
            ("unsave", .screen(.unsave(number: nil))), ("unsave 3", .screen(.unsave(number: 3))),
            ("Unsave 7", .screen(.unsave(number: 7))), ("\tunsave\t2", .screen(.unsave(number: 2))),
            ("saved", .screen(.saved)), ("SAVED", .screen(.saved)), ("  saved  ", .screen(.saved)),
        ])
    func readsCommands(line: String, command: Command) {
        #expect(parser.parse(line) == command)
    }

    @Test(
        "says what is wrong with a save, unsave or saved used wrongly",
        arguments: [
            ("save x", "'x' is not a row number."),
            ("unsave x", "'x' is not a row number."),
            ("save 1e3", "'1e3' is not a row number."),
            ("save 1 2", "Usage: save N, or 'save' alone on a question."),
            ("unsave 1 2", "Usage: unsave N, or 'unsave' alone on a question."),
            ("saved 3", "'saved' takes no arguments."),
            ("SAVED all", "'saved' takes no arguments."),
            ("save 99999999999999999999999", "No question 99999999999999999999999 on this list."),
            ("unsave 99999999999999999999999", "No question 99999999999999999999999 on this list."),
        ])
    func misusedCommands(line: String, message: String) {
        #expect(parser.parse(line) == .invalid(message: message))
    }

    @Test("takes no word that merely begins with save as a command of saving")
    func savesIsUnknown() {
        #expect(
            parser.parse("saves")
                == .invalid(message: "Unknown command 'saves'. Type 'help' for the commands."))
    }

    /// Guards `InputEcho.printable` in the `Int(arguments[0])` guard of `save(_:saving:)`: the number is
    /// quoted back cut to forty columns, not a megabyte long.
    @Test("cuts a huge row number it echoes to forty columns ending in …")
    func cutsAHugeNumber() {
        let digits = String(repeating: "7", count: 1 << 20)

        let command = parser.parse("save " + digits)

        #expect(
            command == .invalid(message: "No question \(String(repeating: "7", count: 39))… on this list."))
    }

    /// Guards `InputEcho.printable` in the `isNumber` guard of `save(_:saving:)`.
    @Test("never echoes a control character typed as the row number")
    func echoesSafely() {
        #expect(parser.parse("unsave \u{1B}[31m") == .invalid(message: "'?[31m' is not a row number."))
    }
}

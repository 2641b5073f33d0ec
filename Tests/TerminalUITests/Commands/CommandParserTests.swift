import Entities
import TerminalUI
import Testing

@Suite("Command parser")
struct CommandParserTests {
    let parser = CommandParser()

    @Test(
        "reads each command and its short form, in any case",
        arguments: [
            ("list", Command.screen(.list)), ("L", .screen(.list)), ("open 3", .screen(.open(number: 3))),
            ("o 12", .screen(.open(number: 12))),
            ("-9223372036854775808", .screen(.open(number: Int.min))), ("7", .screen(.open(number: 7))),
            ("back", .screen(.back)),
            ("B", .screen(.back)), ("user", .screen(.user)), ("U", .screen(.user)), ("more", .screen(.more)),
            ("m", .screen(.more)),
            ("Refresh", .screen(.refresh)),
            ("r", .screen(.refresh)), ("tag Swift", .screen(.tag("swift"))), ("tag", .screen(.tag(nil))),
            ("sort VOTES", .screen(.sort(.votes))), ("help", .help), ("?", .help), ("quit", .quit),
            ("q", .quit),
            ("   ", .nothing), ("", .nothing), ("  open   4  ", .screen(.open(number: 4))),
        ])
    func readsCommands(line: String, command: Command) {
        #expect(parser.parse(line) == command)
    }

    @Test(
        "reads a search as its words, joined by single spaces, after 'search' or a slash",
        arguments: [
            ("search async let", Command.screen(.search("async let"))),
            ("SEARCH  Async\tlet ", .screen(.search("Async let"))),
            ("/async let", .screen(.search("async let"))),
            ("  / async", .screen(.search("async"))),
            ("/café", .screen(.search("café"))),
            ("search", .screen(.search(nil))),
            ("  search", .screen(.search(nil))),
        ])
    func readsSearches(line: String, command: Command) {
        #expect(parser.parse(line) == command)
    }

    @Test(
        "refuses a search for nothing but spaces, or a slash alone, saying how to search or clear",
        arguments: ["search   ", "search\t", "/", "/   ", "  /  "])
    func refusesEmptySearch(line: String) {
        #expect(
            parser.parse(line)
                == .invalid(
                    message: "Nothing to search for: type 'search WORDS', or 'search' alone to clear it."))
    }

    @Test("refuses a search longer than 100 characters, and accepts one of exactly 100")
    func refusesLongSearch() {
        let longest = String(repeating: "a", count: QuestionQuery.longestSearch)
        #expect(parser.parse("search \(longest)") == .screen(.search(longest)))
        #expect(
            parser.parse("search \(longest)b")
                == .invalid(message: "That search is too long: a search has at most 100 characters."))
    }

    @Test("names an unknown command and points to help")
    func unknownCommand() {
        #expect(
            parser.parse("fly away")
                == .invalid(message: "Unknown command 'fly'. Type 'help' for the commands."))
    }

    @Test("in the screen front's words, points to the keys and says how a search is typed after /")
    func screenWords() {
        let screen = CommandParser(words: .screen)

        #expect(screen.parse("fly away") == .invalid(message: "Unknown command 'fly'. Press ? for the keys."))
        #expect(
            screen.parse("/ ")
                == .invalid(
                    message: "Nothing to search for: type words after /, or ':search' alone to clear it."))
        #expect(screen.parse("sort votes") == .screen(.sort(.votes)))
    }

    @Test(
        "says what is wrong with a command used wrongly",
        arguments: [
            ("open", "Usage: open N, where N is a row number."),
            ("open x", "'x' is not a row number."),
            ("open 99999999999999999999999", "No question 99999999999999999999999 on this list."),
            ("99999999999999999999999", "No question 99999999999999999999999 on this list."),
            ("open 1e3", "'1e3' is not a row number."),
            ("sort", "Usage: sort ORDER, where ORDER is activity, votes, creation."),
            ("sort size", "Unknown order 'size'. Use activity, votes, creation."),
            ("tag a b", "Usage: tag NAME, or 'tag' alone to show every tag."),
            ("list all", "'list' takes no arguments."),
            ("user ana", "'user' takes no arguments."),
        ])
    func misusedCommands(line: String, message: String) {
        #expect(parser.parse(line) == .invalid(message: message))
    }

    @Test("never echoes a control character the user typed")
    func echoesSafely() {
        #expect(
            parser.parse("\u{1B}[31mred")
                == .invalid(message: "Unknown command '?[31mred'. Type 'help' for the commands."))
    }

    @Test("shows a typed bidirectional control as ? when it echoes a word")
    func echoesBidiControlsSafely() {
        #expect(
            parser.parse("\u{202E}tsil \u{2066}x")
                == .invalid(message: "Unknown command '?tsil'. Type 'help' for the commands."))
        #expect(parser.parse("open \u{2067}7") == .invalid(message: "'?7' is not a row number."))
    }

    @Test("cuts a huge number it echoes to forty columns ending in …")
    func cutsAHugeNumber() {
        let digits = String(repeating: "7", count: 1 << 20)

        let command = parser.parse("open " + digits)

        #expect(
            command == .invalid(message: "No question \(String(repeating: "7", count: 39))… on this list."))
    }

    @Test("refuses a tag longer than any Stack Exchange tag, quoting it cut short")
    func refusesALongTag() {
        let tag = String(repeating: "a", count: 36)

        let command = parser.parse("tag " + tag)

        #expect(
            command
                == .invalid(message: "'\(tag)' is too long for a tag: tags have at most 35 characters."))
    }

    /// Guards the split on white-space *scalars* in `parse`: split on
    /// `Character`s and U+0D4E, a Prepend letter, swallows the space after
    /// it, so `tag a\u{D4E} b` would set a tag with a space inside.
    @Test("ends a word at a space that the letter before it has fused into its cluster")
    func spaceFusedToALetterEndsAWord() {
        #expect(
            parser.parse("tag a\u{D4E} b")
                == .invalid(message: "Usage: tag NAME, or 'tag' alone to show every tag."))
        #expect(parser.parse("tag a\u{D4E}") == .screen(.tag("a\u{D4E}")))
    }

    @Test("accepts a tag of 35 characters, the longest Stack Exchange allows")
    func acceptsTheLongestTag() {
        let tag = String(repeating: "a", count: 35)

        #expect(parser.parse("tag " + tag) == .screen(.tag(tag)))
    }

    @Test("measures a tag after lowercasing it, which can make it longer")
    func measuresTheLowercasedTag() {
        // `İ` lowercases to `i` and a combining dot: 20 of them are 40 scalars.
        let tag = String(repeating: "\u{130}", count: 20)

        let command = parser.parse("tag " + tag)

        #expect(
            command
                == .invalid(message: "'\(tag)' is too long for a tag: tags have at most 35 characters."))
    }
}

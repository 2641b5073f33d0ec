import Entities
import Presenters

/// Reads one input line as a command: case-insensitive words, short forms, and one-line errors.
///
/// Every word it quotes back in an error goes through `InputEcho`, so no
/// error can be longer than its sentence and 40 columns of what was typed.
public struct CommandParser: Sendable {
    /// The words of the front whose lines it reads, for what it says of a line it cannot take.
    private let frontWords: FrontWords

    /// A parser answering in `words`, the line front's unless the front says; it keeps no state between
    /// lines.
    public init(words: FrontWords = .lines) {
        frontWords = words
    }

    /// The command `line` asks for: `.nothing` when blank, `.invalid` with a one-line reason if unreadable.
    public func parse(_ line: String) -> Command {
        // Split on white-space scalars, not `Character`s: a letter can fuse with the space after it
        // into one cluster (U+0D4E does), and that space still ends a word.
        let words = line.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map {
            String(String.UnicodeScalarView($0))
        }
        guard let first = words.first else { return .nothing }
        // `/WORDS`, as in less and vim: the slash may touch the first word or stand apart from it.
        if first.hasPrefix("/") {
            return search(words: [String(first.dropFirst())] + words.dropFirst(), typedAlone: false)
        }
        let arguments = Array(words.dropFirst())
        let name = first.lowercased()
        if Self.isNumber(name) {
            return arguments.isEmpty ? open([name]) : unknown(first)
        }
        switch name {
        case "list", "l": return noArguments(arguments, name, .screen(.list))
        case "back", "b": return noArguments(arguments, name, .screen(.back))
        case "user", "u": return noArguments(arguments, name, .screen(.user))
        case "more", "m": return noArguments(arguments, name, .screen(.more))
        case "refresh", "r": return noArguments(arguments, name, .screen(.refresh))
        case "help", "?": return noArguments(arguments, name, .help)
        case "quit", "q", "exit": return noArguments(arguments, name, .quit)
        case "saved": return noArguments(arguments, name, .screen(.saved))
        case "save": return save(arguments, saving: true)
        case "unsave": return save(arguments, saving: false)
        case "open", "o": return open(arguments)
        case "tag": return tag(arguments)
        case "sort": return sort(arguments)
        case "search":
            // `search` alone clears the search; `search` and nothing but spaces is a search for nothing.
            let isAlone = line.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? true
            return search(words: arguments, typedAlone: isAlone)
        default: return unknown(first)
        }
    }

    private func unknown(_ word: String) -> Command {
        .invalid(message: "Unknown command '\(InputEcho.printable(word))'. \(frontWords.whereTheCommandsAre)")
    }

    private func noArguments(_ arguments: [String], _ name: String, _ command: Command) -> Command {
        arguments.isEmpty ? command : .invalid(message: "'\(name)' takes no arguments.")
    }

    private func open(_ arguments: [String]) -> Command {
        guard arguments.count == 1 else {
            return .invalid(message: "Usage: open N, where N is a row number.")
        }
        guard Self.isNumber(arguments[0]) else {
            return .invalid(message: "'\(InputEcho.printable(arguments[0]))' is not a row number.")
        }
        // A number too large for Int is still a number, just not one on the list.
        guard let number = Int(arguments[0]) else {
            return .invalid(message: ListText.noSuchRow(InputEcho.printable(arguments[0])))
        }
        return .screen(.open(number: number))
    }

    /// `save N`, `unsave N`, or either alone, which is for the question on screen.
    private func save(_ arguments: [String], saving: Bool) -> Command {
        let name = saving ? "save" : "unsave"
        let command = { (number: Int?) in
            Command.screen(saving ? .save(number: number) : .unsave(number: number))
        }
        switch arguments.count {
        case 0: return command(nil)
        case 1:
            guard Self.isNumber(arguments[0]) else {
                return .invalid(message: "'\(InputEcho.printable(arguments[0]))' is not a row number.")
            }
            guard let number = Int(arguments[0]) else {
                return .invalid(message: ListText.noSuchRow(InputEcho.printable(arguments[0])))
            }
            return command(number)
        default: return .invalid(message: "Usage: \(name) N, or '\(name)' alone on a question.")
        }
    }

    private func tag(_ arguments: [String]) -> Command {
        switch arguments.count {
        case 0: return .screen(.tag(nil))
        case 1:
            // Lowercased before it is measured: lowercasing can add scalars (`İ` becomes `i̇`).
            let tag = arguments[0].lowercased()
            guard tag.unicodeScalars.count <= QuestionQuery.longestTag else {
                return .invalid(
                    message: "'\(InputEcho.printable(arguments[0]))' is too long for a tag:"
                        + " tags have at most \(QuestionQuery.longestTag) characters.")
            }
            return .screen(.tag(tag))
        default: return .invalid(message: "Usage: tag NAME, or 'tag' alone to show every tag.")
        }
    }

    private func sort(_ arguments: [String]) -> Command {
        let orders = QuestionSort.allCases.map(\.rawValue).joined(separator: ", ")
        guard arguments.count == 1 else {
            return .invalid(message: "Usage: sort ORDER, where ORDER is \(orders).")
        }
        guard let sort = QuestionSort(rawValue: arguments[0].lowercased()) else {
            return .invalid(message: "Unknown order '\(InputEcho.printable(arguments[0]))'. Use \(orders).")
        }
        return .screen(.sort(sort))
    }

    /// `search WORDS` or `/WORDS`: the words joined by single spaces; `search` typed alone clears the search.
    private func search(words: [String], typedAlone: Bool) -> Command {
        let words = words.filter { !$0.isEmpty }
        guard !words.isEmpty else {
            return typedAlone
                ? .screen(.search(nil))
                : .invalid(message: frontWords.nothingToSearchFor)
        }
        let search = words.joined(separator: " ")
        guard search.unicodeScalars.count <= QuestionQuery.longestSearch else {
            return .invalid(
                message:
                    "That search is too long: a search has at most \(QuestionQuery.longestSearch) characters."
            )
        }
        return .screen(.search(search))
    }

    /// Whether `word` is a whole number: digits, with an optional minus sign.
    private static func isNumber(_ word: String) -> Bool {
        let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

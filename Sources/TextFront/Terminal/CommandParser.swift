import Entities
import Presenters

/// Reads one input line as a command: case-insensitive words, short forms, and one-line errors.
public struct CommandParser: Sendable {
    /// A parser; it keeps no state between lines.
    public init() {}

    /// The command `line` asks for: `.nothing` when blank, `.invalid` with a one-line reason if unreadable.
    public func parse(_ line: String) -> Command {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return .nothing }
        let arguments = Array(words.dropFirst())
        let name = first.lowercased()
        if Self.isNumber(name) {
            return arguments.isEmpty ? open([name]) : unknown(first)
        }
        switch name {
        case "list", "l": return noArguments(arguments, name, .screen(.list))
        case "back", "b": return noArguments(arguments, name, .screen(.back))
        case "more", "m": return noArguments(arguments, name, .screen(.more))
        case "refresh", "r": return noArguments(arguments, name, .screen(.refresh))
        case "help", "?": return noArguments(arguments, name, .help)
        case "quit", "q", "exit": return noArguments(arguments, name, .quit)
        case "open", "o": return open(arguments)
        case "tag": return tag(arguments)
        case "sort": return sort(arguments)
        default: return unknown(first)
        }
    }

    private func unknown(_ word: String) -> Command {
        .invalid(message: "Unknown command '\(Self.printable(word))'. Type 'help' for the commands.")
    }

    private func noArguments(_ arguments: [String], _ name: String, _ command: Command) -> Command {
        arguments.isEmpty ? command : .invalid(message: "'\(name)' takes no arguments.")
    }

    private func open(_ arguments: [String]) -> Command {
        guard arguments.count == 1 else {
            return .invalid(message: "Usage: open N, where N is a row number.")
        }
        guard Self.isNumber(arguments[0]) else {
            return .invalid(message: "'\(Self.printable(arguments[0]))' is not a row number.")
        }
        // A number too large for Int is still a number, just not one on the list.
        guard let number = Int(arguments[0]) else {
            return .invalid(message: ListText.noSuchRow(arguments[0]))
        }
        return .screen(.open(number: number))
    }

    private func tag(_ arguments: [String]) -> Command {
        switch arguments.count {
        case 0: return .screen(.tag(nil))
        case 1: return .screen(.tag(arguments[0].lowercased()))
        default: return .invalid(message: "Usage: tag NAME, or 'tag' alone to show every tag.")
        }
    }

    private func sort(_ arguments: [String]) -> Command {
        let orders = QuestionSort.allCases.map(\.rawValue).joined(separator: ", ")
        guard arguments.count == 1 else {
            return .invalid(message: "Usage: sort ORDER, where ORDER is \(orders).")
        }
        guard let sort = QuestionSort(rawValue: arguments[0].lowercased()) else {
            return .invalid(message: "Unknown order '\(Self.printable(arguments[0]))'. Use \(orders).")
        }
        return .screen(.sort(sort))
    }

    /// Whether `word` is a whole number: digits, with an optional minus sign.
    private static func isNumber(_ word: String) -> Bool {
        let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The user's word as it can be echoed: control characters shown as `?`, long words cut.
    public static func printable(_ word: String) -> String {
        let visible = String(
            word.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return visible.count > 40 ? visible.prefix(39) + "…" : visible
    }
}

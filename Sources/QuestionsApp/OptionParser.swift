import Entities
import Foundation
import TerminalUI
import TextFront
import WebService

/// Reads the command-line arguments into options, or says in one line what is wrong with them.
struct OptionParser: Sendable {
    /// A bad option or value; `message` is one line, shown before the usage.
    struct Failure: Error, Hashable {
        var message: String
    }

    /// Parses `arguments` (without the program name). Both `--name value` and `--name=value` work.
    func parse(_ arguments: [String]) throws(Failure) -> LaunchRequest {
        var options = AppOptions()
        var siteOfLink: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            func value() throws(Failure) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw Failure(message: "\(name) needs a value.")
                }
                return next
            }
            if inlineValue != nil, Self.flags.contains(name) {
                throw Failure(message: "\(name) takes no value.")
            }
            switch name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--trace": options.trace = true
            case "--trace-file":
                options.traceFile = try path(name, try value(), naming: "a file")
                options.trace = true
            case "--ui": options.ui = try choice(name, try value())
            case "--pattern": options.pattern = try choice(name, try value())
            case "--source": options.source = try choice(name, try value())
            case "--color": options.color = try choice(name, try value())
            case "--sort": options.query.sort = try choice(name, try value())
            case "--site": options.query.site = try word(name, try value())
            case "--tag": options.query.tag = try tag(name, try value())
            case "--api-base": options.apiBase = try word(name, try value())
            case "--data-dir": options.dataDir = try path(name, try value())
            case "--page-size":
                options.query.pageSize = try number(name, try value(), in: QuestionQuery.pageSizes)
            case "--width": options.width = try number(name, try value())
            case "--columns": options.columns = try columns(name, try value())
            case _ where !argument.hasPrefix("-"):
                // The one positional argument: a link to a question or an answer.
                guard options.link == nil else {
                    throw Failure(
                        message: "Give one link at most, not '\(InputEcho.printable(argument))' as well.")
                }
                options.link = try link(argument)
                siteOfLink = options.link?.site
            default:
                throw Failure(message: "Unknown option '\(InputEcho.printable(argument))'.")
            }
        }
        if let siteOfLink {
            guard siteOfLink == options.query.site || options.query.site == AppOptions().query.site else {
                throw Failure(
                    message:
                        "the link is on \(InputEcho.printable(siteOfLink)), not on --site"
                        + " \(InputEcho.printable(options.query.site)).")
            }
            options.query.site = siteOfLink
        }
        try check(options)
        return .run(options)
    }

    /// `text` as a link to a question or an answer of a Stack Exchange site.
    private func link(_ text: String) throws(Failure) -> QuestionLink {
        guard let link = QuestionLink(text) else {
            throw Failure(
                message:
                    "'\(InputEcho.printable(text))' is not a link to a question or an answer on a Stack Exchange"
                    + " site.")
        }
        return link
    }

    /// The rules between options: where live data comes from, and what offline data holds.
    private func check(_ options: AppOptions) throws(Failure) {
        if options.ui == .screen {
            // The screen is laid out at the terminal's size, in one column of rows.
            if options.width != nil { throw Failure(message: "--width does not apply to --ui screen.") }
            if options.columns != .automatic {
                throw Failure(message: "--columns does not apply to --ui screen.")
            }
            // The screen owns the terminal: nothing may be written to standard error while it is up.
            if options.trace, options.traceFile == nil {
                throw Failure(
                    message: "--trace with --ui screen needs --trace-file PATH: the screen owns the terminal."
                )
            }
        }
        if let base = options.apiBase {
            guard options.source == .live else { throw Failure(message: "--api-base needs --source live.") }
            guard APIBaseRule.accepts(base) else {
                throw Failure(
                    message: "--api-base must be an http:// or https:// URL with a host and no query,"
                        + " not '\(InputEcho.printable(base))'.")
            }
        }
        if options.source == .offline, options.query.site != OfflineQuestionService.site {
            throw Failure(
                message:
                    "the offline data holds stackoverflow only, not '\(InputEcho.printable(options.query.site))';"
                    + " use --source live for other sites.")
        }
    }

    /// The rule between `--columns` and the width the app starts at: a count must fit it.
    ///
    /// A count that does not fit is refused rather than quietly lowered, so a
    /// script never gets another layout than the one it asked for.
    func checkColumns(_ options: AppOptions, atWidth width: Int) throws(Failure) {
        guard case .count(let count) = options.columns else { return }
        do {
            _ = try ColumnGrid(count: count, width: width)
        } catch {
            throw Failure(
                message:
                    "--columns \(count) does not fit a width of \(width); it needs at least"
                    + " \(ColumnGrid.minimumWidth(forCount: count)).")
        }
    }

    /// The options that take no value.
    private static let flags: Set = ["--help", "-h", "--version", "--trace"]

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ value: String
    ) throws(Failure) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value.lowercased()) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure(
                message: "\(name) must be one of \(allowed), not '\(InputEcho.printable(value))'.")
        }
        return choice
    }

    /// `value` as a whole number, within `range` when there is one.
    private func number(_ name: String, _ value: String, in range: ClosedRange<Int>? = nil) throws(Failure)
        -> Int
    {
        guard let number = Int(value), range?.contains(number) ?? true else {
            let allowed =
                range.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "a whole number"
            throw Failure(message: "\(name) must be \(allowed), not '\(InputEcho.printable(value))'.")
        }
        return number
    }

    /// `auto`, or a count of columns from 1 to 4.
    private func columns(_ name: String, _ value: String) throws(Failure) -> ListColumns {
        if value.lowercased() == "auto" { return .automatic }
        guard let count = Int(value), ColumnGrid.counts.contains(count) else {
            throw Failure(
                message: "\(name) must be one of auto, 1, 2, 3, 4, not '\(InputEcho.printable(value))'.")
        }
        return .count(count)
    }

    /// `value` as a tag, lowercased as Stack Exchange tags are; no tag is longer than `QuestionQuery.longestTag`.
    private func tag(_ name: String, _ value: String) throws(Failure) -> String {
        // Lowercased before it is measured: lowercasing can add scalars (`İ` becomes `i̇`).
        let tag = try word(name, value).lowercased()
        guard tag.unicodeScalars.count <= QuestionQuery.longestTag else {
            throw Failure(
                message:
                    "\(name) must be at most \(QuestionQuery.longestTag) characters, not '\(InputEcho.printable(value))'."
            )
        }
        return tag
    }

    /// A folder's path: anything but nothing, an option, or a control character (which would print raw).
    private func path(_ name: String, _ value: String, naming what: String = "a folder") throws(Failure)
        -> String
    {
        guard !value.isEmpty, !value.hasPrefix("--"),
            !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw Failure(message: "\(name) needs \(what), not '\(InputEcho.printable(value))'.")
        }
        return value
    }

    private func word(_ name: String, _ value: String) throws(Failure) -> String {
        // White space judged by scalars: a cluster can hold a space that a letter before it swallowed.
        guard !value.isEmpty, !value.unicodeScalars.contains(where: \.properties.isWhitespace),
            !value.hasPrefix("--")
        else {
            throw Failure(message: "\(name) needs a value, not '\(InputEcho.printable(value))'.")
        }
        return value
    }
}

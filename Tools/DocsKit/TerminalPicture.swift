import Foundation
import Patterns

/// A picture of a terminal, drawn as SVG from text the app wrote: a golden transcript or trace, which the
/// acceptance tests keep true to the app. Nothing in a picture is typed by hand.
public struct TerminalPicture: Equatable {
    /// Where the pictures are written, inside the catalog, where `@Image(source:)` finds them.
    public static let folder = "docs/Questions.docc/Resources/Screens"
    /// Every shape, in the tutorial's order, by its `--pattern` name.
    public static let patterns = Pattern.allCases.map(\.rawValue)

    /// The picture's file in the catalog.
    public let fileName: String
    /// What the picture says it shows, for readers who cannot see it.
    public let title: String
    /// The command typed, shown at the top.
    public let command: String
    /// The terminal's lines under it.
    public let lines: [String]

    /// A picture `fileName` of `command`, then `lines`, described as `title`.
    public init(fileName: String, title: String, command: String, lines: [String]) {
        self.fileName = fileName
        self.title = title
        self.command = command
        self.lines = lines
    }

    /// The tutorial's pictures: the question screen `open 3` shows, the same in every shape, and the
    /// trace of `open 3` in each shape.
    public static func all(root: URL) throws -> [TerminalPicture] {
        let golden = root.appendingPathComponent("Tests/AcceptanceTests/Golden")
        let transcript = try lines(of: golden.appendingPathComponent("open-and-back.txt"))
        guard let footer = transcript.firstIndex(where: { $0.hasPrefix("30 questions shown") }),
            let listAgain = transcript[footer...].firstIndex(where: { $0.hasPrefix("Top questions on") })
        else { throw ListingError("open-and-back.txt no longer shows the list, a question and the list") }
        var pictures = [
            TerminalPicture(
                fileName: "screen-open-3.svg", title: "The question screen open 3 shows, in every shape",
                command: "list> open 3", lines: trimmed(Array(transcript[(footer + 1)..<listAgain])))
        ]
        for pattern in patterns {
            let trace = try lines(of: golden.appendingPathComponent("trace-\(pattern).txt"))
            // The terminal's call: a method of the screen's own, or the command handed to a responder.
            guard
                let open = trace.firstIndex(where: {
                    $0.contains("openQuestion(atRow: 3)") || $0.contains("respond(to: open 3)")
                }),
                let back = trace[open...].firstIndex(where: {
                    $0.contains("goBack()") || $0.contains("respond(to: back)")
                })
            else { throw ListingError("trace-\(pattern).txt no longer traces open 3, then back") }
            pictures.append(
                TerminalPicture(
                    fileName: "trace-open-3-\(pattern).svg",
                    title: "The trace of open 3 in --pattern \(pattern)",
                    command: "$ questions --pattern \(pattern) --trace   # then: open 3",
                    lines: trace[open..<back].map(withoutPrefix)))
        }
        return pictures
    }

    /// The picture: a dark terminal window, the command on top, then the lines, in a monospaced font.
    public var svg: String {
        let lineHeight = 17
        let columns = ([command] + lines).map(\.unicodeScalars.count).max() ?? 0
        let width = 32 + columns * 8
        let height = 36 + (lines.count + 2) * lineHeight
        var text = [
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='\(height)' "
                + "viewBox='0 0 \(width) \(height)' role='img' aria-label='\(Self.escaped(title))'>",
            "<title>\(Self.escaped(title))</title>",
            "<rect width='100%' height='100%' rx='8' fill='#1d1f21'/>",
            "<text font-family='DejaVu Sans Mono, Menlo, Consolas, monospace' font-size='13' "
                + "xml:space='preserve' fill='#c5c8c6'>",
            "<tspan x='16' y='28' fill='#b5bd68'>\(Self.escaped(command))</tspan>",
        ]
        for (index, line) in lines.enumerated() {
            text.append("<tspan x='16' y='\(28 + (index + 2) * lineHeight)'>\(Self.escaped(line))</tspan>")
        }
        text += ["</text>", "</svg>"]
        return text.joined(separator: "\n") + "\n"
    }

    private static func lines(of url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    /// `lines` without the blank lines at either end.
    private static func trimmed(_ lines: [String]) -> [String] {
        Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }

    /// A trace line without its first two columns, `trace` and the pattern's name.
    static func withoutPrefix(_ line: String) -> String {
        guard let match = line.firstMatch(of: #/^trace +\S+  /#) else { return line }
        return String(line[match.range.upperBound...])
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&apos;")
    }
}

import TerminalUI
import TextFront

/// The promises of what reaches the screen: what a line may hold, and how wide it may be.
///
/// The fuzz targets check every line they draw against these, and so does
/// every session the differential fuzzer runs. The forbidden scalars are
/// spelled out here rather than taken from `TerminalText`, so that the
/// check is of the promise and not of the code that keeps it.
enum ScreenRules {
    /// Whether `scalar` must never be written: a terminal would act on it, or
    /// reorder the text around it, or fuse it with the next glyph.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true  // C0 (ESC and line breaks among them), DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            true  // prepended concatenation marks
        default: false
        }
    }

    /// What is wrong with `line` as a line of a screen `width` columns wide, or `nil`: the first of a
    /// forbidden scalar, white space at its end, or more columns than the width allows.
    static func problem(in line: String, width: Int, codeLines: Set<String>?) -> String? {
        safetyProblem(in: line) ?? trailingWhiteSpaceProblem(in: line)
            ?? widthProblem(in: line, width: width, codeLines: codeLines)
    }

    /// The first forbidden scalar in `line`, said; or `nil`.
    static func safetyProblem(in line: String) -> String? {
        line.unicodeScalars.first(where: isForbidden).map { scalar in
            "U+\(String(scalar.value, radix: 16, uppercase: true)) on screen: \(line.debugDescription)"
        }
    }

    /// Says so if `line` ends with white space.
    ///
    /// Judged by the last Unicode scalar, not the last `Character`: a cluster
    /// can end with a space that a letter before it swallowed (U+0D4E, a
    /// Prepend letter, joins the space after it), and a cluster can start with
    /// a space that marks after it are built on. `line.hasSuffix(" ")` misses both.
    static func trailingWhiteSpaceProblem(in line: String) -> String? {
        guard let last = line.unicodeScalars.last, last.properties.isWhitespace else { return nil }
        return "a line ends with white space: \(line.debugDescription)"
    }

    /// Says so if `line` is wider than `width` columns, unless it is one of the two things allowed past
    /// it: a code line, or a URL that cannot be broken.
    ///
    /// Either way, what comes before the code or the URL is a margin, and a
    /// margin takes at most half the width (the code's own four-column
    /// indent aside). The code lines are `codeLines` when the bodies on
    /// screen are known; when they are not (`nil`), any text after a
    /// four-space indent counts as code.
    static func widthProblem(in line: String, width: Int, codeLines: Set<String>?) -> String? {
        let lineWidth = DisplayWidth.of(line)
        guard lineWidth > width, !isAllowedPastWidth(line, lineWidth, width, codeLines) else { return nil }
        return "a line of \(lineWidth) columns at width \(width): \(line.debugDescription)"
    }

    private static func isAllowedPastWidth(
        _ line: String, _ lineWidth: Int, _ width: Int, _ codeLines: Set<String>?
    ) -> Bool {
        let margin = width / 2
        // Words and suffixes are found by scalars: a space can hide inside a cluster.
        if let word = line.unicodeScalars.split(separator: " ").last.map(Substring.init), isURL(word),
            lineWidth - DisplayWidth.of(word) <= margin
        {
            return true
        }
        guard let codeLines else {
            let scalars = Array(line.unicodeScalars)
            guard
                let indent = (0..<max(0, scalars.count - 3)).first(where: { start in
                    scalars[start..<start + 4].allSatisfy { $0 == " " }
                })
            else { return false }
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<indent])
            return DisplayWidth.of(String(prefix)) <= margin
        }
        for code in codeLines
        where line.unicodeScalars.reversed().starts(with: ("    " + code).unicodeScalars.reversed()) {
            if lineWidth - DisplayWidth.of(code) - 4 <= margin { return true }
        }
        return false
    }

    /// A word the wrapper keeps whole: a web address, bare or in `<…>`.
    private static func isURL(_ word: Substring) -> Bool {
        let address = word.hasPrefix("<") ? word.dropFirst() : word
        return address.contains("://") || address.hasPrefix("www.")
    }
}

import TextFront

/// The promises of what reaches the screen, checked on every line a fuzz target draws.
///
/// The forbidden scalars are spelled out here rather than taken from
/// `TerminalText`, so that the fuzzer checks the promise and not the code
/// that keeps it.
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

    /// Stops the run unless `line` holds nothing forbidden.
    static func requireSafe(_ line: String, in context: String) {
        if let scalar = line.unicodeScalars.first(where: isForbidden) {
            violated(
                "U+\(String(scalar.value, radix: 16, uppercase: true)) on screen in \(context): \(line.debugDescription)"
            )
        }
    }

    /// Stops the run unless `line` fits `width` columns, or is one of the two
    /// things allowed past it: a code line, or a URL that cannot be broken.
    ///
    /// Either way, what comes before the code or the URL is a margin, and a
    /// margin takes at most half the width (the code's own four-column
    /// indent aside).
    static func requireWidth(_ line: String, width: Int, codeLines: Set<String>, in context: String) {
        let lineWidth = DisplayWidth.of(line)
        guard lineWidth > width else { return }
        let margin = width / 2
        // Words and suffixes are found by scalars: a space can hide inside a cluster.
        if let word = line.unicodeScalars.split(separator: " ").last.map(Substring.init), isURL(word),
            lineWidth - DisplayWidth.of(word) <= margin
        {
            return
        }
        for code in codeLines
        where line.unicodeScalars.reversed().starts(with: ("    " + code).unicodeScalars.reversed()) {
            if lineWidth - DisplayWidth.of(code) - 4 <= margin { return }
        }
        violated("a line of \(lineWidth) columns at width \(width) in \(context): \(line.debugDescription)")
    }

    /// Stops the run if `line` ends with white space.
    ///
    /// Judged by the last Unicode scalar, not the last `Character`: a cluster
    /// can end with a space that a letter before it swallowed (U+0D4E, a
    /// Prepend letter, joins the space after it), and a cluster can start with
    /// a space that marks after it are built on. `line.hasSuffix(" ")` misses both.
    static func requireNoTrailingWhiteSpace(_ line: String, in context: String) {
        if let last = line.unicodeScalars.last, last.properties.isWhitespace {
            violated("\(context) line ends with white space: \(line.debugDescription)")
        }
    }

    /// A word the wrapper keeps whole: a web address, bare or in `<…>`.
    private static func isURL(_ word: Substring) -> Bool {
        let address = word.hasPrefix("<") ? word.dropFirst() : word
        return address.contains("://") || address.hasPrefix("www.")
    }
}

/// Stops the run: libFuzzer reports the crash and saves the input that caused it.
func violated(_ message: String) -> Never {
    fatalError("invariant violated: \(message)")
}

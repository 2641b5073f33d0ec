/// Makes text from the network safe to print in a terminal.
///
/// Titles, names and bodies are written by strangers, and a terminal obeys
/// what it prints: an escape sequence can recolour the screen, move the cursor
/// over earlier lines, retitle the window or plant a hyperlink, and a
/// bidirectional override can show text in another order than it is read
/// ("Trojan source"). Everything that reaches the screen from outside passes
/// through here first.
public enum TerminalText {
    /// `text` without anything a terminal would act on instead of showing.
    ///
    /// Removed, each as a whole so no half of it shows as garbage:
    /// - escape sequences: CSI (`ESC [` parameters, intermediates and a final
    ///   byte, or the 8-bit U+009B form), control strings (OSC `ESC ]` up to
    ///   BEL or ST; DCS, SOS, PM and APC, `ESC P`/`X`/`^`/`_`, up to ST, where
    ///   ST is `ESC \` or U+009C) and the short ones (`ESC` with intermediates
    ///   and one final character, such as `ESC c` or `ESC ( B`);
    /// - every other C0 control, DEL and every C1 control;
    /// - the bidirectional embeddings, overrides and isolates
    ///   (U+202A–U+202E, U+2066–U+2069);
    /// - the prepended concatenation marks (U+0600–U+0605, U+06DD, U+070F,
    ///   U+0890–U+0891, U+08E2, U+110BD, U+110CD), format controls that fuse
    ///   with whatever follows, even a space, into one glyph, so that no
    ///   wrapper could break the line there or measure it right.
    ///
    /// A line feed is kept; a carriage return, alone or before a line feed,
    /// becomes one line feed, so lines never overwrite each other yet never
    /// run together; a tab becomes one space, as its width would depend on
    /// the column. A control string that never ends loses only its
    /// introducer: its content stays as plain text, because hiding the rest
    /// of a post is worse than showing a stray fragment.
    public static func sanitized(_ text: String) -> String {
        sanitized(text, keepingTabs: false)
    }

    /// `text` sanitised and on one line: for titles, names and tags.
    ///
    /// After `sanitized(_:)`, every run of whitespace, line breaks included,
    /// becomes one space, and the ends are trimmed. No-break spaces (U+00A0,
    /// U+2007, U+202F) are kept as written: they were put there on purpose.
    public static func singleLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var spaceIsPending = false
        for scalar in sanitized(text).unicodeScalars {
            if isCollapsibleWhitespace(scalar) {
                spaceIsPending = !result.isEmpty
            } else {
                if spaceIsPending { result.append(" ") }
                spaceIsPending = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `sanitized(_:)`, keeping tabs when `keepingTabs` so that code can
    /// expand them to its columns afterwards.
    static func sanitized(_ text: String, keepingTabs: Bool) -> String {
        // Most text has nothing to remove: return it without copying.
        guard text.unicodeScalars.contains(where: { $0 != "\n" && isUnsafe($0) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}":
                index = endOfEscapeSequence(in: scalars, after: index)
            case "\u{9B}":
                index = endOfControlSequence(in: scalars, parametersAt: index)
            case "\r":
                result.append("\n")
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
            case "\t":
                result.append(keepingTabs ? "\t" : " ")
            case "\n":
                result.append(scalar)
            default:
                if !isUnsafe(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Whether `scalar` is whitespace that a run of collapses into one space.
    ///
    /// These are the spaces and line breaks HTML collapses, with the Unicode
    /// line and paragraph separators; typographic spaces (no-break, em,
    /// ideographic…) are characters chosen by the writer and are kept.
    static func isCollapsibleWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Whether `scalar` is one that `sanitized(_:)` removes (the line feed
    /// and tab aside, which it keeps or turns into a space).
    ///
    /// Exposed so that echoes of what the user typed hide the same scalars
    /// as remote text does, with one definition of what is unsafe.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL and C1 controls
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            true  // prepended concatenation marks
        default: false
        }
    }

    /// The index after the escape sequence whose ESC is just before `start`.
    private static func endOfEscapeSequence(in scalars: [Unicode.Scalar], after start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start] {
        case "[":
            return endOfControlSequence(in: scalars, parametersAt: start + 1)
        case "]":
            return endOfControlString(in: scalars, contentAt: start + 1, endsAtBell: true)
        case "P", "X", "^", "_":
            return endOfControlString(in: scalars, contentAt: start + 1, endsAtBell: false)
        default:
            // ESC, any intermediates, one final character. A character that
            // cannot end the sequence (a line feed, a letter with an accent)
            // is left for the caller, which keeps it or removes it on its own.
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        }
    }

    /// The index after a control sequence (CSI) whose parameters start at `start`.
    ///
    /// A sequence broken by a character that cannot be part of it ends just
    /// before that character, which the terminal would show anyway.
    private static func endOfControlSequence(in scalars: [Unicode.Scalar], parametersAt start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x30...0x3F).contains(scalars[index].value) { index += 1 }
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// The index after a control string whose content starts at `start`.
    ///
    /// An ESC inside the content ends it, as it does in terminals: when it is
    /// not the `ESC \` terminator it starts the next sequence. A string that
    /// never ends keeps its content (`start` is returned).
    private static func endOfControlString(
        in scalars: [Unicode.Scalar], contentAt start: Int, endsAtBell: Bool
    ) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "\u{9C}":
                return index + 1
            case "\u{07}" where endsAtBell:
                return index + 1
            case "\u{1B}":
                let next = index + 1
                return next < scalars.count && scalars[next] == "\\" ? next + 1 : index
            default:
                index += 1
            }
        }
        return start
    }
}

/// Breaks running text into lines that fit a width measured in terminal columns.
///
/// Wrapping is greedy: each line takes as many words as fit, which is what
/// a reader expects from a terminal and costs one pass over the text. Words
/// are separated by spaces only, so a no-break space (U+00A0) holds its
/// words together, and a `\n` in the text always starts a new line.
///
/// Spaces are found among the Unicode scalars, not the `Character`s: a
/// grapheme cluster can swallow a space, as a Prepend letter (U+0D4E) does
/// with the space after it and marks do with the space they follow, and
/// that space is still a place to break. No line ends with white space,
/// judged by scalars: a space, or a no-break space that a broken word leaves
/// at the end of a line, is dropped there, as at any break.
///
/// A word too wide for any line is broken between glyphs, never inside one
/// (unless the glyph is itself wider than a line), except a URL: it keeps
/// its own line whole, even past the width, so that the terminal can still
/// recognise it and the reader can still copy it.
public struct TextWrapper {
    /// A wrapper; it keeps no state between texts.
    public init() {}

    /// `text` as lines no wider than `width` columns; no lines for blank text.
    public func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, firstPrefix: "", continuationPrefix: "")
    }

    /// `text` as lines that start with a prefix and are, prefix included, no
    /// wider than `width` columns.
    ///
    /// The first line starts with `firstPrefix` and the others with
    /// `continuationPrefix`, which is how a list item puts its marker on its
    /// first line and aligns the others after it. Each line leaves at least
    /// one column for the text, however wide its prefix; a width below 1
    /// counts as 1.
    public func wrap(_ text: String, width: Int, firstPrefix: String, continuationPrefix: String) -> [String]
    {
        guard text.unicodeScalars.contains(where: { $0 != " " && $0 != "\n" }) else { return [] }
        var lines = Lines(width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
        for segment in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            // Split on the space scalar, even where a cluster holds it (see the type's comment).
            for word in segment.split(separator: " ") {
                lines.add(Substring(word))
            }
            lines.endLine()
        }
        return lines.finished
    }
}

extension TextWrapper {
    /// The lines of one text as they fill up, with the line being filled kept apart.
    private struct Lines {
        private(set) var finished: [String] = []
        private var current = ""
        private var currentWidth = 0
        private let width: Int
        private let firstPrefix: String
        private let continuationPrefix: String
        private let firstPrefixWidth: Int
        private let continuationPrefixWidth: Int

        init(width: Int, firstPrefix: String, continuationPrefix: String) {
            // Below 1 no line can hold anything, and `width - prefixWidth` must not overflow near Int.min.
            self.width = max(1, width)
            self.firstPrefix = firstPrefix
            self.continuationPrefix = continuationPrefix
            firstPrefixWidth = DisplayWidth.of(firstPrefix)
            continuationPrefixWidth = DisplayWidth.of(continuationPrefix)
        }

        /// The columns left for text on the line being filled.
        private var room: Int {
            let prefixWidth = finished.isEmpty ? firstPrefixWidth : continuationPrefixWidth
            return max(1, width - prefixWidth)
        }

        mutating func add(_ word: Substring) {
            let wordWidth = DisplayWidth.of(word)
            if !current.isEmpty {
                if currentWidth + 1 + wordWidth <= room {
                    current += " "
                    current += word
                    currentWidth += 1 + wordWidth
                    return
                }
                endLine()
            }
            if wordWidth <= room || Self.isURL(word) {
                // A URL wider than the line overflows it, and so fills it:
                // the next word cannot fit after it and starts a new line.
                current = String(word)
                currentWidth = wordWidth
            } else {
                addBroken(word)
            }
        }

        /// Adds a word too wide for the line in pieces that fit, the last one
        /// left open for the words that follow.
        private mutating func addBroken(_ word: Substring) {
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if characterWidth > max(room, 2) {
                    // A cluster wider than a line (a letter with a long run of spacing
                    // marks) is drawn scalar by scalar, so it breaks between its scalars.
                    for scalar in character.unicodeScalars { addGlyph(Character(scalar)) }
                } else {
                    addGlyph(character, width: characterWidth)
                }
            }
        }

        private mutating func addGlyph(_ glyph: Character, width: Int? = nil) {
            let glyphWidth = width ?? DisplayWidth.of(glyph)
            // A glyph wider than the whole line (a CJK character at width 1)
            // still needs a line, so an empty line always takes one.
            if currentWidth + glyphWidth > room, !current.isEmpty {
                endLine()
                // White space at a break inside a word goes, as a space does at a break between words.
                if glyph.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return }
            }
            current.append(glyph)
            currentWidth += glyphWidth
        }

        /// Finishes the line being filled, empty or not, and opens the next; it ends in no white space.
        mutating func endLine() {
            let prefix = finished.isEmpty ? firstPrefix : continuationPrefix
            finished.append((prefix + current).trimmingTrailingWhiteSpace())
            current = ""
            currentWidth = 0
        }

        /// Whether a word reads as a web address, bare or in `<…>`.
        private static func isURL(_ word: Substring) -> Bool {
            let address = word.hasPrefix("<") ? word.dropFirst() : word
            return address.contains("://") || address.hasPrefix("www.")
        }
    }
}

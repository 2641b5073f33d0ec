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
/// judged by scalars, and no line that a break began starts with it: a
/// no-break space at a break goes, as a space does. A line after a `\n`
/// keeps its leading no-break spaces, which a writer puts there to indent.
///
/// A word too wide for any line is broken between glyphs, never inside one
/// (unless the glyph is itself wider than a line), except a URL: it keeps
/// its own line whole, even past the width, so that the terminal can still
/// recognise it and the reader can still copy it.
///
/// A grapheme cluster of more than `longestCluster` scalars keeps its first
/// ones: no script or emoji needs more, and the text is a stranger's, in
/// which one cluster of a million marks would cost the wrapper time in the
/// square of its length.
public struct TextWrapper {
    /// The most scalars of one grapheme cluster a line shows.
    public static let longestCluster = 32

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
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { return [] }
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
        /// Whether the line being filled was begun by a break the wrapper made, not by a `\n` or the start.
        private var followsABreak = false
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
            var word = Self.clustersCut(word)
            var wordWidth = DisplayWidth.of(word)
            if !current.isEmpty {
                if currentWidth + 1 + wordWidth <= room {
                    current += " "
                    current += word
                    currentWidth += 1 + wordWidth
                    return
                }
                breakLine()
            }
            if followsABreak, word.unicodeScalars.first?.properties.isWhitespace == true {
                // A word that starts with a no-break space starts no line with it after a break.
                word = Substring(word.unicodeScalars.drop { $0.properties.isWhitespace })
                guard !word.isEmpty else { return }
                wordWidth = DisplayWidth.of(word)
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
                if DisplayWidth.of(character) > max(room, 2) {
                    // A cluster wider than a line (a letter with a long run of spacing
                    // marks) is drawn scalar by scalar, so it breaks between its scalars.
                    for scalar in character.unicodeScalars { addGlyph(Character(scalar)) }
                } else {
                    addGlyph(character)
                }
            }
        }

        private mutating func addGlyph(_ glyph: Character) {
            let isWhiteSpace = glyph.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            // White space at a break inside a word goes, as a space does at a break between words.
            if current.isEmpty, followsABreak, isWhiteSpace { return }
            let glyphWidth = widthAdded(by: glyph)
            // A glyph wider than the whole line (a CJK character at width 1)
            // still needs a line, so an empty line always takes one.
            if currentWidth + glyphWidth > room, !current.isEmpty {
                breakLine()
                if isWhiteSpace { return }
                current.append(glyph)
                currentWidth = DisplayWidth.of(glyph)
                return
            }
            current.append(glyph)
            currentWidth += glyphWidth
        }

        /// The columns `glyph` adds to the line being filled: its own width, unless it fuses with the
        /// line's last cluster, as the pieces of a cluster broken between its scalars do (`❤` then
        /// U+FE0F is a two-column emoji, not one column plus none). Then it adds what that cluster
        /// grows by, so that the line is measured as the terminal will draw it.
        private func widthAdded(by glyph: Character) -> Int {
            guard let last = current.last else { return DisplayWidth.of(glyph) }
            let joined = String(last) + String(glyph)
            guard joined.count == 1, let fused = joined.first else { return DisplayWidth.of(glyph) }
            return DisplayWidth.of(fused) - DisplayWidth.of(last)
        }

        /// Ends the line being filled at a break the wrapper chose.
        private mutating func breakLine() {
            endLine()
            followsABreak = true
        }

        /// Finishes the line being filled, empty or not (unless a break just finished it), and opens the
        /// next; it ends in no white space.
        mutating func endLine() {
            if current.isEmpty, followsABreak {
                // The break already ended the line, and nothing came after it but white space.
                followsABreak = false
                return
            }
            let prefix = finished.isEmpty ? firstPrefix : continuationPrefix
            finished.append((prefix + current).trimmingTrailingWhiteSpace())
            current = ""
            currentWidth = 0
            followsABreak = false
        }

        /// `word` with every cluster of more than `longestCluster` scalars cut to its first ones, so that
        /// measuring and breaking a cluster costs a bounded time.
        ///
        /// Cut again until none is longer: a piece that a cut leaves can
        /// fuse with the next one (a cluster cut down to Prepend letters,
        /// U+0600, joins whatever follows it), and each cut takes scalars
        /// away, so the loop ends.
        private static func clustersCut(_ word: Substring) -> Substring {
            var word = word
            while word.unicodeScalars.count > TextWrapper.longestCluster,
                word.contains(where: { $0.unicodeScalars.count > TextWrapper.longestCluster })
            {
                var cut = String.UnicodeScalarView()
                for character in word {
                    cut.append(contentsOf: character.unicodeScalars.prefix(TextWrapper.longestCluster))
                }
                word = Substring(String(cut))
            }
            return word
        }

        /// Whether a word reads as a web address, bare or in `<…>`.
        private static func isURL(_ word: Substring) -> Bool {
            let address = word.hasPrefix("<") ? word.dropFirst() : word
            return address.contains("://") || address.hasPrefix("www.")
        }
    }
}

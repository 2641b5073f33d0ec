/// Measures text in terminal columns, so that laid-out lines fit the screen they are drawn on.
///
/// A terminal gives a glyph one or two cells, not one per character or per
/// byte: CJK characters and emoji take two, combining marks none. The
/// measure follows `wcwidth(3)` and the Unicode East Asian Width property,
/// applied per grapheme cluster, because a cluster is what the terminal draws
/// as one glyph (`é` written as `e` plus an accent, a flag, a family emoji).
public enum DisplayWidth {
    /// The columns `text` takes: the sum of its glyphs' widths.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { total, character in total + of(character) }
    }

    /// The columns one glyph takes: 0, 1 or 2 for every glyph but one that
    /// fuses several visible characters.
    ///
    /// An emoji sequence and a flag are one two-column glyph: `❤️` is a
    /// one-column heart until U+FE0F asks for its emoji form (spacing marks
    /// or a second skin tone piled onto one add their own columns). Any other
    /// cluster is as wide as its scalars together, as `wcwidth(3)` counts
    /// them: the marks and joiners that attach to a letter take no column,
    /// but a spacing vowel sign (`का`), a conjunct's second consonant, a skin
    /// tone with no emoji to modify, or a space fused to a letter before it
    /// each take their own. A terminal that draws such a cluster narrower
    /// leaves the line shorter than measured, never wider.
    public static func of(_ character: Character) -> Int {
        // Most text is ASCII, and this spares it the Unicode property look-ups.
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if isEmojiSequence(scalars, base: base) || regionalIndicators.contains(base.value) {
            return 2 + strayWidth(scalars.dropFirst())
        }
        return scalars.reduce(0) { total, scalar in total + width(of: scalar) }
    }

    /// The columns an emoji or a flag cannot absorb: spacing marks, and a skin tone after another one.
    ///
    /// Both attach to any cluster, as many as the text holds, and a terminal
    /// draws each one, so that a flag followed by fifty vowel signs is one
    /// cluster but fifty-two columns.
    private static func strayWidth(_ scalars: Substring.UnicodeScalarView) -> Int {
        var total = 0
        var followsATone = false
        for scalar in scalars {
            let isTone = scalar.properties.isEmojiModifier
            if scalar.properties.generalCategory == .spacingMark || (isTone && followsATone) {
                total += width(of: scalar)
            }
            followsATone = isTone
        }
        return total
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.properties.isEmojiPresentation || contains(wideRanges, scalar.value) { return 2 }
        return isZeroWidth(scalar) ? 0 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control:
            return true
        case .format:
            // Joiners, direction marks and variation selectors are invisible,
            // but terminals draw the soft hyphen, as `wcwidth` counts it.
            return scalar != softHyphen
        default:
            return contains(zeroWidthRanges, scalar.value)
        }
    }

    /// Whether a cluster of several scalars is drawn as one emoji: an emoji
    /// that asks for emoji presentation, carries a skin tone, or joins others.
    ///
    /// The base must be an emoji other than a skin tone. A selector after
    /// anything else (a space, a letter) changes nothing the terminal draws;
    /// counting it would make a space that a word starting with U+FE0F fuses
    /// with two columns wide, and a wrapped line wider than the words it was
    /// made of. A skin tone after anything else is drawn as a swatch of its own.
    private static func isEmojiSequence(_ scalars: String.UnicodeScalarView, base: Unicode.Scalar) -> Bool {
        guard base.properties.isEmoji, !base.properties.isEmojiModifier else { return false }
        return scalars.dropFirst().contains { scalar in
            scalar == emojiPresentationSelector || scalar.properties.isEmojiModifier
                || scalar == zeroWidthJoiner
        }
    }

    /// Whether one of the sorted, disjoint `ranges` holds `value`, by binary search.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = ranges.startIndex
        var high = ranges.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    private static let softHyphen: Unicode.Scalar = "\u{AD}"
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    /// The letters that make flags in pairs; a lone one is drawn as a two-column letter in a box.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// The East Asian Wide and Fullwidth blocks, sorted.
    ///
    /// Emoji are left out because `isEmojiPresentation` already knows them.
    /// Whole blocks are listed, unassigned code points included, as the
    /// Unicode data does: characters added to them later are wide too.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x3247,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes
        0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA4CF,  // CJK unified ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FFF,  // ideographic symbols and punctuation
        0x17000...0x18D7F,  // Tangut, Khitan small script
        0x1AFF0...0x1B2FF,  // kana supplements and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F, CJK compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    /// Letters that combine into the glyph before them without a category
    /// saying so: the vowels and final consonants of decomposed Hangul.
    private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x1160...0x11FF,  // Hangul Jamo medial vowels and final consonants
        0xD7B0...0xD7FF,  // Hangul Jamo extended B
    ]
}

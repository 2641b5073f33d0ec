import TerminalUI
import Testing

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("counts printable ASCII as one column a character")
    func asciiIsOneColumnPerCharacter() {
        let text = "Hello, world!"

        let width = DisplayWidth.of(text)

        #expect(width == 13)
    }

    @Test(
        "counts an accented letter as one column, precomposed or decomposed",
        arguments: ["caf\u{E9}", "cafe\u{301}", "nin\u{303}o", "\u{1EC7}t"]
    )
    func accentedLetterIsOneColumn(text: String) {
        let width = DisplayWidth.of(text)

        #expect(width == text.count)
    }

    @Test(
        "counts East Asian wide and fullwidth characters as two columns",
        arguments: [
            ("漢字", 4),  // CJK ideographs
            ("ひらがな", 8),  // hiragana
            ("カタカナ", 8),  // katakana
            ("한국어", 6),  // Hangul syllables
            ("\u{1100}\u{1161}", 2),  // a Hangul syllable written as Jamo
            ("ＡＢＣ", 6),  // fullwidth Latin
            ("日本語 text", 11),
        ]
    )
    func wideCharacterIsTwoColumns(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(
        "counts an emoji as two columns",
        arguments: ["😀", "🚀", "🥲", "👍🏽", "❤️", "✌🏽"]
    )
    func emojiIsTwoColumns(emoji: String) {
        let width = DisplayWidth.of(emoji)

        #expect(width == 2)
    }

    @Test(
        "counts a variation selector after a character that is no emoji as nothing",
        arguments: [" \u{FE0F}", "a\u{FE0F}", "\u{2014}\u{FE0F}"])
    func selectorAfterNoEmoji(text: String) {
        let width = DisplayWidth.of(text)

        #expect(width == 1)
    }

    @Test("counts a symbol without emoji presentation as one column")
    func textPresentationSymbolIsOneColumn() {
        let heart = "\u{2764}"

        let width = DisplayWidth.of(heart)

        #expect(width == 1)
    }

    @Test(
        "counts a ZWJ sequence as one two-column glyph",
        arguments: ["👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻", "\u{2764}\u{200D}\u{1F525}"]
    )
    func zeroWidthJoinerSequenceIsTwoColumns(sequence: String) {
        let width = DisplayWidth.of(sequence)

        #expect(width == 2)
    }

    @Test("counts a flag as one two-column glyph")
    func flagIsTwoColumns() {
        let flags = "🇫🇷🇯🇵"

        let width = DisplayWidth.of(flags)

        #expect(width == 4)
    }

    @Test(
        "counts invisible characters as zero columns",
        arguments: [
            "\u{301}",  // a combining accent with nothing to combine with
            "\u{20DD}",  // an enclosing circle
            "\u{200B}",  // zero-width space
            "\u{200C}",  // zero-width non-joiner
            "\u{200D}",  // zero-width joiner
            "\u{FE0F}",  // variation selector
            "\u{2060}",  // word joiner
            "\u{7}",  // a control character
            "\u{7F}",  // DEL, the control character just past printable ASCII
            "\r\n",
        ]
    )
    func invisibleCharacterIsZeroColumns(text: String) {
        let width = DisplayWidth.of(text)

        #expect(width == 0)
    }

    @Test(
        "counts a cluster of visible characters that is no emoji as its characters together, as wcwidth does",
        arguments: [
            ("\u{915}\u{93E}", 2),  // का: a consonant and a spacing vowel sign
            ("\u{915}\u{94D}\u{937}", 2),  // क्ष: a conjunct, two consonants joined by a virama
            ("a\u{1F3FD}", 3),  // a skin tone after a letter, drawn as a swatch of its own
            ("\u{1F3FD}\u{1F3FD}", 4),  // two skin tones with no emoji to modify
            ("\u{D4E} ", 2),  // a prepended Malayalam letter, fused with the space after it
            ("\u{1100}\u{1100}\u{1161}", 4),  // two leading Hangul consonants
        ])
    func clusterOfVisibleCharacters(text: String, expected: Int) {
        #expect(text.count == 1)

        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(
        "counts what an emoji or a flag cannot absorb, spacing marks and a second skin tone, as their own columns",
        arguments: [
            // a flag and fifty vowel signs
            ("\u{1F1EB}\u{1F1F7}" + String(repeating: "\u{93E}", count: 50), 52),
            ("\u{1F44D}\u{1F3FD}\u{93E}", 3),  // a thumbs up with its skin tone, then a vowel sign
            ("\u{1F44D}\u{1F3FD}\u{1F3FD}", 4),  // a second skin tone, drawn as a swatch
        ])
    func strayScalarsAfterAnEmoji(text: String, expected: Int) {
        #expect(text.count == 1)

        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test("counts the first and last printable ASCII characters, space and tilde, as one column each")
    func printableASCIIBounds() {
        let width = DisplayWidth.of(" ~")

        #expect(width == 2)
    }

    @Test("measures a character as the glyph it is drawn as")
    func characterMeasuresItsGlyph() {
        let family: Character = "👨‍👩‍👧"
        let decomposed: Character = "e\u{301}"
        let ideograph: Character = "字"

        let widths = [family, decomposed, ideograph].map { DisplayWidth.of($0) }

        #expect(widths == [2, 1, 2])
    }
}

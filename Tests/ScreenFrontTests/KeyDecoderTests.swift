import Foundation
import Testing

@testable import ScreenFront

/// The bytes of a terminal in raw mode, read as keys: each test feeds bytes as reads would return them
/// and reads the keys that come out. The Esc timer is an event the test sends (`timeout()`); nothing
/// sleeps.
@Suite("Key decoder")
struct KeyDecoderTests {
    /// `text`'s bytes, with `\e` written as `ESC`.
    private func bytes(_ text: String) -> [UInt8] {
        Array(text.replacingOccurrences(of: "ESC", with: "\u{1B}").utf8)
    }

    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes(text))
    }

    @Test("reads printable ASCII and UTF-8 as characters, a scalar each")
    func characters() {
        #expect(keys("jé😀") == [.character("j"), .character("é"), .character("😀")])
    }

    /// Guards the C1 line of `utf8Character(at:atTimeout:)`: found by the keys fuzz target, U+0085 in
    /// UTF-8 came out as a key a view could have drawn.
    @Test("drops a C1 control sent in UTF-8, and goes on with the keys after it")
    func c1ControlDropped() {
        #expect(keys("a\u{85}b\u{9B}c") == [.character("a"), .character("b"), .character("c")])
    }

    @Test("skips a control string whole, ended by ST or by BEL: a title, a report, never keys")
    func controlStrings() {
        #expect(
            keys("ESC]0;title\u{7}jESCP1$rESC\\kESC_appESC\\q") == [
                .character("j"), .character("k"), .character("q"),
            ])
    }

    @Test("keeps a control string cut across reads until its end comes, and drops it at the time-out")
    func controlStringAcrossReads() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(bytes("ESC]0;ti")).isEmpty)
        #expect(decoder.feed(bytes("tle\u{7}j")) == [.character("j")])
        #expect(decoder.feed(bytes("ESC]0;cut")).isEmpty)
        #expect(decoder.timeout().isEmpty)
        #expect(!decoder.isWaitingForMore)
    }

    @Test("skips an escape sequence with intermediate bytes, such as a character set's designation")
    func intermediates() {
        #expect(keys("ESC(BjESC#8k") == [.character("j"), .character("k")])
    }

    @Test("keeps a character cut across two reads until its last byte comes")
    func characterAcrossReads() {
        var decoder = KeyDecoder()
        let emoji = Array("😀".utf8)

        #expect(decoder.feed(emoji.prefix(2)).isEmpty)
        #expect(decoder.isWaitingForMore)
        #expect(decoder.feed(emoji.dropFirst(2)) == [.character("😀")])
        #expect(!decoder.isWaitingForMore)
    }

    @Test("reads a byte no UTF-8 character starts with, or a broken sequence, as U+FFFD, then goes on")
    func brokenUTF8() {
        var decoder = KeyDecoder()

        #expect(decoder.feed([0xFF, 0x6A]) == [.character("\u{FFFD}"), .character("j")])
        #expect(decoder.feed([0xC3, 0x6B]) == [.character("\u{FFFD}"), .character("k")])
    }

    @Test("reads the arrows in their CSI and SS3 forms")
    func arrows() {
        #expect(
            keys("ESC[AESC[BESCOCESCOD")
                == [.navigation(.up), .navigation(.down), .navigation(.right), .navigation(.left)])
    }

    @Test("reads the modifiers a CSI sequence's second parameter carries")
    func modifiers() {
        #expect(keys("ESC[1;5A") == [.navigation(.up, .ctrl)])
        #expect(keys("ESC[1;2B") == [.navigation(.down, .shift)])
        #expect(keys("ESC[6;3~") == [.navigation(.pageDown, .alt)])
    }

    @Test("reads Home and End in every form, and the pages, Insert and Delete in their ~ forms")
    func tildeForms() {
        #expect(
            keys("ESC[HESC[FESCOHESCOFESC[1~ESC[7~ESC[4~ESC[8~")
                == [.navigation(.home), .navigation(.end), .navigation(.home), .navigation(.end)]
                + [.navigation(.home), .navigation(.home), .navigation(.end), .navigation(.end)])
        #expect(
            keys("ESC[5~ESC[6~ESC[2~ESC[3~")
                == [.navigation(.pageUp), .navigation(.pageDown), .navigation(.insert), .navigation(.delete)])
    }

    @Test("reads F1 to F12 in their SS3 and ~ forms")
    func functionKeys() {
        #expect(
            keys("ESCOPESCOSESC[15~ESC[24~") == [.function(1), .function(4), .function(5), .function(12)])
    }

    @Test("skips a complete sequence it does not know, whole, and reads the keys after it")
    func unknownSequences() {
        #expect(
            keys("ESC[?1049hjESC[<0;10;5MkESC[IESC[2 qq") == [
                .character("j"), .character("k"), .character("q"),
            ])
    }

    @Test("keeps a sequence cut across reads until its final byte comes")
    func sequenceAcrossReads() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(bytes("ESC[1;")).isEmpty)
        #expect(decoder.feed(bytes("5")).isEmpty)
        #expect(decoder.feed(bytes("Aj")) == [.navigation(.up, .ctrl), .character("j")])
    }

    /// Guards `isWaitingForMore` and `timeout()`: a lone Escape is Esc only once the terminal went quiet,
    /// since it may be the first byte of a sequence still on its way.
    @Test("reads a lone Escape as Esc only at the timeout, and as the start of a sequence when more comes")
    func loneEscape() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(bytes("ESC")).isEmpty)
        #expect(decoder.isWaitingForMore)
        #expect(decoder.timeout() == [.escape])
        #expect(!decoder.isWaitingForMore)

        #expect(decoder.feed(bytes("ESC")).isEmpty)
        #expect(decoder.feed(bytes("[B")) == [.navigation(.down)])
    }

    @Test("reads Escape followed by a key in the same read as Esc, then the key")
    func escapeThenKey() {
        #expect(keys("ESCq") == [.escape, .character("q")])
    }

    @Test("reads both Backspace bytes, Enter as CR or LF, Tab, and Ctrl with a letter")
    func controls() {
        #expect(
            keys("\u{7F}\u{08}\r\n\t\u{03}\u{04}\u{0C}\u{1A}")
                == [
                    .backspace, .backspace, .enter, .enter, .tab, .ctrl("c"), .ctrl("d"), .ctrl("l"),
                    .ctrl("z"),
                ])
    }

    @Test("reads bracketed paste as text, never as keys, even across reads and with a sequence inside")
    func bracketedPaste() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(bytes("ESC[200~qq")).isEmpty)
        #expect(decoder.feed(bytes("qESC[Aok")).isEmpty)
        #expect(decoder.feed(bytes("ESC[201~j")) == [.paste("qqq\u{1B}[Aok"), .character("j")])
    }

    @Test("hands a paste whose end never came back as text at the timeout")
    func unfinishedPaste() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(bytes("ESC[200~abc")).isEmpty)
        #expect(decoder.timeout() == [.paste("abc")])
        #expect(decoder.feed(bytes("q")) == [.character("q")])
    }
}

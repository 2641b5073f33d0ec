/// Turns the bytes a terminal in raw mode sends into keys: characters in UTF-8, C0 controls, and the CSI
/// and SS3 sequences xterm and ECMA-48 terminals send for the arrows, Home, End, the pages and the
/// function keys, with their modifiers; and bracketed paste.
///
/// Bytes arrive as the reads return them, so a sequence or a character may
/// be cut across two reads: what is incomplete waits in the decoder until
/// the rest comes. A lone Escape byte is the Esc key only once nothing has
/// followed it for a while (about 50 ms): the caller, which owns the clock,
/// says so with `timeout()`, so tests inject it as an event and nothing
/// here sleeps. A complete sequence the decoder does not know (a mouse
/// report, a focus event) is skipped whole, by the ECMA-48 grammar of its
/// bytes, so it never turns into keys. Between `ESC[200~` and `ESC[201~`
/// the bytes are pasted text, not keys: pasting `qqq` does not quit.
public struct KeyDecoder: Sendable {
    /// Bytes read and not yet decoded: an Escape, a sequence begun, a character cut short, or pasted text
    /// whose end has not come.
    private var pending: [UInt8] = []
    /// Whether the bytes are pasted text until `ESC[201~`.
    private var isPasting = false

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes wait for more: the caller arms its Esc timer while this is true, and calls
    /// `timeout()` when it fires.
    public var isWaitingForMore: Bool { !pending.isEmpty }

    /// The keys `bytes` complete, in order; what they leave incomplete waits for the next read.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decode(atTimeout: false)
    }

    /// Nothing came for a while: a lone Escape is the Esc key, and whatever else waits is decoded as far
    /// as it goes (a sequence cut short is Esc and the bytes after it; a character cut short, U+FFFD).
    public mutating func timeout() -> [Key] {
        decode(atTimeout: true)
    }

    // MARK: Decoding

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private mutating func decode(atTimeout: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if isPasting {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // The paste's end has not come: keep its text, unless the terminal has gone quiet.
                    if atTimeout {
                        keys.append(.paste(String(decoding: pending[index...], as: UTF8.self)))
                        index = pending.count
                        isPasting = false
                    }
                    break
                }
                keys.append(.paste(String(decoding: pending[index..<end], as: UTF8.self)))
                index = end + Self.pasteEnd.count
                isPasting = false
                continue
            }
            guard let (key, length) = step(at: index, atTimeout: atTimeout) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key the bytes at `index` make, if any, and how many bytes it takes; `nil` when they are
    /// incomplete and must wait for more.
    private mutating func step(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case Self.escape: return escapeSequence(at: index, atTimeout: atTimeout)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8Character(at: index, atTimeout: atTimeout)
        }
    }

    /// An Escape and what follows it: a CSI or SS3 sequence, or the Esc key.
    private mutating func escapeSequence(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return atTimeout ? (.escape, 1) : nil }
        switch pending[index + 1] {
        case 0x5B: return controlSequence(at: index, atTimeout: atTimeout)
        case 0x4F:
            guard index + 2 < pending.count else { return atTimeout ? (.escape, 1) : nil }
            return (KeySequences.ss3(pending[index + 2]), 3)
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F:
            return controlString(at: index, atTimeout: atTimeout)
        case 0x20...0x2F:
            return escapeWithIntermediates(at: index, atTimeout: atTimeout)
        default:
            // Esc followed by a key in the same read: Esc, then that key (Alt is not told apart).
            return (.escape, 1)
        }
    }

    /// `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), and one final byte
    /// (0x40–0x7E), as ECMA-48 defines a control sequence.
    private mutating func controlSequence(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        var cursor = index + 2
        var parameters: [UInt8] = []
        while cursor < pending.count {
            let byte = pending[cursor]
            switch byte {
            case 0x30...0x3F, 0x20...0x2F:
                parameters.append(byte)
                cursor += 1
            case 0x40...0x7E:
                let length = cursor - index + 1
                let text = String(decoding: parameters, as: UTF8.self)
                if byte == 0x7E, text == "200" {
                    isPasting = true
                    return (nil, length)
                }
                return (KeySequences.csi(text, final: byte), length)
            default:
                // A byte no control sequence may hold: the sequence is broken; Esc alone, then the rest.
                return (.escape, 1)
            }
        }
        return atTimeout ? (.escape, 1) : nil
    }

    /// A control string (DCS `ESC P`, SOS `ESC X`, OSC `ESC ]`, PM `ESC ^`, APC `ESC _`) up to its String
    /// Terminator (`ESC \\`) or, as xterm also ends one, BEL: a report or a title, never a key, skipped
    /// whole. One cut short waits for the rest; at the time-out, or past `longestControlString` bytes, it
    /// is dropped.
    private func controlString(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        var cursor = index + 2
        while cursor < pending.count {
            if pending[cursor] == 0x07 { return (nil, cursor - index + 1) }
            if pending[cursor] == Self.escape, cursor + 1 < pending.count, pending[cursor + 1] == 0x5C {
                return (nil, cursor - index + 2)
            }
            cursor += 1
        }
        let isTooLong = pending.count - index > Self.longestControlString
        return atTimeout || isTooLong ? (nil, pending.count - index) : nil
    }

    /// `ESC`, intermediate bytes (0x20–0x2F) and a final byte (0x30–0x7E): an escape sequence of ECMA-35
    /// (`ESC ( B`), never a key, skipped whole; a broken one is Esc, then the rest.
    private func escapeWithIntermediates(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        var cursor = index + 1
        while cursor < pending.count {
            switch pending[cursor] {
            case 0x20...0x2F: cursor += 1
            case 0x30...0x7E: return (nil, cursor - index + 1)
            default: return (.escape, 1)
            }
        }
        return atTimeout ? (.escape, 1) : nil
    }

    /// The most bytes a control string cut short is kept for, waiting for its end.
    static let longestControlString = 4_096

    /// A character in UTF-8 from its lead byte; U+FFFD for a byte no character starts with, or one whose
    /// sequence is broken; nothing for a C1 control.
    private func utf8Character(at index: Int, atTimeout: Bool) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.character("\u{FFFD}"), 1)
        }
        let available = min(length, pending.count - index)
        for offset in 1..<available where !(0x80...0xBF).contains(pending[index + offset]) {
            return (.character("\u{FFFD}"), offset)
        }
        guard available == length else { return atTimeout ? (.character("\u{FFFD}"), available) : nil }
        var decoder = UTF8()
        var iterator = pending[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return (.character("\u{FFFD}"), length)
        }
        // A C1 control (U+0080 to U+009F) is no key a terminal sends in UTF-8, and could drive one: dropped.
        guard !(0x80...0x9F).contains(scalar.value) else { return (nil, length) }
        return (.character(Character(scalar)), length)
    }

    /// Where `needle` starts in `haystack` at or after `start`, if it does.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        for position in start...(haystack.count - needle.count)
        where haystack[position..<(position + needle.count)].elementsEqual(needle) {
            return position
        }
        return nil
    }
}

/// Decodes the character references of HTML text (`&amp;`, `&#39;`, `&#x1F600;`).
///
/// It lives with the entities because two layers that cannot see each other
/// need it: the wire decoder (titles and names) and the body renderer (text
/// between tags). Decoding runs once over the text, so `&amp;lt;` becomes
/// `&lt;` and never `<`.
///
/// It reads UTF-8 bytes, not `Character`s. A reference is ASCII, but a
/// `Character` is a whole grapheme cluster: `&lt;` followed by a combining
/// mark makes `;` part of a cluster that is not `;`, and U+037E GREEK
/// QUESTION MARK *is* `;` to `Character` equality. Bytes see neither.
public enum HTMLEntities {
    /// `text` with every reference it recognises replaced by its character.
    ///
    /// An unknown name or a reference without its `;` is kept as written, as
    /// browsers do for text that only looks like a reference. A number is
    /// decimal digits (`&#65;`) or hexadecimal ones after `x` (`&#x41;`),
    /// without a sign; one that names no character (zero, a surrogate, past
    /// U+10FFFF, however many digits) becomes U+FFFD.
    public static func decode(_ text: String) -> String {
        guard text.utf8.contains(ampersand) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == ampersand, let (scalar, end) = reference(in: bytes, bodyAt: index + 1) {
                result.append(contentsOf: scalar.utf8)
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let ampersand = UInt8(ascii: "&")
    private static let semicolon = UInt8(ascii: ";")

    /// The longest reference body worth looking at (`#x10FFFF` or a long name).
    private static let maxReferenceLength = 12

    /// The character of the reference whose body starts at `start`, and the
    /// index after its `;`; `nil` when there is no reference there.
    private static func reference(in bytes: [UInt8], bodyAt start: Int) -> (Unicode.Scalar, Int)? {
        var end = start
        // A body is letters, digits and `#`; anything else, or no `;` soon enough, is plain text.
        while end < bytes.count, end - start < maxReferenceLength, bytes[end] != semicolon {
            guard isReferenceByte(bytes[end]) else { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == semicolon,
            let scalar = character(for: bytes[start..<end])
        else { return nil }
        return (scalar, end + 1)
    }

    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "#"):
            true
        default: false
        }
    }

    private static func character(for body: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard let first = body.first else { return nil }
        guard first == UInt8(ascii: "#") else {
            return named[String(decoding: body, as: UTF8.self)]
        }
        var digits = body.dropFirst()
        var radix: UInt32 = 10
        if let marker = digits.first, marker == UInt8(ascii: "x") || marker == UInt8(ascii: "X") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        // Past U+10FFFF the value stops growing, so no count of digits can overflow it.
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = digitValue(byte), digit < radix else { return nil }
            value = min(value * radix + digit, 0x11_0000)
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "laquo": "«", "raquo": "»", "bull": "•", "middot": "·", "copy": "©",
        "reg": "®", "trade": "™", "deg": "°", "times": "×", "divide": "÷", "minus": "−",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "shy": "\u{AD}", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "aacute": "\u{E1}", "eacute": "\u{E9}", "iacute": "\u{ED}",
        "oacute": "\u{F3}", "uacute": "\u{FA}", "agrave": "\u{E0}", "egrave": "\u{E8}",
        "ccedil": "\u{E7}", "ntilde": "\u{F1}", "auml": "\u{E4}", "ouml": "\u{F6}", "uuml": "\u{FC}",
        "szlig": "\u{DF}", "Eacute": "\u{C9}", "Auml": "\u{C4}", "Ouml": "\u{D6}", "Uuml": "\u{DC}",
    ]
}

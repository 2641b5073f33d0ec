/// Decodes the character references of HTML text (`&amp;`, `&#39;`, `&#x1F600;`).
///
/// It lives with the entities because two layers that cannot see each other
/// need it: the wire decoder (titles and names) and the body renderer (text
/// between tags). Decoding runs once over the text, so `&amp;lt;` becomes
/// `&lt;` and never `<`.
public enum HTMLEntities {
    /// `text` with every reference it recognises replaced by its character.
    ///
    /// An unknown name or a reference without its `;` is kept as written, as
    /// browsers do for text that only looks like a reference. A number that
    /// names no character becomes U+FFFD.
    public static func decode(_ text: String) -> String {
        // Searching the UTF-8 bytes: `String.contains("&")` takes Foundation's slow path for a substring.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            if let semicolon = rest[afterAmpersand...].prefix(maxReferenceLength).firstIndex(of: ";"),
                let character = character(for: rest[afterAmpersand..<semicolon])
            {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        result += rest
        return result
    }

    /// The longest reference body worth looking at (`#x10FFFF` or a long name).
    private static let maxReferenceLength = 12

    private static func character(for reference: Substring) -> Character? {
        guard let first = reference.first else { return nil }
        if first != "#" { return named[String(reference)] }
        let digits = reference.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, !digits.isEmpty else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "laquo": "«", "raquo": "»", "bull": "•", "middot": "·", "copy": "©",
        "reg": "®", "trade": "™", "deg": "°", "times": "×", "divide": "÷", "minus": "−",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "shy": "\u{AD}", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "aacute": "á", "eacute": "é", "iacute": "í", "oacute": "ó",
        "uacute": "ú", "agrave": "à", "egrave": "è", "ccedil": "ç", "ntilde": "ñ", "auml": "ä",
        "ouml": "ö", "uuml": "ü", "szlig": "ß", "Eacute": "É", "Auml": "Ä", "Ouml": "Ö",
        "Uuml": "Ü",
    ]
}

import Markup

/// Fuzzes `HTMLEntities.decode`, the one decoding of titles, names and body text.
///
/// The input is any text. Checked on each, comparing scalars (`String`
/// equality is canonical, and would take U+037E for `;`):
/// - encoding it as the API does and decoding it gives it back: no reference
///   is decoded twice, or missed next to a combining mark;
/// - a reference decodes whatever stands just before or after it, a
///   prepended mark or a combining one;
/// - decoding never lengthens text, since a reference becomes one scalar;
/// - text without `&`, or without an ASCII `;`, is left alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntities(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let decoded = HTMLEntities.decode(text)

    let roundTrip = HTMLEntities.decode(escaped(text))
    require(roundTrip, equals: text, "decode(escape(t)) == t", for: text)
    require(
        HTMLEntities.decode(text + "&amp;"), equals: decoded + "&", "a reference after t is decoded",
        for: text)
    require(
        HTMLEntities.decode("&lt;" + text), equals: "<" + decoded, "a reference before t is decoded",
        for: text)
    if decoded.unicodeScalars.count > text.unicodeScalars.count {
        violated("decoding lengthened \(text.debugDescription) to \(decoded.debugDescription)")
    }
    if !text.utf8.contains(UInt8(ascii: "&")) || !text.utf8.contains(UInt8(ascii: ";")) {
        require(decoded, equals: text, "text with no reference is left alone", for: text)
    }
    return 0
}

/// Stops the run unless `actual` and `expected` are the same scalars.
private func require(_ actual: String, equals expected: String, _ rule: String, for text: String) {
    if !actual.unicodeScalars.elementsEqual(expected.unicodeScalars) {
        violated("\(rule), for \(text.debugDescription): got \(actual.debugDescription)")
    }
}

/// `text` encoded as the Stack Exchange API encodes titles and names.
private func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result.append(contentsOf: "&amp;".unicodeScalars)
        case "<": result.append(contentsOf: "&lt;".unicodeScalars)
        case ">": result.append(contentsOf: "&gt;".unicodeScalars)
        case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
        case "'": result.append(contentsOf: "&#39;".unicodeScalars)
        default: result.append(scalar)
        }
    }
    return String(result)
}

import Markup

/// The lines of every code block in `blocks`, nested ones included, as the
/// layout writes them (without white space at their ends, judged by scalars): the lines allowed past the width.
func codeLines(in blocks: [TextBlock]) -> Set<String> {
    var lines = Set<String>()
    for block in blocks {
        switch block {
        case .code(let code):
            for line in code { lines.insert(withoutTrailingWhiteSpace(line)) }
        case .listItem(_, let inner), .quote(let inner):
            lines.formUnion(codeLines(in: inner))
        case .paragraph, .heading, .rule:
            break
        }
    }
    return lines
}

/// `line` less the white space at its end, judged by scalars (a space can end a cluster).
private func withoutTrailingWhiteSpace(_ line: String) -> String {
    var scalars = line.unicodeScalars[...]
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
}

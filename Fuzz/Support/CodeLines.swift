import Markup

/// The lines of every code block in `blocks`, nested ones included, as the
/// layout writes them (without trailing spaces): the lines allowed past the width.
func codeLines(in blocks: [TextBlock]) -> Set<String> {
    var lines = Set<String>()
    for block in blocks {
        switch block {
        case .code(let code):
            for line in code { lines.insert(String(line.reversed().drop { $0 == " " }.reversed())) }
        case .listItem(_, let inner), .quote(let inner):
            lines.formUnion(codeLines(in: inner))
        case .paragraph, .heading, .rule:
            break
        }
    }
    return lines
}

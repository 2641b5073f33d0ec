/// Sets the first command's traces side by side: one column per pattern, one crossing per cell.
struct TraceColumns {
    /// Each pattern's traces; the first of each is the one shown.
    let traces: [Pattern: [CommandTrace]]

    /// The section: a heading, how to read the table, and the table.
    var markdown: String {
        let shown = Pattern.allCases.map { traces[$0]?.first }
        let command = shown.compactMap { $0?.command }.first ?? ""
        var table = MarkdownTable(headings: ["#"] + Pattern.allCases.map(\.folderName), numeric: false)
        let length = shown.map { $0?.lines.count ?? 0 }.max() ?? 0
        for row in 0..<length {
            table.add(
                [String(row + 1)]
                    + shown.map { trace in
                        guard let lines = trace?.lines, row < lines.count else { return "" }
                        return MarkdownTable.code(Self.cell(lines[row], base: lines.map(\.depth).min() ?? 0))
                    })
        }
        table.add(
            [""]
                + shown.map { trace in
                    guard let trace else { return "" }
                    return Self.counted(trace.calls, "call") + ", "
                        + Self.counted(trace.returns, "value back")
                })
        return """
            ## `\(command)`, traced in each pattern

            The same command, typed into each pattern with `--trace` on the offline data. Read each column \
            down: every cell is one call across a layer boundary, in the order the program made it, as \
            `caller → callee  call`. Each `·` is a level of nesting: the call was made while the call above \
            it with one `·` fewer was still under way. A `⇠` cell is a value coming back to the caller at \
            the end of a round trip. Cells on the same row are not related: each pattern takes its own \
            number of steps, which is the point. The start-up lines (showing the first page) are left out.

            \(table.markdown)
            """
    }

    /// "1 call", "2 calls"; "2 values back".
    private static func counted(_ count: Int, _ noun: String) -> String {
        guard count != 1 else { return "1 \(noun)" }
        let words = noun.split(separator: " ", maxSplits: 1)
        return "\(count) \(words[0])s" + (words.count > 1 ? " \(words[1])" : "")
    }

    /// One crossing: nesting dots, then `caller → callee  message`.
    private static func cell(_ line: TraceLine, base: Int) -> String {
        let nesting = String(repeating: "· ", count: max(line.depth - base, 0))
        return "\(nesting)\(line.caller) \(line.isReturn ? "⇠" : "→") \(line.callee)  \(line.message)"
    }
}

/// The text of a `<pre>` element being read, and the code lines it makes.
struct PreformattedText {
    private var text = ""

    /// Adds text that is already decoded; it is kept verbatim.
    mutating func append(_ decodedText: String) {
        text += decodedText
    }

    /// The lines of the block: sanitised, tabs expanded to the next multiple
    /// of `tabWidth` columns, and without blank lines at either end.
    ///
    /// The markup puts line breaks at the ends (`<pre>\n` and the `\n` before
    /// `</code></pre>`) that would show as empty lines. Columns are counted
    /// in characters, which is exact for the ASCII that code mostly is.
    func lines(tabWidth: Int) -> [String] {
        let lines = TerminalText.sanitized(text, keepingTabs: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { Self.expandingTabs(in: $0, width: tabWidth) }
        let isBlank: (String) -> Bool = { $0.allSatisfy { $0 == " " } }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
            let last = lines.lastIndex(where: { !isBlank($0) })
        else { return [] }
        return Array(lines[first...last])
    }

    private static func expandingTabs(in line: Substring, width: Int) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = width - column % width
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += 1
            }
        }
        return result
    }
}

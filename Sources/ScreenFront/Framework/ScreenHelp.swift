/// The keys of the screen front, as `?` shows them.
public enum ScreenHelp {
    /// Each key and what it does.
    public static let keys: [(keys: String, description: String)] = [
        ("↑ ↓  k j", "move the selection; on a question, scroll a line"),
        ("PgUp PgDn Space", "a page up or down"),
        ("Home g  End G", "the first or the last row"),
        ("Enter o", "open the selected question"),
        ("u", "on a question, its asker's page"),
        ("s", "save or unsave the selected question, or the one on screen"),
        ("S", "your saved questions"),
        ("r", "refresh: page 1 again, with what changed marked"),
        ("/", "search"),
        ("t", "show only a tag"),
        (":", "any command of the line front (:sort votes, :open 12)"),
        ("b Backspace Esc", "back one screen"),
        ("Ctrl-C", "cancel a load"),
        ("Ctrl-L", "draw the screen again"),
        ("Ctrl-Z", "stop; the shell's fg brings it back"),
        ("?", "these keys"),
        ("q Ctrl-D", "quit"),
    ]

    /// The line under the keys.
    public static let footer = "Press any key to go back."

    /// Draws the keys over the body of `frame`.
    static func draw(in frame: inout Frame, palette: ScreenPalette) {
        let keyWidth = (keys.map { $0.keys.count }.max() ?? 0) + 2
        for row in frame.bodyLines { frame.clear(row: row) }
        for (offset, entry) in keys.enumerated() where offset + 1 < frame.bodyLines.upperBound {
            let column = frame.put(
                "  " + entry.keys, row: offset + 1, column: 0, style: palette.style(.title))
            frame.putClipped(
                String(repeating: " ", count: max(1, keyWidth + 2 - column)) + entry.description,
                row: offset + 1, column: column)
        }
    }
}

/// Where the width the views lay out for comes from: a number fixed at start, or a terminal
/// whose size can change while the program runs.
@MainActor
public enum WidthSource {
    /// This many columns, whatever happens to the terminal (`--width`, `COLUMNS`, or output to a pipe).
    case fixed(Int)
    /// The terminal's size as it is when asked, at least 20 columns, or 80 when it cannot be told.
    case terminal(any TerminalSize)

    /// The width now.
    public func currentWidth() -> Int {
        switch self {
        case .fixed(let width):
            return width
        case .terminal(let size):
            return max(size.columns() ?? TerminalInfo.fallbackWidth, TerminalInfo.minimumWidth)
        }
    }
}

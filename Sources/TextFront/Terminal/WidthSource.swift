/// Where the width the views lay out for comes from: a number fixed at start, or a terminal
/// whose size can change while the program runs.
@MainActor
public enum WidthSource {
    /// This many columns, whatever happens to the terminal (`--width`, `COLUMNS`, or output to a pipe).
    case fixed(Int)
    /// The terminal's size as it is when asked, or 80 when it cannot be told.
    case terminal(any TerminalSize)

    /// The width now, brought into `TerminalInfo.supportedWidths` (20 to 1,000 columns).
    public func currentWidth() -> Int {
        switch self {
        case .fixed(let width):
            return TerminalInfo.supported(width)
        case .terminal(let size):
            return TerminalInfo.supported(size.columns() ?? TerminalInfo.fallbackWidth)
        }
    }
}

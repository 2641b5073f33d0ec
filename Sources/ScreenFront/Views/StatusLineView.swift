import Entities
import TerminalUI

/// Draws a screen's bottom line: its status, or while the user types, the command line with the cursor
/// after the text. Shared by every shape's screens; it decides nothing.
public struct StatusLineView: Sendable {
    private let palette: ScreenPalette

    /// A view drawing in `palette`.
    public init(palette: ScreenPalette) {
        self.palette = palette
    }

    /// Draws `status`, or `commandLine` when one is open, on the frame's last line.
    public func draw(_ status: StatusLine, commandLine: CommandLineText?, in frame: inout Frame) {
        let row = frame.height - 1
        guard row >= 0 else { return }
        frame.clear(row: row)
        if let commandLine {
            let shown = String(commandLine.prompt) + commandLine.text
            // The end of a line longer than the screen stays in sight, where the user types.
            var visible = Substring(shown)
            var overflow = DisplayWidth.of(shown) + 1 - frame.width
            while overflow > 0, let first = visible.first {
                overflow -= DisplayWidth.of(first)
                visible = visible.dropFirst()
            }
            let end = frame.put(visible, row: row, column: 0)
            frame.cursor = (row: row, column: min(end, frame.width - 1))
            return
        }
        switch status.message {
        case .loading: frame.put("Loading…", row: row, column: 0, style: palette.style(.plain))
        case .notice(let text): frame.putClipped(text, row: row, column: 0, style: palette.style(.notice))
        case .error(let text): frame.putClipped(text, row: row, column: 0, style: palette.style(.error))
        case nil: frame.putClipped(status.footer, row: row, column: 0, style: palette.style(.plain))
        }
    }
}

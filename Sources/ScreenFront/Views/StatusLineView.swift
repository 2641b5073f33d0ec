import Entities
import Interactors
import TerminalUI

/// Draws a screen's bottom line: its status, or while the user types, the command line with the cursor
/// after the text. Shared by every shape's screens; it decides nothing: it draws the status it is given.
///
/// Where a message covered "Loading…" and a key has cleared it, the line says "Loading…" again while the
/// framework's load tracker has a load in flight, as a system's activity indicator follows every load:
/// each shape's owner of a load says when it starts and shows what it brings, and the tracker, through
/// which every owner starts its loads, knows when the last has ended, failed or not. It can stand for
/// the covered screen's load because only one load wants its answer at a time: the newest command stops
/// the others.
@MainActor
public struct StatusLineView {
    private let palette: ScreenPalette
    private let loads: LoadTracker

    /// A view drawing in `palette`, asking `loads` whether a load runs.
    public init(palette: ScreenPalette, loads: LoadTracker) {
        self.palette = palette
        self.loads = loads
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
        case nil where status.coversLoading && loads.hasLoadInFlight:
            frame.put("Loading…", row: row, column: 0, style: palette.style(.plain))
        case nil: frame.putClipped(status.footer, row: row, column: 0, style: palette.style(.plain))
        }
    }
}

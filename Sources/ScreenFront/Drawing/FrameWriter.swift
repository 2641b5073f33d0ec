/// Writes frames to the terminal as a terminal library does: the first frame whole, then only the cells
/// that changed since the frame on screen, each run placed with one cursor move, and the style changed
/// only where it changes.
///
/// The caller writes the bytes in one flush per frame. After a cluster
/// whose width terminals disagree on (an emoji, a cluster of several
/// scalars), the next cell is placed with an absolute cursor move, so a
/// terminal that drew it one column off cannot shift the rest of the row.
/// Autowrap is off while the screen front runs, so the last column never
/// scrolls the screen.
public struct FrameWriter: Sendable {
    /// The frame on screen, as the terminal was last told to show it; `nil`: unknown, draw whole.
    private var onScreen: Frame?

    /// A writer with nothing on screen: its first frame is drawn whole.
    public init() {}

    /// The next frame is drawn whole: the terminal was cleared behind the writer's back (Ctrl-L, a return
    /// from Ctrl-Z, a resize).
    public mutating func forget() {
        onScreen = nil
    }

    /// The bytes that make the terminal show `frame`, given the frame on screen; none when nothing
    /// changed. `frame` is then the frame on screen.
    public mutating func bytes(for frame: Frame) -> [UInt8] {
        var output = Output()
        let previous = onScreen.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        if previous == nil { output.append("\u{1B}[0m\u{1B}[2J") }
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[row, column]
                guard cell.width != 0, previous.map({ $0[row, column] != cell }) ?? (cell != .blank) else {
                    continue
                }
                output.write(cell, row: row, column: column)
            }
        }
        output.endFrame()
        placeCursor(of: frame, previous: previous, in: &output)
        onScreen = frame
        return output.bytes
    }

    /// Shows the cursor where `frame` has it, placed again after any cell written, or hides it; a frame
    /// drawn whole sets the cursor's visibility whatever it was.
    private func placeCursor(of frame: Frame, previous: Frame?, in output: inout Output) {
        let wasShown = previous?.cursor
        guard let cursor = frame.cursor, cursor.row < frame.height, cursor.column < frame.width else {
            if previous == nil || wasShown != nil { output.append("\u{1B}[?25l") }
            return
        }
        if previous == nil || !output.bytes.isEmpty || wasShown.map({ $0 != cursor }) ?? true {
            output.append("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H")
        }
        if previous == nil || wasShown == nil { output.append("\u{1B}[?25h") }
    }

    /// The bytes of one frame, with where the cursor and the style are as they are written.
    private struct Output {
        var bytes: [UInt8] = []
        /// Where the next cluster written would go; `nil` once that is not known for sure.
        var cursor: (row: Int, column: Int)?
        var style = CellStyle.plain

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func write(_ cell: Cell, row: Int, column: Int) {
            if cursor.map({ $0 != (row, column) }) ?? true { append("\u{1B}[\(row + 1);\(column + 1)H") }
            if cell.style != style {
                append(Self.sgr(cell.style))
                style = cell.style
            }
            append(cell.text)
            let isUncertain =
                cell.text.unicodeScalars.count > 1
                || cell.text.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            cursor = isUncertain ? nil : (row, column + cell.width)
        }

        mutating func endFrame() {
            if style != .plain { append("\u{1B}[0m") }
            style = .plain
        }

        /// The SGR sequence that sets `style` from scratch.
        static func sgr(_ style: CellStyle) -> String {
            var parameters = ["0"]
            if style.isBold { parameters.append("1") }
            if style.isReverse { parameters.append("7") }
            if let colour = style.foreground { parameters.append(String(colour.rawValue)) }
            return "\u{1B}[\(parameters.joined(separator: ";"))m"
        }
    }
}

/// Writes frames to the terminal as a terminal library does: the first frame whole, then only the cells
/// that changed since the frame on screen, each run placed with one cursor move, and the style changed
/// only where it changes.
///
/// A run of unchanged cells between two changed ones on a row is written
/// again when that takes no more bytes than moving the cursor past it, as
/// curses does with the spaces between words.
///
/// When rows moved up or down together (a list or a text scrolled), the
/// terminal is told to scroll them, as curses does: a scroll region
/// (DECSTBM) around the rows that changed, scroll up or down (SU, SD) by
/// the shift that leaves the fewest rows to write, the region reset; then
/// only the rows uncovered and the cells that changed are written. The
/// shift is found from a hash of each row; a hash that collides only makes
/// a worse choice, since the cells are then compared for real.
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
        var previous = onScreen.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        if previous == nil {
            output.append("\u{1B}[0m\u{1B}[2J")
        } else if let shown = previous, let scroll = Self.scroll(from: shown, to: frame) {
            output.scroll(rows: scroll.region, by: scroll.lines)
            previous?.scroll(rows: scroll.region, by: scroll.lines)
        }
        func changed(_ row: Int, _ column: Int) -> Bool {
            let cell = frame[row, column]
            return cell.width != 0 && (previous.map { $0[row, column] != cell } ?? (cell != .blank))
        }
        for row in 0..<frame.height {
            var column = 0
            while column < frame.width {
                if changed(row, column) {
                    output.write(frame[row, column], row: row, column: column)
                } else if let next = output.bridge(frame, row: row, from: column, to: changed) {
                    column = next
                    continue
                }
                column += 1
            }
        }
        output.endFrame()
        placeCursor(of: frame, previous: previous, in: &output)
        onScreen = frame
        return output.bytes
    }

    /// The rows to scroll and by how many lines (up when positive) so that the fewest rows of `frame` are
    /// left to write over `previous`, when that saves at least two rows; `nil` when fewer than three rows
    /// changed, or no shift saves enough.
    static func scroll(from previous: Frame, to frame: Frame) -> (region: Range<Int>, lines: Int)? {
        let changed = (0..<frame.height).filter { !frame.row($0, equals: previous, row: $0) }
        guard changed.count >= 3, let first = changed.first, let last = changed.last else { return nil }
        let region = first..<(last + 1)
        let old = region.map { previous.hash(ofRow: $0) }
        let new = region.map { frame.hash(ofRow: $0) }
        var best: (lines: Int, saving: Int)?
        for distance in 1..<region.count {
            for lines in [distance, -distance] {
                // Rows that will match once scrolled, less those that matched where they were.
                var saving = 0
                for index in new.indices {
                    let source = index + lines
                    let matchesScrolled = old.indices.contains(source) && new[index] == old[source]
                    let matchedInPlace = new[index] == old[index]
                    if matchesScrolled && !matchedInPlace { saving += 1 }
                    if matchedInPlace && !matchesScrolled { saving -= 1 }
                }
                if saving > (best?.saving ?? 1) { best = (lines, saving) }
            }
        }
        return best.map { (region, $0.lines) }
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

        /// Writes the unchanged cells from `column` on, up to the next changed cell of `row`, when the
        /// cursor is at `column` and writing them again costs no more bytes than a cursor move past them
        /// (the spaces between words, most often): they must be narrow, sure of their width and in the
        /// style already set. Returns the changed cell's column, or `nil` when nothing was written.
        mutating func bridge(_ frame: Frame, row: Int, from column: Int, to changed: (Int, Int) -> Bool)
            -> Int?
        {
            guard let at = cursor, at == (row, column) else { return nil }
            var text: [UInt8] = []
            var next = column
            while next < frame.width, !changed(row, next) {
                let cell = frame[row, next]
                guard cell.width == 1, cell.style == style, !Self.isUncertain(cell) else { return nil }
                text.append(contentsOf: cell.text.utf8)
                next += 1
                if text.count > "\u{1B}[\(row + 1);\(next + 1)H".utf8.count { return nil }
            }
            guard next < frame.width, !text.isEmpty else { return nil }
            bytes.append(contentsOf: text)
            cursor = (row, next)
            return next
        }

        /// Whether terminals may disagree on `cell`'s width: a cluster of several scalars, or an emoji.
        static func isUncertain(_ cell: Cell) -> Bool {
            cell.text.unicodeScalars.count > 1
                || cell.text.unicodeScalars.contains { $0.properties.isEmojiPresentation }
        }

        mutating func write(_ cell: Cell, row: Int, column: Int) {
            if cursor.map({ $0 != (row, column) }) ?? true { append("\u{1B}[\(row + 1);\(column + 1)H") }
            if cell.style != style {
                append(Self.sgr(cell.style))
                style = cell.style
            }
            append(cell.text)
            cursor = Self.isUncertain(cell) ? nil : (row, column + cell.width)
        }

        /// Scrolls the rows `region` by `lines`, up when positive, in a scroll region set for it and reset
        /// after; both move the cursor home.
        mutating func scroll(rows region: Range<Int>, by lines: Int) {
            append("\u{1B}[\(region.lowerBound + 1);\(region.upperBound)r")
            append(lines > 0 ? "\u{1B}[\(lines)S" : "\u{1B}[\(-lines)T")
            append("\u{1B}[r")
            cursor = nil
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

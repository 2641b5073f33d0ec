import ScreenFront
import Testing

/// A terminal for the screen session's tests: it records what is written and asked of it, and reads the
/// bytes through a virtual terminal of its size, which fails the test on any sequence it does not know.
@MainActor
final class RecordingTerminal: ScreenTerminal {
    var columns: Int
    var rows: Int
    private(set) var written: [[UInt8]] = []
    private(set) var suspensions = 0
    private(set) var rawModeEntries = 0
    private(set) var screen: VirtualTerminal

    init(columns: Int = 80, rows: Int = 24) {
        self.columns = columns
        self.rows = rows
        screen = VirtualTerminal(width: columns, height: rows)
    }

    func size() -> (columns: Int, rows: Int)? { (columns, rows) }

    func write(_ bytes: [UInt8]) {
        written.append(bytes)
        if screen.width != columns || screen.height != rows {
            screen = VirtualTerminal(width: columns, height: rows)
        }
        screen.feed(bytes)
    }

    func suspend() { suspensions += 1 }
    func enterRawMode() { rawModeEntries += 1 }

    /// Line `row` on screen, its trailing blanks dropped, as Unicode scalars.
    func line(_ row: Int) -> [Unicode.Scalar] {
        Array(screen.text(ofRow: row).unicodeScalars.reversed().drop { $0 == " " }.reversed())
    }

    /// Every line on screen, trailing blanks dropped, for a failure's message.
    var lines: [String] {
        (0..<screen.height).map { String(String.UnicodeScalarView(line($0))) }
    }

    /// The number of the first line starting with `prefix`, compared by Unicode scalars.
    func firstLine(startingWith prefix: String) -> Int? {
        (0..<screen.height).first { line($0).starts(with: Array(prefix.unicodeScalars)) }
    }
}

import ScreenFront
import Testing

/// A terminal for the screen session's tests: it records what is written and asked of it, and reads the
/// bytes through a virtual terminal of its size, which fails the test on any sequence it does not know.
@MainActor
public final class RecordingTerminal: ScreenTerminal {
    /// The size it tells; a test changes it to resize.
    public var columns: Int
    /// The size it tells; a test changes it to resize.
    public var rows: Int
    /// Every frame's bytes, in order.
    public private(set) var written: [[UInt8]] = []
    /// How many times the process was asked to stop.
    public private(set) var suspensions = 0
    /// How many times raw mode was entered again.
    public private(set) var rawModeEntries = 0
    /// The cells as a terminal of this size shows the bytes.
    public private(set) var screen: VirtualTerminal

    /// A terminal of `columns` × `rows`.
    public init(columns: Int = 80, rows: Int = 24) {
        self.columns = columns
        self.rows = rows
        screen = VirtualTerminal(width: columns, height: rows)
    }

    /// The size set.
    public func size() -> (columns: Int, rows: Int)? { (columns, rows) }

    /// Records `bytes` and reads them onto the screen, anew at a new size.
    public func write(_ bytes: [UInt8]) {
        written.append(bytes)
        if screen.width != columns || screen.height != rows {
            screen = VirtualTerminal(width: columns, height: rows)
        }
        screen.feed(bytes)
    }

    /// Counts a stop.
    public func suspend() { suspensions += 1 }
    /// Counts a return to raw mode.
    public func enterRawMode() { rawModeEntries += 1 }

    /// Line `row` on screen, its trailing blanks dropped, as Unicode scalars.
    public func line(_ row: Int) -> [Unicode.Scalar] {
        Array(screen.text(ofRow: row).unicodeScalars.reversed().drop { $0 == " " }.reversed())
    }

    /// Every line on screen, trailing blanks dropped, for a failure's message.
    public var lines: [String] {
        (0..<screen.height).map { String(String.UnicodeScalarView(line($0))) }
    }

    /// The number of the first line starting with `prefix`, compared by Unicode scalars.
    public func firstLine(startingWith prefix: String) -> Int? {
        (0..<screen.height).first { line($0).starts(with: Array(prefix.unicodeScalars)) }
    }
}

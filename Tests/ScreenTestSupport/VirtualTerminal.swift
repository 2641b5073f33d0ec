import ScreenFront
import TerminalUI
import Testing

/// A terminal in a test: it reads the bytes the app writes into a grid of cells, as xterm would with
/// autowrap off, and records an issue for any sequence it does not know, so that a stray byte fails the
/// test that wrote it.
///
/// It knows the short set the screen front writes: the cursor position (CUP), clearing the screen
/// (ED 2), the scroll region (DECSTBM) and scrolling in it (SU, SD), SGR 0, 1, 7 and 31–36, and the
/// private modes the front turns on and off (the cursor, autowrap, the alternate screen, bracketed
/// paste).
public struct VirtualTerminal {
    /// The columns.
    public let width: Int
    /// The rows.
    public let height: Int
    /// The grid: each cell's cluster, and its style.
    public private(set) var cells: [[(text: String, style: CellStyle)]]
    /// Where the next cluster goes.
    public private(set) var cursor = (row: 0, column: 0)
    private var style = CellStyle.plain
    /// The rows that scroll (DECSTBM), the whole screen unless set.
    public private(set) var scrollRegion: Range<Int>
    /// How many times the app scrolled rows (SU or SD), for a test that expects it to.
    public private(set) var scrolls = 0
    /// The private modes set, by number: 25 the cursor, 7 autowrap, 1049 the alternate screen, 2004 paste.
    public private(set) var modes: Set<Int> = [25, 7]

    /// A blank terminal of `width` × `height`, the cursor and autowrap on.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: (" ", .plain), count: width), count: height)
        scrollRegion = 0..<height
    }

    /// Whether the cursor shows (private mode 25).
    public var isCursorShown: Bool { modes.contains(25) }

    /// The text of `row`, cluster by cluster, as a test compares it with a frame's.
    public func text(ofRow row: Int) -> String {
        cells[row].map(\.text).joined()
    }

    /// The style of the cell at `row` and `column`.
    public func style(row: Int, column: Int) -> CellStyle { cells[row][column].style }

    /// Reads `bytes` as the terminal would.
    public mutating func feed(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                index = sequence(in: bytes, at: index, sourceLocation: sourceLocation)
            } else if bytes[index] < 0x20 || bytes[index] == 0x7F {
                Issue.record(
                    "a control byte \(bytes[index]) reached the terminal", sourceLocation: sourceLocation)
                index += 1
            } else {
                let end = bytes[index...].firstIndex(of: 0x1B) ?? bytes.count
                for character in String(decoding: bytes[index..<end], as: UTF8.self) { put(character) }
                index = end
            }
        }
    }

    private mutating func put(_ character: Character) {
        let columns = DisplayWidth.of(character)
        guard cursor.row < height, cursor.column + columns <= width, columns > 0 else { return }
        cells[cursor.row][cursor.column] = (String(character), style)
        if columns == 2 { cells[cursor.row][cursor.column + 1] = ("", style) }
        cursor.column += columns
    }

    /// Reads the escape sequence at `index`; returns the index after it.
    private mutating func sequence(in bytes: [UInt8], at index: Int, sourceLocation: SourceLocation) -> Int {
        guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else {
            Issue.record("an Escape that starts no CSI sequence", sourceLocation: sourceLocation)
            return index + 1
        }
        var cursorIndex = index + 2
        var parameters = ""
        while cursorIndex < bytes.count, (0x20...0x3F).contains(bytes[cursorIndex]) {
            parameters.append(Character(Unicode.Scalar(bytes[cursorIndex])))
            cursorIndex += 1
        }
        guard cursorIndex < bytes.count else {
            Issue.record("a sequence cut short: ESC[\(parameters)", sourceLocation: sourceLocation)
            return bytes.count
        }
        let final = Character(Unicode.Scalar(bytes[cursorIndex]))
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        switch (final, parameters.first) {
        case ("H", _):
            cursor = (max((numbers.first ?? 1) - 1, 0), max((numbers.dropFirst().first ?? 1) - 1, 0))
        case ("J", _) where parameters == "2":
            cells = Array(repeating: Array(repeating: (" ", .plain), count: width), count: height)
        case ("r", _):
            let top = max((numbers.first ?? 1) - 1, 0)
            let bottom = min(numbers.dropFirst().first ?? height, height)
            guard top < bottom - 1 else {
                Issue.record(
                    "a scroll region of under two rows: ESC[\(parameters)r", sourceLocation: sourceLocation)
                break
            }
            scrollRegion = top..<bottom
            cursor = (0, 0)
        case ("S", _), ("T", _):
            let lines = (numbers.first ?? 1) * (final == "S" ? 1 : -1)
            scrolls += 1
            let region = scrollRegion
            let before = cells
            for row in region {
                let source = row + lines
                cells[row] =
                    region.contains(source)
                    ? before[source] : Array(repeating: (" ", style), count: width)
            }
        case ("m", _):
            for number in numbers.isEmpty ? [0] : numbers {
                switch number {
                case 0: style = .plain
                case 1: style.isBold = true
                case 7: style.isReverse = true
                case 31...36: style.foreground = TerminalColor(rawValue: number)
                default:
                    Issue.record("an SGR the front never writes: \(number)", sourceLocation: sourceLocation)
                }
            }
        case ("h", "?"), ("l", "?"):
            let mode = Int(parameters.dropFirst()) ?? -1
            guard [25, 7, 1049, 2004].contains(mode) else {
                Issue.record("a private mode the front never sets: \(mode)", sourceLocation: sourceLocation)
                break
            }
            if final == "h" { modes.insert(mode) } else { modes.remove(mode) }
        default:
            Issue.record(
                "a sequence the front never writes: ESC[\(parameters)\(final)", sourceLocation: sourceLocation
            )
        }
        return cursorIndex + 1
    }
}

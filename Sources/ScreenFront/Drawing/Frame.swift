import TerminalUI

/// How a cell is drawn: the few attributes the screen front uses, each an SGR parameter of ECMA-48.
public struct CellStyle: Hashable, Sendable {
    /// Bold (SGR 1).
    public var isBold = false
    /// Reverse video (SGR 7): the selected row, which stays when colour is off.
    public var isReverse = false
    /// The foreground colour, if any (SGR 31–36).
    public var foreground: TerminalColor?

    /// The plain style: no attribute, the terminal's own colours.
    public static let plain = CellStyle()

    /// A style with these attributes.
    public init(isBold: Bool = false, isReverse: Bool = false, foreground: TerminalColor? = nil) {
        self.isBold = isBold
        self.isReverse = isReverse
        self.foreground = foreground
    }
}

/// The colours the screen front draws in, by their SGR foreground parameter.
public enum TerminalColor: Int, Hashable, Sendable {
    /// Errors.
    case red = 31
    /// Saved.
    case green = 32
    /// Notices.
    case yellow = 33
    /// Titles.
    case blue = 34
    /// Tags.
    case magenta = 35
    /// Links.
    case cyan = 36
}

/// One cell of the terminal: a grapheme cluster and its style, or the right half of a two-column cluster.
public struct Cell: Hashable, Sendable {
    /// The cluster drawn here; empty for the right half of a two-column one.
    public var text: String
    /// The columns the cluster takes: 1 or 2, and 0 for the right half of a two-column cluster.
    public var width: Int
    /// How it is drawn.
    public var style: CellStyle

    /// A blank cell: a space, plain.
    public static let blank = Cell(text: " ", width: 1, style: .plain)
}

/// What the terminal is to show, as a grid of cells: the screen front lays each frame out in full, and
/// `FrameWriter` writes only what changed since the frame on screen.
///
/// Text goes in cluster by cluster, at its display width: a cluster the
/// terminal draws in no column (a control character, an Escape, a lone
/// combining mark) is dropped, so nothing in a frame can move the cursor or
/// change the terminal's state; one wider than two columns is drawn as
/// U+FFFD; a two-column cluster that does not fit the last column becomes a
/// space; and text past the last column is clipped.
public struct Frame: Hashable, Sendable {
    /// The columns of the grid.
    public let width: Int
    /// The rows of the grid.
    public let height: Int
    /// Where the terminal's cursor shows, when the user is typing (the command line); `nil`: hidden.
    public var cursor: (row: Int, column: Int)? {
        get { cursorPlace.map { ($0.row, $0.column) } }
        set { cursorPlace = newValue.map { Place(row: $0.row, column: $0.column) } }
    }
    private var cursorPlace: Place?
    private var cells: [Cell]

    /// A cell's place, kept as a value the frame can compare.
    private struct Place: Hashable, Sendable {
        var row: Int
        var column: Int
    }

    /// A blank frame of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `row` and `column`, counted from 0.
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// The text of `row`, its clusters in order, trailing blanks kept: what a test reads of a line.
    public func text(ofRow row: Int) -> String {
        (0..<width).map { self[row, $0].text }.joined()
    }

    /// Writes `text` on `row` from `column` in `style`, clipped at the last column; returns the column after
    /// the last cluster written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int, style: CellStyle = .plain)
        -> Int
    {
        guard (0..<height).contains(row) else { return column }
        var column = max(column, 0)
        for character in text {
            var cluster = String(character)
            var columns = DisplayWidth.of(character)
            if columns == 0 { continue }
            if columns > 2 { (cluster, columns) = ("\u{FFFD}", 1) }
            guard column + columns <= width else {
                // A two-column cluster with one column left: a space in its place, and nothing after it.
                if column < width { set(Cell(text: " ", width: 1, style: style), row: row, column: column) }
                return width
            }
            set(Cell(text: cluster, width: columns, style: style), row: row, column: column)
            if columns == 2 { set(Cell(text: "", width: 0, style: style), row: row, column: column + 1) }
            column += columns
        }
        return column
    }

    /// Writes `text` on `row` from `column` in `style`; when it does not fit, the last column shows
    /// `marker` instead, so that a reader sees the line goes on (a code line or a link wider than the
    /// screen).
    public mutating func putClipped(
        _ text: some StringProtocol, row: Int, column: Int, style: CellStyle = .plain, marker: String = "›"
    ) {
        put(text, row: row, column: column, style: style)
        guard width > 0, column + DisplayWidth.of(text) > width else { return }
        put(marker, row: row, column: width - 1, style: style)
    }

    /// Fills `row` from `column` to the last column with blanks in `style`.
    public mutating func clear(row: Int, from column: Int = 0, style: CellStyle = .plain) {
        guard (0..<height).contains(row) else { return }
        for index in max(column, 0)..<width {
            set(Cell(text: " ", width: 1, style: style), row: row, column: index)
        }
    }

    /// Whether `row` holds the same cells as `other`'s row `otherRow`; frames of one width.
    func row(_ row: Int, equals other: Frame, row otherRow: Int) -> Bool {
        cells[row * width..<(row + 1) * width] == other.cells[otherRow * width..<(otherRow + 1) * width]
    }

    /// A hash of `row`'s cells, to find rows that moved between two frames.
    func hash(ofRow row: Int) -> Int {
        var hasher = Hasher()
        for cell in cells[row * width..<(row + 1) * width] { hasher.combine(cell) }
        return hasher.finalize()
    }

    /// The frame after the terminal scrolls the rows `region` by `lines` (up when positive): each row
    /// there shows the row `lines` below it, and the rows it uncovers are blank.
    mutating func scroll(rows region: Range<Int>, by lines: Int) {
        var scrolled = cells
        for row in region {
            let source = row + lines
            for column in 0..<width {
                scrolled[row * width + column] =
                    region.contains(source) ? cells[source * width + column] : .blank
            }
        }
        cells = scrolled
    }

    /// Puts `cell` at `row` and `column`, blanking the other half of a two-column cluster it overwrites.
    private mutating func set(_ cell: Cell, row: Int, column: Int) {
        let index = row * width + column
        let old = cells[index]
        if old.width == 0, column > 0, cell.width != 0 {
            cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, column + 1 < width {
            cells[index + 1] = Cell(text: " ", width: 1, style: old.style)
        }
        cells[index] = cell
    }
}

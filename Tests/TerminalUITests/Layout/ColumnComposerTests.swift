import TerminalUI
import Testing

@Suite("Column composer")
struct ColumnComposerTests {
    private func plain(_ lines: String...) -> [StyledLine] { lines.map { StyledLine(plain: $0) } }

    @Test("pads each column to its width and the gutter, and ends a line after its last text")
    func sideBySide() throws {
        let grid = try ColumnGrid(count: 3, width: 186)
        let composer = ColumnComposer(grid: grid)

        let lines = composer.lines(for: [plain("a", "b"), plain("", "c", "d"), plain("e")])

        // Each column is 60 wide: "a" takes 1, so 59 spaces and the gutter's 3 follow it.
        let afterOne = String(repeating: " ", count: 62)
        let afterNone = String(repeating: " ", count: 63)
        #expect(lines == ["a" + afterOne + afterNone + "e", "b" + afterOne + "c", afterNone + "d"])
    }

    @Test("gives one column's lines back as they came")
    func oneColumn() throws {
        let composer = ColumnComposer(grid: try ColumnGrid(count: 1, width: 30))

        #expect(composer.lines(for: [plain("x", "", "y")]) == ["x", "", "y"])
    }

    @Test("writes one column's styled lines, and an empty line as nothing, whatever its style")
    func oneStyledColumn() throws {
        let composer = ColumnComposer(grid: try ColumnGrid(count: 1, width: 30))
        let bold = StyledLine("x", styled: "\u{1B}[1mx\u{1B}[0m")
        let emptyButStyled = StyledLine("", styled: "\u{1B}[1m\u{1B}[0m")

        #expect(composer.lines(for: [[bold, emptyButStyled]]) == ["\u{1B}[1mx\u{1B}[0m", ""])
    }

    @Test("measures a column by what the reader sees, not by its colour codes or its bytes")
    func measuresWhatIsSeen() throws {
        let composer = ColumnComposer(grid: try ColumnGrid(count: 2, width: 123))
        let styled = StyledLine("漢字", styled: "\u{1B}[1m漢字\u{1B}[0m")

        let lines = composer.lines(for: [[styled], plain("z")])

        #expect(lines == ["\u{1B}[1m漢字\u{1B}[0m" + String(repeating: " ", count: 59) + "z"])
    }

    @Test("lets a cell wider than its column push the rest of its line right, never cutting it")
    func overflow() throws {
        let composer = ColumnComposer(grid: try ColumnGrid(count: 2, width: 123))
        let url = "https://example.com/" + String(repeating: "u", count: 50)

        let lines = composer.lines(for: [plain(url), plain("z")])

        #expect(lines == [url + "   z"])
    }
}

import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

@MainActor
@Suite("The list in columns")
struct ColumnsTests {
    /// Where the columns start at 200: three columns of 64 with gutters of 3.
    static let columnStarts = [0, 67, 134]

    /// The row numbers whose entries start in each column of `lines`, and the last line each column fills.
    private func columns(of lines: some Collection<String>) -> (numbers: [[Int]], lastLines: [Int]) {
        var numbers: [[Int]] = [[], [], []]
        var lastLines = [0, 0, 0]
        for (index, line) in lines.enumerated() {
            for (column, cell) in cells(of: line).enumerated() where !cell.isEmpty {
                lastLines[column] = index
                if let number = Self.rowNumber(in: cell) { numbers[column].append(number) }
            }
        }
        return (numbers, lastLines)
    }

    /// `line` cut into the three columns by display width.
    private func cells(of line: String) -> [String] {
        var cells = ["", "", ""]
        var position = 0
        for character in line {
            let column = Self.columnStarts.lastIndex { $0 <= position } ?? 0
            cells[column].append(character)
            position += DisplayWidth.of(character)
        }
        return cells.map { $0.trimmingTrailingWhiteSpace() }
    }

    /// The row number an entry's first line starts with (`  7. 12 votes…`, `+ 7. …`).
    /// Read by scalars, as every check of text on screen is: a cluster can hide a space.
    private static func rowNumber(in cell: String) -> Int? {
        let scalars = cell.unicodeScalars
        guard scalars.count > 2, scalars.first == " " || scalars.first == "+" else { return nil }
        let rest = scalars.dropFirst().drop { $0 == " " }
        let digits = rest.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty, rest.dropFirst(digits.count).starts(with: ". ".unicodeScalars) else {
            return nil
        }
        return Int(String(String.UnicodeScalarView(digits)))
    }

    @Test("at 200 sets the first page in three balanced columns, numbers running across, in every pattern")
    func threeBalancedColumns() async {
        for pattern in AppOptions.Pattern.allCases {
            let transcript = await Harness.transcript([], pattern: pattern, width: 200)

            // After the banner: a blank line and the header, then the entries, then a blank line and the footer.
            let (numbers, lastLines) = columns(of: transcript.dropFirst(3).dropLast(2))
            #expect(numbers.allSatisfy { !$0.isEmpty }, "columns 2 and 3 hold rows too")
            #expect(numbers.map { $0.first } == [1, 2, 3])
            #expect(numbers.flatMap { $0 }.sorted() == Array(1...30))
            // A waterfall leaves no column longer than another by more than one entry (at most 6 lines).
            #expect((lastLines.max() ?? 0) - (lastLines.min() ?? 0) <= 6)
        }
    }

    @Test("at 80 keeps the list in one column, as it always was")
    func oneColumnAt80() async {
        let transcript = await Harness.transcript([], pattern: .viper, width: 80)

        #expect(transcript[4] == "  1. 0 votes · 0 answers · 6 views")
        #expect(transcript.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test("lays the rows of more out in columns of their own, under the first page")
    func moreInColumns() async {
        let transcript = await Harness.transcript(["more"], pattern: .mvvm, width: 200)

        let footer = transcript.firstIndex { $0.hasPrefix("30 questions shown") } ?? 0
        let (numbers, _) = columns(of: transcript.dropFirst(footer + 1))
        #expect(numbers.map { $0.first } == [31, 32, 33])
        #expect(numbers.flatMap { $0 }.min() == 31)
    }

    @Test(
        "lays a column count asked for out the same in every pattern, through more, a question and back",
        arguments: [1, 2, 4])
    func askedCountInEveryPattern(count: Int) async {
        let script = ["more", "open 3", "back", "tag git", "2"]
        let mvc = await Harness.transcript(
            script, pattern: .mvc, widthSource: .fixed(200), columns: .count(count))
        #expect(mvc.count > 30)
        for pattern in AppOptions.Pattern.allCases where pattern != .mvc {
            let transcript = await Harness.transcript(
                script, pattern: pattern, widthSource: .fixed(200), columns: .count(count))
            #expect(transcript.dropFirst() == mvc.dropFirst(), "\(pattern.rawValue) differs from MVC")
        }
    }

    @Test("keeps a column count asked for, even where auto would take more")
    func askedCount() async {
        let transcript = await Harness.transcript(
            [], pattern: .mvc, widthSource: .fixed(200), columns: .count(2))

        // Two columns of (200 - 3) / 2 = 98, so the second starts after 98 and the gutter of 3.
        #expect(transcript[4].hasPrefix("  1. "))
        #expect(transcript[4].dropFirst(101).hasPrefix("  2. "))
        #expect(!transcript.contains { $0.dropFirst(134).hasPrefix("  3. ") })
    }
}

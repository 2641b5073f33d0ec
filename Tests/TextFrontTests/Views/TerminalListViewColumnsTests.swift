import Presenters
import TerminalTestSupport
import Testing
import TextFront

@MainActor
@Suite("Terminal list view in columns")
struct TerminalListViewColumnsTests {
    let console = RecordingConsole()

    private func row(
        _ number: Int, title: String = "How do I exit vim?", mark: QuestionRowDisplay.Mark? = nil
    )
        -> QuestionRowDisplay
    {
        QuestionRowDisplay(
            number: number, mark: mark, stats: "1 vote · 0 answers · 5 views", title: title,
            details: "[vim] · Ana · active 5 min ago")
    }

    /// `left` padded to a 60-column column and its gutter, then `right`.
    private func pair(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: 63 - left.count) + right
    }

    @Test("sets the entries side by side on a wide terminal, the numbers running across the columns")
    func sideBySide() {
        let view = TerminalListView(environment: .recording(console, width: 123))

        view.show(QuestionListDisplay(header: "H", rows: [row(1), row(2), row(3)], footer: "F"))

        #expect(
            console.lines == [
                "", "H",
                "",
                pair("  1. 1 vote · 0 answers · 5 views", "  2. 1 vote · 0 answers · 5 views"),
                pair("     How do I exit vim?", "     How do I exit vim?"),
                pair("     [vim] · Ana · active 5 min ago", "     [vim] · Ana · active 5 min ago"),
                "",
                "  3. 1 vote · 0 answers · 5 views",
                "     How do I exit vim?",
                "     [vim] · Ana · active 5 min ago",
                "", "F",
            ])
    }

    @Test("redraws a list in columns from its kept entries, line for line as the first time")
    func redrawsFromKeptEntries() {
        let environment = ViewEnvironment.recording(console, width: 123)
        let view = TerminalListView(environment: environment)
        let list = QuestionListDisplay(
            header: "H",
            rows: [row(1), row(2, mark: .new), row(3, title: String(repeating: "wrap ", count: 20))],
            footer: "F")
        view.show(list)
        let firstDraw = console.lines

        view.show(list)

        #expect(Array(console.lines.dropFirst(firstDraw.count)) == firstDraw)
        #expect(environment.listEntryCache.hits == 3)
    }

    @Test("puts the next entry under the shorter column, so a long title does not leave a hole")
    func shortestColumn() {
        let long = String(repeating: "wrap ", count: 20)
        let view = TerminalListView(environment: .recording(console, width: 123))

        view.show(QuestionListDisplay(header: "H", rows: [row(1, title: long), row(2), row(3)], footer: "F"))

        // Row 1's title takes two lines, so its column is the longer one and row 3 goes under row 2.
        #expect(console.lines[7] == pair("", "  3. 1 vote · 0 answers · 5 views"))
        #expect(!console.lines.contains { $0.hasPrefix("  3.") })
    }

    @Test("keeps a new row's + mark before its number in its column")
    func marks() {
        let view = TerminalListView(environment: .recording(console, width: 123))

        view.show(QuestionListDisplay(header: "H", rows: [row(1), row(2, mark: .new)], footer: "F"))

        #expect(
            console.lines[3] == pair("  1. 1 vote · 0 answers · 5 views", "+ 2. 1 vote · 0 answers · 5 views")
        )
    }

    @Test("lays the rows of more out as a block of their own, under the rows shown before")
    func moreIsABlock() {
        let view = TerminalListView(environment: .recording(console, width: 123))
        view.show(QuestionListDisplay(header: "H", rows: [row(1)], footer: "F"))

        view.showMore([row(2), row(3)], footer: "G")

        #expect(
            console.lines.suffix(6) == [
                "",
                pair("  2. 1 vote · 0 answers · 5 views", "  3. 1 vote · 0 answers · 5 views"),
                pair("     How do I exit vim?", "     How do I exit vim?"),
                pair("     [vim] · Ana · active 5 min ago", "     [vim] · Ana · active 5 min ago"),
                "", "G",
            ])
    }

    @Test("stays one column when one is asked for, however wide the terminal")
    func oneColumnAsked() {
        let view = TerminalListView(environment: .recording(console, width: 200, columns: .count(1)))

        view.show(QuestionListDisplay(header: "H", rows: [row(1), row(2)], footer: "F"))

        #expect(console.lines[3] == "  1. 1 vote · 0 answers · 5 views")
        #expect(console.lines[7] == "  2. 1 vote · 0 answers · 5 views")
    }
}

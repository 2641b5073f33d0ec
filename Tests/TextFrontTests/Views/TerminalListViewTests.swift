import Presenters
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@MainActor
@Suite("Terminal list view")
struct TerminalListViewTests {
    let console = RecordingConsole()

    private func row(
        _ number: Int, title: String = "How do I exit vim?", mark: QuestionRowDisplay.Mark? = nil
    ) -> QuestionRowDisplay {
        QuestionRowDisplay(
            number: number, mark: mark, stats: "12 votes · 3 answers ✓ · 1.2k views", title: title,
            details: "[vim] [exit] · Ana · active 5 min ago")
    }

    @Test("draws the header, each entry and the footer at the width")
    func drawsTheList() {
        let view = TerminalListView(environment: .recording(console, width: 44))

        view.show(
            QuestionListDisplay(
                header: "Top questions on stackoverflow · by activity", rows: [row(9), row(10)],
                footer: "2 questions shown."))

        #expect(
            console.lines == [
                "",
                "Top questions on stackoverflow · by activity",
                "",
                "  9. 12 votes · 3 answers ✓ · 1.2k views",
                "     How do I exit vim?",
                "     [vim] [exit] · Ana · active 5 min ago",
                "",
                " 10. 12 votes · 3 answers ✓ · 1.2k views",
                "     How do I exit vim?",
                "     [vim] [exit] · Ana · active 5 min ago",
                "",
                "2 questions shown.",
            ])
    }

    @Test("widens the number column for three-digit rows, so that 99 and 100 line up on the right")
    func threeDigitRows() {
        let view = TerminalListView(environment: .recording(console, width: 60))

        view.showMore([row(99), row(100)], footer: "F")

        #expect(console.lines[1] == "  99. 12 votes · 3 answers ✓ · 1.2k views")
        #expect(console.lines[5] == " 100. 12 votes · 3 answers ✓ · 1.2k views")
        #expect(console.lines[6] == "      How do I exit vim?")
    }

    @Test("wraps a long title under itself, never cutting it")
    func wrapsTitles() {
        let view = TerminalListView(environment: .recording(console, width: 30))

        view.showMore([row(3, title: "Why does my 漢字 title need wrapping here?")], footer: "Done.")

        #expect(
            console.lines == [
                "",
                "  3. 12 votes · 3 answers ✓ ·",
                "     1.2k views",
                "     Why does my 漢字 title",
                "     need wrapping here?",
                "     [vim] [exit] · Ana ·",
                "     active 5 min ago",
                "",
                "Done.",
            ])
    }

    @Test("marks a new row with + in the column before its number")
    func marksNewRows() {
        let view = TerminalListView(environment: .recording(console, width: 60))

        view.show(QuestionListDisplay(header: "H", rows: [row(1, mark: .new)], footer: "F"))

        #expect(console.lines[3] == "+ 1. 12 votes · 3 answers ✓ · 1.2k views")
    }

    @Test("marks an updated row with * in the same column")
    func marksUpdatedRows() {
        let view = TerminalListView(environment: .recording(console, width: 60))

        view.show(QuestionListDisplay(header: "H", rows: [row(1, mark: .updated), row(2)], footer: "F"))

        #expect(console.lines[3] == "* 1. 12 votes · 3 answers ✓ · 1.2k views")
        #expect(console.lines[7] == "  2. 12 votes · 3 answers ✓ · 1.2k views")
    }

    @Test("redraws a list from its kept entries, line for line as the first time")
    func redrawsFromKeptEntries() {
        let environment = ViewEnvironment.recording(console, width: 44)
        let view = TerminalListView(environment: environment)
        let list = QuestionListDisplay(
            header: "H", rows: [row(1), row(2, mark: .new), row(3, mark: .updated)], footer: "F")
        view.show(list)
        let firstDraw = console.lines

        view.show(list)

        #expect(Array(console.lines.dropFirst(firstDraw.count)) == firstDraw)
        #expect(environment.listEntryCache.hits == 3)
    }

    @Test("keeps coloured and plain entries apart in a cache two environments share")
    func colourIsPartOfAKeptEntry() {
        let cache = ListEntryCache()
        let (plainConsole, colourConsole) = (RecordingConsole(), RecordingConsole())
        for (console, colour) in [(plainConsole, false), (colourConsole, true)] {
            let environment = ViewEnvironment(
                console: console, width: 40, styler: Styler(isEnabled: colour), layoutCache: LayoutCache(),
                listEntryCache: cache, announcesLoading: false)
            TerminalListView(environment: environment).showMore([row(1)], footer: "F")
        }

        #expect(!plainConsole.lines.joined().contains("\u{1B}"))
        #expect(colourConsole.lines[2].hasPrefix("\u{1B}["), "the title, bold")
        #expect(cache.count == 2)
    }

    @Test("writes notices and errors as wrapped lines, and no loading line offline")
    func writesMessages() {
        let view = TerminalListView(environment: .recording(console, width: 20))

        view.showLoading()
        view.showNotice("No more questions.")
        view.showError("No question 99 on this list.")

        #expect(console.lines == ["No more questions.", "No question 99 on", "this list."])
    }

    @Test("colours only when colour is on, and never lets colour change the layout")
    func colours() {
        let environment = ViewEnvironment(
            console: console, width: 40, styler: Styler(isEnabled: true), layoutCache: LayoutCache(),
            announcesLoading: true)
        let view = TerminalListView(environment: environment)

        view.showLoading()
        view.showError("Oops.")

        #expect(console.lines == ["\u{1B}[2mLoading…\u{1B}[0m", "\u{1B}[31mOops.\u{1B}[0m"])
    }
}

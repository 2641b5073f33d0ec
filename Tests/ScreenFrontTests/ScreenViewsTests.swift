import Entities
import Interactors
import Markup
import Presenters
import ScreenFront
import TerminalUI
import TestSupport
import Testing

/// The screen front's shared dumb views, drawn into frames: the list's rows with their gutter, marks and
/// selection, the question's text, the status line and the command line, the palette without colour.
/// Text on screen is compared by Unicode scalars.
@Suite("Screen views")
@MainActor
struct ScreenViewsTests {
    private let palette = ScreenPalette(isColored: true)

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private func line(_ frame: Frame, _ row: Int) -> [Unicode.Scalar] {
        Array(frame.text(ofRow: row).unicodeScalars.reversed().drop { $0 == " " }.reversed())
    }

    private func row(_ number: Int, mark: QuestionRowDisplay.Mark? = nil, title: String = "A title")
        -> QuestionRowDisplay
    {
        QuestionRowDisplay(
            number: number, mark: mark, stats: "\(number) votes", title: title, details: "[swift] · Ana")
    }

    @Test("draws the heading and the screen's name on the top line")
    func topLine() {
        var frame = Frame(width: 60, height: 3)

        TopLineView(palette: palette).draw(
            heading: "Top questions on stackoverflow", name: "list", in: &frame)

        #expect(line(frame, 0) == scalars("Top questions on stackoverflow · list"))
    }

    /// Guards the clipping in `TopLineView.draw(heading:name:in:)`: the screen's name is what says where
    /// the user is, so a long heading gives way, not the name.
    @Test("clips a heading too long for the top line with ›, keeping the screen's name whole at its end")
    func longHeadingKeepsTheName() {
        var frame = Frame(width: 40, height: 3)

        TopLineView(palette: palette).draw(
            heading: "Top questions on stackoverflow · by votes · tagged [python]", name: "question",
            in: &frame)

        #expect(line(frame, 0) == scalars("Top questions on stackoverfl› · question"))
    }

    @Test("draws each row as the line front's entry, numbers lined up, a blank line after it")
    func rows() {
        var frame = Frame(width: 40, height: 10)
        let rows = (1...10).map { row($0) }

        ListRowsView(layoutCache: LayoutCache(), palette: palette).draw(
            rows, selected: nil, window: ScrollWindow(top: 8), in: &frame, area: 0..<10)

        #expect(line(frame, 0) == scalars("    9. 9 votes"))
        #expect(line(frame, 1) == scalars("       A title"))
        #expect(line(frame, 2) == scalars("       [swift] · Ana"))
        #expect(line(frame, 3).isEmpty)
        #expect(line(frame, 4) == scalars("   10. 10 votes"))
    }

    @Test("draws the top row from its first line not scrolled off, its blank line counted among them")
    func topRowPartlyScrolledOff() {
        var frame = Frame(width: 40, height: 6)
        let rows = (1...10).map { row($0) }

        ListRowsView(layoutCache: LayoutCache(), palette: palette).draw(
            rows, selected: nil, window: ScrollWindow(top: 8, offset: 2), in: &frame, area: 0..<6)
        #expect(line(frame, 0) == scalars("       [swift] · Ana"))
        #expect(line(frame, 1).isEmpty)
        #expect(line(frame, 2) == scalars("   10. 10 votes"))

        var blankFirst = Frame(width: 40, height: 6)
        ListRowsView(layoutCache: LayoutCache(), palette: palette).draw(
            rows, selected: nil, window: ScrollWindow(top: 8, offset: 3), in: &blankFirst, area: 0..<6)
        #expect(line(blankFirst, 0).isEmpty)
        #expect(line(blankFirst, 1) == scalars("   10. 10 votes"))
    }

    @Test(
        "puts > in the gutter of the selected row and draws its first line in reverse video, as far as its text"
    )
    func selectedRow() {
        var frame = Frame(width: 30, height: 8)

        ListRowsView(layoutCache: LayoutCache(), palette: ScreenPalette(isColored: false)).draw(
            [row(1), row(2)], selected: 1, window: ScrollWindow(), in: &frame, area: 0..<8)

        let text = line(frame, 4)
        #expect(text == scalars(">  2. 2 votes"))
        #expect((0..<text.count).allSatisfy { frame[4, $0].style.isReverse })
        #expect(!frame[4, text.count].style.isReverse)
        #expect((0..<30).allSatisfy { !frame[5, $0].style.isReverse && !frame[6, $0].style.isReverse })
        #expect(!frame[0, 0].style.isReverse)
    }

    @Test("marks a new row with + and an updated one with *, beside the gutter")
    func marks() {
        var frame = Frame(width: 30, height: 8)

        ListRowsView(layoutCache: LayoutCache(), palette: palette).draw(
            [row(1, mark: .new), row(2, mark: .updated)], selected: 0, window: ScrollWindow(), in: &frame,
            area: 0..<8)

        #expect(line(frame, 0) == scalars("> +1. 1 votes"))
        #expect(line(frame, 4) == scalars("  *2. 2 votes"))
        #expect(frame[0, 2].style.foreground == .green)
        #expect(frame[4, 2].style.foreground == .yellow)
    }

    @Test("counts a row's height as its wrapped lines and the blank one after it")
    func height() {
        let view = ListRowsView(layoutCache: LayoutCache(), palette: palette)
        let long = row(1, title: "A title long enough to wrap onto a second line here")

        #expect(view.height(of: row(1), numberWidth: 1, width: 40) == 4)
        #expect(view.height(of: long, numberWidth: 1, width: 40) == 5)
    }

    @Test("stops drawing at the end of its area, cutting the last row short")
    func clipsToItsArea() {
        var frame = Frame(width: 30, height: 10)

        ListRowsView(layoutCache: LayoutCache(), palette: palette).draw(
            [row(1), row(2)], selected: nil, window: ScrollWindow(), in: &frame, area: 1..<6)

        #expect(line(frame, 5) == scalars("   2. 2 votes"))
        #expect(line(frame, 6).isEmpty)
    }

    private var question: QuestionScreenDisplay {
        QuestionScreenDisplay(
            title: "How?", stats: "3 votes", tags: ["swift"], link: "https://stackoverflow.com/q/1",
            closedNotice: nil, body: [.code(["let x = someFunction(withAVeryLongArgumentList: 1)"])],
            answersHeading: "1 answer",
            answers: [AnswerDisplay(heading: "Accepted · Bob", isAccepted: true, body: [.paragraph("Yes.")])],
            attribution: "From Stack Overflow")
    }

    @Test(
        "draws the question's text from the window's first line, code wider than the screen clipped and marked"
    )
    func questionText() {
        var frame = Frame(width: 30, height: 12)

        QuestionTextView(layoutCache: LayoutCache(), palette: palette).draw(
            question, window: ScrollWindow(top: 0), in: &frame, area: 0..<12)

        #expect(line(frame, 0) == scalars("How?"))
        #expect(frame[0, 0].style.isBold)
        #expect(line(frame, 2) == scalars("[swift]"))
        #expect(frame[2, 0].style.foreground == .cyan)
        #expect(line(frame, 3) == scalars("https://stackoverflow.com/q/1"))
        #expect(scalars(frame[5, 29].text) == scalars("›"))
    }

    @Test("scrolls the question's text to the window's first line")
    func questionScrolled() {
        let view = QuestionTextView(layoutCache: LayoutCache(), palette: palette)
        let lines = view.lines(of: question, width: 30)
        var frame = Frame(width: 30, height: 3)

        view.draw(question, window: ScrollWindow(top: lines.count - 1), in: &frame, area: 0..<3)

        #expect(line(frame, 0) == scalars("From Stack Overflow"))
        #expect(line(frame, 1).isEmpty)
    }

    @Test("shows a message in place of the footer, an error in red, and the footer when there is none")
    func status() {
        var frame = Frame(width: 30, height: 3)
        let view = StatusLineView(palette: palette, loads: LoadTracker())

        view.draw(
            StatusLine(footer: "30 shown", message: .error("No question 99.")), commandLine: nil, in: &frame)
        let error = line(frame, 2)
        let colour = frame[2, 0].style.foreground
        view.draw(StatusLine(footer: "30 shown"), commandLine: nil, in: &frame)

        #expect(error == scalars("No question 99."))
        #expect(colour == .red)
        #expect(line(frame, 2) == scalars("30 shown"))
        #expect(frame.cursor == nil)
    }

    @Test("keeps Loading… covered by a notice or an error, and by the key that clears them")
    func messageCoversLoading() {
        var status = StatusLine(footer: "30 shown", message: .loading)

        status.message = .error("No asker yet.")
        let coveredByTheError = status.coversLoading
        status.message = .notice("Saved.")
        let coveredByTheNextMessage = status.coversLoading
        status.clearMessage()

        #expect(coveredByTheError)
        #expect(coveredByTheNextMessage)
        #expect(status.message == nil)
        #expect(status.coversLoading)
    }

    @Test("ends the cover when its owner sets Loading… or no message")
    func coverEnds() {
        var covered = StatusLine(footer: "30 shown", message: .loading)
        covered.message = .error("No asker yet.")
        var cleared = covered
        var loadingAgain = covered

        cleared.message = nil
        loadingAgain.message = .loading

        #expect(!cleared.coversLoading)
        #expect(!loadingAgain.coversLoading)
    }

    @Test("never covers Loading… with a message shown while nothing loads")
    func noCoverWithoutLoading() {
        var status = StatusLine(footer: "30 shown")

        status.message = .notice("Saved.")
        status.clearMessage()

        #expect(!status.coversLoading)
    }

    /// Guards the `case nil where status.coversLoading && loads.hasLoadInFlight` line of `StatusLineView`.
    @Test(
        "shows Loading… where a cleared message covered it while a load runs, and the footer once none does")
    func loadingUncovered() async {
        let loads = LoadTracker()
        let view = StatusLineView(palette: palette, loads: loads)
        var status = StatusLine(footer: "30 shown", message: .loading)
        status.message = .error("No asker yet.")
        status.clearMessage()
        let (held, release) = AsyncStream<Void>.makeStream()
        loads.start {
            for await _ in held {}
        }
        var frame = Frame(width: 30, height: 3)

        view.draw(status, commandLine: nil, in: &frame)
        let whileLoading = line(frame, 2)
        release.finish()
        await loads.waitUntilIdleOrFail()
        view.draw(status, commandLine: nil, in: &frame)

        #expect(whileLoading == scalars("Loading…"))
        #expect(line(frame, 2) == scalars("30 shown"))
    }

    @Test("keeps the end of a typed line longer than the screen in sight, with the cursor after it")
    func longCommandLine() {
        var frame = Frame(width: 10, height: 3)

        StatusLineView(palette: palette, loads: LoadTracker()).draw(
            StatusLine(), commandLine: CommandLineText(prompt: "/", text: "swift concurrency"), in: &frame)

        #expect(line(frame, 2) == scalars("ncurrency"))
        #expect(frame.cursor.map { $0 == (row: 2, column: 9) } == true)
    }

    @Test("keeps bold and reverse video without colour, and drops only the colours")
    func paletteWithoutColour() {
        let plain = ScreenPalette(isColored: false)

        #expect(plain.style(.error).foreground == nil)
        #expect(plain.style(.accepted).isBold)
        #expect(plain.style(.plain, isSelected: true).isReverse)
        #expect(palette.style(.error).foreground == .red)
    }

    @Test("clears a notice or an error at the next key, but keeps Loading… until its load ends")
    func clearingAMessage() {
        var notice = StatusLine(footer: "30 shown", message: .notice("Saved."))
        var loading = StatusLine(footer: "30 shown", message: .loading)

        notice.clearMessage()
        loading.clearMessage()

        #expect(notice.message == nil)
        #expect(loading.message == .loading)
    }
}

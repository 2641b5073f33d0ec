import Presenters
import TerminalTestSupport
import Testing
import TextFront

@MainActor
@Suite("Terminal user view")
struct TerminalUserViewTests {
    let console = RecordingConsole()
    let page = UserPageDisplay(
        name: "Ana", details: "1,234 reputation · member since Sep 23, 2014",
        link: "https://stackoverflow.com/users/7/ana", heading: "Questions by votes",
        rows: [QuestionRowDisplay(number: 1, stats: "1 vote", title: "First", details: "[vim]")],
        footer: "All 1 question shown")

    @Test("draws the user, the heading, their questions as list entries and the footer")
    func drawsThePage() {
        let view = TerminalUserView(environment: .recording(console, width: 60))

        view.show(page)

        #expect(
            console.lines.prefix(6) == [
                "", "Ana", "1,234 reputation · member since Sep 23, 2014",
                "https://stackoverflow.com/users/7/ana", "", "Questions by votes",
            ])
        #expect(console.lines.contains { $0.contains("First") })
        #expect(console.lines.suffix(2) == ["", "All 1 question shown"])
    }

    @Test("leaves out the link when the API gives none")
    func noLink() {
        let view = TerminalUserView(environment: .recording(console, width: 60))
        var page = page
        page.link = nil

        view.show(page)

        #expect(
            console.lines.prefix(5) == [
                "", "Ana", "1,234 reputation · member since Sep 23, 2014", "",
                "Questions by votes",
            ])
    }

    /// Guards `shown?.rows += rows` in `showMore`: without it, the page drawn again after `back` loses
    /// the questions `more` added.
    @Test("draws the page again after back with every question added since, in one block")
    func redrawsWithTheAddedRows() {
        let view = TerminalUserView(environment: .recording(console, width: 60))
        view.show(page)
        view.showMore(
            [QuestionRowDisplay(number: 2, stats: "1 vote", title: "Second", details: "[vim]")],
            footer: "All 2 questions shown")
        let drawnBefore = console.lines.count

        view.redraw()

        let redrawn = Array(console.lines.dropFirst(drawnBefore))
        #expect(redrawn.contains { $0.contains("First") })
        #expect(redrawn.contains { $0.contains("Second") })
        #expect(redrawn.last == "All 2 questions shown")
    }

    @Test("draws nothing again before a page was shown")
    func redrawsNothingFirst() {
        let view = TerminalUserView(environment: .recording(console, width: 60))

        view.redraw()

        #expect(console.lines.isEmpty)
    }
}

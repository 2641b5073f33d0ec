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
}

import Presenters
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@MainActor
@Suite("Viewport")
struct ViewportTests {
    @Test("keeps the width it read until it is asked to measure again")
    func readsOnMeasure() {
        let terminal = StubTerminalSize(width: 100)
        let viewport = Viewport(source: .terminal(terminal))

        terminal.width = 50
        #expect(viewport.width == 100)
        viewport.measure()

        #expect(viewport.width == 50)
        #expect(terminal.reads == 2)
    }

    @Test("raises a terminal narrower than 20 to 20, and takes 80 when the size cannot be told")
    func limits() {
        let terminal = StubTerminalSize(width: 5)
        let viewport = Viewport(source: .terminal(terminal))
        #expect(viewport.width == 20)

        terminal.width = nil
        viewport.measure()

        #expect(viewport.width == 80)
    }

    @Test("never changes a fixed width")
    func fixed() {
        let viewport = Viewport(source: .fixed(133))

        viewport.measure()

        #expect(viewport.width == 133)
    }

    @Test("lays out the next screen at the new width after a resize, with nothing kept from the old one")
    func resizedTerminal() {
        let console = RecordingConsole()
        let terminal = StubTerminalSize(width: 100)
        let environment = ViewEnvironment.recording(console, terminal: terminal)
        let view = TerminalListView(environment: environment)
        let title = "A title long enough to take one line at a hundred columns but two at fifty"
        let list = QuestionListDisplay(
            header: "H",
            rows: [
                QuestionRowDisplay(number: 1, stats: "1 vote", title: title, details: "[x]")
            ],
            footer: "F")
        view.show(list)
        #expect(console.lines.contains("     " + title))

        terminal.width = 50
        environment.viewport.measure()
        view.show(list)

        let secondScreen = console.lines.dropFirst(8)
        #expect(secondScreen.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(secondScreen.contains("     A title long enough to take one line at a"))
        #expect(environment.layoutCache.count == 2, "the header and the footer, at 50")
        #expect(environment.listEntryCache.count == 1, "the one entry, at 50")
    }
}
